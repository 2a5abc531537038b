import ControlKit

/// How a rendering differs from its reference: what a failed snapshot assertion reports.
public struct SnapshotDifference: Sendable, CustomStringConvertible {
    /// The sizes in pixels when they differ; nil when they match.
    public var sizes: (actual: CGSize, reference: CGSize)?
    /// The first pixel, in reading order, whose difference passes the tolerance.
    public var firstPixel: (x: Int, y: Int)?
    /// The largest difference of one colour or alpha component, in levels (0...255).
    public var largestDifference: Int
    /// How many pixels differ by more than the tolerance.
    public var differingPixels: Int

    public var description: String {
        if let sizes {
            return "the rendering is \(Int(sizes.actual.width))×\(Int(sizes.actual.height)) pixels, "
                + "the reference \(Int(sizes.reference.width))×\(Int(sizes.reference.height))"
        }
        let first = firstPixel.map { " (the first at x \($0.x), y \($0.y))" } ?? ""
        return "\(differingPixels) pixel(s) differ by up to \(largestDifference) levels\(first)"
    }
}

/// Pixel-by-pixel comparison of a rendering with its reference.
public enum SnapshotComparison {
    /// How `actual` differs from `reference` by more than `tolerance` levels in any component
    /// of any pixel (premultiplied RGBA), or nil when no pixel does.
    public static func difference(between actual: CGImage, and reference: CGImage, tolerance: Int) -> SnapshotDifference? {
        guard actual.width == reference.width, actual.height == reference.height else {
            return SnapshotDifference(sizes: (CGSize(width: actual.width, height: actual.height),
                                              CGSize(width: reference.width, height: reference.height)),
                                      firstPixel: nil, largestDifference: 255, differingPixels: actual.width * actual.height)
        }
        var difference = SnapshotDifference(sizes: nil, firstPixel: nil, largestDifference: 0, differingPixels: 0)
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let largest = componentDifference(actual.pixels[x, y], reference.pixels[x, y])
                difference.largestDifference = max(difference.largestDifference, largest)
                guard largest > tolerance else { continue }
                difference.differingPixels += 1
                if difference.firstPixel == nil { difference.firstPixel = (x, y) }
            }
        }
        return difference.differingPixels == 0 ? nil : difference
    }

    /// An image of where `actual` and `reference` differ: each differing pixel red, as bright as
    /// its difference, over a faint grey of the reference. Nil when the sizes differ.
    public static func differenceImage(between actual: CGImage, and reference: CGImage) -> CGImage? {
        guard actual.width == reference.width, actual.height == reference.height else { return nil }
        var pixels = PixelBuffer(width: actual.width, height: actual.height)
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let expected = reference.pixels[x, y]
                let largest = componentDifference(actual.pixels[x, y], expected)
                if largest > 0 {
                    pixels[x, y] = RGBA8(red: UInt8(max(largest, 64)), green: 0, blue: 0, alpha: 255)
                } else {
                    let sum: Int = Int(expected.red) + Int(expected.green) + Int(expected.blue)
                    let grey = UInt8(191 + sum / 12)
                    pixels[x, y] = RGBA8(red: grey, green: grey, blue: grey, alpha: 255)
                }
            }
        }
        return CGImage(pixels: pixels)
    }

    private static func componentDifference(_ a: RGBA8, _ b: RGBA8) -> Int {
        max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)),
            abs(Int(a.alpha) - Int(b.alpha)))
    }
}
