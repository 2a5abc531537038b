import CReadSections
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A `pthread_mutex_t` behind a class, so it has a stable address.
///
/// Not `Synchronization.Mutex`: ThreadSanitizer does not understand its futex and reports the
/// accesses it protects as races (see the dispatch model). pthread mutexes are understood.
@usableFromInline
package final class RuntimeLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Objects to let go once the lock is released; guarded by it, so no exclusivity checks
    /// are needed (each would cost a lock's worth of instructions).
    @exclusivity(unchecked) private var releasedAfterUnlock: [AnyObject] = []
    /// The thread holding the lock, in debug builds: what ``assertHeld(_:)`` checks.
    @usableFromInline let owner = LockOwner()

    package init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the lock held. Inlined, so every module's call is specialised for its
    /// body (unspecialised, each call paid for its error type's witness table).
    @inlinable
    package func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        take()
        defer { drop() }
        return try body()
    }

    /// Takes the lock.
    @usableFromInline
    func take() {
        pthread_mutex_lock(mutex)
        owner.took()
    }

    /// Drops the lock, then lets go of what was kept until it was released.
    @usableFromInline
    func drop() {
        var released: [AnyObject] = []
        swap(&released, &releasedAfterUnlock)
        owner.dropping()
        pthread_mutex_unlock(mutex)
        if !released.isEmpty { RuntimeLock.letGo(consume released) }
    }

    /// Releases `objects` with the thread marked as releasing what the runtime retired: a view
    /// a reverted hook captured may go here, on whichever thread ended the grace period, and its
    /// deinit does not take that for the program's misuse (see `MainActorBody.run`).
    private static func letGo(_ objects: consuming [AnyObject]) {
        let previous = swizzlekit_set_releasing(true)
        drop(objects)
        swizzlekit_set_releasing(previous)
    }

    /// Takes `objects` and lets them go before it returns: a call, so the release cannot move
    /// past the mark's reset.
    @inline(never)
    private static func drop(_ objects: consuming [AnyObject]) {}

    /// In debug builds, reports a runtime issue naming `function` unless the calling thread holds
    /// the lock: what every function named `…Locked` that requires it checks first, as objc4's
    /// lock debugging does. Nothing in release builds.
    @inlinable @inline(__always)
    package func assertHeld(_ function: StaticString = #function) {
        if !owner.isCurrentThread {
            RuntimeIssues.report(RuntimeIssue("\(function): called without holding the lock it requires"))
        }
    }

    /// Keeps `objects` until the lock is released, then lets go of them: their deinit may run
    /// code that takes this lock (a hook's captures sending messages). Call with the lock held.
    package func releaseAfterUnlock(_ objects: [AnyObject]) {
        releasedAfterUnlock.append(contentsOf: objects)
    }
}
