/// A bitmap image (Core Graphics' `CGImage`): premultiplied RGBA8 pixels, immutable, so it can
/// be made on one thread and drawn on another.
public final class CGImage: Hashable, Sendable {
    /// The pixels, row 0 at the top.
    public let pixels: PixelBuffer

    /// An image of `pixels`, or nil for one without a pixel.
    public init?(pixels: PixelBuffer) {
        guard pixels.width > 0, pixels.height > 0, pixels.format == .rgba8Premultiplied else { return nil }
        self.pixels = pixels
    }

    /// Width and height in pixels.
    public var width: Int { pixels.width }
    public var height: Int { pixels.height }

    /// The part of the image in `rect`, in pixels from the top left (`cropping(to:)`): the rect
    /// made whole pixels outwards and cut to the image; nil when nothing of the image is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        let cut = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !cut.isNull, cut.width >= 1, cut.height >= 1 else { return nil }
        if cut.minX == 0, cut.minY == 0, Int(cut.width) == width, Int(cut.height) == height { return self }
        var part = PixelBuffer(width: Int(cut.width), height: Int(cut.height))
        for y in 0..<part.height {
            for x in 0..<part.width { part[x, y] = pixels[x + Int(cut.minX), y + Int(cut.minY)] }
        }
        return CGImage(pixels: part)
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs || lhs.pixels == rhs.pixels }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }
}

/// How drawing an image at another size samples it (Core Graphics' `CGInterpolationQuality`).
public enum CGInterpolationQuality: Sendable {
    /// Bilinear, and an area average when shrinking.
    case `default`
    /// The nearest pixel: hard edges, as pixel art wants.
    case none
    /// Bilinear.
    case low
    /// Bilinear, and an area average when shrinking.
    case medium
    /// Bilinear, and an area average when shrinking.
    case high
}
