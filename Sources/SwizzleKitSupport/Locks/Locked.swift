/// A lock that a ``Locked`` value can be guarded by: a ``RuntimeLock`` (a pthread mutex, for
/// sections that may run long or allocate) or a ``SpinLock`` (for sections of a few instructions).
@usableFromInline
package protocol GuardingLock: ~Copyable {
    /// Runs `body` with the lock held.
    func runLocked<Result>(_ body: () -> Result) -> Result
    /// In debug builds, reports a runtime issue naming `function` unless the calling thread holds
    /// the lock.
    func assertHeld(_ function: StaticString)
}

/// A value that is only read or written while a lock is held: the lock and what it guards, in
/// one place, so no guarded state is a bare `nonisolated(unsafe)` global.
///
/// ``withLock(_:)`` takes the lock. Code that runs with the lock already held (a function named
/// `…Locked`, or a block inside `Runtime.lock.withLock`) reads and writes ``value``, which debug
/// builds check is touched only by the thread holding the lock, as objc4's lock debugging does.
/// Several values may share one lock: most of the runtime's share `Runtime.lock`.
@usableFromInline
package final class Locked<Value, Lock: GuardingLock & ~Copyable>: @unchecked Sendable {
    /// The lock that guards ``value``.
    @usableFromInline package let lock: Lock
    /// Guarded by `lock`, so exclusivity needs no dynamic check.
    @usableFromInline @exclusivity(unchecked) var guarded: Value

    /// `value`, guarded by `lock`.
    package init(_ value: Value, guardedBy lock: consuming Lock) {
        self.lock = lock
        guarded = value
    }

    /// Runs `body` with the lock held, handing it the value.
    @inlinable @inline(__always)
    package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.runLocked { body(&guarded) }
    }

    /// The value, for code that holds the lock; debug builds report an access from a thread that
    /// does not.
    @inlinable
    package var value: Value {
        _read {
            lock.assertHeld("Locked.value")
            yield guarded
        }
        _modify {
            lock.assertHeld("Locked.value")
            yield &guarded
        }
    }
}

extension Locked where Lock == RuntimeLock {
    /// `value`, guarded by a pthread mutex of its own.
    package convenience init(_ value: Value) {
        self.init(value, guardedBy: RuntimeLock())
    }
}

extension RuntimeLock: GuardingLock {
    @inlinable
    package func runLocked<Result>(_ body: () -> Result) -> Result { withLock(body) }
}

extension SpinLock: GuardingLock {
    @inlinable @inline(__always)
    package func runLocked<Result>(_ body: () -> Result) -> Result { withLock(body) }
}
