import DynamicRuntime

/// Recognizes a press held in place (`UILongPressGestureRecognizer`): continuous, it begins
/// when ``numberOfTouchesRequired`` fingers have stayed down ``minimumPressDuration`` seconds
/// (on the application's simulated clock) without moving more than ``allowableMovement``
/// points, changes as they move afterwards (any distance), and ends when a finger lifts.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the fingers must stay down; default 0.5.
    public var minimumPressDuration: TimeInterval = 0.5
    /// Fingers that must press; default 1.
    public var numberOfTouchesRequired = 1
    /// Points a finger may move before the press begins; default 10.
    public var allowableMovement: CGFloat = 10

    /// Where each finger came down, in window coordinates.
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var pressTimer: SimulatedTimer?

    // MARK: Dynamic members

    /// The long press's own `touchesBegan:withEvent:`: records starts, arms the press timer.
    private nonisolated static let longPressTouchesBeganMethod = UIGestureRecognizer.touchesBeganMethod.override(in: UILongPressGestureRecognizer.self) {
        recognizer, arguments in recognizer.longPressTouchesBegan(arguments.0)
    }
    /// The long press's own `touchesMoved:withEvent:`: fails on straying before it begins, changes after.
    private nonisolated static let longPressTouchesMovedMethod = UIGestureRecognizer.touchesMovedMethod.override(in: UILongPressGestureRecognizer.self) {
        recognizer, arguments in recognizer.longPressTouchesMoved(arguments.0)
    }
    /// The long press's own `touchesEnded:withEvent:`: ends (or fails, if not begun) when a finger lifts.
    private nonisolated static let longPressTouchesEndedMethod = UIGestureRecognizer.touchesEndedMethod.override(in: UILongPressGestureRecognizer.self) {
        recognizer, _ in recognizer.longPressTouchesEnded()
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            longPressTouchesBeganMethod, longPressTouchesMovedMethod, longPressTouchesEndedMethod,
        ]
    }

    open override func reset() {
        super.reset()
        startLocations = [:]
        pressTimer = nil
    }

    // MARK: Bodies

    func longPressTouchesBegan(_ touches: Set<UITouch>) {
        guard state == .possible else { return }
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        let down = trackedTouches.count { !$0.phase.isFinished }
        pressTimer?.invalidate()
        if down > numberOfTouchesRequired { return state = .failed }
        if down == numberOfTouchesRequired {
            pressTimer = scheduleTimer(after: minimumPressDuration) { [weak self] in
                if self?.state == .possible { self?.state = .began }
            }
        }
    }

    func longPressTouchesMoved(_ touches: Set<UITouch>) {
        switch state {
        case .possible:
            if Self.hasStrayed(touches, from: startLocations, beyond: allowableMovement) { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    func longPressTouchesEnded() {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }
}
