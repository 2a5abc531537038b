import ControlKit
import DynamicRuntime

/// Section 1: which views a touch's hit test visits, and what each answers.
///
/// Two class-wide hooks on UIView — no subclass — print the walk as the window runs it when a
/// finger comes down: every `hitTest:withEvent:` call (indented by depth, with the point in that
/// view's coordinates and the view it returns) and every `pointInside:withEvent:` answer. Views
/// are asked front to back; a hidden view, one with interaction disabled or with alpha below
/// 0.01 answers nil without being asked `pointInside`.
@MainActor
func showHitTestWalk(_ transcript: Transcript) throws {
    transcript.section("A hit-test walk: the window asks, front to back")
    let stage = Stage(transcript)
    let card = stage.add(UIView(), "card", frame: CGRect(x: 20, y: 100, width: 280, height: 200), in: transcript)
    stage.add(UILabel(), "title", frame: CGRect(x: 20, y: 20, width: 240, height: 30), to: card, in: transcript)
    let button = stage.add(UIButton(type: .system), "okButton", frame: CGRect(x: 180, y: 140, width: 80, height: 40),
                           to: card, in: transcript)
    button.setTitle("OK", for: .normal)
    if let label = button.titleLabel { transcript.name(label, "okButton.titleLabel") }
    let badge = stage.add(UIView(), "hiddenBadge", frame: CGRect(x: 170, y: 130, width: 100, height: 60), to: card, in: transcript)
    badge.isHidden = true
    let veil = stage.add(UIView(), "faintVeil", frame: card.bounds, to: card, in: transcript)
    veil.alpha = 0.005
    stage.show()

    let hitTests = try UIView.hook(UIView.hitTestMethod.selector, instead: { view, arguments, original in
        let (point, _) = arguments
        transcript.say("\(transcript.name(of: view)).hitTest\(point.short)\(skipReason(view).map { " — \($0), not asked further" } ?? "")")
        transcript.depth += 1
        let hit = original(arguments)
        transcript.depth -= 1
        transcript.say("→ \(transcript.name(of: hit))")
        return hit
    })
    let pointInsides = try UIView.hook(UIView.pointInsideMethod.selector, after: { view, _, inside in
        transcript.say("pointInside → \(inside ? "yes" : "no")")
    })
    let fingerPoint = CGPoint(x: 230, y: 260)
    transcript.say("a finger comes down at \(fingerPoint.short) in the window:")
    transcript.depth += 1
    let finger = stage.driver.press(at: fingerPoint)
    transcript.depth -= 1
    try hitTests.revert()
    try pointInsides.revert()
    stage.driver.release(finger)
    transcript.say("the touch's view: \(transcript.name(of: finger.view)) (it keeps the touch until it lifts)")

    transcript.say("")
    transcript.say("other points, answers only:")
    for point in [CGPoint(x: 40, y: 130), CGPoint(x: 10, y: 10), CGPoint(x: 299, y: 299), CGPoint(x: 300, y: 300)] {
        transcript.say("  \(point.short) → \(transcript.name(of: stage.window.hitTest(point, with: nil)))")
    }
    transcript.say("(the card is 280 × 200 at (20, 100): (299, 299) is its last point in, (300, 300) the first out)")
}

/// Why UIKit's hit test skips `view` without asking it anything, if it does.
@MainActor
private func skipReason(_ view: UIView) -> String? {
    if view.isHidden { return "hidden" }
    if !view.isUserInteractionEnabled { return "interaction disabled" }
    if view.alpha < UIView.minimumHittableAlpha { return "alpha \(view.alpha.short) < 0.01" }
    return nil
}
