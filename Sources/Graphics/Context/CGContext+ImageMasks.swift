import Foundation

/// Clipping to an image (`CGContextClipToMask`).
extension CGContext {
    /// Intersects the clip with `mask` drawn into `rect` of user space, as ``draw(_:in:)`` draws
    /// an image: where the mask is fuller, more may be painted. An image with transparent pixels
    /// masks by its alpha; an opaque one by its brightness (white paints, black does not), as a
    /// grey mask image does in Core Graphics.
    public func clip(to rect: CGRect, mask: CGImage) {
        let drawn = makeCompatibleContext()
        drawn.draw(CGContext.alphaMask(of: mask), in: rect)
        clip(toAlphaOf: drawn.pixels)
    }

    /// `image` as an alpha mask: itself if any pixel is not opaque, else its brightness as alpha.
    private static func alphaMask(of image: CGImage) -> CGImage {
        var pixels = image.pixels
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels[x, y].alpha < 255 { return image }
        }
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let pixel = pixels[x, y]
                let red = 299 * Int(pixel.red), green = 587 * Int(pixel.green), blue = 114 * Int(pixel.blue)
                let level = UInt8((red + green + blue) / 1000)
                pixels[x, y] = RGBA8(red: level, green: level, blue: level, alpha: level)
            }
        }
        return CGImage(pixels: pixels) ?? image
    }
}
