/// One turn of the run loop, which ControlKit has instead of a real one.
extension UIApplication {
    /// Performs what a turn of UIKit's main run loop performs for this application: the
    /// simulated clock's due timers, then the jobs waiting on the ``mainQueue`` (in order, those
    /// that were waiting when the turn reached them) and, for ``shared`` where it is safe, the
    /// blocks waiting on `DispatchQueue.main`, then, at the end of the turn, pending layout and display in every
    /// window (`layoutIfNeeded`, top down, then drawing what `setNeedsDisplay` marked), and the
    /// commit of the turn's implicit `CATransaction`.
    ///
    /// The order is UIKit's: its main run loop serves the main queue before the observer that
    /// commits layout and display, so what a timer or a job changes (`setNeedsLayout`, a new
    /// image) is laid out and drawn in the same turn. Turns run in the isolation domain that
    /// owns the application, as UIKit's run on the main thread; see <doc:CrossingToTheMainQueue>.
    ///
    /// Tests and examples call it after changing views to see what UIKit would show at the next
    /// frame; ``TouchDriver`` calls it after each step it scripts.
    ///
    /// While ``recordsFrames`` is on, the turn is a measured frame: its stages are timed, each
    /// window is composited, and a ``FrameRecord`` is kept (see <doc:ThePipelineOfAFrame>).
    public func runLoopOnce() {
        let decodedBefore = ImageDecodingTime.onThisThread
        clock.fireDueTimers()
        mainQueueJobs.runWaitingJobs()
        // The process's application stands for the main run loop; a pass of it is not free
        // (about 10 µs), so other applications' turns leave Dispatch's queue to libdispatch.
        if isProcessApplication { DispatchMainQueue.runWaitingBlocksIfSafe() }
        guard recordsFrames else {
            for window in windows {
                window.layoutAndDisplayIfNeeded()
            }
            // The turn's implicit transaction commits: what it changed is in the render tree now.
            CATransaction.flush()
            return
        }
        recordFrame(decodedBefore: decodedBefore)
    }
}
