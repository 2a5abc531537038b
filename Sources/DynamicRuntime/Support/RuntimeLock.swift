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

    package init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    package func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        pthread_mutex_lock(mutex)
        defer {
            var released: [AnyObject] = []
            swap(&released, &releasedAfterUnlock)
            pthread_mutex_unlock(mutex)
            withExtendedLifetime(released) {}
        }
        return try body()
    }

    /// Keeps `objects` until the lock is released, then lets go of them: their deinit may run
    /// code that takes this lock (a hook's captures sending messages). Call with the lock held.
    package func releaseAfterUnlock(_ objects: [AnyObject]) {
        releasedAfterUnlock.append(contentsOf: objects)
    }
}
