import Foundation

/// Dispatch's main queue (`DispatchQueue.main`) as a run-loop turn of ControlKit sees it.
enum DispatchMainQueue {
    /// Runs the blocks waiting on `DispatchQueue.main` by giving the main run loop one pass that
    /// does not wait, when that is safe; elsewhere does nothing, and libdispatch runs them on its
    /// own.
    ///
    /// Safe means: on the main thread, and not inside a Swift task. Off the main thread the main
    /// run loop does not serve the queue. Inside a task — a `@MainActor` job, or the first part
    /// of an `async` main — the pass would also run the main actor's other jobs in the middle of
    /// this one, breaking the main actor's one-job-at-a-time guarantee, because the main actor's
    /// executor is Dispatch's main queue. Inside a block that Dispatch's main queue is already
    /// running, the run loop refuses to serve the queue again, so the pass runs none.
    static func runWaitingBlocksIfSafe() {
        guard Thread.isMainThread, !isInsideTask else { return }
        // Whether the pass ran a source or a block does not matter to the turn.
        _ = RunLoop.main.run(mode: .default, before: Date())
    }

    private static var isInsideTask: Bool {
        withUnsafeCurrentTask { $0 != nil }
    }
}
