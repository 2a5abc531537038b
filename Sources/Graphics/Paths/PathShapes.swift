import Foundation

/// The elements of the standard shapes, in Core Graphics' order and direction.
package enum PathShapes {
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

    /// The radius of each corner of a rectangle, named by where the corner is.
    package struct CornerRadii {
        var maxXMaxY: CGSize, minXMaxY: CGSize, minXMinY: CGSize, maxXMinY: CGSize

        package init(maxXMaxY: CGSize, minXMaxY: CGSize, minXMinY: CGSize, maxXMinY: CGSize) {
            (self.maxXMaxY, self.minXMaxY, self.minXMinY, self.maxXMinY) = (maxXMaxY, minXMaxY, minXMinY, maxXMinY)
        }

        /// Every corner alike.
        static func uniform(_ radius: CGSize) -> CornerRadii {
            CornerRadii(maxXMaxY: radius, minXMaxY: radius, minXMinY: radius, maxXMinY: radius)
        }
    }

    /// The ellipse inscribed in `rect`, as four quarter arcs from its right-most point,
    /// counterclockwise as y points up.
    static func ellipse(in rect: CGRect, _ transform: CGAffineTransform) -> [PathElement] {
        roundedRectangle(rect, .uniform(CGSize(width: rect.width / 2, height: rect.height / 2)), transform)
    }

    /// `rect` with quarter-ellipse corners of `cornerWidth` × `cornerHeight`.
    static func roundedRectangle(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                                 _ transform: CGAffineTransform) -> [PathElement] {
        roundedRectangle(rect, .uniform(CGSize(width: cornerWidth, height: cornerHeight)), transform)
    }

    /// `rect` with each corner a quarter ellipse of its radii (each clamped to half the side; a
    /// corner with a zero radius stays square), counterclockwise as y points up from its
    /// right edge. With every corner square it is ``rectangle(_:_:)``.
    static func roundedRectangle(_ rect: CGRect, _ radii: CornerRadii, _ transform: CGAffineTransform) -> [PathElement] {
        let rect = rect.standardized
        func clamped(_ radius: CGSize) -> CGSize {
            let size = CGSize(width: min(max(radius.width, 0), rect.width / 2), height: min(max(radius.height, 0), rect.height / 2))
            return size.width > 0 && size.height > 0 ? size : .zero
        }
        // Each corner, and whether the path reaches it along a vertical edge (else a horizontal one).
        let corners = [
            (CGPoint(x: rect.maxX, y: rect.maxY), clamped(radii.maxXMaxY), true),
            (CGPoint(x: rect.minX, y: rect.maxY), clamped(radii.minXMaxY), false),
            (CGPoint(x: rect.minX, y: rect.minY), clamped(radii.minXMinY), true),
            (CGPoint(x: rect.maxX, y: rect.minY), clamped(radii.maxXMinY), false),
        ]
        guard corners.contains(where: { $0.1 != .zero }) else { return rectangle(rect, transform) }
        var elements: [PathElement] = []
        for (corner, radius, alongVertical) in corners {
            let signX: CGFloat = corner.x == rect.maxX ? 1 : -1, signY: CGFloat = corner.y == rect.maxY ? 1 : -1
            let onVertical = CGPoint(x: corner.x, y: corner.y - signY * radius.height)
            let onHorizontal = CGPoint(x: corner.x - signX * radius.width, y: corner.y)
            let (from, to) = alongVertical ? (onVertical, onHorizontal) : (onHorizontal, onVertical)
            if elements.isEmpty {
                elements.append(.moveToPoint(from))
            } else if currentPoint(after: elements) != from {
                elements.append(.addLineToPoint(from))
            }
            guard radius != .zero else { continue }
            // Control points a fixed fraction of the way from each end towards the corner.
            func control(_ end: CGPoint) -> CGPoint {
                CGPoint(x: end.x + (corner.x - end.x) * quarterCircleControl, y: end.y + (corner.y - end.y) * quarterCircleControl)
            }
            elements.append(.addCurveToPoint(control(from), control(to), to))
        }
        elements.append(.closeSubpath)
        return elements.map { $0.applying(transform) }
    }

    /// An arc as a move to its start and cubic curves of at most a quarter turn each. Angles in
    /// radians; clockwise means decreasing angles (clockwise as y points up).
    static func arc(center: CGPoint, radius: CGFloat, from start: CGFloat, to end: CGFloat, clockwise: Bool) -> [PathElement] {
        let fullTurn = 2 * CGFloat.pi
        var sweep = end - start
        // As Core Graphics: angles a full turn or more apart, either way, make the whole circle in
        // the asked direction (0 to 2π drawn either way round is a circle, not nothing); else the
        // arc goes from start to end in the asked direction, less than a turn. The tolerance
        // takes 3π/2 − (−π/2) and its kin as the full turn they are meant to be.
        if abs(sweep) >= fullTurn * (1 - 1e-12) {
            sweep = clockwise ? -fullTurn : fullTurn
        } else if clockwise, sweep > 0 {
            sweep -= fullTurn
        } else if !clockwise, sweep < 0 {
            sweep += fullTurn
        }
        return arc(center: center, radius: radius, from: start, sweeping: sweep)
    }

    /// An arc from `start` turning through `sweep` radians (positive counterclockwise as y
    /// points up), as a move to its start and cubic curves of at most a quarter turn each.
    static func arc(center: CGPoint, radius: CGFloat, from start: CGFloat, sweeping sweep: CGFloat) -> [PathElement] {
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

    /// The elements of an arc tangent to the lines `current`–`corner` and `corner`–`next` with
    /// `radius`, after a line from `current` to its first tangent point; a line to `corner`
    /// when the lines are one or the radius is 0.
    static func tangentArc(from current: CGPoint, _ corner: CGPoint, _ next: CGPoint, radius: CGFloat) -> [PathElement] {
        let (inX, inY) = (current.x - corner.x, current.y - corner.y), (outX, outY) = (next.x - corner.x, next.y - corner.y)
        let inLength = hypot(inX, inY), outLength = hypot(outX, outY)
        let cross = inX * outY - inY * outX
        guard radius > 0, radius.isFinite, inLength > 0, outLength > 0, abs(cross) > 1e-12 * inLength * outLength else {
            return [.addLineToPoint(corner)]
        }
        // The angle between the two lines at the corner, and how far along each the circle touches.
        let cosine = max(-1, min(1, (inX * outX + inY * outY) / (inLength * outLength)))
        let half = acos(cosine) / 2
        let reach = radius / tan(half)
        let first = CGPoint(x: corner.x + inX / inLength * reach, y: corner.y + inY / inLength * reach)
        let second = CGPoint(x: corner.x + outX / outLength * reach, y: corner.y + outY / outLength * reach)
        // The centre lies along the bisector, `radius / sin(half)` from the corner.
        let bisectorX = inX / inLength + outX / outLength, bisectorY = inY / inLength + outY / outLength
        let bisectorLength = hypot(bisectorX, bisectorY), distance = radius / sin(half)
        let center = CGPoint(x: corner.x + bisectorX / bisectorLength * distance, y: corner.y + bisectorY / bisectorLength * distance)
        let start = atan2(first.y - center.y, first.x - center.x), end = atan2(second.y - center.y, second.x - center.x)
        // The short way round: the turn from the incoming line to the outgoing one.
        var sweep = end - start
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        return [.addLineToPoint(first)] + arc(center: center, radius: radius, from: start, sweeping: sweep).dropFirst()
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
