import Foundation

/// Where an image's colour at a point of the bitmap comes from: which source pixels, and how
/// they are weighted, for each interpolation quality.
struct ImageSampler {
    let image: PixelBuffer
    let quality: CGInterpolationQuality

    /// The colour for the destination pixel (`pixelX`, `pixelY`), which `toImage` maps into
    /// the image's pixels (x right, y down).
    @inline(__always)
    func sample(pixelX: Int, pixelY: Int, _ toImage: CGAffineTransform) -> RGBA8 {
        let center = CGPoint(x: CGFloat(pixelX) + 0.5, y: CGFloat(pixelY) + 0.5).applying(toImage)
        switch quality {
        case .none:
            return pixel(Int(center.x.rounded(.down)), Int(center.y.rounded(.down)))
        case .low:
            return bilinear(center)
        case .default, .medium, .high:
            // The pixel's square maps into a box of these sides around its centre.
            let (boxWidth, boxHeight) = (abs(toImage.a) + abs(toImage.c), abs(toImage.b) + abs(toImage.d))
            guard boxWidth > 1 || boxHeight > 1 else { return bilinear(center) }
            return average(over: CGRect(x: center.x - boxWidth / 2, y: center.y - boxHeight / 2, width: boxWidth, height: boxHeight))
        }
    }

    /// The pixel at (`x`, `y`), the nearest edge pixel outside the image (whose pixels are
    /// RGBA8, as every `CGImage`'s).
    @inline(__always)
    func pixel(_ x: Int, _ y: Int) -> RGBA8 {
        let offset = (min(max(y, 0), image.height - 1) * image.width + min(max(x, 0), image.width - 1)) * 4
        return image.bytes.withUnsafeBufferPointer { bytes in
            RGBA8(red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2], alpha: bytes[offset + 3])
        }
    }

    /// The four pixels around `point` weighted by nearness (pixel centres at half-integers).
    private func bilinear(_ point: CGPoint) -> RGBA8 {
        let (x, y) = (point.x - 0.5, point.y - 0.5)
        let (x0, y0) = (Int(x.rounded(.down)), Int(y.rounded(.down)))
        let (fx, fy) = (Float(x - CGFloat(x0)), Float(y - CGFloat(y0)))
        var sum = WeightedSum()
        sum.add(pixel(x0, y0), (1 - fx) * (1 - fy))
        sum.add(pixel(x0 + 1, y0), fx * (1 - fy))
        sum.add(pixel(x0, y0 + 1), (1 - fx) * fy)
        sum.add(pixel(x0 + 1, y0 + 1), fx * fy)
        return sum.color(dividedBy: 1)
    }

    /// The area-weighted average of the pixels under `box`: each pixel weighs the product of
    /// its horizontal and vertical overlap with the box.
    private func average(over box: CGRect) -> RGBA8 {
        let clipped = box.intersection(CGRect(x: 0, y: 0, width: image.width, height: image.height))
        guard !clipped.isNull, clipped.width > 0, clipped.height > 0 else { return bilinear(CGPoint(x: box.midX, y: box.midY)) }
        // Non-negative, so truncation floors; the upper bounds round up with a step.
        let (left, top) = (Int(clipped.minX), Int(clipped.minY))
        let right = CGFloat(Int(clipped.maxX)) < clipped.maxX ? Int(clipped.maxX) + 1 : Int(clipped.maxX)
        let bottom = CGFloat(Int(clipped.maxY)) < clipped.maxY ? Int(clipped.maxY) + 1 : Int(clipped.maxY)
        let (minX, maxX, minY, maxY) = (Float(clipped.minX), Float(clipped.maxX), Float(clipped.minY), Float(clipped.maxY))
        let width = image.width
        var sum = WeightedSum()
        image.bytes.withUnsafeBufferPointer { bytes in
            for y in top..<bottom {
                let rowWeight = min(maxY, Float(y + 1)) - max(minY, Float(y))
                var row = WeightedSum()
                var offset = (y * width + left) * 4
                for x in left..<right {
                    let weight = min(maxX, Float(x + 1)) - max(minX, Float(x))
                    row.red += Float(bytes[offset]) * weight
                    row.green += Float(bytes[offset + 1]) * weight
                    row.blue += Float(bytes[offset + 2]) * weight
                    row.alpha += Float(bytes[offset + 3]) * weight
                    offset += 4
                }
                sum.red += row.red * rowWeight
                sum.green += row.green * rowWeight
                sum.blue += row.blue * rowWeight
                sum.alpha += row.alpha * rowWeight
            }
        }
        return sum.color(dividedBy: Float(clipped.width * clipped.height))
    }
}

/// Weighted sums of premultiplied components.
private struct WeightedSum {
    var red: Float = 0, green: Float = 0, blue: Float = 0, alpha: Float = 0

    @inline(__always)
    mutating func add(_ pixel: RGBA8, _ weight: Float) {
        red += Float(pixel.red) * weight
        green += Float(pixel.green) * weight
        blue += Float(pixel.blue) * weight
        alpha += Float(pixel.alpha) * weight
    }

    /// The sums over `total`, each rounded to the nearest level.
    func color(dividedBy total: Float) -> RGBA8 {
        func level(_ value: Float) -> UInt8 { UInt8(min(max(value / total, 0), 255) + 0.5) }
        return RGBA8(red: level(red), green: level(green), blue: level(blue), alpha: level(alpha))
    }
}
