// HitAreaDemo — seed 001: a close button in the corner of each cell of a grid, its hit area
// extended by 10 pt with the hit-area category (HitAreaPlugin). Prints which view each point
// hits — without the category, with it, with the seed's cell fix, and with the container
// opt-in — as text maps, and writes the same maps side by side as a PNG.
//
//     swift run HitAreaDemo [output.png]      (default: a file in the temporary directory)

import ControlKit
import ControlKitPlugins
import Foundation
import Rasterizer
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

    let scale = 2, gutter = 16
    let width = CellGrid.size.width * CGFloat(scale)
    var bitmap = Bitmap(width: maps.count * (Int(width) + gutter) + gutter, height: Int(CellGrid.size.height) * scale + 2 * gutter)
    for (index, map) in maps.enumerated() {
        map.draw(in: &bitmap, x: gutter + index * (Int(width) + gutter), y: gutter, scale: scale)
    }
    try Data(PNGEncoder.encode(bitmap)).write(to: URL(fileURLWithPath: outputPath))
    print("\nThe four maps, left to right, as a PNG (\(bitmap.width)×\(bitmap.height), 2 px per point): \(outputPath)")
} catch {
    print("HitAreaDemo stopped: \(error)")
    exit(1)
}
