import DynamicRuntime

/// The finger on a scroll view: the pan that drags the content, what it may take from the
/// content, and what a release starts.
extension UIScrollView {
    /// Whether the pan may begin: there is something to scroll, and a touch the content has
    /// begun tracking may be taken from it (``canCancelContentTouches``, then
    /// ``touchesShouldCancel(in:)`` of its view).
    func panMayBegin() -> Bool {
        guard scrollsHorizontally || scrollsVertically else { return false }
        guard let environment = window?.gestureEnvironment else { return true }
        for touch in panGestureRecognizer.trackedTouches {
            guard let view = touch.view, view !== self, environment.viewIsTracking(touch) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    /// A finger came down on the scroll view or its content: it catches a moving content, and
    /// that touch never reaches the content, as in UIKit (touching a fling stops it; it does not
    /// tap what is under it).
    func fingerDidTouchDown() {
        isTracking = true
        guard motion != nil else { return }
        stopMotion()
        window?.gestureEnvironment.cancelTouches(inSubtreeOf: self)
    }

    /// The last finger lifted or was cancelled.
    func fingersDidLift() {
        isTracking = false
    }

    /// The pan's action: the content follows the finger, then a release starts the motion.
    func followPan(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began:
            stopMotion()
            // The finger has moved the pan's hysteresis already; the content follows the rest.
            let moved = panGestureRecognizer.translation(in: self), length = hypot(moved.x, moved.y)
            let kept = length > UIPanGestureRecognizer.hysteresis ? (length - UIPanGestureRecognizer.hysteresis) / length : 0
            panGestureRecognizer.setTranslation(CGPoint(x: moved.x * kept, y: moved.y * kept), in: self)
            dragStartOffset = contentOffset
            isDragging = true
            showIndicators()
            delegate?.scrollViewWillBeginDragging(self)
            followFinger()
        case .changed:
            followFinger()
        case .ended, .cancelled:
            let fingerVelocity = recognizer.state == .ended ? panGestureRecognizer.velocity(in: self) : .zero
            // Points per millisecond, positive toward larger offsets (the finger moves the other way).
            let velocity = CGPoint(x: scrollsHorizontally ? -fingerVelocity.x / 1000 : 0,
                                   y: scrollsVertically ? -fingerVelocity.y / 1000 : 0)
            endDragging(velocity: velocity)
        default:
            break
        }
    }

    /// Puts the content where the finger has dragged it: past an edge by a shrinking share of
    /// the excess when ``bounces``, else at the edge; an axis that does not scroll stays.
    private func followFinger() {
        let translation = panGestureRecognizer.translation(in: self)
        let range = offsetRange, size = bounds.size
        var offset = contentOffset
        if scrollsHorizontally {
            offset.x = ScrollPhysics.constrained(dragStartOffset.x - translation.x, to: range.x, dimension: size.width, bounces: bounces)
        }
        if scrollsVertically {
            offset.y = ScrollPhysics.constrained(dragStartOffset.y - translation.y, to: range.y, dimension: size.height, bounces: bounces)
        }
        contentOffset = offset
    }

    /// The finger lifted with `velocity`: the delegate may move the target; the content then
    /// moves on to it, or rests.
    private func endDragging(velocity: CGPoint) {
        let start = contentOffset
        var target = clampedOffset(restingOffset(from: start, velocity: velocity))
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        target = clampedOffset(target)
        isDragging = false
        let decelerates = target != start
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else { return hideIndicators() }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        let range = offsetRange
        // Past an edge the content springs back; a page settles at the fast rate.
        func rate(_ offset: CGFloat, _ axis: ClosedRange<CGFloat>) -> CGFloat {
            if !axis.contains(offset) { return ScrollPhysics.bounceRate }
            return isPagingEnabled ? DecelerationRate.fast.rawValue : decelerationRate.rawValue
        }
        self.start(ScrollMotion(kind: .deceleration, start: start, target: target,
                           curve: .decay(x: rate(start.x, range.x), y: rate(start.y, range.y)), beginTime: motionClock.now))
    }

    /// Where a release at `offset` with `velocity` would come to rest before the delegate has
    /// its say: the page in the fling's direction when paging, else where the speed runs out.
    private func restingOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let size = bounds.size
        if isPagingEnabled {
            func page(_ offset: CGFloat, _ velocity: CGFloat, _ pageSize: CGFloat, _ extent: CGFloat) -> CGFloat {
                let count = pageSize > 0 ? Int((extent / pageSize).rounded(.up)) : 0
                return CGFloat(ScrollPhysics.page(at: offset, velocity: velocity, pageSize: pageSize, pageCount: max(count, 1))) * pageSize
            }
            return CGPoint(x: page(offset.x, velocity.x, size.width, storedContentSize.width),
                           y: page(offset.y, velocity.y, size.height, storedContentSize.height))
        }
        let rate = decelerationRate.rawValue
        return CGPoint(x: offset.x + ScrollPhysics.restingDistance(ofVelocity: velocity.x, rate: rate),
                       y: offset.y + ScrollPhysics.restingDistance(ofVelocity: velocity.y, rate: rate))
    }
}

