import DynamicRuntime

/// Turns touches into a gesture and tells its targets (`UIGestureRecognizer`): the base class
/// of tap, pan and long-press recognizers, and of your own.
///
/// A recognizer attached to a view (``UIView/addGestureRecognizer(_:)``) sees the touches that
/// begin on that view or on its subviews, before the hit view does. Subclasses read touches in
/// the four touches methods — dynamic members, so a swizzle or hook on
/// `touchesBegan:withEvent:` sees what the window delivers — and move ``state`` through
/// UIKit's machine: from ``State-swift.enum/possible`` to ``State-swift.enum/ended``
/// (recognized) for a discrete gesture, or ``State-swift.enum/began``,
/// ``State-swift.enum/changed``… ``State-swift.enum/ended`` for a continuous one, or to
/// ``State-swift.enum/failed`` / ``State-swift.enum/cancelled``. The window arbitrates: it asks
/// the delegate and the touched views whether a recognizer may begin, holds a recognizer back
/// while those it must wait for (``require(toFail:)``) are undecided, lets one recognizer win a
/// touch unless the delegate allows simultaneous recognition, sends the actions, and cancels
/// the view's touches (``cancelsTouchesInView``).
@MainActor
open class UIGestureRecognizer: RuntimeObject, MainActorIsolated {
    /// The states of a recognizer (`UIGestureRecognizerState`).
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture's success: the same state as ``ended``.
        public static let recognized = State.ended

        /// The state's name, for logs.
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Ended, cancelled or failed: the recognizer waits for its touches to end, then resets.
        var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    var storedState = State.possible
    /// Set for one `setState:` call that applies a change the framework already decided.
    var isApplyingDecidedState = false
    var storedEnabled = true
    /// Not retained; cleared by the view's removal of the recognizer or its `deinit`.
    unowned var storedView: UIView?

    /// The targets and closures told about state changes, in the order they were added.
    var targets: [GestureTarget] = []
    /// The recognizers this one waits for to fail (``require(toFail:)``).
    var failureRequirements: [Weak<UIGestureRecognizer>] = []
    /// The touches delivered to this recognizer in the current sequence, in the order they began.
    var trackedTouches: [UITouch] = []
    /// A transition out of `possible` waiting for required recognizers to fail.
    var pendingState: State?
    /// State changes the window has yet to act on (actions, cancelling touches, waiters).
    var unannouncedStates: [State] = []
    /// Timers scheduled for the current sequence; invalidated on reset.
    var timers: [SimulatedTimer] = []

    /// The delegate, asked whether to begin, to receive a touch and to recognize together with
    /// another recognizer. Not retained.
    public weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether recognizing cancels the touches in the view: the view gets `touchesCancelled`
    /// for them and no further phase. Default true.
    public var cancelsTouchesInView = true

    /// Whether the view's `touchesBegan` waits until this recognizer fails (it never comes
    /// if the recognizer recognizes). Default false.
    public var delaysTouchesBegan = false

    /// Whether the view's `touchesEnded` waits while this recognizer is still undecided (a
    /// double-tap recognizer waiting for the second tap); if it then recognizes, the view gets
    /// `touchesCancelled` instead. Default true.
    public var delaysTouchesEnded = true

    /// A recognizer with no target. The unnamed parameter, always left to its default, keeps this
    /// from overriding `RuntimeObject`'s nonisolated `init()` (see `UIResponder.init(_:)`).
    public init(_: Void = ()) {
        super.init()
    }

    /// A recognizer that sends `action` to `target` on each state change that UIKit announces
    /// (`initWithTarget:action:`); with a nil target or action it has none until ``addTarget(_:action:)``.
    /// A target that does not respond to `action` is reported as a runtime issue and not added.
    public convenience init(target: RuntimeObject?, action: AnySelector?) {
        self.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer that calls `handler` on each state change that UIKit announces.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        addHandler(handler)
    }

    // MARK: Dynamic members

    /// `state` / `setState:`: the state machine; every change, the framework's included, goes through the setter.
    public nonisolated static let stateProperty = DeclaredProperty("state", of: UIGestureRecognizer.self,
                                                       get: { $0.storedState }, set: { $0.setStateBody($1) })
    /// `isEnabled` / `setEnabled:`: whether the recognizer takes touches; disabling cancels or fails it.
    public nonisolated static let enabledProperty = DeclaredProperty("enabled", of: UIGestureRecognizer.self, getterName: "isEnabled",
                                                         get: { $0.storedEnabled }, set: { $0.setEnabledBody($1) })

