import ControlKit
import DynamicRuntime

/// The switch's gestures: a tap selects the side tapped; a pan that starts on the indicator
/// drags it along the track and, when the finger lifts, springs it to the nearer side — or to
/// the side flung towards, faster than ``flingSpeed``.
extension RunKeeperSwitch {
    /// How fast (points per second) a lift must move sideways to select the side it moves to,
    /// wherever the indicator is: the original's 500.
    public static let flingSpeed: CGFloat = 500

    /// `tapped:`: the tap recognizer's action.
    static let tappedMethod = DeclaredMethod("tapped:", of: RunKeeperSwitch.self) { (control, gesture: UITapGestureRecognizer) in
        control.tapped(gesture)
    }
    /// `pan:`: the pan recognizer's action.
    static let panMethod = DeclaredMethod("pan:", of: RunKeeperSwitch.self) { (control, gesture: UIPanGestureRecognizer) in
        control.pan(gesture)
    }
    /// `gestureRecognizerShouldBegin:`: the pan begins only if the finger went down on the
    /// indicator; other recognizers are left to the superclass.
    static let switchGestureRecognizerShouldBeginMethod = UIView.gestureRecognizerShouldBeginMethod.override(in: RunKeeperSwitch.self) {
        control, recognizer, superMethod in
        guard recognizer === control.panGesture else { return superMethod(recognizer) }
        return control.selectedBackgroundView.frame.contains(control.panStartLocation)
    }

    private func tapped(_ gesture: UITapGestureRecognizer) {
        let location = gesture.location(in: self)
        select(location.x < bounds.width / 2 ? 0 : 1)
    }

    private func pan(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            initialSelectedBackgroundViewFrame = selectedBackgroundView.frame
            followFinger(gesture)
        case .changed:
            followFinger(gesture)
        case .ended, .cancelled, .failed:
            let velocityX = gesture.velocity(in: self).x
            if velocityX > RunKeeperSwitch.flingSpeed {
                select(1)
            } else if velocityX < -RunKeeperSwitch.flingSpeed {
                select(0)
            } else {
                select(selectedBackgroundView.center.x >= bounds.width / 2 ? 1 : 0)
            }
        case .possible:
            break
        }
    }

    /// Moves the indicator by the pan's translation from where it was when the pan began,
    /// clamped to the track between the insets.
    private func followFinger(_ gesture: UIPanGestureRecognizer) {
        var frame = initialSelectedBackgroundViewFrame
        frame.origin.x += gesture.translation(in: self).x
        frame.origin.x = max(min(frame.origin.x, bounds.width - selectedBackgroundInset - frame.width), selectedBackgroundInset)
        selectedBackgroundView.frame = frame
    }

    /// Where the pan's fingers went down, in the control's coordinates: the pan begins only
    /// after a 10-point move, so this is where it is now less how far it has come.
    private var panStartLocation: CGPoint {
        let location = panGesture.location(in: self), translation = panGesture.translation(in: self)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }
}
