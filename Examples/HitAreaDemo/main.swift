// HitAreaDemo — seed 001: a close button in the corner of each cell of a grid, its hit area
// extended by 10 pt with the hit-area category (HitAreaPlugin). Prints which view each point
// hits — without the category, with it, with the seed's cell fix, and with the container
// opt-in — as text maps, and writes the same maps side by side as a PNG.
//
//     swift run HitAreaDemo [output.png]      (default: a file in the temporary directory)

import ControlKit
import ControlKitPlugins
import Foundation
import Graphics
import RuntimePlugins

let outputPath = CommandLine.arguments.dropFirst().first
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("HitAreaDemo.png").path

do {
    let registry = PluginRegistry()
    var maps = [HitMap("without the category", CellGrid())]
    try registry.install(HitAreaPlugin())
    maps.append(HitMap("with the category", CellGrid()))
    maps.append(HitMap("with the seed's cell fix", CellGrid(cell: SeedFixCell.self)))
    let optedIn = CellGrid()
    optedIn.collectionView.hitTestsExtendedDescendants = true
    maps.append(HitMap("with the container opt-in", optedIn))
    try registry.uninstall(HitAreaPlugin.identifier)

    print("Which view each point hits: . collection view, a–d a cell's body, A–D its close button.")
    print("Each close button is 20×20 (400 points) in its cell's top-right corner, sticking out 5 pt up and right;")
    print("hitTestEdgeInsets = -10 on every edge asks for a 40×40 area (1600 points).")
    for map in maps {
        print("\n\(map.title): the first close button (A) takes about \(map.firstButtonPoints) points, "
              + "\(map.firstButtonOwnPoints) of them in its own bounds")
        map.ascii.forEach { print("  \($0)") }
    }

    let scale: CGFloat = 2, gutter: CGFloat = 16
    let width = CellGrid.size.width * scale
    let size = CGSize(width: CGFloat(maps.count) * (width + gutter) + gutter, height: CellGrid.size.height * scale + 2 * gutter)
    guard let context = CGContext(width: Int(size.width), height: Int(size.height)) else { throw HitAreaDemoError.noPixels }
    // UIKit's top-left origin, as an image context has it.
    context.translateBy(x: 0, y: size.height)
    context.scaleBy(x: 1, y: -1)
    context.setFillColor(.white)
    context.fill(CGRect(origin: .zero, size: size))
    for (index, map) in maps.enumerated() {
        map.draw(in: context, x: gutter + CGFloat(index) * (width + gutter), y: gutter, scale: scale)
    }
    guard let image = context.makeImage() else { throw HitAreaDemoError.noPixels }
    try Data(PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: outputPath))
    print("\nThe four maps, left to right, as a PNG (\(image.width)×\(image.height), 2 px per point): \(outputPath)")
} catch {
    print("HitAreaDemo stopped: \(error)")
    exit(1)
}

/// Why the demo could not draw its maps.
enum HitAreaDemoError: Error {
    /// The picture would have no pixel.
    case noPixels
}
