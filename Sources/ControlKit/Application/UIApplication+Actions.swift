import DynamicRuntime

/// Target–action: finding the target of a nil-targeted action and performing an action with as
/// many arguments as its selector has colons (`action`, `action:` with the sender,
/// `action:forEvent:` with the sender and the event).
extension UIApplication {
    func sendActionBody(_ action: AnySelector, to target: RuntimeObject?, from sender: RuntimeObject?, for event: UIEvent?) -> Bool {
        guard let receiver = target ?? Self.firstResponder(handling: action, from: sender) else { return false }
        return receiver.performAction(action, sender: sender, event: event)
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
    /// the event, by the number of colons in its name. Answers whether it ran; where UIKit would
    /// crash — the object does not answer it, or answers with other arguments — it is reported
    /// (``performReporting(_:with:)``).
    @discardableResult
    func performAction(_ action: AnySelector, sender: RuntimeObject?, event: UIEvent?) -> Bool {
        switch action.name.count(where: { $0 == ":" }) {
        case 0: performReporting(action, with: ())
        case 1: performReporting(action, with: sender as Any)
        default: performReporting(action, with: (sender, event) as Any)
        }
    }
}
