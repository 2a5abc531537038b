import Foundation

/// Animations that end together: those one `UIView.animate` call or one `CATransaction` with a
/// completion block started, and the completion, which runs once with true when they all ran to
/// the end, false when any was removed or replaced first.
package final class AnimationGroup {
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

    /// The animations block returned, or the transaction committed: with nothing animating, the
    /// completion runs now.
    package func commit() {
        committed = true
        if live == 0 { complete() }
    }

    /// One of its animations ended, having run to its end or not.
    func animationEnded(finished flag: Bool) {
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
