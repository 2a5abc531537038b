import DynamicRuntime

/// Tracking: UIControl's own touches methods turn one touch into highlighting, the four
/// tracking calls and touch events.
///
/// - Down: `beginTracking` (its answer sets ``UIControl/isTracking``), highlighted on, then
///   `touchDown` (with `touchDownRepeat` when the touch's `tapCount` is above 1) if tracking.
/// - Each move: inside-ness is measured against the bounds grown by ``UIControl/touchTolerance``,
///   highlighted is set to it (every move, so observers of `highlighted` hear each one), then
///   `continueTracking`, and `touchDragInside` or `touchDragOutside` — with `touchDragEnter` or
///   `touchDragExit` when inside-ness flipped.
/// - Up: highlighted off, `endTracking` (whose base ends tracking), then `touchUpInside` or
///   `touchUpOutside`.
/// - Cancel: highlighted off, `cancelTracking` (whose base ends tracking), then `touchCancel`.
///
/// A control follows the first touch that begins on it; other touches it receives meanwhile are
/// ignored. A control disabled while tracking sends nothing more: the touch's end or cancel
/// only turns highlighting off. All calls go through the entry points, so subclasses, swizzles and hooks see them.
extension UIControl {
    /// How far outside its bounds a tracked touch still counts as inside, per edge: UIKit's
    /// undocumented drag tolerance as measured on a device — 70 pt above, below and
    /// to the right, 70.5 pt to the left — the same for every control size.
    ///
    /// So a touch that drags 69 pt outside and lifts sends `touchUpInside` (a tap), 71 pt
    /// sends `touchUpOutside`, and the control stays highlighted in between.
    public static let touchTolerance = UIEdgeInsets(top: 70, left: 70.5, bottom: 70, right: 70)

    func beginTrackingBody(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    func continueTrackingBody(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    // The base `endTracking` and `cancelTracking` end tracking, as UIKit's do: a subclass reads
    // `isTracking` false once its `super` call has returned.
    func endTrackingBody(_ touch: UITouch?, with event: UIEvent?) { storedTracking = false }
    func cancelTrackingBody(with event: UIEvent?) { storedTracking = false }

    func touchesBeganBody(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return forwardIfDisabled(UIControl.trackingTouchesBeganMethod, touches, event) }
        // A tracked touch that finished without reaching the control (its view left the window)
        // no longer blocks new ones.
        if let tracked = trackedTouch, tracked.phase == .ended || tracked.phase == .cancelled { finishTracking() }
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        storedTouchInside = true
        storedTracking = beginTracking(touch, with: event)
        isHighlighted = true
        if storedTracking {
            sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
        }
    }

    func touchesMovedBody(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return forwardIfDisabled(UIControl.trackingTouchesMovedMethod, touches, event) }
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = storedTouchInside
        storedTouchInside = isWithinTolerance(touch, with: event)
        isHighlighted = storedTouchInside
        guard storedTracking else { return }
        storedTracking = continueTracking(touch, with: event)
        guard storedTracking else { return }
        var events: Event = storedTouchInside ? .touchDragInside : .touchDragOutside
        if storedTouchInside != wasInside { events.insert(storedTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events, with: event)
    }

    func touchesEndedBody(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return forwardIfDisabled(UIControl.trackingTouchesEndedMethod, touches, event) }
        defer { finishTracking() }
        storedTouchInside = isWithinTolerance(touch, with: event)
        isHighlighted = false
        guard storedTracking, isEnabled else { return }
        endTracking(touch, with: event)
        sendActions(for: storedTouchInside ? .touchUpInside : .touchUpOutside, with: event)
    }

    func touchesCancelledBody(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return forwardIfDisabled(UIControl.trackingTouchesCancelledMethod, touches, event) }
        defer { finishTracking() }
        storedTouchInside = false
        isHighlighted = false
        guard storedTracking, isEnabled else { return }
        cancelTracking(with: event)
        sendActions(for: .touchCancel, with: event)
    }

    /// A disabled control's untracked touches go on to the next responder (`[super touches…]`);
    /// an enabled control keeps even the touches it does not track.
    private func forwardIfDisabled(_ method: DeclaredMethod<UIControl, (Set<UITouch>, UIEvent?), Void>,
                                   _ touches: Set<UITouch>, _ event: UIEvent?) {
        guard !isEnabled else { return }
        method.sendSuper(to: self, (touches, event))
    }

    /// Whether `touch` is within the bounds grown by ``touchTolerance``, or where
    /// `point(inside:with:)` accepts it (a hit area widened by a category stays inside).
    private func isWithinTolerance(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let tolerance = UIControl.touchTolerance
        let grown = bounds.inset(by: UIEdgeInsets(top: -tolerance.top, left: -tolerance.left,
                                                  bottom: -tolerance.bottom, right: -tolerance.right))
        return grown.containsHalfOpen(point) || self.point(inside: point, with: event)
    }

    /// Forgets the tracked touch: the control is ready for the next one.
    private func finishTracking() {
        trackedTouch = nil
        storedTracking = false
        storedTouchInside = false
    }
}
