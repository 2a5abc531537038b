import Foundation

/// What one `UIView.animate` call started: its animations and its completion, which runs once
/// with true when they all ran to the end, false when any was removed or replaced first. The
/// delegate of each of its animations.
package final class AnimationGroup: CAAnimationDelegate {
    private var completion: ((Bool) -> Void)?
    private var live = 0
    private var finished = true
    private var committed = false

    package init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    /// One more of its animations runs.
    func added() {
        live += 1
    }

    /// The animations block returned: with nothing animating (no property changed, or no
    /// layer in an application's window, so no clock runs), the completion runs now.
    package func commit() {
        committed = true
        if live == 0 { complete() }
    }

    package func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        finished = finished && flag
        live -= 1
        if live == 0, committed { complete() }
    }

    private func complete() {
        let completion = self.completion
        self.completion = nil
        completion?(finished)
    }
}
