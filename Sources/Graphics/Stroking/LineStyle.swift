import Foundation

/// How an open subpath's ends are drawn (Core Graphics' `CGLineCap`).
public enum CGLineCap: Sendable {
    /// Squarely at the end point.
    case butt
    /// A half circle around the end point.
    case round
    /// Squarely, half the line width beyond the end point.
    case square
}

/// How a stroke turns a corner (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Sendable {
    /// The outer edges extended to meet, unless that is longer than the miter limit allows
    /// (then beveled).
    case miter
    /// A circular arc around the corner.
    case round
    /// The outer edges' ends joined straight.
    case bevel
}

/// What a stroke looks like: width, caps, joins, miter limit and dashes.
struct LineStyle {
    var width: CGFloat = 1
    var cap = CGLineCap.butt
    var join = CGLineJoin.miter
    /// The longest miter, as a multiple of the line width... measured Core Graphics' way: the
    /// miter's length over the width, 1 / sin(θ/2) for an angle θ between the segments.
    var miterLimit: CGFloat = 10
    /// The dash pattern (and, for a shape layer, the stretch of the path) drawn.
    var pieces = StrokePieces()
}
