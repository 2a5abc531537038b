import ControlKit

/// The application's delegate: a responder, so it ends the chain after the application.
final class AppDelegate: UIResponder, UIApplicationDelegate {}

extension UIResponder {
    /// The first view controller up the responder chain: a view's own controller when it is a
    /// controller's root view, else its nearest ancestor's. The usual way to find "the
    /// controller showing this view" without passing it around.
    var owningViewController: UIViewController? {
        sequence(first: self, next: \.next).lazy.compactMap { $0 as? UIViewController }.first
    }
}

/// Section 4: the responder chain from a deeply nested label to the application's delegate,
/// and finding a view's controller by walking it — also across a modal presentation.
@MainActor
func showResponderChain(_ transcript: Transcript) {
    transcript.section("The responder chain, and a view's controller found through it")
    let stage = Stage(transcript)
    let delegate = AppDelegate()
    stage.application.delegate = delegate
    transcript.name(delegate, "appDelegate")
    let card = stage.add(UIView(), "card", frame: CGRect(x: 20, y: 100, width: 280, height: 200), in: transcript)
    let label = stage.add(UILabel(), "label", frame: CGRect(x: 20, y: 20, width: 240, height: 30), to: card, in: transcript)
    stage.show()

    transcript.say("label.next, .next, …: " + chain(from: label, transcript))
    transcript.say("label's controller: \(transcript.name(of: label.owningViewController))")

    let details = transcript.name(UIViewController(), "detailsController")
    stage.controller.present(details, animated: false)
    let field = stage.add(UILabel(), "field", frame: CGRect(x: 20, y: 20, width: 100, height: 30), to: details.view, in: transcript)
    transcript.name(details.view, "detailsView")
    transcript.say("after rootController presents detailsController:")
    transcript.say("field.next, .next, …: " + chain(from: field, transcript))
    transcript.say("field's controller: \(transcript.name(of: field.owningViewController))"
        + " (a presented controller's next is its presenter, not the window)")
}

/// The names along the chain from `responder` to its end.
@MainActor
private func chain(from responder: UIResponder, _ transcript: Transcript) -> String {
    sequence(first: responder, next: \.next).dropFirst().map { transcript.name(of: $0) }.joined(separator: " → ")
}
