import DynamicRuntime

/// A touch event (`UIEvent`): the touches on the screen at one moment.
open class UIEvent: RuntimeObject {
    /// When the event happened, in seconds of the clock that drives it.
    public internal(set) var timestamp: TimeInterval = 0
    /// Every touch of the event, nil when there are none.
    public var allTouches: Set<UITouch>? { touches.isEmpty ? nil : touches }

    var touches: Set<UITouch> = []

    /// The touches that belong to `view` (began on it).
    public func touches(for view: UIView) -> Set<UITouch>? {
        let found = touches.filter { $0.view === view }
        return found.isEmpty ? nil : found
    }

    /// The touches that began in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        let found = touches.filter { $0.window === window }
        return found.isEmpty ? nil : found
    }
}
