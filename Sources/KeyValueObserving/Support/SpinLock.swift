#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A lock for critical sections of a few instructions (an observation table's snapshot of one
/// key's registrations): taking and dropping it is one atomic exchange and one store, where a
/// `pthread_mutex_t` costs a hundred instructions on each change. A waiter yields its time
/// slice rather than spin, so a holder preempted on a busy machine gets to finish.
///
/// Not for sections that can block or run user code. An `Atomic`, which ThreadSanitizer
/// understands (`Synchronization.Mutex` it does not).
final class SpinLock: @unchecked Sendable {
    private let held = Atomic<Bool>(false)

    @inline(__always)
    func withLock<Result>(_ body: () -> Result) -> Result {
        while held.exchange(true, ordering: .acquiring) {
            sched_yield()
        }
        defer { held.store(false, ordering: .releasing) }
        return body()
    }
}
