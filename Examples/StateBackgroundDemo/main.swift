// StateBackgroundDemo — seed 000: a button with a background colour per state, set with the
// category method setBackgroundColor(_:for:) (StateBackgroundColorsPlugin), no subclass. A touch
// goes down, drags out past the drag tolerance and back, and lifts; each step prints where the
// finger is, the system's highlight, the image UIButton put in its background image view, and
// the colour shown — beside what the seed's rejected route (observing `highlighted`, reading
// the change as the seed does) would show — and writes the button as it renders at that step as a
// PNG. Then the bitmaps each route draws for many buttons.
//
//     swift run StateBackgroundDemo [out-dir]     (default: $TMPDIR/StateBackgroundDemo)

import ControlKit
import ControlKitPlugins
import Foundation
import KeyValueObserving
import RuntimePlugins

let normal = UIColor.systemBlue, highlighted = UIColor.orange
let colourNames: [UIColor: String] = [normal: "blue", highlighted: "orange"]
func name(_ colour: UIColor?) -> String { colour.map { colourNames[$0] ?? "\($0)" } ?? "none" }
func name(_ image: UIImage?) -> String {
    switch image {
    case StateBackgroundColorsPlugin.normalPlaceholder: "normal placeholder (1×1)"
    case StateBackgroundColorsPlugin.highlightedPlaceholder: "highlighted placeholder (1×2)"
    case nil: "none"
    case let image?: "\(image)"
    }
}

let outputDirectory = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first
    ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("StateBackgroundDemo"))

do {
    try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
    let registry = PluginRegistry()
    try registry.install(StateBackgroundColorsPlugin())
    defer { try? registry.uninstall(StateBackgroundColorsPlugin.identifier) }

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    window.screen = try UIScreen(scale: 2)
    let button = UIButton(frame: CGRect(x: 40, y: 40, width: 120, height: 44))
    button.setTitle("Press me", for: .normal)
    window.addSubview(button)
    try button.setBackgroundColor(normal, for: .normal)
    try button.setBackgroundColor(highlighted, for: .highlighted)
    let driver = TouchDriver(window: window)

    // The seed's rejected route: observe `highlighted`, and take any new value as "highlighted"
    // (`BOOL highlighted = change[NSKeyValueChangeNewKey]` is YES for @NO too, a non-nil object).
    var seedRouteColour = normal
    let observation = try button.observe(UIControl.highlightedProperty, options: [.new]) { _, change in
        seedRouteColour = change.newValue != nil ? highlighted : normal
    }
    defer { observation.invalidate() }

    let tolerance = UIControl.touchTolerance.bottom
    print("A 120×44 button, blue normally and orange while highlighted; its bottom edge is at y = 84.")
    print("UIControl's drag tolerance: \(Int(tolerance)) pt below the edge (top, left, bottom, right: \(UIControl.touchTolerance));")
    print("the grown bounds are half-open, so a finger exactly \(Int(tolerance)) pt below is already outside.\n")
    let header = ["finger", "below the edge", "inside", "highlighted", "background image view", "colour", "seed's route", "picture"]
    let widths = [6, 21, 6, 11, 29, 6, 12, 0]
    func row(_ cells: [String]) -> String {
        zip(cells, widths).map { $0.padding(toLength: max($1, $0.count), withPad: " ", startingAt: 0) }.joined(separator: " | ")
    }
    print(row(header))
    var steps = 0
    /// The button as it renders now, written as `step-NN.png`; the file's name.
    func picture() throws -> String {
        steps += 1
        let file = String(format: "step-%02d.png", steps)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(bounds: button.bounds, format: format).image { _ in
            button.drawHierarchy(in: button.bounds, afterScreenUpdates: true)
        }
        guard let png = image.pngData() else { throw CocoaError(.fileWriteUnknown) }
        try png.write(to: outputDirectory.appendingPathComponent(file))
        return file
    }
    func step(_ finger: String, _ distance: String) throws {
        let imageView = button.subviews.first as? UIImageView
        print(row([finger, distance, button.isTouchInside ? "yes" : "no", button.isHighlighted ? "yes" : "no",
                   name(imageView?.image), name(button.backgroundColor), name(seedRouteColour), try picture()]))
    }
    try step("up", "—")
    let center = CGPoint(x: 100, y: 62)
    let touch = driver.press(at: center)
    try step("down", "inside")
    for distance in [0, 35, 69, 70, 71, 100, 71, 70, 69, 20] as [CGFloat] {
        driver.move(touch, to: CGPoint(x: center.x, y: 84 + distance))
        let edge = distance == tolerance ? " (the edge: out)" : ""
        try step("moved", "\(Int(distance)) pt\(edge)")
    }
    driver.move(touch, to: center)
    try step("moved", "inside")
    driver.release(touch)
    try step("lifted", "inside")
    print("\nThe pictures of the button at each step are in \(outputDirectory.path).")

    // The bitmaps: the image-per-colour route draws a 1×1 image per colour per button; the
    // placeholder route shares two transparent placeholders and draws nothing.
    let buttons = 100
    let drawn = UIImage.countingRenderedBitmaps {
        for _ in 0..<buttons {
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
            button.setBackgroundImage(UIImage(color: normal), for: .normal)
            button.setBackgroundImage(UIImage(color: highlighted), for: .highlighted)
        }
    }.renderedBitmaps
    let placeholders = try UIImage.countingRenderedBitmaps { () throws -> Void in
        for _ in 0..<buttons {
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
            try button.setBackgroundColor(normal, for: .normal)
            try button.setBackgroundColor(highlighted, for: .highlighted)
        }
    }.renderedBitmaps
    print("\nBitmaps rendered for \(buttons) buttons with two colours each:")
    print("  an image per colour (setBackgroundImage(imageWithColor:)): \(drawn)")
    print("  the placeholder route (setBackgroundColor(_:for:)):        \(placeholders)")
} catch {
    print("StateBackgroundDemo stopped: \(error)")
    exit(1)
}
