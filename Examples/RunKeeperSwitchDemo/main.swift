// RunKeeperSwitchDemo: seed 003's switch, tapped and then dragged by scripted touches on the
// simulated clock, each frame of its springs rendered and written as a PNG.
//
//     swift run RunKeeperSwitchDemo [out-dir]
//
// The PNGs go to out-dir, by default $TMPDIR/RunKeeperSwitchDemo (or /tmp/RunKeeperSwitchDemo).
import ControlKitComponents
import Foundation

/// One frame every 1/60 s; every second one is written, to keep the PNGs few.
let frameInterval: TimeInterval = 1.0 / 60
let scale: CGFloat = 2

let outDirectory = CommandLine.arguments.dropFirst().first.map { URL(fileURLWithPath: $0) }
    ?? URL(fileURLWithPath: ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp").appendingPathComponent("RunKeeperSwitchDemo")

let application = UIApplication()
let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 180, height: 52), application: application)
// A 2× screen, as an iPhone's: the switch's titles are drawn at two pixels a point.
window.screen = try UIScreen(scale: scale)
window.backgroundColor = UIColor(white: 0.85, alpha: 1)
let control = RunKeeperSwitch(leftTitle: "DAY", rightTitle: "NIGHT")
control.frame = CGRect(x: 10, y: 10, width: 160, height: 32)
control.titleFont = .boldSystemFont(ofSize: 15)
window.addSubview(control)
control.addAction(UIAction { _ in print("    .valueChanged: selectedIndex is now \(control.selectedIndex)") }, for: .valueChanged)
let driver = TouchDriver(window: window)
application.runLoopOnce()

var written = 0

/// Renders the window as shown now and writes it as the next numbered PNG, saying what it shows.
@MainActor func writeFrame(_ caption: String) throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let image = UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { _ in
        window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
    }
    guard let data = image.pngData() else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "frame \(written) has no pixels to encode"])
    }
    let name = String(format: "frame-%02d.png", written)
    try data.write(to: outDirectory.appendingPathComponent(name))
    let indicator = control.selectedBackgroundView.layer.presentation()?.frame ?? control.selectedBackgroundView.frame
    print("  \(name)  t=\(String(format: "%.3f", application.clock.now)) s  indicator x=\(String(format: "%5.1f", indicator.minX))  \(caption)")
    written += 1
}

/// Runs the clock frame by frame until the spring has settled, writing every second frame.
@MainActor func writeSpring(_ caption: String) throws {
    let frames = Int((control.animationDuration / frameInterval).rounded(.up))
    for frame in 1...frames {
        driver.wait(frameInterval)
        if frame % 2 == 0 || frame == frames { try writeFrame("\(caption), frame \(frame) of \(frames)") }
    }
}

do {
    try FileManager.default.createDirectory(at: outDirectory, withIntermediateDirectories: true)
    print("RunKeeperSwitchDemo: writing to \(outDirectory.path)")
    try writeFrame("at rest: DAY selected, black on the white indicator; NIGHT white on black")

    print("A tap on NIGHT:")
    driver.tap(at: CGPoint(x: 130, y: 26))
    try writeSpring("the indicator springs right")

    print("A drag from the indicator back towards DAY, let go past the middle:")
    let finger = driver.press(at: CGPoint(x: 130, y: 26))
    for step in 1...6 {
        driver.wait(frameInterval * 2)
        driver.move(finger, to: CGPoint(x: 130 - CGFloat(step) * 10, y: 26))
        try writeFrame("dragging, finger at x=\(130 - step * 10): the titles change colour at the indicator's edges")
    }
    driver.release(finger)
    try writeSpring("let go: the indicator springs to DAY")
    print("Wrote \(written) PNGs (\(Int(window.bounds.width * scale))×\(Int(window.bounds.height * scale)) pixels each).")
} catch {
    FileHandle.standardError.write(Data("RunKeeperSwitchDemo: \(error)\n".utf8))
    exit(1)
}