/// A scroll view's pan (UIKit's `UIScrollViewPanGestureRecognizer`): a pan that also tells its
/// scroll view when fingers come down and lift, which it needs before any drag begins.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    private nonisolated static let scrollTouchesBegan = UIGestureRecognizer.touchesBeganMethod.override(in: ScrollViewPanGestureRecognizer.self) {
        recognizer, arguments, superMethod in
        (recognizer.view as? UIScrollView)?.fingerDidTouchDown()
        superMethod(arguments)
    }
    private nonisolated static let scrollTouchesEnded = UIGestureRecognizer.touchesEndedMethod.override(in: ScrollViewPanGestureRecognizer.self) {
        recognizer, arguments, superMethod in
        superMethod(arguments)
        if recognizer.trackedTouches.allSatisfy(\.phase.isFinished) { (recognizer.view as? UIScrollView)?.fingersDidLift() }
    }
    private nonisolated static let scrollTouchesCancelled = UIGestureRecognizer.touchesCancelledMethod.override(in: ScrollViewPanGestureRecognizer.self) {
        recognizer, arguments, superMethod in
        superMethod(arguments)
        (recognizer.view as? UIScrollView)?.fingersDidLift()
    }

    override class var runtimeMembers: [any RuntimeMember] {
        [scrollTouchesBegan, scrollTouchesEnded, scrollTouchesCancelled]
    }
}

/// Holds a scroll view's touches back from its content (UIKit's
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer`): it delays `touchesBegan` and fails once
/// the touch has rested ``delay`` seconds or lifted, releasing it to the content — unless the pan
/// took it first.
final class DelayedTouchesGestureRecognizer: UIGestureRecognizer {
    /// How long a touch rests before the content gets it: UIKit's 0.15 s.
    static let delay: TimeInterval = 0.15

    override init(_: Void = ()) {
        super.init()
        delaysTouchesBegan = true
        cancelsTouchesInView = false
    }

    private nonisolated static let delayTouchesBegan = UIGestureRecognizer.touchesBeganMethod.override(in: DelayedTouchesGestureRecognizer.self) {
        recognizer, _ in
        guard recognizer.state == .possible, !recognizer.isWaitingForTimer else { return }
        recognizer.scheduleTimer(after: DelayedTouchesGestureRecognizer.delay) { [weak recognizer] in
            if recognizer?.state == .possible { recognizer?.state = .failed }
        }
    }
    private nonisolated static let delayTouchesEnded = UIGestureRecognizer.touchesEndedMethod.override(in: DelayedTouchesGestureRecognizer.self) {
        recognizer, _ in
        if recognizer.state == .possible { recognizer.state = .failed }
    }

    override class var runtimeMembers: [any RuntimeMember] {
        [delayTouchesBegan, delayTouchesEnded]
    }
}
