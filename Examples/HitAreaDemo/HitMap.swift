import ControlKit
import Graphics

/// Which region of a ``CellGrid`` each point hits, sampled every ``spacing`` points (at the
/// centre of each 2×2 square) over the whole collection view.
@MainActor
struct HitMap {
    /// Points between samples: each sample stands for a 2×2 square of points.
    static let spacing = 2

    let title: String
    /// Rows of regions, one per sample.
    let regions: [[Int]]
    let outlines: [CGRect]

    init(_ title: String, _ grid: CellGrid) {
        self.title = title
        regions = stride(from: 0, to: Int(CellGrid.size.height), by: Self.spacing).map { y in
            stride(from: 0, to: Int(CellGrid.size.width), by: Self.spacing).map { x in
                grid.region(of: grid.collectionView.hitTest(CGPoint(x: x + Self.spacing / 2, y: y + Self.spacing / 2), with: nil))
            }
        }
        outlines = grid.outlines
    }

    /// About how many points hit the first cell's close button (its bounds are 400).
    var firstButtonPoints: Int { points { _, region in region == 2 } }

    /// About how many points of the first close button's own bounds hit it.
    var firstButtonOwnPoints: Int {
        let bounds = outlines[1]
        return points { point, region in region == 2 && bounds.contains(point) }
    }

    /// About how many points, sampled, satisfy `test` (a sample's centre and its region).
    private func points(where test: (CGPoint, Int) -> Bool) -> Int {
        var count = 0
        for (row, regions) in regions.enumerated() {
            for (column, region) in regions.enumerated() {
                let centre = CGPoint(x: column * Self.spacing + Self.spacing / 2, y: row * Self.spacing + Self.spacing / 2)
                if test(centre, region) { count += 1 }
            }
        }
        return count * Self.spacing * Self.spacing
    }

    /// The map as text, one character per 4×8 points (text is about twice as tall as wide):
    /// `.` the collection view, `a`–`d` a cell's body, `A`–`D` its close button.
    var ascii: [String] {
        stride(from: 2, to: regions.count, by: 4).map { y in
            String(stride(from: 1, to: regions[y].count, by: 2).map { x in Self.symbol(regions[y][x]) })
        }
    }

    static func symbol(_ region: Int) -> Character {
        guard region > 0 else { return region == 0 ? "." : " " }
        let letter = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8((region - 1) / 2)))
        return region % 2 == 0 ? Character(letter.uppercased()) : letter
    }

    /// The colours of the regions: light grey for the collection view, a pale tint per cell
    /// and the same hue, strong, for its button.
    static let palette: [CGColor] = {
        let hues: [(CGFloat, CGFloat, CGFloat)] = [(0.2, 0.45, 0.9), (0.9, 0.35, 0.2), (0.2, 0.7, 0.35), (0.7, 0.3, 0.8)]
        var palette = [CGColor(gray: 0.92, alpha: 1)]
        for (red, green, blue) in hues {
            palette.append(CGColor(red: 0.75 + red / 4, green: 0.75 + green / 4, blue: 0.75 + blue / 4, alpha: 1))
            palette.append(CGColor(red: red, green: green, blue: blue, alpha: 1))
        }
        return palette
    }()

    /// Draws the map at (`x`, `y`) of `context` (whose user space has its origin at the top
    /// left), `scale` pixels per point, with every cell and button outlined by a one-pixel line.
    func draw(in context: CGContext, x: CGFloat, y: CGFloat, scale: CGFloat) {
        let side = scale * CGFloat(Self.spacing)
        for (row, regions) in regions.enumerated() {
            for (column, region) in regions.enumerated() {
                context.setFillColor(Self.palette.indices.contains(region) ? Self.palette[region] : .black)
                context.fill(CGRect(x: x + CGFloat(column) * side, y: y + CGFloat(row) * side, width: side, height: side))
            }
        }
        context.setStrokeColor(CGColor(gray: 0.25, alpha: 1))
        context.setLineWidth(1)
        for rect in outlines {
            // Inset half a pixel, so the line covers the outline's own pixels exactly.
            context.stroke(CGRect(x: x + rect.minX * scale, y: y + rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
                .insetBy(dx: 0.5, dy: 0.5))
        }
    }
}
