import ControlKit
import Foundation

/// UIKit's standard controls, composed as iOS code composes them, driven by scripted touches on
/// a 2× screen: a switch toggled, a slider dragged, a stepper held, a segment chosen. Writes the
/// window as a PNG and prints what VoiceOver would say of it.
@MainActor
func showStandardControls(_ tour: Tour) throws {
    tour.section("UIKit's standard controls: switch, slider, stepper, segmented control, progress, spinner")
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 200), application: application)
    window.screen = try UIScreen(scale: 2)
    window.backgroundColor = .white
    let title = UILabel(frame: CGRect(x: 12, y: 10, width: 150, height: 31))
    title.text = "Notifications"
    title.font = .systemFont(ofSize: 15, weight: .medium)
    let toggle = UISwitch(frame: CGRect(x: 177, y: 10, width: 0, height: 0))
    toggle.accessibilityLabel = "Notifications"
    let slider = UISlider(frame: CGRect(x: 12, y: 48, width: 216, height: 31))
    let stepper = UIStepper(frame: CGRect(x: 12, y: 88, width: 0, height: 0))
    let count = UILabel(frame: CGRect(x: 116, y: 88, width: 112, height: 32))
    count.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
    segments.frame = CGRect(x: 12, y: 130, width: 216, height: 32)
    let progress = UIProgressView(frame: CGRect(x: 12, y: 176, width: 180, height: 4))
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.frame.origin = CGPoint(x: 206, y: 168)
    for view in [title, toggle, slider, stepper, count, segments, progress, spinner] { window.addSubview(view) }
    var events: [String] = []
    toggle.addAction(UIAction { _ in events.append("switch \(toggle.isOn ? "on" : "off")") }, for: .valueChanged)
    stepper.addAction(UIAction { _ in count.text = "\(Int(stepper.value)) items" }, for: .valueChanged)
    segments.addAction(UIAction { _ in events.append("segment \(segments.selectedSegmentIndex)") }, for: .valueChanged)
    slider.addAction(UIAction { _ in progress.progress = slider.value }, for: .valueChanged)
    count.text = "0 items"
    spinner.startAnimating()
    let driver = TouchDriver(window: window)
    application.runLoopOnce()

    driver.tap(at: CGPoint(x: 200, y: 25))
    let finger = driver.press(at: CGPoint(x: 26, y: 63))
    driver.move(finger, to: CGPoint(x: 150, y: 63))
    driver.release(finger)
    driver.tap(at: CGPoint(x: 88, y: 104), holding: 1)
    driver.tap(at: CGPoint(x: 120, y: 146))
    driver.wait(0.5)
    tour.say("the switch tapped, the slider dragged to \(String(format: "%.2f", slider.value)) (the progress bar follows), "
             + "the stepper's + held for a second: \(count.text ?? "")")
    tour.say(".valueChanged heard: \(events.joined(separator: ", "))")
    tour.say("VoiceOver reads: \(window.accessibilityTranscript.joined(separator: " · "))")
    let file = (NSTemporaryDirectory() as NSString).appendingPathComponent("SwizzleTour-standard-controls.png")
    guard let png = window.screenImage().flatMap({ UIImage(cgImage: $0).pngData() }) else { throw CocoaError(.fileWriteUnknown) }
    try png.write(to: URL(fileURLWithPath: file))
    tour.say("the window at 2×: \(file)")
}
