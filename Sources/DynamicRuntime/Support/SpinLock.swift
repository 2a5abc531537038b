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
package struct SpinLock: ~Copyable {
    private let held = Atomic<Bool>(false)

    package init() {}

    /// Runs `body` with the lock held.
    @inline(__always)
    package func withLock<Result: ~Copyable>(_ body: () -> Result) -> Result {
        if _slowPath(!tryLock()) { waitForLock() }
        defer { unlock() }
        return body()
    }

    /// Takes the lock if it is free, without waiting; whether it did. A hot path that takes it
    /// this way and otherwise calls a function that waits (`withLock`) keeps the wait, and the
    /// registers it needs, out of its own code.
    @inline(__always)
    package func tryLock() -> Bool {
        !held.exchange(true, ordering: .acquiring)
    }

    /// Drops the lock, which the caller holds.
    @inline(__always)
    package func unlock() {
        held.store(false, ordering: .releasing)
    }

    /// Takes the lock once the holder drops it: a short spin on a plain load, then yielding.
    @inline(never)
    private func waitForLock() {
        var spins = 0
        repeat {
            while held.load(ordering: .relaxed) {
                if spins < 64 { spins &+= 1 } else { sched_yield() }
            }
        } while held.exchange(true, ordering: .acquiring)
    }
}
