import CReadSections
import Dispatch

/// Safe reclamation of what a change to the runtime replaces: cache tables, methods,
/// implementations, hook lists, disposed classes.
///
/// Senders read all of these without a lock, so a replaced one may still be in use by a send in
/// flight — or by a method body still running, for an implementation. It is *retired*: held
/// here for a grace period, until every thread is done with the read sections that could have
/// reached it, then released. Each grace period advances the epoch that outermost sections
/// record, then issues one process-wide barrier (Linux's `membarrier`) that orders every
/// reader's plain stores, so the cache-hit send gains no fence, lock or atomic
/// read-modify-write. Checks never wait for a reader: a period still open is looked at again
/// after the next ``minimumBatch`` retirements, or ``promptDelay`` after the last retirement,
/// whichever comes first — so what a change retires goes soon even when nothing changes after
/// it (a reverted hook's captures, within about 50 ms), on a background queue. See the dispatch
/// model's *Reclaiming what a change replaces*.
enum Reclamation {
    private struct State {
        /// Retired objects, oldest first.
        var retired: [AnyObject] = []
        /// The grace period under way: once every thread is past `epoch`, the first `covered`
        /// retired objects — those retired before it began — are released.
        var gracePeriod: (epoch: UInt64, covered: Int)?
        /// The size of `retired` at which the next attempt runs.
        var nextAttempt = minimumBatch
        /// Whether a timed attempt is scheduled.
        var attemptScheduled = false
    }

    private static let state = Locked(State(), guardedBy: Runtime.lock)

    /// How many retirements an attempt waits for.
    static let minimumBatch = 64
    /// How long after a retirement an attempt runs anyway, and again while anything waits.
    static let promptDelay: DispatchTimeInterval = .milliseconds(50)

    /// Holds `object` until no read section can be using it. Call with `Runtime.lock` held,
    /// after `object` was unpublished (no pointer a reader can load leads to it any more).
    static func retire(_ object: AnyObject) {
        state.value.retired.append(object)
        if state.value.retired.count >= state.value.nextAttempt {
            attemptLocked()
            state.value.nextAttempt = state.value.retired.count + minimumBatch
        }
        scheduleAttemptLocked()
    }

    /// Schedules a timed attempt unless one is, while anything waits. `Runtime.lock` held.
    private static func scheduleAttemptLocked() {
        Runtime.lock.assertHeld()
        guard !state.value.attemptScheduled, !state.value.retired.isEmpty else { return }
        state.value.attemptScheduled = true
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + promptDelay) {
            Runtime.lock.withLock {
                state.value.attemptScheduled = false
                attemptLocked()
                scheduleAttemptLocked()
            }
        }
    }

    /// Ends the grace period under way if every thread is past it, releasing what it covers once
    /// the lock is let go (a released hook's captures may run code that takes it), and starts
    /// the next if anything else waits. Never waits for a thread. `Runtime.lock` held.
    private static func attemptLocked() {
        Runtime.lock.assertHeld()
        // Twice: a period just begun usually ends at once, no thread being in an older section.
        for _ in 0..<2 {
            if let period = state.value.gracePeriod {
                guard Readers.allPast(period.epoch) else { return }
                Runtime.lock.releaseAfterUnlock(Array(state.value.retired.prefix(period.covered)))
                state.value.retired.removeFirst(period.covered)
                state.value.gracePeriod = nil
            }
            guard !state.value.retired.isEmpty else { return }
            // Everything retired so far was unpublished before the new epoch: after the barrier,
            // a section that sees the epoch cannot reach it, and one begun earlier shows.
            let epoch = swizzlekit_advance_epoch()
            guard swizzlekit_process_wide_barrier() else { return }
            state.value.gracePeriod = (epoch, state.value.retired.count)
        }
    }

    /// Runs an attempt and returns whether nothing retired is left waiting: what tests call to
    /// see a reverted hook go. Call without `Runtime.lock`.
    @discardableResult
    static func collect() -> Bool {
        Runtime.lock.withLock {
            attemptLocked()
            return state.value.retired.isEmpty
        }
    }
}
