import Foundation

/// Where an image's colour at a point of the bitmap comes from: which source pixels, and how
/// they are weighted, for each interpolation quality.
struct ImageSampler {
    let image: PixelBuffer
    let quality: CGInterpolationQuality

    /// The colour for a destination pixel whose centre maps to `center` in image pixels (x right,
    /// y down) and whose square maps within `footprint` (a box in image pixels).
    func sample(at center: CGPoint, footprint: CGRect) -> RGBA8 {
        switch quality {
        case .none:
            return pixel(Int(center.x.rounded(.down)), Int(center.y.rounded(.down)))
        case .low:
            return bilinear(center)
        case .default, .medium, .high:
            return footprint.width > 1 || footprint.height > 1 ? average(over: footprint) : bilinear(center)
        }
    }

    /// The pixel at (`x`, `y`), the nearest edge pixel outside the image.
    private func pixel(_ x: Int, _ y: Int) -> RGBA8 {
        image[min(max(x, 0), image.width - 1), min(max(y, 0), image.height - 1)]
    }

    /// The four pixels around `point` weighted by nearness (pixel centres at half-integers).
    private func bilinear(_ point: CGPoint) -> RGBA8 {
        let (x, y) = (point.x - 0.5, point.y - 0.5)
        let (x0, y0) = (Int(x.rounded(.down)), Int(y.rounded(.down)))
        let (fx, fy) = (Float(x - CGFloat(x0)), Float(y - CGFloat(y0)))
        let corners = [(pixel(x0, y0), (1 - fx) * (1 - fy)), (pixel(x0 + 1, y0), fx * (1 - fy)),
                       (pixel(x0, y0 + 1), (1 - fx) * fy), (pixel(x0 + 1, y0 + 1), fx * fy)]
        return weighted(corners)
    }

    /// The area-weighted average of the pixels under `box`.
    private func average(over box: CGRect) -> RGBA8 {
        let clipped = box.intersection(CGRect(x: 0, y: 0, width: image.width, height: image.height))
        guard !clipped.isNull, clipped.width > 0, clipped.height > 0 else { return bilinear(CGPoint(x: box.midX, y: box.midY)) }
        var parts: [(RGBA8, Float)] = []
        for y in Int(clipped.minY.rounded(.down))..<Int(clipped.maxY.rounded(.up)) {
            let height = min(clipped.maxY, CGFloat(y + 1)) - max(clipped.minY, CGFloat(y))
            for x in Int(clipped.minX.rounded(.down))..<Int(clipped.maxX.rounded(.up)) {
                let width = min(clipped.maxX, CGFloat(x + 1)) - max(clipped.minX, CGFloat(x))
                parts.append((pixel(x, y), Float(width * height)))
            }
        }
        let total = parts.reduce(0) { $0 + $1.1 }
        return weighted(parts.map { ($0.0, $0.1 / total) })
    }

    private func weighted(_ parts: [(RGBA8, Float)]) -> RGBA8 {
        var (r, g, b, a): (Float, Float, Float, Float) = (0, 0, 0, 0)
        for (pixel, weight) in parts {
            r += Float(pixel.red) * weight
            g += Float(pixel.green) * weight
            b += Float(pixel.blue) * weight
            a += Float(pixel.alpha) * weight
        }
        func level(_ value: Float) -> UInt8 { UInt8(min(max(value.rounded(), 0), 255)) }
        return RGBA8(red: level(r), green: level(g), blue: level(b), alpha: level(a))
    }
}
