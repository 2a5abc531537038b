/// A grid of pixels to draw maps into: filled and outlined rectangles, and cells of a map
/// scaled up, with nothing but integer pixel coordinates — all a hit-test map needs.
///
/// Drawing outside the bitmap is clipped, never a crash.
public struct Bitmap: Equatable, Sendable {
    /// Width and height in pixels.
    public let width: Int
    public let height: Int
    /// The pixels, row by row from the top.
    public private(set) var pixels: [Pixel]

    /// A `width` × `height` bitmap filled with `background`; negative sizes count as zero.
    public init(width: Int, height: Int, background: Pixel = .white) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        pixels = Array(repeating: background, count: self.width * self.height)
    }

    /// The pixel at column `x`, row `y`; nil outside the bitmap.
    public subscript(x: Int, y: Int) -> Pixel? {
        guard contains(x, y) else { return nil }
        return pixels[y * width + x]
    }

    /// Fills the rectangle of `width` × `height` pixels whose top-left corner is (`x`, `y`).
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, with pixel: Pixel) {
        let (left, right) = (max(x, 0), min(x + width, self.width))
        let (top, bottom) = (max(y, 0), min(y + height, self.height))
        guard left < right, top < bottom else { return }
        let columns = left..<right
        for row in top..<bottom {
            pixels.replaceSubrange(row * self.width + columns.lowerBound..<row * self.width + columns.upperBound,
                                   with: repeatElement(pixel, count: columns.count))
        }
    }

    /// Draws the one-pixel outline of the rectangle `fill(x:y:width:height:with:)` would fill.
    public mutating func stroke(x: Int, y: Int, width: Int, height: Int, with pixel: Pixel) {
        guard width > 0, height > 0 else { return }
        fill(x: x, y: y, width: width, height: 1, with: pixel)
        fill(x: x, y: y + height - 1, width: width, height: 1, with: pixel)
        fill(x: x, y: y, width: 1, height: height, with: pixel)
        fill(x: x + width - 1, y: y, width: 1, height: height, with: pixel)
    }

    /// Draws `map` (rows of palette indices) at (`x`, `y`), each entry a `scale` × `scale`
    /// square of its palette colour; an index outside `palette` is drawn black.
    public mutating func draw(_ map: [[Int]], palette: [Pixel], x: Int, y: Int, scale: Int) {
        for (row, indices) in map.enumerated() {
            for (column, index) in indices.enumerated() {
                let pixel = palette.indices.contains(index) ? palette[index] : .black
                fill(x: x + column * scale, y: y + row * scale, width: scale, height: scale, with: pixel)
            }
        }
    }

    private func contains(_ x: Int, _ y: Int) -> Bool {
        (0..<width).contains(x) && (0..<height).contains(y)
    }
}
