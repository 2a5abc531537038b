import ControlKit
import ControlKitSnapshots
import Foundation
import Testing

/// The snapshot assertion itself: comparison within a tolerance, recording a missing reference,
/// and a mismatch reported with the files it wrote.
@MainActor @Suite("Snapshot assertion") struct SnapshotAssertionTests {
    func image(_ pixels: [RGBA8], width: Int) throws -> CGImage {
        var buffer = PixelBuffer(width: width, height: pixels.count / width)
        for (index, pixel) in pixels.enumerated() { buffer[index % width, index / width] = pixel }
        return try #require(CGImage(pixels: buffer))
    }

    @Test("pixels within the tolerance match; beyond it the first differing pixel and the largest difference are named")
    func comparison() throws {
        let grey = RGBA8(red: 100, green: 100, blue: 100, alpha: 255)
        let lighter = RGBA8(red: 103, green: 100, blue: 100, alpha: 255)
        let reference = try image([grey, grey, grey, grey], width: 2)
        let actual = try image([grey, grey, lighter, lighter], width: 2)
        #expect(SnapshotComparison.difference(between: actual, and: reference, tolerance: 3) == nil)
        let difference = try #require(SnapshotComparison.difference(between: actual, and: reference, tolerance: 2))
        #expect(difference.firstPixel?.x == 0 && difference.firstPixel?.y == 1)
        #expect(difference.largestDifference == 3 && difference.differingPixels == 2)
        let other = try image([grey, grey], width: 2)
        let sizes = try #require(SnapshotComparison.difference(between: other, and: reference, tolerance: 255))
        #expect(sizes.sizes?.actual == CGSize(width: 2, height: 1) && sizes.sizes?.reference == CGSize(width: 2, height: 2))
        let picture = try #require(SnapshotComparison.differenceImage(between: actual, and: reference))
        #expect(picture.pixels[0, 1].red > 0 && picture.pixels[0, 1].green == 0)
        #expect(picture.pixels[0, 0].red == picture.pixels[0, 0].green)
    }

    @Test("a missing reference is recorded, and the test is told to look at it; the next run compares with it")
    func recordsMissingReference() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let testFile = folder.appendingPathComponent("FakeTests.swift").path
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 2))
        view.backgroundColor = .red
        withKnownIssue {
            assertSnapshot(of: view, named: "red", filePath: testFile)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("recorded the reference") }
        }
        let reference = folder.appendingPathComponent("__Snapshots__/FakeTests/red.png")
        #expect(FileManager.default.fileExists(atPath: reference.path))
        assertSnapshot(of: view, named: "red", filePath: testFile)
    }

    @Test("a mismatch fails naming the reference, the first pixel, and the rendering and difference images written")
    func reportsMismatch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-mismatch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let testFile = folder.appendingPathComponent("FakeTests.swift").path
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 2))
        view.backgroundColor = .red
        withKnownIssue { assertSnapshot(of: view, named: "swatch", filePath: testFile) }
        view.backgroundColor = UIColor(red: 1, green: 0.02, blue: 0, alpha: 1)
        // 0.02 × 255 ≈ 5 levels: inside a tolerance of 5, outside one of 4.
        assertSnapshot(of: view, named: "swatch", tolerance: 5, filePath: testFile)
        withKnownIssue {
            assertSnapshot(of: view, named: "swatch", tolerance: 4, filePath: testFile)
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("6 pixel(s) differ by up to 5 levels (the first at x 0, y 0)")
                && message.contains("wrote /") && !message.contains("could not write")
                && message.contains("swatch.actual.png") && message.contains("swatch.difference.png")
        }
        let written = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("SwizzleKitSnapshots/FakeTests/swatch.difference.png")
        #expect(FileManager.default.fileExists(atPath: written.path))
    }
}
