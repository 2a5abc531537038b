import ControlKit
import Foundation
import Testing

/// The environment variable that makes every snapshot assertion record its reference anew:
/// `SNAPSHOT_RECORD=1 swift test`.
public let snapshotRecordingVariable = "SNAPSHOT_RECORD"

/// Renders `view` as shown at `scale` pixels per point (1 by default), its pending layout and
/// drawing done first (`drawHierarchy(in:afterScreenUpdates: true)` into a
/// `UIGraphicsImageRenderer`).
///
/// A view outside any window is rendered as on a screen of `scale`: its views that follow their
/// screen take that ``UIView/contentScaleFactor`` and draw at it, as they would in a window on
/// such a screen. A view in a window keeps its window's screen scale, and its backing stores are
/// resampled to `scale`, as UIKit's snapshots are.
@MainActor
public func renderedImage(of view: UIView, scale: CGFloat = 1) -> CGImage? {
    if view.window == nil, scale.isFinite, scale > 0 { view.followScreenScale(scale) }
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
        view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
    }
    return image.cgImage
}

/// Compares the rendering of `view` at `scale` pixels per point with the PNG
/// `__Snapshots__/<test file>/<name>.png` beside the test file, failing the test when any component of any pixel differs by more than
/// `tolerance` levels.
///
/// - When the reference is missing, or `SNAPSHOT_RECORD` is set in the environment, the
///   rendering is written as the reference and the test fails saying so: look at the image,
///   then run again.
/// - On a mismatch, the rendering and a difference image (red where pixels differ) are written
///   to `$TMPDIR/SwizzleKitSnapshots/<test file>/`, and the failure names them and the first
///   differing pixel.
///
/// The reference images are small PNGs, identical on every machine: ControlKit's rendering
/// and its built-in font depend on nothing installed.
@MainActor
public func assertSnapshot(of view: UIView, named name: String, scale: CGFloat = 1, tolerance: Int = 0,
                           filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual = renderedImage(of: view, scale: scale) else {
        Issue.record("snapshot \(name): the view has no pixels to render (its bounds are \(view.bounds))", sourceLocation: sourceLocation)
        return
    }
    let testFile = URL(fileURLWithPath: filePath)
    let testName = testFile.deletingPathExtension().lastPathComponent
    let reference = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__/\(testName)/\(name).png")
    let recording = ProcessInfo.processInfo.environment[snapshotRecordingVariable].map { !$0.isEmpty && $0 != "0" } ?? false
    guard !recording, let data = FileManager.default.contents(atPath: reference.path) else {
        do {
            try write(actual, to: reference)
            Issue.record("snapshot \(name): recorded the reference \(reference.path); check it, then run the test again",
                         sourceLocation: sourceLocation)
        } catch {
            Issue.record("snapshot \(name): could not record the reference \(reference.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    let expected: CGImage
    do {
        expected = try PNGDecoder.decode([UInt8](data))
    } catch {
        Issue.record("snapshot \(name): the reference \(reference.path) is not a PNG this package reads: \(error)",
                     sourceLocation: sourceLocation)
        return
    }
    guard let difference = SnapshotComparison.difference(between: actual, and: expected, tolerance: tolerance) else { return }
    let failures = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("SwizzleKitSnapshots/\(testName)")
    let actualFile = failures.appendingPathComponent("\(name).actual.png")
    let differenceFile = failures.appendingPathComponent("\(name).difference.png")
    // The images that show the mismatch; a failure to write one is said in the message.
    var outcomes: [String] = []
    var images = [(actual, actualFile)]
    if let image = SnapshotComparison.differenceImage(between: actual, and: expected) { images.append((image, differenceFile)) }
    for (image, file) in images {
        do {
            try write(image, to: file)
            outcomes.append("wrote \(file.path)")
        } catch {
            outcomes.append("could not write \(file.path): \(error)")
        }
    }
    let message = "snapshot \(name) differs from \(reference.path): \(difference) beyond a tolerance of \(tolerance); "
        + outcomes.joined(separator: "; ")
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

private func write(_ image: CGImage, to file: URL) throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(PNGEncoder.encode(image)).write(to: file)
}
