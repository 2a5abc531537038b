import Foundation

/// A Gaussian blur approximated by three box blurs, each separable into a row pass and a column
/// pass with running sums: linear in the pixel count whatever the radius. The box widths follow
/// Kovesi's "Fast Almost-Gaussian Filtering" (2010), chosen so the three boxes' variance is σ².
/// Outside the plane counts as zero, so a shadow fades at the bitmap's edge as if it went on.
struct GaussianBlur {
    /// The radius of each of the three boxes.
    let radii: [Int]

    init(sigma: Float) {
        guard sigma > 0.2, sigma.isFinite else {
            radii = []
            return
        }
        let passes: Float = 3
        let variance = 12 * sigma * sigma
        var lower = Int((variance / passes + 1).squareRoot())
        if lower % 2 == 0 { lower -= 1 }
        let lowerWidth = Float(lower)
        let lowerCount = Int(((variance - passes * lowerWidth * lowerWidth - 4 * passes * lowerWidth - 3 * passes)
            / (-4 * lowerWidth - 4)).rounded())
        radii = (0..<3).map { pass in ((pass < lowerCount ? lower : lower + 2) - 1) / 2 }
    }

    /// Blurs `plane`, `width` × `height` values row by row, in place.
    func apply(to plane: inout [Float], width: Int, height: Int) {
        guard width > 0, height > 0 else { return }
        var line = [Float](repeating: 0, count: max(width, height))
        for radius in radii where radius > 0 {
            for y in 0..<height { boxBlur(&plane, start: y * width, step: 1, count: width, radius: radius, line: &line) }
            for x in 0..<width { boxBlur(&plane, start: x, step: width, count: height, radius: radius, line: &line) }
        }
    }

    /// One box pass along `count` values from `start`, `step` apart.
    private func boxBlur(_ plane: inout [Float], start: Int, step: Int, count: Int, radius: Int, line: inout [Float]) {
        for index in 0..<count { line[index] = plane[start + index * step] }
        let scale = 1 / Float(2 * radius + 1)
        var sum: Float = 0
        for index in 0..<min(radius, count) { sum += line[index] }
        for index in 0..<count {
            if index + radius < count { sum += line[index + radius] }
            if index - radius - 1 >= 0 { sum -= line[index - radius - 1] }
            plane[start + index * step] = max(sum, 0) * scale
        }
    }
}
