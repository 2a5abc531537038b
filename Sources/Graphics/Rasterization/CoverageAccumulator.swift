import Foundation

/// Where a pixel's coverage happens: the exact area of each pixel that a polygon covers, by
/// signed-area accumulation (the analytic method of font rasterisers such as FreeType's and
/// font-rs's, and of Cairo's): no supersampling, so an edge on a half pixel covers it exactly
/// half.
///
/// Each edge adds, to every pixel it crosses in a row, the signed area of that pixel's part
/// lying to the edge's right, and to the next pixel the rest of its height; a running sum along
/// the row then gives every pixel its area-weighted winding number, which the fill rule folds
/// into a coverage in 0...1. Coordinates are device pixels with y down, relative to the region's
/// top-left corner; the region is the part of the bitmap the polygon can touch.
struct CoverageAccumulator {
    let width: Int
    let height: Int
    /// Per row, `width + 2` cells: an edge at the right boundary spills into the extra two.
    private var cells: [Float]
    private var stride: Int { width + 2 }

    /// An accumulator for a `width` × `height` region, using `cells` (all zero, as
    /// ``releaseCells()`` leaves them) when it is large enough.
    init(width: Int, height: Int, reusing cells: [Float] = []) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        let needed = (self.width + 2) * self.height
        self.cells = cells.count >= needed ? cells : Array(repeating: 0, count: needed)
    }

    /// The cells, all zero again after ``consumeCoverage(_:_:)``, for the next accumulator.
    consuming func releaseCells() -> [Float] { cells }

    /// Adds the edge from `start` to `end`. Parts above or below the region are cut off; parts
    /// left of it count as lying on its left boundary (they cover every pixel to their right in
    /// full) and parts right of it on its right boundary.
    mutating func addEdge(from start: CGPoint, to end: CGPoint) {
        guard start.y != end.y, start.y.isFinite, end.y.isFinite, start.x.isFinite, end.x.isFinite else { return }
        let direction: Float = start.y < end.y ? 1 : -1
        let (top, bottom) = start.y < end.y ? (start, end) : (end, start)
        let slope = (bottom.x - top.x) / (bottom.y - top.y)
        let firstY = max(top.y, 0), lastY = min(bottom.y, CGFloat(height))
        guard firstY < lastY else { return }
        let limit = CGFloat(width)
        var x = top.x + (firstY - top.y) * slope
        // Non-negative: truncation is the floor, without a call into libm.
        var row = Int(firstY)
        let (height, stride) = (self.height, self.stride)
        cells.withUnsafeMutableBufferPointer { cells in
            while row < height, CGFloat(row) < lastY {
                let rowTop = max(firstY, CGFloat(row)), rowBottom = min(lastY, CGFloat(row + 1))
                let nextX = x + (rowBottom - rowTop) * slope
                Self.accumulate(cells.baseAddress! + row * stride, from: min(max(x, 0), limit), to: min(max(nextX, 0), limit),
                                height: Float(rowBottom - rowTop) * direction)
                x = nextX
                row += 1
            }
        }
    }

    /// Adds a piece of edge within the row whose cells start at `cells`, running from x `startX`
    /// to `endX` over a signed height `dy` (a fraction of the row).
    @inline(__always)
    private static func accumulate(_ cells: UnsafeMutablePointer<Float>, from startX: CGFloat, to endX: CGFloat, height dy: Float) {
        let (x0, x1) = (Float(min(startX, endX)), Float(max(startX, endX)))
        // Both non-negative (clamped to the region): truncation floors, and rounds up with a step.
        let first = Int(x0), truncated = Int(x1)
        let last = Float(truncated) < x1 ? truncated + 1 : truncated
        let left = Float(first), right = Float(last)
        if last <= first + 1 {
            // Within one pixel: the part right of the edge's mean x.
            let inside = (x0 + x1) / 2 - left
            cells[first] += dy * (1 - inside)
            cells[first + 1] += dy * inside
            return
        }
        // Across several pixels: the edge's horizontal run splits `dy` into a triangle in the
        // first pixel, equal strips in those between and a trapezoid's rest in the last.
        let perPixel = 1 / (x1 - x0)
        let firstFraction = x0 - left
        let firstArea = 0.5 * perPixel * (1 - firstFraction) * (1 - firstFraction)
        let lastFraction = x1 - right + 1
        let lastArea = 0.5 * perPixel * lastFraction * lastFraction
        cells[first] += dy * firstArea
        if last == first + 2 {
            cells[first + 1] += dy * (1 - firstArea - lastArea)
        } else {
            let secondArea = perPixel * (1.5 - firstFraction)
            cells[first + 1] += dy * (secondArea - firstArea)
            for column in (first + 2)..<(last - 1) { cells[column] += dy * perPixel }
            let beforeLast = secondArea + Float(last - first - 3) * perPixel
            cells[last - 1] += dy * (1 - beforeLast - lastArea)
        }
        cells[last] += dy * lastArea
    }

    /// Calls `body` with runs of pixels of equal coverage under `rule` — the first pixel, the
    /// row, the coverage and how many pixels — row by row, skipping pixels it does not touch,
    /// and zeroes the cells as it reads them. Between edges no cell changes the running sum, so
    /// a shape's inside comes as one run per row.
    @inline(__always)
    mutating func consumeCoverage(_ rule: CGPathFillRule,
                                  _ body: (_ x: Int, _ y: Int, _ coverage: Float, _ count: Int) -> Void) {
        let (width, height, stride) = (self.width, self.height, self.stride)
        cells.withUnsafeMutableBufferPointer { cells in
            for row in 0..<height {
                var sum: Float = 0
                let base = row * stride
                var column = 0
                while column < width {
                    sum += cells[base + column]
                    cells[base + column] = 0
                    var end = column + 1
                    // Four cells at a time while all are zero: most of a shape's inside.
                    let raw = UnsafeRawPointer(cells.baseAddress! + base)
                    while end + 4 <= width,
                          raw.loadUnaligned(fromByteOffset: end * MemoryLayout<Float>.stride, as: SIMD4<Float>.self) == .zero {
                        end += 4
                    }
                    while end < width, cells[base + end] == 0 { end += 1 }
                    let coverage = rule.coverage(sum)
                    if coverage > 0.5 / 255 { body(column, row, coverage, end - column) }
                    column = end
                }
                cells[base + width] = 0
                cells[base + width + 1] = 0
            }
        }
    }
}
