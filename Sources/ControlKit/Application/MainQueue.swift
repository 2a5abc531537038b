/// One application's main queue: work any thread hands to the application, run in order at its
/// next run-loop turn (``UIApplication/runLoopOnce()``), where its views may be touched.
///
/// UIKit's main queue is `DispatchQueue.main`, one per process. ControlKit's is one per
/// application, because tests make their own ``UIApplication`` and run in parallel, each turning
/// its own run loop. The turn also runs what waits on `DispatchQueue.main` where that is safe;
/// see <doc:CrossingToTheMainQueue>.
///
/// A job enqueued here captures only `Sendable` values, so it cannot touch a view by itself; to
/// hand a result to a view, enqueue through a ``Reference`` made by
/// ``UIApplication/mainQueueReference(to:)``.
///
/// The value refers to the application's jobs weakly: it never keeps an application's work
/// alive, and once the application is gone, ``async(_:)`` returns `false` and drops the job.
public struct MainQueue: Sendable {
    private weak var jobs: MainQueueJobs?

    init(_ jobs: MainQueueJobs) {
        self.jobs = jobs
    }

    /// Enqueues `job` to run at the application's next run-loop turn, after every job already
    /// enqueued; callable from any thread.
    ///
    /// Returns `false`, and drops `job`, when the application is already gone: there is no turn
    /// left to run it. A job enqueued in time but still waiting when the application goes is
    /// dropped too, without running.
    @discardableResult
    public func async(_ job: @escaping @Sendable () -> Void) -> Bool {
        guard let jobs else { return false }
        jobs.append(job)
        return true
    }
}

extension UIApplication {
    /// The application's main queue, for work that other threads hand back to it; the
    /// application runs its jobs at each run-loop turn.
    public var mainQueue: MainQueue { MainQueue(mainQueueJobs) }
}
