import DynamicRuntime

/// One receiver of a recognizer's state changes: a target and action, or a closure.
enum GestureTarget {
    /// `action` sent to `target` (not retained, as in UIKit), with the recognizer as the
    /// argument when the selector takes one.
    case action(target: Weak<RuntimeObject>, action: AnySelector)
    /// A closure, called with the recognizer.
    case handler((UIGestureRecognizer) -> Void)
}

/// Target–action: who hears of a recognizer's state changes. Continuous recognizers announce
/// began, each changed, and ended or cancelled; discrete ones announce recognized (ended).
/// Failing is never announced.
extension UIGestureRecognizer {
    /// Adds `target`–`action`: `action` is sent with no argument or with the recognizer,
    /// depending on its colons. Adding the same pair twice adds it once. A target whose class
    /// does not respond to `action` is reported as a runtime issue naming the class and selector
    /// and not added (UIKit would crash at the first gesture instead).
    public func addTarget(_ target: RuntimeObject, action: AnySelector) {
        guard target.answers(action, as: "a gesture recognizer's action") else { return }
        let exists = targets.contains {
            if case .action(let existing, let existingAction) = $0 { existing.object === target && existingAction == action } else { false }
        }
        if !exists { targets.append(.action(target: Weak(target), action: action)) }
    }

    /// Removes `target`'s `action`; a nil action removes all of `target`'s actions, a nil
    /// target removes every target–action pair (closures stay).
    public func removeTarget(_ target: RuntimeObject?, action: AnySelector?) {
        targets.removeAll {
            guard case .action(let existing, let existingAction) = $0 else { return false }
            return (target == nil || existing.object === target) && (action == nil || existingAction == action)
        }
    }

    /// Adds a closure told of each announced state change, with the recognizer.
    public func addHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        targets.append(.handler(handler))
    }

    /// Tells every target and closure, in the order they were added.
    func sendActions() {
        for target in targets {
            switch target {
            case .action(let target, let action):
                // Checked when added; a target since gone is skipped, one changed to stop
                // responding is reported.
                target.object?.performAction(action, sender: self, event: nil)
            case .handler(let handler):
                handler(self)
            }
        }
    }
}
