import Foundation

/// The package's own font: every machine draws the same pixels with it, so text snapshots are
/// deterministic. A monoline sans serif drawn as round-ended strokes (see
/// ``BuiltInFontGlyphs``); metrics scale with the point size from an em of 10 units.
public struct BuiltInFont: Hashable, Sendable {
    /// The size in points: the em.
    public let pointSize: CGFloat
    /// The face: its weight and slant. The shapes and advances are the same in every face.
    public let face: FontFace
    /// A TrueType font drawn instead of the built-in strokes, if one was loaded: its outlines
    /// filled by the same coverage rasteriser, its advances and metrics used (the face's slant
    /// still leans it; its weight is the file's own).
    public let typeface: TrueTypeFont?

    /// A font of `pointSize` points (negative counts as zero) in `face`, drawn with the built-in
    /// strokes or with `typeface`.
    public init(pointSize: CGFloat, face: FontFace = .regular, typeface: TrueTypeFont? = nil) {
        self.pointSize = max(pointSize, 0)
        self.face = face
        self.typeface = typeface
    }

    /// A font of `pointSize` points, regular or bold.
    public init(pointSize: CGFloat, isBold: Bool) {
        self.init(pointSize: pointSize, face: isBold ? FontFace(weight: FontFace.bold) : .regular)
    }

    /// The face a font named `name` draws with at `pointSize` (see ``FontFace/init(named:)``);
    /// the regular face for a name of no family it knows.
    public init(named name: String, pointSize: CGFloat) {
        self.init(pointSize: pointSize, face: FontFace(named: name) ?? .regular)
    }

    /// Whether the face is bold or heavier.
    public var isBold: Bool { face.weight >= FontFace.bold }

    private var unit: CGFloat { pointSize / 10 }

    /// Points per font unit of the typeface.
    private func scaled(_ units: Int, _ typeface: TrueTypeFont) -> CGFloat { CGFloat(units) * pointSize / CGFloat(typeface.unitsPerEm) }

    /// Above the baseline to the top of the line box.
    public var ascender: CGFloat { typeface.map { scaled($0.ascender, $0) } ?? 9 * unit }
    /// Below the baseline to the bottom of the line box, negative.
    public var descender: CGFloat { typeface.map { scaled($0.descender, $0) } ?? -3 * unit }
    /// Baseline to baseline: the line box, and a typeface's line gap.
    public var lineHeight: CGFloat { ascender - descender + (typeface.map { scaled($0.lineGap, $0) } ?? 0) }
    /// The height of capitals.
    public var capHeight: CGFloat { typeface.map { scaled($0.capHeight, $0) } ?? 7 * unit }
    /// The height of lower-case letters without ascenders.
    public var xHeight: CGFloat { typeface.map { scaled($0.xHeight, $0) } ?? 5 * unit }
    /// The stroke width the glyphs are drawn with: 0.09 em in the regular weight, 0.135 em in
    /// bold, thinner and thicker along the weights.
    public var strokeWidth: CGFloat { face.strokeWidth * unit }

    /// How far `character` moves the pen; a character without a glyph draws a box this wide.
    public func advance(of character: Character) -> CGFloat {
        if let typeface { return scaled(typeface.advance(ofGlyph: typeface.glyph(for: character)), typeface) }
        return CGFloat((BuiltInFontGlyphs.table[character] ?? BuiltInFontGlyphs.missing).advance) * unit
    }

    /// The width of `text` on one line.
    public func width(of text: some StringProtocol) -> CGFloat {
        text.reduce(0) { $0 + advance(of: $1) }
    }

    /// Whether `text` fits on a line `width` wide, to a millionth of a point: a width worked out
    /// another way — a frame made from the text's own width, summed in another order — is not
    /// taken for too narrow by rounding noise.
    package func fits(_ text: some StringProtocol, in width: CGFloat) -> Bool {
        !(self.width(of: text) > width + 1e-6)
    }

