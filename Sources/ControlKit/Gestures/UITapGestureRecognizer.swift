import DynamicRuntime

/// Recognizes taps: ``numberOfTouchesRequired`` fingers lifted ``numberOfTapsRequired`` times
/// in quick succession at about the same place (`UITapGestureRecognizer`). Discrete: its
/// action is sent once, when it recognizes.
///
/// UIKit's limits (its private defaults): a tap fails when a finger moves more than
/// ``allowableMovement`` from where it came down, when a later tap of a multiple tap lands
/// farther than that from every finger of the first, when a finger stays down longer than
/// ``maximumTapDuration``, when the next tap of a multiple tap does not begin within
/// ``maximumIntervalBetweenSuccessiveTaps``, or when more fingers than required come down.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far (points) a finger may move from where the first tap began: UIKit's 10.
    public nonisolated static let allowableMovement: CGFloat = 10
    /// How long (seconds) a finger may stay down for a tap: UIKit's 0.75.
    public static let maximumTapDuration: TimeInterval = 0.75
    /// How long (seconds) after a tap the next one of a multiple tap must begin: UIKit's 0.35.
    public nonisolated static let maximumIntervalBetweenSuccessiveTaps: TimeInterval = 0.35

    /// Taps to recognize; default 1.
    public var numberOfTapsRequired = 1
    /// Fingers per tap; default 1.
    public var numberOfTouchesRequired = 1

    /// Taps completed so far in this gesture.
    private var tapsCompleted = 0
    /// The most fingers down at once in the current tap.
    private var touchesInCurrentTap = 0
    /// Where each touch of the gesture began, in window coordinates.
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    /// Where the first tap's touches began: later taps must land near one of them.
    private var firstTapLocations: [CGPoint] = []
    /// The timer that fails the gesture: a finger held too long, or no next tap in time.
    private var failureTimer: SimulatedTimer?

    // MARK: Dynamic members

    /// The tap's own `touchesBegan:withEvent:`: counts fingers, records starts, arms the duration timer.
    private nonisolated static let tapTouchesBeganMethod = UIGestureRecognizer.touchesBeganMethod.override(in: UITapGestureRecognizer.self) {
        recognizer, arguments in recognizer.tapTouchesBegan(arguments.0)
    }
    /// The tap's own `touchesMoved:withEvent:`: fails a finger that strays.
    private nonisolated static let tapTouchesMovedMethod = UIGestureRecognizer.touchesMovedMethod.override(in: UITapGestureRecognizer.self) {
        recognizer, arguments in recognizer.tapTouchesMoved(arguments.0)
    }
    /// The tap's own `touchesEnded:withEvent:`: counts the tap, recognizes or waits for the next.
    private nonisolated static let tapTouchesEndedMethod = UIGestureRecognizer.touchesEndedMethod.override(in: UITapGestureRecognizer.self) {
        recognizer, arguments in recognizer.tapTouchesEnded(arguments.0)
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            tapTouchesBeganMethod, tapTouchesMovedMethod, tapTouchesEndedMethod,
        ]
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        touchesInCurrentTap = 0
        startLocations = [:]
        firstTapLocations = []
        failureTimer = nil
    }

    // MARK: Bodies

    func tapTouchesBegan(_ touches: Set<UITouch>) {
        guard state == .possible else { return }
        failureTimer?.invalidate()
        let down = trackedTouches.filter { !$0.phase.isFinished }
        touchesInCurrentTap = max(touchesInCurrentTap, down.count)
        if touchesInCurrentTap > numberOfTouchesRequired { return state = .failed }
        for touch in touches {
            let location = touch.location(in: nil)
            startLocations[ObjectIdentifier(touch)] = location
            if tapsCompleted == 0 {
                firstTapLocations.append(location)
            } else if !firstTapLocations.contains(where: { location.distance(to: $0) <= Self.allowableMovement }) {
                return state = .failed
            }
        }
        failureTimer = scheduleTimer(after: Self.maximumTapDuration) { [weak self] in self?.failIfPossible() }
    }

    func tapTouchesMoved(_ touches: Set<UITouch>) {
        guard state == .possible else { return }
        if Self.hasStrayed(touches, from: startLocations, beyond: Self.allowableMovement) { state = .failed }
    }

    func tapTouchesEnded(_ touches: Set<UITouch>) {
        guard state == .possible, trackedTouches.allSatisfy(\.phase.isFinished) else { return }
        failureTimer?.invalidate()
        guard touchesInCurrentTap == numberOfTouchesRequired else { return state = .failed }
        tapsCompleted += 1
        touchesInCurrentTap = 0
        if tapsCompleted >= numberOfTapsRequired { return state = .recognized }
        failureTimer = scheduleTimer(after: Self.maximumIntervalBetweenSuccessiveTaps) { [weak self] in self?.failIfPossible() }
    }

    private func failIfPossible() {
        if state == .possible { state = .failed }
    }
}
