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

    /// The pixel at (`x`, `y`), the nearest edge pixel outside the image.
    @inline(__always)
    private func pixel(_ x: Int, _ y: Int) -> RGBA8 {
        image[min(max(x, 0), image.width - 1), min(max(y, 0), image.height - 1)]
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

    /// The area-weighted average of the pixels under `box`.
    private func average(over box: CGRect) -> RGBA8 {
        let clipped = box.intersection(CGRect(x: 0, y: 0, width: image.width, height: image.height))
        guard !clipped.isNull, clipped.width > 0, clipped.height > 0 else { return bilinear(CGPoint(x: box.midX, y: box.midY)) }
        var sum = WeightedSum()
        var total: Float = 0
        for y in Int(clipped.minY.rounded(.down))..<Int(clipped.maxY.rounded(.up)) {
            let height = Float(min(clipped.maxY, CGFloat(y + 1)) - max(clipped.minY, CGFloat(y)))
            for x in Int(clipped.minX.rounded(.down))..<Int(clipped.maxX.rounded(.up)) {
                let weight = Float(min(clipped.maxX, CGFloat(x + 1)) - max(clipped.minX, CGFloat(x))) * height
                sum.add(pixel(x, y), weight)
                total += weight
            }
        }
        return sum.color(dividedBy: total)
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
