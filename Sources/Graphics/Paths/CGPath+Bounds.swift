import Foundation

extension CGPath {
    /// The smallest rectangle holding every point of the path, control points included; `.null`
    /// for an empty path.
    public var boundingBox: CGRect {
        var box = CGRect.null
        for element in elements {
            for point in element.points { box = box.union(CGRect(origin: point, size: .zero)) }
        }
        return box
    }

    /// The smallest rectangle holding every point the path passes through, control points
    /// excluded: its curves' extremes (`boundingBoxOfPath`); `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var box = CGRect.null
        var current = CGPoint.zero
        func include(_ point: CGPoint) { box = box.union(CGRect(origin: point, size: .zero)) }
        for element in elements {
            switch element {
            case .moveToPoint(let point), .addLineToPoint(let point):
                include(point)
                current = point
            case .addQuadCurveToPoint(let control, let end):
                // Raised to the cubic with the same curve.
                let first = CGPoint(x: current.x + (control.x - current.x) * 2 / 3, y: current.y + (control.y - current.y) * 2 / 3)
                let second = CGPoint(x: end.x + (control.x - end.x) * 2 / 3, y: end.y + (control.y - end.y) * 2 / 3)
                for point in Self.cubicExtremes(current, first, second, end) { include(point) }
                current = end
            case .addCurveToPoint(let first, let second, let end):
                for point in Self.cubicExtremes(current, first, second, end) { include(point) }
                current = end
            case .closeSubpath:
                break
            }
        }
        return box
    }

    /// The ends of the cubic Bézier curve `p0 p1 p2 p3` and its points where x or y turns.
    private static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var points = [p0, p3]
        for axis in [\CGPoint.x, \CGPoint.y] {
            let (a, b, c, d) = (p0[keyPath: axis], p1[keyPath: axis], p2[keyPath: axis], p3[keyPath: axis])
            // The derivative, over 3: A t² + B t + C.
            let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
            var roots: [CGFloat] = []
            if abs(qa) < 1e-12 {
                if abs(qb) > 1e-12 { roots.append(-qc / qb) }
            } else {
                let discriminant = qb * qb - 4 * qa * qc
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    roots += [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
                }
            }
            for t in roots where t > 0 && t < 1 {
                let u = 1 - t
                let (uu, tt) = (u * u, t * t)
                points.append(CGPoint(x: uu * u * p0.x + 3 * uu * t * p1.x + 3 * u * tt * p2.x + tt * t * p3.x,
                                      y: uu * u * p0.y + 3 * uu * t * p1.y + 3 * u * tt * p2.y + tt * t * p3.y))
            }
        }
        return points
    }
}
