import ControlKit
import ControlKitPlugins

/// Seed 000: a background colour per state, no subclass, no bitmap.
@MainActor
func showStateColours(_ tour: Tour) throws {
    tour.section("Seed 000: a background colour per state (StateBackgroundColorsPlugin)")
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    let button = UIButton(frame: CGRect(x: 40, y: 40, width: 120, height: 44))
    window.addSubview(button)
    let driver = TouchDriver(window: window)
    let names: [UIColor: String] = [.systemBlue: "blue", .orange: "orange"]
    func colour() -> String { button.backgroundColor.flatMap { names[$0] } ?? "none" }

    let drawn = try UIImage.countingRenderedBitmaps { () throws -> Void in
        try button.setBackgroundColor(.systemBlue, for: .normal)
        try button.setBackgroundColor(.orange, for: .highlighted)
    }.renderedBitmaps
    tour.say("setBackgroundColor(.systemBlue, for: .normal), (.orange, for: .highlighted): \(drawn) bitmaps drawn; colour \(colour())")
    let finger = driver.press(at: CGPoint(x: 100, y: 62))
    var steps = ["down: \(colour())"]
    for distance in [69, 71, 69] as [CGFloat] {
        driver.move(finger, to: CGPoint(x: 100, y: 84 + distance))
        steps.append("\(Int(distance)) pt below: \(colour())")
    }
    driver.release(finger)
    steps.append("up: \(colour())")
    tour.say("a drag across the 70 pt tolerance and back: \(steps.joined(separator: ", "))")
    tour.say("UIButton flips its background image view between two transparent placeholders; the plugin observes that")
    tour.say("(swift run StateBackgroundDemo shows every step, and the bitmaps an image per colour would cost)")
}
