// Compares the Graphics rows' renderings with Cairo's, pixel by pixel: renders each scene,
// reads the PNG `cairo_peer` wrote for it from the directory given, and prints a Markdown table
// of the differences in levels (0–255, premultiplied RGBA, every channel): the mean over all
// pixels, the largest anywhere, and the largest at anti-aliased edges (a pixel partly covered in
// either rendering). Writes each of ours beside Cairo's as NAME-swizzlekit.png for looking at.
//
// Usage: RenderingComparison DIRECTORY
import BenchmarkOperations
import Foundation
import Graphics

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: RenderingComparison DIRECTORY (cairo_peer's PNGs)\n".utf8))
    exit(2)
}
let directory = URL(fileURLWithPath: arguments[1])
print("| rendering | mean difference | largest | largest at edges |")
print("|---|---:|---:|---:|")
var failed = false
for (file, ours) in GraphicsScenes.renderings() {
    let peerURL = directory.appendingPathComponent("\(file).png")
    let theirs: CGImage
    do {
        theirs = try PNGDecoder.decode([UInt8](try Data(contentsOf: peerURL)))
    } catch {
        FileHandle.standardError.write(Data("RenderingComparison: \(peerURL.path): \(error)\n".utf8))
        failed = true
        continue
    }
    try? Data(PNGEncoder.encode(ours)).write(to: directory.appendingPathComponent("\(file)-swizzlekit.png"))
    guard theirs.width == ours.width, theirs.height == ours.height else {
        FileHandle.standardError.write(Data("RenderingComparison: \(file): \(theirs.width)×\(theirs.height) against \(ours.width)×\(ours.height)\n".utf8))
        failed = true
        continue
    }
    var total = 0, largest = 0, largestAtEdges = 0
    for y in 0..<ours.height {
        for x in 0..<ours.width {
            let (a, b) = (ours.pixels[x, y], theirs.pixels[x, y])
            let difference = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
                                 abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
            total += abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green))
                + abs(Int(a.blue) - Int(b.blue)) + abs(Int(a.alpha) - Int(b.alpha))
            largest = max(largest, difference)
            if (1...254).contains(a.alpha) || (1...254).contains(b.alpha) { largestAtEdges = max(largestAtEdges, difference) }
        }
    }
    let mean = Double(total) / Double(ours.width * ours.height * 4)
    print("| \(file) | \(String(format: "%.2f", mean)) | \(largest) | \(largestAtEdges) |")
}
if failed { exit(1) }
