import DynamicRuntime

/// A view that turns touches into state changes and actions (`UIControl`): buttons, switches,
/// sliders.
///
/// Its dynamic members go through the runtime like ``UIView``'s: the `highlighted`, `selected`
/// and `enabled` setters, the four tracking methods, `sendAction:to:forEvent:`, `sendAction:`
/// and `sendActionsForControlEvents:`. UIControl also lists its own implementations of the four
/// touches methods, which drive tracking, so a category or hook on any of them sees the calls
/// the touch handling itself makes (a swizzled `setHighlighted:` runs on every move).
/// Key-value coding and observing name the three states by their properties, `highlighted`,
/// `selected` and `enabled`, not their getters (`isHighlighted`…), as UIKit's do: each is read
/// and set by key, and every change through its setter — the touch handling's included — is
/// observed.
///
/// Touches on an enabled control stop here, as UIKit's do (tapping a button does not reach its
/// superview's `touchesBegan:`); a disabled control neither tracks nor sends actions and passes
/// its touches on to ``UIResponder/next``, so the view underneath still notices them.
open class UIControl: UIView {
    var storedHighlighted = false
    var storedSelected = false
    var storedEnabled = true

    /// The registered targets and actions, in the order they were added.
    var targetActions: [TargetAction] = []
    /// Tracking: the touch being followed, whether it is followed, whether it is inside.
    var trackedTouch: UITouch?
    var storedTracking = false
    var storedTouchInside = false

    // MARK: Dynamic members

    /// `isHighlighted` / `setHighlighted:`: a touch is down inside; tracking sets it.
    public nonisolated static let highlightedProperty = DeclaredProperty("highlighted", of: UIControl.self, getterName: "isHighlighted",
                                                             get: { $0.storedHighlighted }, set: { $0.storedHighlighted = $1 })
    /// `isSelected` / `setSelected:`: the control is selected.
    public nonisolated static let selectedProperty = DeclaredProperty("selected", of: UIControl.self, getterName: "isSelected",
                                                          get: { $0.storedSelected }, set: { $0.storedSelected = $1 })
    /// `isEnabled` / `setEnabled:`: a disabled control takes no touches.
    public nonisolated static let enabledProperty = DeclaredProperty("enabled", of: UIControl.self, getterName: "isEnabled",
                                                         get: { $0.storedEnabled }, set: { $0.storedEnabled = $1 })

    /// `beginTrackingWithTouch:withEvent:`: a touch went down; returning false stops tracking it.
    public nonisolated static let beginTrackingMethod = DeclaredMethod("beginTrackingWithTouch:withEvent:", of: UIControl.self) {
        (control, arguments: (UITouch, UIEvent?)) -> Bool in control.beginTrackingBody(arguments.0, with: arguments.1)
    }
    /// `continueTrackingWithTouch:withEvent:`: the tracked touch moved; returning false stops tracking.
    public nonisolated static let continueTrackingMethod = DeclaredMethod("continueTrackingWithTouch:withEvent:", of: UIControl.self) {
        (control, arguments: (UITouch, UIEvent?)) -> Bool in control.continueTrackingBody(arguments.0, with: arguments.1)
    }
    /// `endTrackingWithTouch:withEvent:`: the tracked touch lifted.
    public nonisolated static let endTrackingMethod = DeclaredMethod("endTrackingWithTouch:withEvent:", of: UIControl.self) {
        (control, arguments: (UITouch?, UIEvent?)) in control.endTrackingBody(arguments.0, with: arguments.1)
    }
    /// `cancelTrackingWithEvent:`: tracking was cancelled (a recognizer took the touch).
    public nonisolated static let cancelTrackingMethod = DeclaredMethod("cancelTrackingWithEvent:", of: UIControl.self) {
        (control, event: UIEvent?) in control.cancelTrackingBody(with: event)
    }

    /// `sendAction:to:forEvent:`: sends one target–action through the application; swizzled to log or reroute actions.
    public nonisolated static let sendActionMethod = DeclaredMethod("sendAction:to:forEvent:", of: UIControl.self) {
        (control, arguments: (AnySelector, RuntimeObject?, UIEvent?)) in control.sendActionBody(arguments.0, to: arguments.1, for: arguments.2)
    }
    /// `sendAction:`: runs one closure action (`UIAction`).
    public nonisolated static let sendUIActionMethod = DeclaredMethod("sendAction:", of: UIControl.self) {
        (control, action: UIAction) in control.sendActionBody(action)
    }
    /// `sendActionsForControlEvents:`: sends every action registered for the events.
    public nonisolated static let sendActionsMethod = DeclaredMethod("sendActionsForControlEvents:", of: UIControl.self) {
        (control, events: Event) in control.sendActions(for: events, with: nil)
    }

