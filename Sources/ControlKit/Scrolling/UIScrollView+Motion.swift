import Layers

/// A scroll view moving on its own — decelerating after a release, springing back from an edge,
/// or scrolling to an offset set with animation — one display frame at a time on the
/// application's clock.
extension UIScrollView {
    /// The clock the motion runs on: the application's, or the media clock out of one.
    var motionClock: SimulatedClock { layer.applicationClock ?? .media }

    func setContentOffsetBody(_ offset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, offset != contentOffset else {
            contentOffset = offset
            return
        }
        showIndicators()
        start(ScrollMotion(kind: .scrollingAnimation, start: contentOffset, target: offset,
                           curve: .timed(duration: ScrollMotion.animationDuration), beginTime: motionClock.now))
    }

    /// Runs `motion` from the next frame on.
    func start(_ motion: ScrollMotion) {
        self.motion = motion
        scheduleFrame(of: motion)
    }

    /// Stops the motion under way, if any, where it is, without telling the delegate.
    func stopMotion() {
        guard let motion else { return }
        motion.frameTimer?.invalidate()
        self.motion = nil
        isDecelerating = false
    }

    /// The next frame boundary of the 60 Hz display after now.
    private func scheduleFrame(of motion: ScrollMotion) {
        let clock = motionClock, interval = ScrollMotion.frameInterval
        var next = ((clock.now / interval).rounded(.down) + 1) * interval
        if next <= clock.now + interval * 1e-6 { next += interval }
        // The timer holds the motion weakly: the motion holds the timer, the view the motion.
        motion.frameTimer = clock.schedule(after: next - clock.now) { [weak self, weak motion] in
            guard let self, let motion else { return }
            frame(of: motion, at: next)
        }
    }

    /// One frame: the offset moves to where the motion is now, and the view is laid out, as
    /// each frame's commit lays out in UIKit; at the target, the motion ends.
    private func frame(of motion: ScrollMotion, at time: TimeInterval) {
        guard self.motion === motion else { return }
        let (offset, finished) = motion.offset(at: time)
        contentOffset = offset
        layoutIfNeeded()
        guard finished else { return scheduleFrame(of: motion) }
        self.motion = nil
        hideIndicators()
        switch motion.kind {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .scrollingAnimation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}

/// A motion of the content offset from `start` to `target`, as a function of time.
final class ScrollMotion {
    /// What started it, which decides what the delegate hears at the end.
    enum Kind {
        case deceleration, scrollingAnimation
    }

    /// How the offset approaches the target.
    enum Curve {
        /// The remaining distance in each axis falls by its factor each millisecond.
        case decay(x: CGFloat, y: CGFloat)
        /// Ease in and out over a fixed time.
        case timed(duration: TimeInterval)
    }

    /// The display's frame interval.
    static let frameInterval: TimeInterval = 1.0 / 60
    /// How long `setContentOffset(_:animated: true)` takes.
    static let animationDuration: TimeInterval = 0.3

    let kind: Kind
    let start: CGPoint
    let target: CGPoint
    let curve: Curve
    let beginTime: TimeInterval
    /// The timer of the next frame.
    var frameTimer: SimulatedTimer?

    init(kind: Kind, start: CGPoint, target: CGPoint, curve: Curve, beginTime: TimeInterval) {
        self.kind = kind
        self.start = start
        self.target = target
        self.curve = curve
        self.beginTime = beginTime
    }

    /// Where the offset is at `time`, and whether it has reached the target.
    func offset(at time: TimeInterval) -> (CGPoint, finished: Bool) {
        let elapsed = max(time - beginTime, 0)
        switch curve {
        case let .decay(rateX, rateY):
            let milliseconds = CGFloat(elapsed * 1000)
            let offset = CGPoint(x: ScrollPhysics.slide(from: start.x, to: target.x, rate: rateX, after: milliseconds),
                                 y: ScrollPhysics.slide(from: start.y, to: target.y, rate: rateY, after: milliseconds))
            return (offset, offset == target)
        case let .timed(duration):
            // The last frame lands on the end whatever the rounding of frame times.
            guard elapsed < duration - 1e-9 else { return (target, true) }
            let progress = AnimationCurve.easeInOut.progress(at: CGFloat(elapsed / duration), duration: duration)
            return (CGPoint(x: start.x + (target.x - start.x) * progress, y: start.y + (target.y - start.y) * progress), false)
        }
    }
}
