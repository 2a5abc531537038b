import ControlKit
import DynamicRuntime

/// Section 5: who gets a tap — a control's target–action or a tap gesture recognizer — and in
/// which order everything is called. Instance hooks (no subclasses) print each call to the
/// button's tracking and touches methods and the recognizer's touches methods as it returns,
/// which is where a subclass logging after `super` would print.
@MainActor
func showPrecedenceLogs(_ transcript: Transcript) throws {
    transcript.section("A control's action versus a tap gesture recognizer")

    transcript.say("a tap recognizer on the button's superview, and the button's touchUpInside action:")
    do {
        let stage = Stage(transcript)
        let panel = stage.add(UIView(), "panel", frame: CGRect(x: 20, y: 100, width: 280, height: 280), in: transcript)
        let button = stage.add(UIButton(type: .system), "button", frame: CGRect(x: 40, y: 40, width: 200, height: 200),
                               to: panel, in: transcript)
        let tap = transcript.name(UITapGestureRecognizer(), "panelTap")
        panel.addGestureRecognizer(tap)
        try log(button, tap, transcript)
        stage.show()
        stage.driver.tap(at: CGPoint(x: 160, y: 240))
        transcript.say("→ the button's action wins: a superview's tap recognizer does not stop a single tap on a UIButton")
    }

    transcript.say("")
    transcript.say("the same tap recognizer on the button itself, and the button's touchUpInside action:")
    do {
        let stage = Stage(transcript)
        let button = stage.add(UIButton(type: .system), "button", frame: CGRect(x: 60, y: 140, width: 200, height: 200),
                               in: transcript)
        let tap = transcript.name(UITapGestureRecognizer(), "buttonTap")
        button.addGestureRecognizer(tap)
        try log(button, tap, transcript)
        stage.show()
        stage.driver.tap(at: CGPoint(x: 160, y: 240))
        transcript.say("→ the recognizer sees the touch first, recognizes on touchesEnded and cancels the button's")
        transcript.say("  touches: cancelTracking, touchesCancelled, and the button's own action never fires")
    }
}

/// Prints each call, as it returns, to `button`'s tracking and touches methods and to `tap`'s
/// touches methods; prints the button's touchUpInside action and the recognizer's action.
@MainActor
private func log(_ button: UIButton, _ tap: UITapGestureRecognizer, _ transcript: Transcript) throws {
    /// Prints `selector` after each call of it on `object`, with the receiver's name.
    func logCalls<Args, Result>(of selector: Selector<Args, Result>, on object: RuntimeObject) throws {
        try object.hook(selector, after: { receiver, _, _ in transcript.say("  \(transcript.name(of: receiver)) \(selector.name)") })
    }
    try logCalls(of: UIControl.beginTrackingMethod.selector, on: button)
    try logCalls(of: UIControl.endTrackingMethod.selector, on: button)
    try logCalls(of: UIControl.cancelTrackingMethod.selector, on: button)
    for method in [UIResponder.touchesBeganMethod, UIResponder.touchesEndedMethod, UIResponder.touchesCancelledMethod] {
        try logCalls(of: method.selector, on: button)
    }
    for method in [UIGestureRecognizer.touchesBeganMethod, UIGestureRecognizer.touchesEndedMethod,
                   UIGestureRecognizer.touchesCancelledMethod] {
        try logCalls(of: method.selector, on: tap)
    }
    let buttonName = transcript.name(of: button)
    let tapName = transcript.name(of: tap)
    button.addAction(UIAction { _ in transcript.say("  \(buttonName)'s touchUpInside action") }, for: .touchUpInside)
    tap.addHandler { recognizer in transcript.say("  \(tapName)'s action (state \(recognizer.state))") }
}
