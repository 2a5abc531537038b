import DynamicRuntime

/// One finger on the screen (`UITouch`): where it is, in which phase, on which view.
///
/// The window hit-tests once when the touch begins and the touch stays with that view until it
/// ends, as in UIKit. Locations are kept in window coordinates and converted on request.
@MainActor
public final class UITouch: RuntimeObject, MainActorIsolated {
    /// Where a touch is in its life (`UITouchPhase`).
    public enum Phase: Int, Sendable, CustomStringConvertible {
        case began, moved, stationary, ended, cancelled

        /// The phase's name, for logs.
        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }

        /// Whether the finger has left the screen (ended or cancelled).
        var isFinished: Bool { self == .ended || self == .cancelled }
    }

    /// The current phase.
    public internal(set) var phase: Phase = .began
    /// Taps in quick succession at about the same place, this one included.
    public internal(set) var tapCount = 1
    /// When the touch last changed, in seconds of the clock that drives it.
    public internal(set) var timestamp: TimeInterval = 0
    /// The window the touch began in.
    public internal(set) weak var window: UIWindow?
    /// The view the window's hit test found when the touch began; it keeps the touch.
    public internal(set) weak var view: UIView?
    /// The gesture recognizers receiving this touch: those of its view and of the view's
    /// ancestors, fixed when the touch began, deepest view first. Nil when there are none.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        let recognizers = self.recognizers
        return recognizers.isEmpty ? nil : recognizers
    }

    /// Held weakly: a recognizer tracks its touches, and its view keeps it; a touch left down
    /// when its window goes must not keep its recognizers (nor they it) alive.
    var recognizers: [UIGestureRecognizer] {
        get { weakRecognizers.compactMap(\.object) }
        set { weakRecognizers = newValue.map(Weak.init) }
    }
    private var weakRecognizers: [Weak<UIGestureRecognizer>] = []

    /// Whether a recognizer receiving this touch satisfies `predicate`, collecting none.
    func hasRecognizer(where predicate: (UIGestureRecognizer) -> Bool) -> Bool {
        weakRecognizers.contains { $0.object.map(predicate) ?? false }
    }
    /// The location in window coordinates.
    var locationInWindow = CGPoint.zero
    /// The location before the last move, in window coordinates.
    var previousLocationInWindow = CGPoint.zero

    /// A touch in no window, at the window origin: for driving a responder's touches methods
    /// by hand. ``TouchDriver`` makes real ones. (The unnamed parameter, always left to its
    /// default, keeps this from overriding `RuntimeObject`'s nonisolated `init()`.)
    public init(_: Void = ()) {}

    /// A touch beginning at `location` (window coordinates) in `window` at `timestamp`.
    init(window: UIWindow, location: CGPoint, timestamp: TimeInterval, tapCount: Int) {
        self.window = window
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        super.init()
    }

    /// The location in `view`'s coordinates; in the window's when `view` is nil.
    public func location(in view: UIView?) -> CGPoint {
        view?.convert(locationInWindow, from: window) ?? locationInWindow
    }

    /// The location before the last move, in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        view?.convert(previousLocationInWindow, from: window) ?? previousLocationInWindow
    }


    /// Identity, as UIKit's touches compare. Answered here rather than by the runtime's `isEqual:`
    /// and `hash`: every step of a touch builds sets of touches, and a touch that is never sent
    /// a message need not resolve its runtime class to be hashed. A hook on `isEqual:` or `hash`
    /// of `UITouch` therefore changes what sends answer, not how sets of touches hash.
    public override func isEqual(_ object: Any?) -> Bool { RuntimeObject.isEqualBase(self, object) }

    /// The address, as `NSObject`'s hash is; see ``isEqual(_:)``.
    public override var hash: Int { RuntimeObject.hashBase(self) }
}
