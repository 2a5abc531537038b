#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A lock for critical sections of a few instructions — an association table's lookup, an
/// observation table's snapshot of one key's registrations: one word, taken with one atomic
/// exchange and dropped with one store, where a `pthread_mutex_t` costs about sixty instructions
/// a lock and unlock.
///
/// Held briefly — at worst an allocation, never a release or anything else that runs user code
/// — so a waiter spins a little, then yields its time slice, so that a holder preempted on a
/// busy machine gets to finish. An `Atomic`, which ThreadSanitizer understands
/// (`Synchronization.Mutex` it does not).
@usableFromInline
package struct SpinLock: ~Copyable, Sendable {
    @usableFromInline let held = Atomic<Bool>(false)
    /// The holder, in debug builds: what ``assertHeld(_:)`` and ``unlock()`` check.
    @usableFromInline let owner = LockOwner()

    package init() {}

    /// Runs `body` with the lock held. Inlined into every module's callers, as the lock's
    /// point is to cost a few instructions.
    @inlinable @inline(__always)
    package func withLock<Result: ~Copyable>(_ body: () -> Result) -> Result {
        if _slowPath(!tryLock()) { waitForLock() }
        defer { unlock() }
        return body()
    }

    /// Takes the lock if it is free, without waiting; whether it did. A hot path that takes it
    /// this way and otherwise calls a function that waits (`withLock`) keeps the wait, and the
    /// registers it needs, out of its own code.
    @inlinable @inline(__always)
    package func tryLock() -> Bool {
        guard !held.exchange(true, ordering: .acquiring) else { return false }
        owner.took()
        return true
    }

    /// Drops the lock, which the caller holds: in debug builds, a runtime issue otherwise.
    @inlinable @inline(__always)
    package func unlock() {
        assertHeld("SpinLock.unlock()")
        owner.dropping()
        held.store(false, ordering: .releasing)
    }

    /// In debug builds, reports a runtime issue naming `function` unless the calling thread holds
    /// the lock: what a function that requires it checks first. Nothing in release builds.
    @inlinable @inline(__always)
    package func assertHeld(_ function: StaticString = #function) {
        if !owner.isCurrentThread {
            RuntimeIssues.report(RuntimeIssue("\(function): called without its spin lock, which it requires"))
        }
    }

    /// Takes the lock once the holder drops it: a short spin on a plain load, then yielding.
    @usableFromInline @inline(never)
    func waitForLock() {
        #if DEBUG
        if held.load(ordering: .relaxed), owner.isCurrentThread {
            RuntimeIssues.report(RuntimeIssue("SpinLock taken again by the thread holding it: it waits for itself"))
        }
        #endif
        var spins = 0
        repeat {
            while held.load(ordering: .relaxed) {
                if spins < 64 { spins &+= 1 } else { sched_yield() }
            }
        } while held.exchange(true, ordering: .acquiring)
        owner.took()
    }
}