    // UIControl's own touches methods: they drive tracking (UIControl+Tracking.swift).
    nonisolated static let trackingTouchesBeganMethod = UIResponder.touchesBeganMethod.override(in: UIControl.self) {
        control, arguments in control.touchesBeganBody(arguments.0, with: arguments.1)
    }
    nonisolated static let trackingTouchesMovedMethod = UIResponder.touchesMovedMethod.override(in: UIControl.self) {
        control, arguments in control.touchesMovedBody(arguments.0, with: arguments.1)
    }
    nonisolated static let trackingTouchesEndedMethod = UIResponder.touchesEndedMethod.override(in: UIControl.self) {
        control, arguments in control.touchesEndedBody(arguments.0, with: arguments.1)
    }
    nonisolated static let trackingTouchesCancelledMethod = UIResponder.touchesCancelledMethod.override(in: UIControl.self) {
        control, arguments in control.touchesCancelledBody(arguments.0, with: arguments.1)
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            highlightedProperty, selectedProperty, enabledProperty, beginTrackingMethod, continueTrackingMethod,
            endTrackingMethod, cancelTrackingMethod, sendActionMethod, sendUIActionMethod, sendActionsMethod,
            trackingTouchesBeganMethod, trackingTouchesMovedMethod, trackingTouchesEndedMethod,
            trackingTouchesCancelledMethod,
        ]
    }

    // MARK: State

    /// How the content is placed across the bounds (`.center` by default). A change lays the
    /// control out again.
    public var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }

    /// How the content is placed down the bounds (`.center` by default).
    public var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// Whether a touch is down inside the control (`highlighted`, getter `isHighlighted`).
    /// Touch handling sets it on every move, to whether the touch is inside the drag tolerance,
    /// so an observer is told on each move, not only when it flips.
    open var isHighlighted: Bool {
        get { UIControl.highlightedProperty.get(self) }
        set { UIControl.highlightedProperty.set(self, newValue) }
    }

    /// Whether the control is selected (`selected`, getter `isSelected`).
    open var isSelected: Bool {
        get { UIControl.selectedProperty.get(self) }
        set { UIControl.selectedProperty.set(self, newValue) }
    }

    /// Whether the control responds to touches (`enabled`, getter `isEnabled`). A disabled
    /// control neither tracks nor sends actions for touches.
    open var isEnabled: Bool {
        get { UIControl.enabledProperty.get(self) }
        set { UIControl.enabledProperty.set(self, newValue) }
    }

    /// The state flags, derived from ``isHighlighted``, ``isEnabled`` and ``isSelected``.
    /// Subclasses may add bits of ``State/application``.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    // MARK: Tracking

    /// Whether a touch is being tracked: from a `beginTracking` that answered true until the
    /// base `endTracking` or `cancelTracking` runs (so a subclass's override reads false after
    /// its `super` call), or `continueTracking` answers false.
    public var isTracking: Bool { storedTracking }

    /// Whether the tracked touch is inside: within the bounds grown by ``touchTolerance``, or
    /// anywhere `point(inside:with:)` accepts.
    public var isTouchInside: Bool { storedTouchInside }

    /// A touch began on the control (`beginTrackingWithTouch:withEvent:`). Return whether to
    /// follow it; the default returns true. Answering false still highlights the control, but
    /// it sends no touch events.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        UIControl.beginTrackingMethod.send(to: self, (touch, event))
    }

    /// The tracked touch moved (`continueTrackingWithTouch:withEvent:`). Return whether to keep
    /// following it; the default returns true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        UIControl.continueTrackingMethod.send(to: self, (touch, event))
    }

    /// The tracked touch lifted (`endTrackingWithTouch:withEvent:`); the default does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        UIControl.endTrackingMethod.send(to: self, (touch, event))
    }

    /// The tracked touch was cancelled (`cancelTrackingWithEvent:`); the default does nothing.
    open func cancelTracking(with event: UIEvent?) {
        UIControl.cancelTrackingMethod.send(to: self, event)
    }

    // MARK: Sending actions

    /// Sends `action` to `target` (`sendAction:to:forEvent:`); a nil target means the first
    /// object up the responder chain from this control that responds to `action`. In an
    /// application's window this goes through the application's
    /// `sendAction:to:from:forEvent:`, as in UIKit; a target that does not respond, or whose
    /// method takes other arguments, is skipped where Objective-C would crash.
    open func sendAction(_ action: AnySelector, to target: RuntimeObject?, for event: UIEvent?) {
        UIControl.sendActionMethod.send(to: self, (action, target, event))
    }

    /// Runs a closure action with this control as its sender (`sendAction:`).
    open func sendAction(_ action: UIAction) {
        UIControl.sendUIActionMethod.send(to: self, action)
    }

    /// Sends the actions registered for any of `events` (`sendActionsForControlEvents:`), with
    /// no event, in the order they were added. Disabled controls send too: only touches are
    /// refused while disabled.
    open func sendActions(for events: Event) {
        UIControl.sendActionsMethod.send(to: self, events)
    }
}
