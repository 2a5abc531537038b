import DynamicRuntime

/// A touch event (`UIEvent`): the touches on the screen at one moment.
///
/// As in UIKit, one event object carries a whole touch sequence: the application reuses it for
/// every change, so it holds the touches still down (stationary ones included) and those
/// that ended or were cancelled in the latest change.
@MainActor
open class UIEvent: RuntimeObject, MainActorIsolated {
    /// When the event happened, in seconds of the clock that drives it.
    public internal(set) var timestamp: TimeInterval = 0
    /// Every touch of the event, nil when there are none.
    public var allTouches: Set<UITouch>? { orderedTouches.isEmpty ? nil : Set(orderedTouches) }

    /// The touches in the order they began: delivery follows it, so runs are deterministic.
    var orderedTouches: [UITouch] = []

    /// The touches that belong to `view` (began on it).
    public func touches(for view: UIView) -> Set<UITouch>? {
        touches { $0.view === view }
    }

    /// The touches that began in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        touches { $0.window === window }
    }

    /// The touches delivered to `gestureRecognizer`.
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        touches { $0.hasRecognizer { $0 === gestureRecognizer } }
    }

    private func touches(where belongs: (UITouch) -> Bool) -> Set<UITouch>? {
        let found = orderedTouches.filter(belongs)
        return found.isEmpty ? nil : Set(found)
    }
}
