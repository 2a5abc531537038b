/// Which points a path encloses (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Sendable {
    /// Non-zero winding: inside wherever the path winds round the point at all.
    case winding
    /// Even-odd: inside where a ray from the point crosses the path an odd number of times, so
    /// a subpath inside another cuts a hole whichever way it runs.
    case evenOdd

    /// Whether a point with this winding number is inside.
    func isInside(winding: Int) -> Bool {
        self == .winding ? winding != 0 : winding % 2 != 0
    }

    /// A pixel's coverage in 0...1 from its accumulated signed area: the area-weighted winding
    /// number, folded as the rule folds winding numbers.
    @inline(__always)
    func coverage(_ accumulated: Float) -> Float {
        let magnitude = abs(accumulated)
        switch self {
        case .winding: return min(magnitude, 1)
        case .evenOdd:
            let folded = magnitude.truncatingRemainder(dividingBy: 2)
            return folded > 1 ? 2 - folded : folded
        }
    }
}
