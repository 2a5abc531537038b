import DynamicRuntime

/// One registration: a selector for a target (nil: the responder chain) or a closure action,
/// and the events it is for.
struct TargetAction {
    enum Receiver {
        /// `target` is held weakly, as UIKit does not retain targets; a nil `target` is the
        /// responder chain, told apart from a target that went away (skipped).
        case selector(target: Weak<RuntimeObject>?, action: AnySelector)
        case closure(UIAction)
    }

    let receiver: Receiver
    var events: UIControl.Event
}

/// Target–action: who is told what when the control sends events.
///
/// An action selector may take no argument, the sender, or the sender and the event — the three
/// forms of UIKit's (`tapped`, `tapped:`, `tapped:forEvent:`); the selector's colons say which,
/// and the target's method is sent through the runtime with those arguments, so it may type the
/// sender as `UIControl`, its own subclass or `RuntimeObject`. Where Objective-C would crash —
/// a target that does not respond, or a method taking other arguments — the action is skipped
/// and reported as a runtime issue naming the class and selector. A target that went away is
/// skipped quietly, as UIKit skips it.
extension UIControl {
    /// Registers `action` to be sent to `target` for `events` (`addTarget:action:forControlEvents:`).
    /// A nil `target` sends it up the responder chain. The target is not retained. Adding the
    /// same target and action again adds the events to the existing registration.
    public func addTarget(_ target: RuntimeObject?, action: AnySelector, for events: Event) {
        if let index = targetActions.firstIndex(where: { $0.matches(target: target, action: action) }) {
            targetActions[index].events.formUnion(events)
        } else {
            targetActions.append(TargetAction(receiver: .selector(target: target.map { Weak($0) }, action: action), events: events))
        }
    }

    /// Registers a typed selector, e.g. a `DeclaredMethod`'s, as an action.
    public func addTarget<Args, Result>(_ target: RuntimeObject?, action: Selector<Args, Result>, for events: Event) {
        addTarget(target, action: action.untyped, for: events)
    }

    /// Removes `events` from the registrations of `target` and `action`: a nil target matches
    /// every target, a nil action every action (`removeTarget:action:forControlEvents:`). A
    /// registration left with no events is dropped.
    public func removeTarget(_ target: RuntimeObject?, action: AnySelector?, for events: Event) {
        for index in targetActions.indices {
            guard case .selector(let registered, let registeredAction) = targetActions[index].receiver,
                  target == nil || registered?.object === target, action == nil || registeredAction == action else { continue }
            targetActions[index].events.subtract(events)
        }
        targetActions.removeAll { $0.events.isEmpty }
    }

    /// Registers a closure action for `events` (`addAction:forControlEvents:`), replacing a
    /// registered action with the same identifier.
    public func addAction(_ action: UIAction, for events: Event) {
        targetActions.removeAll { $0.closure?.identifier == action.identifier }
        targetActions.append(TargetAction(receiver: .closure(action), events: events))
    }

    /// Removes `events` from `action`'s registration (`removeAction:forControlEvents:`).
    public func removeAction(_ action: UIAction, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Removes `events` from the registration of the action identified by `identifier`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        for index in targetActions.indices where targetActions[index].closure?.identifier == identifier {
            targetActions[index].events.subtract(events)
        }
        targetActions.removeAll { $0.events.isEmpty }
    }

    /// The selector targets, each once; a nil entry stands for the responder chain (where UIKit's
    /// set holds `NSNull`). Targets that went away are left out.
    public var allTargets: [RuntimeObject?] {
        var targets: [RuntimeObject?] = []
        for registration in targetActions {
            guard case .selector(let target, _) = registration.receiver else { continue }
            if let target, target.object == nil { continue }
            let object = target?.object
            if !targets.contains(where: { $0 === object }) { targets.append(object) }
        }
        return targets
    }

    /// Every event some target or action is registered for.
    public var allControlEvents: Event {
        targetActions.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The names of the selectors registered for `target` (nil: the responder chain) for an event
    /// sharing a bit with `event`, or nil when there are none
    /// (`actionsForTarget:forControlEvent:`).
    public func actions(forTarget target: RuntimeObject?, forControlEvent event: Event) -> [String]? {
        let names = targetActions.compactMap { registration -> String? in
            guard case .selector(let registered, let action) = registration.receiver,
                  TargetAction.refers(registered, to: target),
                  !registration.events.isDisjoint(with: event) else { return nil }
            return action.name
        }
        return names.isEmpty ? nil : names
    }

    // MARK: Bodies

    /// Sends every registration sharing a bit with `events`, in the order they were added; what
    /// ``sendActions(for:)`` and touch tracking (with the touch's event) both do.
    func sendActions(for events: Event, with event: UIEvent?) {
        for registration in targetActions where !registration.events.isDisjoint(with: events) {
            switch registration.receiver {
            case .selector(let target, let action):
                if let target, target.object == nil { continue }
                sendAction(action, to: target?.object, for: event)
            case .closure(let action):
                sendAction(action)
            }
        }
    }

    /// As UIKit's, through the application (`sendAction:to:from:forEvent:`, so its swizzles see
    /// control actions) when the control is in an application's window; a control outside one
    /// finds and performs the action the same way itself.
    func sendActionBody(_ action: AnySelector, to target: RuntimeObject?, for event: UIEvent?) {
        if let application = window?.application {
            application.sendAction(action, to: target, from: self, for: event)
        } else if let receiver = target ?? UIApplication.firstResponder(handling: action, from: self) {
            receiver.performAction(action, sender: self, event: event)
        }
    }

    func sendActionBody(_ action: UIAction) {
        let previousSender = action.sender
        action.sender = self
        defer { action.sender = previousSender }
        action.handler(action)
    }
}

extension TargetAction {
    var closure: UIAction? {
        if case .closure(let action) = receiver { action } else { nil }
    }

    func matches(target: RuntimeObject?, action: AnySelector) -> Bool {
        guard case .selector(let registered, let registeredAction) = receiver else { return false }
        return Self.refers(registered, to: target) && registeredAction == action
    }

    /// Whether a selector registration's target slot (nil: the responder chain) is `target`
    /// (nil: the responder chain). A target that went away is neither.
    static func refers(_ registered: Weak<RuntimeObject>?, to target: RuntimeObject?) -> Bool {
        guard let registered else { return target == nil }
        return target != nil && registered.object === target
    }
}
