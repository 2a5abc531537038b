import ControlKit
import DynamicRuntime

/// Seed 004: the responder chain, and who gets a tap on a button carrying its own tap
/// recognizer — in which order every call happens, logged by per-object after-hooks (where a
/// subclass logging after `super` logs, as the seed's notes did).
@MainActor
func showViewFundamentals(_ tour: Tour) throws {
    tour.section("Seed 004: hit testing, the responder chain, a control versus a gesture recognizer")
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240), application: application)
    let controller = UIViewController()
    window.rootViewController = controller
    let button = UIButton(frame: CGRect(x: 40, y: 40, width: 120, height: 44))
    controller.view.addSubview(button)
    application.runLoopOnce()
    let hit = window.hitTest(CGPoint(x: 100, y: 60), with: nil)
    let chain = sequence(first: hit as UIResponder?) { $0?.next }.prefix { $0 != nil }.compactMap { $0.map { "\(type(of: $0))" } }
    tour.say("hitTest at the button's centre → \(hit.map { "\(type(of: $0))" } ?? "nil"); responder chain: \(chain.joined(separator: " → "))")

    let tap = UITapGestureRecognizer()
    button.addGestureRecognizer(tap)
    var calls: [String] = []
    func log<Args, Result>(_ selector: Selector<Args, Result>, on object: RuntimeObject, as name: String) throws {
        try object.hook(selector, after: { _, _, _ in calls.append("\(name) \(selector.name)") })
    }
    try log(UIGestureRecognizer.touchesBeganMethod.selector, on: tap, as: "recognizer")
    try log(UIGestureRecognizer.touchesEndedMethod.selector, on: tap, as: "recognizer")
    try log(UIControl.beginTrackingMethod.selector, on: button, as: "button")
    try log(UIControl.cancelTrackingMethod.selector, on: button, as: "button")
    for method in [UIResponder.touchesBeganMethod, UIResponder.touchesCancelledMethod] {
        try log(method.selector, on: button, as: "button")
    }
    tap.addHandler { _ in calls.append("tap action") }
    button.addAction(UIAction { _ in calls.append("button action") }, for: .touchUpInside)
    TouchDriver(window: window).tap(at: CGPoint(x: 100, y: 60))
    tour.say("a tap on a button with its own tap recognizer:")
    tour.say("  " + calls.joined(separator: " → "))
    tour.say("the recognizer wins and cancels the button's touches: the button's own action never fires")
    tour.say("(swift run ViewFundamentals walks through seed 004 in full)")
}
