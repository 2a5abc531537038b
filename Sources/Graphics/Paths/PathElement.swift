/// One step of a path (Core Graphics' `CGPathElement`): where it goes and through which control
/// points.
public enum PathElement: Hashable, Sendable {
    /// Starts a subpath at a point.
    case moveToPoint(CGPoint)
    /// A straight line to a point.
    case addLineToPoint(CGPoint)
    /// A quadratic Bézier curve: control point, then end point.
    case addQuadCurveToPoint(CGPoint, CGPoint)
    /// A cubic Bézier curve: two control points, then end point.
    case addCurveToPoint(CGPoint, CGPoint, CGPoint)
    /// A straight line back to the subpath's start, closing it.
    case closeSubpath

    /// The element with every point mapped by `transform`: Bézier curves map exactly by
    /// mapping their control points.
    func applying(_ transform: CGAffineTransform) -> PathElement {
        switch self {
        case .moveToPoint(let point): .moveToPoint(point.applying(transform))
        case .addLineToPoint(let point): .addLineToPoint(point.applying(transform))
        case .addQuadCurveToPoint(let control, let end): .addQuadCurveToPoint(control.applying(transform), end.applying(transform))
        case .addCurveToPoint(let first, let second, let end):
            .addCurveToPoint(first.applying(transform), second.applying(transform), end.applying(transform))
        case .closeSubpath: .closeSubpath
        }
    }
}