    /// `text` in lines: at each newline, and where `width` is given, wherever the next word would
    /// pass it (a word wider than the line breaks between characters). Spaces at a break are
    /// dropped.
    public func lines(of text: String, width: CGFloat? = nil) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph -> [String] in
            guard let width, width > 0 else { return [String(paragraph)] }
            var lines: [String] = [], line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if fits(candidate, in: width) || line.isEmpty && fits(word, in: width) {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = ""
                for character in word {
                    if !line.isEmpty, !fits(line + String(character), in: width) {
                        lines.append(line)
                        line = ""
                    }
                    line.append(character)
                }
            }
            lines.append(line)
            return lines
        }
    }

    /// Draws one line of `text` into `context` with its baseline's left end at `origin`, in a
    /// user space whose y points down (UIKit's), stroked in `color`.
    public func draw(_ text: some StringProtocol, baselineAt origin: CGPoint, color: CGColor, in context: CGContext) {
        let scale = context.userSpaceScale
        guard scale > 0, scale.isFinite else { return }
        var polygons: [Polygon] = []
        var x = origin.x
        for character in text {
            for polygon in GlyphOutlineCache.shared.outline(of: character, in: self, scale: scale) {
                polygons.append(Polygon(points: polygon.points.map { CGPoint(x: $0.x + x, y: $0.y + origin.y) }))
            }
            x += advance(of: character)
        }
        guard !polygons.isEmpty else { return }
        context.fill(userSpacePolygons: polygons, color: color)
    }

    /// The area `character`'s glyph covers — the built-in strokes stroked, or the typeface's
    /// outline — in user space with the baseline's left end at the origin and y down, flattened
    /// for `scale` pixels a unit: what `draw` fills.
    func glyphOutline(of character: Character, scale: CGFloat) -> [Polygon] {
        let tolerance = PathFlattening.tolerance / scale
        if let typeface {
            // Font units, y up, to user space, y down: the outline filled as it is.
            let perUnit = pointSize / CGFloat(typeface.unitsPerEm)
            let placement = CGAffineTransform(a: perUnit, b: 0, c: face.isItalic ? FontFace.slant * perUnit : 0, d: -perUnit, tx: 0, ty: 0)
            return PathFlattening.polylines(of: typeface.outline(ofGlyph: typeface.glyph(for: character)).elements, placement, tolerance: tolerance)
                .filter { $0.points.count > 2 }.map { Polygon(points: $0.points) }
        }
        // Em units, y up, to user space, y down; an italic face leans a fifth of the height.
        let placement = CGAffineTransform(a: unit, b: 0, c: face.isItalic ? FontFace.slant * unit : 0, d: -unit, tx: 0, ty: 0)
        let stroker = Stroker(style: LineStyle(width: strokeWidth, cap: .round, join: .round), tolerance: tolerance)
        return PathFlattening.polylines(of: Self.outline(of: character).elements, placement, tolerance: tolerance)
            .flatMap(stroker.outline(of:))
    }

    // MARK: Glyph outlines

    private static let outlines: [Character: CGPath] = {
        var outlines: [Character: CGPath] = [:]
        for (character, glyph) in BuiltInFontGlyphs.table { outlines[character] = parse(glyph.strokes) }
        return outlines
    }()

    private static let missingOutline = parse(BuiltInFontGlyphs.missing.strokes)!

    private static func outline(of character: Character) -> CGPath {
        outlines[character] ?? missingOutline
    }

    /// The path a glyph's strokes describe, in em units with y up; nil if they are malformed.
    static func parse(_ strokes: String) -> CGPath? {
        let path = CGMutablePath()
        var tokens = strokes.split(separator: " ")[...]
        func point(_ token: Substring?) -> CGPoint? {
            guard let parts = token?.split(separator: ","), parts.count == 2,
                  let x = Double(parts[0]), let y = Double(parts[1]) else { return nil }
            return CGPoint(x: x, y: y)
        }
        while let token = tokens.popFirst() {
            guard let command = token.first else { return nil }
            let rest = token.dropFirst()
            switch command {
            case "M":
                guard let to = point(rest) else { return nil }
                path.move(to: to)
            case "L":
                guard let to = point(rest), !path.isEmpty else { return nil }
                path.addLine(to: to)
            case "Q":
                guard let control = point(rest), let to = point(tokens.popFirst()), !path.isEmpty else { return nil }
                path.addQuadCurve(to: to, control: control)
            case "Z":
                guard rest.isEmpty, !path.isEmpty else { return nil }
                path.closeSubpath()
            default:
                return nil
            }
        }
        return path
    }
}
