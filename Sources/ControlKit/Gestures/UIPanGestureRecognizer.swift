import DynamicRuntime

/// Recognizes a drag (`UIPanGestureRecognizer`): continuous, it begins once the fingers'
/// centroid has moved ``hysteresis`` points, changes with each move after that, and ends when
/// the last finger lifts.
///
/// ``translation(in:)`` is measured from where the fingers went down (so the distance needed
/// to begin is part of it) and follows the centroid of the fingers on the screen; a finger
/// coming down or lifting does not make it jump. ``velocity(in:)`` is the last move's
/// displacement over its duration on the application's simulated clock.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far (points) the fingers must move before a pan begins: UIKit's 10.
    public static let hysteresis: CGFloat = 10

    /// The fewest fingers that may pan; default 1.
    public var minimumNumberOfTouches = 1
    /// The most fingers that may pan; default no limit.
    public var maximumNumberOfTouches = Int.max

    /// The centroid where translation is zero, in window coordinates.
    private var origin: CGPoint?
    /// The last centroid and when it was seen, in window coordinates.
    private var lastSample: (location: CGPoint, time: TimeInterval)?
    /// Points per second, in window coordinates.
    private var windowVelocity = CGPoint.zero

    // MARK: Dynamic members

    /// The pan's own `touchesBegan:withEvent:`: a finger came down, the origin follows the centroid.
    private nonisolated static let panTouchesBeganMethod = UIGestureRecognizer.touchesBeganMethod.override(in: UIPanGestureRecognizer.self) {
        recognizer, arguments in recognizer.panTouchesChanged(arguments.1)
    }
    /// The pan's own `touchesMoved:withEvent:`: begins past the hysteresis, then changes.
    private nonisolated static let panTouchesMovedMethod = UIGestureRecognizer.touchesMovedMethod.override(in: UIPanGestureRecognizer.self) {
        recognizer, arguments in recognizer.panTouchesMoved(arguments.1)
    }
    /// The pan's own `touchesEnded:withEvent:`: ends when the last finger lifts.
    private nonisolated static let panTouchesEndedMethod = UIGestureRecognizer.touchesEndedMethod.override(in: UIPanGestureRecognizer.self) {
        recognizer, arguments in recognizer.panTouchesEnded(arguments.1)
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            panTouchesBeganMethod, panTouchesMovedMethod, panTouchesEndedMethod,
        ]
    }

    open override func reset() {
        super.reset()
        origin = nil
        lastSample = nil
        windowVelocity = .zero
    }

    // MARK: Translation and velocity

    // ControlKit's views have no transforms, so a displacement is the same vector in every
    // view's coordinate system: the `view` arguments are UIKit's, and change nothing.

    /// How far the fingers have moved since they went down (or since ``setTranslation(_:in:)``),
    /// in `view`'s coordinate system (the window's when nil).
    public func translation(in view: UIView?) -> CGPoint {
        guard let origin, let current = lastSample?.location else { return .zero }
        return CGPoint(x: current.x - origin.x, y: current.y - origin.y)
    }

    /// Makes the current translation `translation` (in `view`'s coordinate system); set it to
    /// `.zero` after applying each change to follow the finger incrementally. Does nothing
    /// before a finger is down.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let current = lastSample?.location else { return }
        origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
    }

    /// The fingers' speed in points per second, in `view`'s coordinate system.
    public func velocity(in view: UIView?) -> CGPoint {
        windowVelocity
    }

    // MARK: Bodies

    /// The centroid of the fingers on the screen, in window coordinates.
    private var centroid: CGPoint? {
        Self.centroid(of: trackedTouches.filter { !$0.phase.isFinished }.map { $0.location(in: nil) })
    }

    private var fingersDown: Int { trackedTouches.count { !$0.phase.isFinished } }

    /// A finger came down or lifted: the centroid jumps, so the origin moves with it.
    func panTouchesChanged(_ event: UIEvent) {
        guard let centroid else { return }
        if let origin, let last = lastSample?.location {
            self.origin = CGPoint(x: origin.x + centroid.x - last.x, y: origin.y + centroid.y - last.y)
        } else {
            origin = centroid
        }
        lastSample = (centroid, event.timestamp)
        if state == .possible, fingersDown > maximumNumberOfTouches { state = .failed }
    }

    func panTouchesMoved(_ event: UIEvent) {
        guard let centroid, let origin else { return }
        if let last = lastSample, event.timestamp > last.time {
            let interval = CGFloat(event.timestamp - last.time)
            windowVelocity = CGPoint(x: (centroid.x - last.location.x) / interval, y: (centroid.y - last.location.y) / interval)
        }
        lastSample = (centroid, event.timestamp)
        switch state {
        case .possible:
            let fingers = fingersDown
            if fingers >= minimumNumberOfTouches, fingers <= maximumNumberOfTouches,
               centroid.distance(to: origin) >= Self.hysteresis {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    func panTouchesEnded(_ event: UIEvent) {
        if fingersDown == 0 {
            switch state {
            case .possible: state = .failed
            case .began, .changed: state = .ended
            default: break
            }
        } else {
            panTouchesChanged(event)
        }
    }
}
