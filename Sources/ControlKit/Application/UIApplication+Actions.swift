import DynamicRuntime

/// Target–action: finding the target of a nil-targeted action and performing an action with as
/// many arguments as its selector has colons (`action`, `action:` with the sender,
/// `action:forEvent:` with the sender and the event).
extension UIApplication {
    func sendActionBody(_ action: AnySelector, to target: RuntimeObject?, from sender: RuntimeObject?, for event: UIEvent?) -> Bool {
        guard let receiver = target ?? Self.firstResponder(handling: action, from: sender) else { return false }
        do throws(RuntimeError) {
            try receiver.performAction(action, sender: sender, event: event)
            return true
        } catch {
            // Where UIKit would crash: an action its target does not answer, or answers with
            // other arguments.
            RuntimeIssues.report(error)
            return false
        }
    }

    /// The first responder in the chain from `sender` whose class responds to `action`.
    static func firstResponder(handling action: AnySelector, from sender: RuntimeObject?) -> UIResponder? {
        var responder = sender as? UIResponder
        while let candidate = responder {
            if candidate.dispatchClass.respondsTo(action) { return candidate }
            responder = candidate.next
        }
        return nil
    }
}

extension RuntimeObject {
    /// Performs the action `action` on this object: no arguments, the sender, or the sender and
    /// the event, by the number of colons in its name. Throws the runtime's error naming the
    /// class and selector when the object does not respond or the method's arguments differ.
    func performAction(_ action: AnySelector, sender: RuntimeObject?, event: UIEvent?) throws(RuntimeError) {
        switch action.name.count(where: { $0 == ":" }) {
        case 0: _ = try perform(action, with: ())
        case 1: _ = try perform(action, with: sender as Any)
        default: _ = try perform(action, with: (sender, event) as Any)
        }
    }
}
