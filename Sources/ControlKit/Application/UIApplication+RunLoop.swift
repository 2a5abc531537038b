/// One turn of the run loop, which ControlKit has instead of a real one.
extension UIApplication {
    /// Performs what a turn of UIKit's main run loop performs for this application: the
    /// simulated clock's due timers, then, at the end of the turn, pending layout and display in
    /// every window (`layoutIfNeeded`, top down, then drawing what `setNeedsDisplay` marked).
    ///
    /// Tests and examples call it after changing views to see what UIKit would show at the next
    /// frame; ``TouchDriver`` calls it after each step it scripts.
    public func runLoopOnce() {
        clock.fireDueTimers()
        for window in windows {
            window.layoutAndDisplayIfNeeded()
        }
    }
}
