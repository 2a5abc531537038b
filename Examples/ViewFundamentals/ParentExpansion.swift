import ControlKit
import DynamicRuntime

/// Widens `view`'s hit area by `margin` points on every side, for this one object and without a
/// subclass: an instance hook replacing its `pointInside:withEvent:`.
@discardableResult
@MainActor
func widenHitArea(of view: UIView, by margin: CGFloat) throws -> HookToken {
    try view.hook(UIView.pointInsideMethod.selector, instead: { view, arguments, _ in
        view.bounds.insetBy(dx: -margin, dy: -margin).contains(arguments.0)
    })
}

/// Section 3: can a button widen its own hit area beyond its superview? Hit testing asks the
/// superview first, and a point outside it never reaches its subviews — unless the superview
/// says yes too. Each experiment taps once and reports where the touch landed.
@MainActor
func showParentExpansion(_ transcript: Transcript) throws {
    transcript.section("Widening a button's hit area, and its parent's")

    // Inside its parent, a widened button takes the parent's whole area.
    do {
        let stage = Stage(transcript)
        let parent = stage.add(UIView(), "parent", frame: CGRect(x: 100, y: 100, width: 100, height: 100), in: transcript)
        let button = stage.add(UIButton(), "button", frame: CGRect(x: 0, y: 0, width: 50, height: 50), to: parent, in: transcript)
        try widenHitArea(of: button, by: 50)
        stage.show()
        transcript.say("a 50 × 50 button at the top-left of a 100 × 100 parent, its hit area widened by 50 on every side:")
        tap(CGPoint(x: 180, y: 180), "the parent's bottom-right, outside the button's frame", on: stage, watching: button, transcript)
    }

    // A button as large as its parent: its widened area lies outside the parent.
    do {
        let stage = Stage(transcript)
        let parent = stage.add(UIView(), "parent", frame: CGRect(x: 100, y: 100, width: 100, height: 100), in: transcript)
        let button = stage.add(UIButton(), "button", frame: parent.bounds, to: parent, in: transcript)
        try widenHitArea(of: button, by: 50)
        stage.show()
        let outside = CGPoint(x: 80, y: 150)
        transcript.say("")
        transcript.say("a button filling its 100 × 100 parent, widened by 50 on every side (200 × 200):")
        tap(outside, "20 pt left of the parent", on: stage, watching: button, transcript)
        transcript.say("  the parent's pointInside said no, so the button was never asked")

        try widenHitArea(of: parent, by: 50)
        transcript.say("the parent widened by 50 as well:")
        tap(outside, "the same point", on: stage, watching: button, transcript)
    }
}

/// Taps at `point` and says which view the touch went to and whether `button` sent
/// touchUpInside.
@MainActor
private func tap(_ point: CGPoint, _ place: String, on stage: Stage, watching button: UIButton, _ transcript: Transcript) {
    var fired = false
    let action = UIAction { _ in fired = true }
    button.addAction(action, for: .touchUpInside)
    let hit = stage.tap(at: point)
    button.removeAction(action, for: .touchUpInside)
    transcript.say("  tap at \(point.short), \(place): hit \(transcript.name(of: hit)), "
        + (fired ? "the button's action fired" : "no action"))
}
