import DynamicRuntime

/// The jobs waiting on one application's main queue: a first-in, first-out list that any thread
/// appends to and only the application's run-loop turn takes from.
///
/// The application owns it; every ``MainQueue`` value refers to it weakly, so jobs that are still
/// waiting when the application goes are released with it and never run.
final class MainQueueJobs: Sendable {
    private struct State {
        var jobs: [(ticket: UInt64, job: @Sendable () -> Void)] = []
        /// The ticket the next job gets; tickets only grow, so they order the jobs.
        var nextTicket: UInt64 = 0
    }

    /// Appending and taking come from different threads; the lock keeps the order they had.
    /// Behind a pthread mutex, not `Synchronization.Mutex`, whose futex ThreadSanitizer cannot see.
    private let state = Locked(State())

    /// Appends `job` at the end of the queue.
    func append(_ job: @escaping @Sendable () -> Void) {
        state.withLock { state in
            state.jobs.append((state.nextTicket, job))
            state.nextTicket += 1
        }
    }

    /// Runs, in order, the jobs that were waiting when it was called; jobs they enqueue wait
    /// for the next call, as blocks enqueued during a drain of libdispatch's main queue wait for
    /// a later one, so a job that enqueues itself cannot keep a turn from ending.
    ///
    /// Jobs are taken one at a time, never as a batch, so a job that turns the run loop again
    /// (a ``TouchDriver`` step inside a job) runs the jobs behind it first and the order holds.
    /// The lock is not held while a job runs, so a job can enqueue more.
    func runWaitingJobs() {
        let end = state.withLock { $0.nextTicket }
        while let job = next(before: end) {
            job()
        }
    }

    /// Takes the first job if its ticket comes before `end`.
    private func next(before end: UInt64) -> (@Sendable () -> Void)? {
        state.withLock { state in
            guard let first = state.jobs.first, first.ticket < end else { return nil }
            state.jobs.removeFirst()
            return first.job
        }
    }
}
