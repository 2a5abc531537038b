import ControlKitComponents
import DynamicRuntime
import Foundation
import KeyValueObserving

/// Counts the changes of `selectedBackgroundView.frame` it hears: the seed's key-path
/// observation, from outside the control this time.
final class IndicatorWatcher: RuntimeObject {
    static let observe = KeyValueObserverMethods.observeValue.override(in: IndicatorWatcher.self) { watcher, _ in
        watcher.moves += 1
    }
    override class var runtimeMembers: [any RuntimeMember] { [observe] }

    var moves = 0
}

/// Seed 003: RunKeeperSwitch, the whole control. Its selected titles are masked by a view that
/// follows `selectedBackgroundView.frame` through key-value observing; a tap selects a side, a
/// drag from the indicator moves it. Writes the switch mid-drag as a PNG: each title changes
/// colour at the indicator's edge.
@MainActor
func showKeyPathObservation(_ tour: Tour) throws {
    tour.section("Seed 003: RunKeeperSwitch, the mask following selectedBackgroundView.frame")
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 180, height: 44), application: application)
    window.screen = try UIScreen(scale: 2)
    let control = RunKeeperSwitch(leftTitle: "DAY", rightTitle: "NIGHT")
    control.frame = CGRect(x: 10, y: 6, width: 160, height: 32)
    window.addSubview(control)
    var changes: [Int] = []
    control.addAction(UIAction { _ in changes.append(control.selectedIndex) }, for: .valueChanged)
    let watcher = IndicatorWatcher()
    control.addObserver(watcher, forKeyPath: "selectedBackgroundView.frame", options: [.new], context: nil)
    defer { control.removeObserver(watcher, forKeyPath: "selectedBackgroundView.frame", context: nil) }
    let driver = TouchDriver(window: window)
    application.runLoopOnce()

    driver.tap(at: CGPoint(x: 130, y: 22))
    driver.wait(control.animationDuration + 0.1)
    tour.say("a tap on NIGHT: selectedIndex \(control.selectedIndex), .valueChanged sent \(changes.count) time(s)")
    let finger = driver.press(at: CGPoint(x: 130, y: 22))
    driver.move(finger, to: CGPoint(x: 105, y: 22))
    tour.say("dragging the indicator back by 25 pt: it is at x = \(Int(control.selectedBackgroundView.frame.minX)), "
             + "and the title mask followed it there")
    let file = (NSTemporaryDirectory() as NSString).appendingPathComponent("SwizzleTour-runkeeperswitch.png")
    guard let png = window.screenImage().flatMap({ UIImage(cgImage: $0).pngData() }) else { throw CocoaError(.fileWriteUnknown) }
    try png.write(to: URL(fileURLWithPath: file))
    tour.say("the switch mid-drag, each title in two colours at the indicator's edge: \(file)")
    driver.release(finger)
    driver.wait(control.animationDuration + 0.1)
    tour.say("let go short of the middle: it springs back to NIGHT, .valueChanged still sent \(changes.count) time(s)")
    tour.say("an outside observer of the key path heard \(watcher.moves) changes of the indicator's frame")
}
