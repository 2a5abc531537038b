import Foundation

/// The elements of the standard shapes, in Core Graphics' order and direction.
enum PathShapes {
    /// How far along the tangent a cubic's control points sit to draw a quarter circle of
    /// radius 1 within 0.03% (4/3·(√2 − 1)).
    static let quarterCircleControl: CGFloat = 4 * (2.0.squareRoot() - 1) / 3

    static func rectangle(_ rect: CGRect, _ transform: CGAffineTransform) -> [PathElement] {
        let rect = rect.standardized
        let elements: [PathElement] = [
            .moveToPoint(CGPoint(x: rect.minX, y: rect.minY)), .addLineToPoint(CGPoint(x: rect.maxX, y: rect.minY)),
            .addLineToPoint(CGPoint(x: rect.maxX, y: rect.maxY)), .addLineToPoint(CGPoint(x: rect.minX, y: rect.maxY)), .closeSubpath,
        ]
        return elements.map { $0.applying(transform) }
    }

    /// The ellipse inscribed in `rect`, as four quarter arcs from its right-most point,
    /// counterclockwise as y points up.
    static func ellipse(in rect: CGRect, _ transform: CGAffineTransform) -> [PathElement] {
        roundedRectangle(rect, cornerWidth: rect.width / 2, cornerHeight: rect.height / 2, transform)
    }

    /// `rect` with quarter-ellipse corners of `cornerWidth` × `cornerHeight` (each clamped to
    /// half the side), counterclockwise as y points up from the middle of its right edge.
    static func roundedRectangle(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                                 _ transform: CGAffineTransform) -> [PathElement] {
        let rect = rect.standardized
        let rx = min(max(cornerWidth, 0), rect.width / 2), ry = min(max(cornerHeight, 0), rect.height / 2)
        guard rx > 0, ry > 0 else { return rectangle(rect, transform) }
        let (kx, ky) = (rx * quarterCircleControl, ry * quarterCircleControl)
        let (minX, maxX, minY, maxY) = (rect.minX, rect.maxX, rect.minY, rect.maxY)
        var elements: [PathElement] = [.moveToPoint(CGPoint(x: maxX, y: minY + ry))]
        func line(_ x: CGFloat, _ y: CGFloat) {
            if elements.count > 0, currentPoint(after: elements) != CGPoint(x: x, y: y) { elements.append(.addLineToPoint(CGPoint(x: x, y: y))) }
        }
        line(maxX, maxY - ry)
        elements.append(.addCurveToPoint(CGPoint(x: maxX, y: maxY - ry + ky), CGPoint(x: maxX - rx + kx, y: maxY), CGPoint(x: maxX - rx, y: maxY)))
        line(minX + rx, maxY)
        elements.append(.addCurveToPoint(CGPoint(x: minX + rx - kx, y: maxY), CGPoint(x: minX, y: maxY - ry + ky), CGPoint(x: minX, y: maxY - ry)))
        line(minX, minY + ry)
        elements.append(.addCurveToPoint(CGPoint(x: minX, y: minY + ry - ky), CGPoint(x: minX + rx - kx, y: minY), CGPoint(x: minX + rx, y: minY)))
        line(maxX - rx, minY)
        elements.append(.addCurveToPoint(CGPoint(x: maxX - rx + kx, y: minY), CGPoint(x: maxX, y: minY + ry - ky), CGPoint(x: maxX, y: minY + ry)))
        elements.append(.closeSubpath)
        return elements.map { $0.applying(transform) }
    }

    /// An arc as a move to its start and cubic curves of at most a quarter turn each. Angles in
    /// radians; clockwise means decreasing angles (clockwise as y points up).
    static func arc(center: CGPoint, radius: CGFloat, from start: CGFloat, to end: CGFloat, clockwise: Bool) -> [PathElement] {
        let fullTurn = 2 * CGFloat.pi
        var sweep = end - start
        // Core Graphics sweeps the short way round in the asked direction, a full turn at most.
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - (sweep.truncatingRemainder(dividingBy: fullTurn) == 0 ? 0 : fullTurn) }
            sweep = max(sweep, -fullTurn)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + (sweep.truncatingRemainder(dividingBy: fullTurn) == 0 ? 0 : fullTurn) }
            sweep = min(sweep, fullTurn)
        }
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        var elements: [PathElement] = [.moveToPoint(point(start))]
        let pieces = max(Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)), 1)
        let step = sweep / CGFloat(pieces)
        let handle = 4 / 3 * tan(step / 4) * radius
        var angle = start
        for _ in 0..<pieces where step != 0 {
            let next = angle + step
            let (from, to) = (point(angle), point(next))
            elements.append(.addCurveToPoint(CGPoint(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle)),
                                             CGPoint(x: to.x + handle * sin(next), y: to.y - handle * cos(next)), to))
            angle = next
        }
        return elements
    }

    /// Where a path of `elements` ends: the last point, or after a close the subpath's start.
    static func currentPoint(after elements: [PathElement]) -> CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for element in elements {
            switch element {
            case .moveToPoint(let point): (start, current) = (point, point)
            case .closeSubpath: current = start
            default: current = element.points.last
            }
        }
        return current
    }
}
