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
/// An attempt runs when enough has been retired (at least ``minimumBatch`` more, doubling while
/// attempts fail), so its barrier is amortised over many changes; it runs on the changing
/// thread once the runtime lock is let go, since a thread it waits for may be waiting for that
/// lock. It fails, keeping everything for the next one, while a thread stays inside one section
/// — a method body that blocks, or the changing thread itself when it changes the runtime from
/// inside a method.
enum Reclamation {
    // Guarded by `Runtime.lock`.
    /// Retired objects, oldest first.
    nonisolated(unsafe) private static var retired: [AnyObject] = []
    /// How many objects were ever retired, and released: `retired` holds the ones between.
    nonisolated(unsafe) private static var retiredTotal = 0
    nonisolated(unsafe) private static var releasedTotal = 0
    /// The grace period under way: once every thread is past `epoch`, what was retired before
    /// `mark` (a value of `retiredTotal`) is released.
    nonisolated(unsafe) private static var gracePeriod: (epoch: UInt64, mark: Int)?
    /// The size of `retired` at which the next attempt runs.
    nonisolated(unsafe) private static var nextAttempt = minimumBatch

    /// How many retirements an attempt waits for.
    static let minimumBatch = 64

    /// Holds `object` until no read section can be using it. Call with `Runtime.lock` held,
    /// after `object` was unpublished (no pointer a reader can load leads to it any more).
    static func retire(_ object: AnyObject) {
        retired.append(object)
        retiredTotal += 1
        if retired.count >= nextAttempt {
            attemptLocked()
            nextAttempt = retired.count + minimumBatch
        }
    }

    /// Ends the grace period under way if every thread is past it, releasing what it covers once
    /// the lock is let go (a released hook's captures may run code that takes it), and starts
    /// the next if anything else waits. Never waits for a thread. `Runtime.lock` held.
    private static func attemptLocked() {
        for _ in 0..<2 {
            if let period = gracePeriod {
                guard Readers.allPast(period.epoch) else { return }
                let count = period.mark - releasedTotal
                Runtime.lock.releaseAfterUnlock(Array(retired.prefix(count)))
                retired.removeFirst(count)
                releasedTotal = period.mark
                gracePeriod = nil
            }
            guard !retired.isEmpty else { return }
            // Everything retired so far was unpublished before the new epoch: after the barrier,
            // a section that sees the epoch cannot reach it, and one begun earlier shows.
            let epoch = swizzlekit_advance_epoch()
            guard swizzlekit_process_wide_barrier() else { return }
            gracePeriod = (epoch, retiredTotal)
        }
    }

    /// Runs an attempt and returns whether nothing retired is left waiting: what tests call to
    /// see a reverted hook go. Call without `Runtime.lock`.
    @discardableResult
    static func collect() -> Bool {
        Runtime.lock.withLock {
            attemptLocked()
            return retired.isEmpty
        }
    }
}
