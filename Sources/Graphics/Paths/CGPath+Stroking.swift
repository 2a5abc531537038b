import Foundation

/// Paths made from the stroke of another (`CGPathCreateCopyByStrokingPath`,
/// `CGPathCreateCopyByDashingPath`), as the context's own stroking makes them.
extension CGPath {
    /// The outline of this path stroked with a pen `lineWidth` wide and the given caps, joins
    /// and miter limit, mapped by `transform`: filled with the non-zero rule, it covers what
    /// stroking the path covers. Curves come out as lines, within a hundredth of a unit.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
                     transform: CGAffineTransform = .identity) -> CGPath {
        let style = LineStyle(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        let stroker = Stroker(style: style, tolerance: PathFlattening.tolerance)
        let outline = PathFlattening.polylines(of: elements, .identity).flatMap(stroker.outline(of:))
        return CGPath(elements: outline.flatMap(\.closedElements).map { $0.applying(transform) })
    }

    /// This path cut into the dashes of `lengths` (on and off alternately) starting `phase`
    /// into the pattern, mapped by `transform`; the path itself, mapped, for no lengths.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        var pieces = StrokePieces()
        (pieces.dashLengths, pieces.dashPhase) = (lengths, phase)
        guard !pieces.isWhole else { return CGPath(elements: elements.map { $0.applying(transform) }) }
        let dashes = pieces.pieces(of: PathFlattening.polylines(of: elements, .identity))
        return CGPath(elements: dashes.flatMap(\.elements).map { $0.applying(transform) })
    }
}

extension Polyline {
    /// The polyline as path elements: a move and lines, closed if it is.
    var elements: [PathElement] {
        guard let first = points.first else { return [] }
        return [.moveToPoint(first)] + points.dropFirst().map { .addLineToPoint($0) } + (isClosed ? [.closeSubpath] : [])
    }
}

extension Polygon {
    /// The polygon as a closed subpath.
    var closedElements: [PathElement] {
        guard let first = points.first else { return [] }
        return [.moveToPoint(first)] + points.dropFirst().map { .addLineToPoint($0) } + [.closeSubpath]
    }
}