    /// `touchesBegan:withEvent:`: touches began; the base does nothing, subclasses recognize here.
    public nonisolated static let touchesBeganMethod = DeclaredMethod(UIResponder.touchesBeganMethod.selector.name, of: UIGestureRecognizer.self) {
        (_, _: (Set<UITouch>, UIEvent)) in
    }
    /// `touchesMoved:withEvent:`: touches moved; the base does nothing.
    public nonisolated static let touchesMovedMethod = DeclaredMethod(UIResponder.touchesMovedMethod.selector.name, of: UIGestureRecognizer.self) {
        (_, _: (Set<UITouch>, UIEvent)) in
    }
    /// `touchesEnded:withEvent:`: touches ended; the base does nothing.
    public nonisolated static let touchesEndedMethod = DeclaredMethod(UIResponder.touchesEndedMethod.selector.name, of: UIGestureRecognizer.self) {
        (_, _: (Set<UITouch>, UIEvent)) in
    }
    /// `touchesCancelled:withEvent:`: touches were cancelled; the base does nothing, the window then cancels the recognizer.
    public nonisolated static let touchesCancelledMethod = DeclaredMethod(UIResponder.touchesCancelledMethod.selector.name, of: UIGestureRecognizer.self) {
        (_, _: (Set<UITouch>, UIEvent)) in
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            stateProperty, enabledProperty, touchesBeganMethod, touchesMovedMethod, touchesEndedMethod,
            touchesCancelledMethod,
        ]
    }

    // MARK: Properties

    /// Where the recognizer is in its state machine. Subclasses set it; an impossible
    /// transition (say, `failed` to `began`) is ignored, as UIKit ignores it after logging.
    /// Key-value observable, and every change goes through `setState:` — the framework's too
    /// (failing a recognizer that lost the touch to another, cancelling, the reset to
    /// `possible`) — so observers and hooks see all of them.
    open var state: State {
        get { UIGestureRecognizer.stateProperty.get(self) }
        set { UIGestureRecognizer.stateProperty.set(self, newValue) }
    }

    /// A disabled recognizer receives no touches; disabling one mid-gesture cancels it (or
    /// fails it while it is still possible).
    open var isEnabled: Bool {
        get { UIGestureRecognizer.enabledProperty.get(self) }
        set { UIGestureRecognizer.enabledProperty.set(self, newValue) }
    }

    /// The view the recognizer is attached to.
    public var view: UIView? { storedView }

    // MARK: Touches

    /// Touches began (`touchesBegan:withEvent:`). The default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        UIGestureRecognizer.touchesBeganMethod.send(to: self, (touches, event))
    }

    /// Touches moved (`touchesMoved:withEvent:`). The default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        UIGestureRecognizer.touchesMovedMethod.send(to: self, (touches, event))
    }

    /// Touches ended (`touchesEnded:withEvent:`). The default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        UIGestureRecognizer.touchesEndedMethod.send(to: self, (touches, event))
    }

    /// Touches were cancelled (`touchesCancelled:withEvent:`). Whatever the method does, the
    /// window then cancels the recognizer (fails it if it was still possible).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        UIGestureRecognizer.touchesCancelledMethod.send(to: self, (touches, event))
    }

    /// Clears per-gesture state; called when the recognizer goes back to `possible` after its
    /// touches end. Subclasses override it and call `super`.
    open func reset() {}

    // MARK: Location

    /// The number of touches the recognizer is tracking (still on the screen, or the last ones
    /// lifted).
    public var numberOfTouches: Int { currentTouches.count }

    /// The centroid of the recognizer's touches, in `view`'s coordinates (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        Self.centroid(of: currentTouches.map { $0.location(in: view) }) ?? .zero
    }

    /// The location of touch number `index` (see ``numberOfTouches``) in `view`'s coordinates;
    /// `.zero` for an index out of range.
    public func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
        let touches = currentTouches
        return touches.indices.contains(index) ? touches[index].location(in: view) : .zero
    }

    /// The touches on the screen, else (after they lifted) the last ones tracked.
    var currentTouches: [UITouch] {
        let down = trackedTouches.filter { !$0.phase.isFinished }
        return down.isEmpty ? trackedTouches : down
    }

    // MARK: Dependencies

    /// Makes this recognizer wait until `other` fails before it may begin or recognize; if
    /// `other` recognizes, this one fails. A single-tap recognizer requiring a double-tap one
    /// to fail is the classic use.
    public func require(toFail other: UIGestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.object === other }) else { return }
        failureRequirements.append(Weak(other))
    }
}
