import CReadSections

/// Safe reclamation of what a change to the runtime replaces: cache tables, methods,
/// implementations, hook lists, disposed classes.
///
/// Senders read all of these without a lock, so a replaced one may still be in use by a send in
/// flight — or by a method body still running, for an implementation. It is *retired*: held
/// here until every thread has been seen outside a ``ReadSection`` after the change, then
/// released. The scheme is quiescent-state-based reclamation in the manner of user-space RCU's
/// membarrier flavour: readers mark their sections with plain stores to a thread-local word,
/// and the reclaimer pays for ordering them with one process-wide barrier (Linux's
/// `membarrier`) per attempt, so the cache-hit send gains no fence, lock or atomic
/// read-modify-write.
///
/// An attempt runs when enough has been retired since the last one (at least
/// ``minimumBatch``, doubling while attempts fail), so its barrier is amortised over many
/// changes. It fails, keeping everything for the next one, while a thread stays inside one
/// section — a method body that blocks, or the changing thread itself when it changes the
/// runtime from inside a method.
enum Reclamation {
    /// Retired objects, in order; guarded by `Runtime.lock`.
    nonisolated(unsafe) private static var retired: [AnyObject] = []
    /// The count of `retired` at which the next attempt runs; guarded by `Runtime.lock`.
    nonisolated(unsafe) private static var nextAttempt = minimumBatch

    /// How many retirements an attempt waits for at least.
    static let minimumBatch = 64

    /// Holds `object` until no read section can be using it. Call with `Runtime.lock` held,
    /// after `object` was unpublished (no pointer a reader can load leads to it any more).
    static func retire(_ object: AnyObject) {
        retired.append(object)
        if retired.count >= nextAttempt { collectLocked() }
    }

    /// Releases everything retired so far if no thread can be using it, once `Runtime.lock`
    /// is let go (a released hook's captures may run code that takes it). Returns whether it did.
    @discardableResult
    static func collectLocked() -> Bool {
        guard !retired.isEmpty else { return true }
        guard !ReadSection.isReading, swizzlekit_process_wide_barrier(), Readers.allQuiescent() else {
            nextAttempt = retired.count * 2
            return false
        }
        Runtime.lock.releaseAfterUnlock(retired)
        retired = []
        nextAttempt = minimumBatch
        return true
    }

    /// ``collectLocked()`` taking the lock; what tests call to see a reverted hook go.
    @discardableResult
    static func collect() -> Bool {
        Runtime.lock.withLock { collectLocked() }
    }

    /// How many objects wait to be released.
    static var retiredCount: Int {
        Runtime.lock.withLock { retired.count }
    }
}
