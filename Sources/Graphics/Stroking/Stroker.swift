import Foundation

/// A stroke's outline: polygons that, filled with the non-zero rule, cover what the pen covers
/// along polylines, with the style's joins and caps.
///
/// Each side of a subpath is offset by half the width; at a corner the outer side gets the
/// join and the inner side passes through the corner's own point, so its overlap winds the same
/// way and stays filled. A closed subpath is two loops, the right one reversed so the middle is
/// a hole; an open one is one loop around both sides and the caps.
struct Stroker {
    let style: LineStyle
    /// How far a round join's or cap's lines may stray from the circle.
    let tolerance: CGFloat

    /// The cosine under which a turn is a corner with a join (about 4°); a gentler one, as
    /// between the lines of a flattened curve, joins where the offsets meet. A join there would
    /// differ from that point by under 0.0013 of the width.
    static let smoothTurn: CGFloat = 0.9975

    func outline(of polyline: Polyline) -> [Polygon] {
        let half = style.width / 2
        guard half > 0 else { return [] }
        var points = polyline.points.reduce(into: [CGPoint]()) { kept, point in
            if kept.last.map({ distance($0, point) > 1e-9 }) ?? true { kept.append(point) }
        }
        if polyline.isClosed, points.count > 1, let first = points.first, let last = points.last,
           distance(first, last) <= 1e-9 {
            points.removeLast()
        }
        guard points.count > 1 else { return dot(at: points.first, half) }
        if polyline.isClosed, points.count > 2 {
            let left = side(points, closed: true, half)
            let right = side(points.reversed(), closed: true, half)
            return [Polygon(points: left), Polygon(points: right)]
        }
        let forward = side(points, closed: false, half)
        let backward = side(points.reversed(), closed: false, half)
        var outline = forward
        outline += cap(at: points[points.count - 1], direction: direction(points[points.count - 2], points[points.count - 1]), half)
        outline += backward
        outline += cap(at: points[0], direction: direction(points[1], points[0]), half)
        return [Polygon(points: outline)]
    }

    /// The left offset of `points` (left as seen walking along them), with joins.
    private func side(_ points: [CGPoint], closed: Bool, _ half: CGFloat) -> [CGPoint] {
        let count = points.count
        let segments = closed ? count : count - 1
        var result: [CGPoint] = []
        for index in 0..<segments {
            let start = points[index], end = points[(index + 1) % count]
            let incoming = direction(start, end)
            let normal = leftNormal(incoming)
            if index == 0 && !closed { result.append(offset(start, normal, half)) }
            guard closed || index + 1 < segments else {
                result.append(offset(end, normal, half))
                continue
            }
            let outgoing = direction(end, points[(index + 2) % count])
            let nextNormal = leftNormal(outgoing)
            let dot = normal.x * nextNormal.x + normal.y * nextNormal.y
            if dot > Self.smoothTurn {
                // Along a smooth curve the two offset lines meet just beside the corner: that
                // point alone is the outline's, on either side, whatever the join.
                let scale = half / (1 + dot)
                result.append(CGPoint(x: end.x + (normal.x + nextNormal.x) * scale, y: end.y + (normal.y + nextNormal.y) * scale))
                continue
            }
            result.append(offset(end, normal, half))
            result += join(at: end, from: incoming, to: outgoing, half)
        }
        return result
    }

    /// The left side's points at a corner `at`, turning from `incoming` to `outgoing`: ends with
    /// the next segment's start.
    private func join(at corner: CGPoint, from incoming: CGPoint, to outgoing: CGPoint, _ half: CGFloat) -> [CGPoint] {
        let (inNormal, outNormal) = (leftNormal(incoming), leftNormal(outgoing))
        let next = offset(corner, outNormal, half)
        let turn = incoming.x * outgoing.y - incoming.y * outgoing.x
        let dot = inNormal.x * outNormal.x + inNormal.y * outNormal.y
        // Turning left puts this side inside the corner: pass through the corner itself.
        if turn > 1e-12 { return [corner, next] }
        if dot > 1 - 1e-12 { return [next] }
        switch style.join {
        case .bevel:
            return [next]
        case .round:
            return arc(around: corner, from: inNormal, to: outNormal, half, clockwise: true) + [next]
        case .miter:
            // The tip is at half / sin(θ/2) from the corner along the normals' bisector.
            let ratio = (2 / (1 + dot)).squareRoot()
            guard dot > -1 + 1e-12, ratio <= style.miterLimit else { return [next] }
            let scale = half / (1 + dot)
            return [CGPoint(x: corner.x + (inNormal.x + outNormal.x) * scale, y: corner.y + (inNormal.y + outNormal.y) * scale), next]
        }
    }

    /// The end cap at `end`, reached along `direction`, from the left side to the right.
    private func cap(at end: CGPoint, direction: CGPoint, _ half: CGFloat) -> [CGPoint] {
        let normal = leftNormal(direction)
        switch style.cap {
        case .butt:
            return []
        case .square:
            let ahead = CGPoint(x: end.x + direction.x * half, y: end.y + direction.y * half)
            return [offset(ahead, normal, half), offset(ahead, normal, -half)]
        case .round:
            return arc(around: end, from: normal, to: CGPoint(x: -normal.x, y: -normal.y), half, clockwise: true)
        }
    }

    /// A zero-length subpath: a round cap's dot or a square cap's square, else nothing.
    private func dot(at point: CGPoint?, _ half: CGFloat) -> [Polygon] {
        guard let point else { return [] }
        switch style.cap {
        case .butt: return []
        case .square:
            return [Polygon(points: [CGPoint(x: point.x - half, y: point.y - half), CGPoint(x: point.x + half, y: point.y - half),
                                     CGPoint(x: point.x + half, y: point.y + half), CGPoint(x: point.x - half, y: point.y + half)])]
        case .round:
            return [Polygon(points: arc(around: point, from: CGPoint(x: 1, y: 0), to: CGPoint(x: 1, y: 0), half, clockwise: false, fullTurn: true))]
        }
    }

    /// Points on the circle of radius `radius` around `center` from unit direction `from` to
    /// `to`, ends excluded, each chord within the tolerance.
    private func arc(around center: CGPoint, from: CGPoint, to: CGPoint, _ radius: CGFloat,
                     clockwise: Bool, fullTurn: Bool = false) -> [CGPoint] {
        let start = atan2(from.y, from.x)
        var sweep = fullTurn ? 2 * CGFloat.pi : atan2(to.y, to.x) - start
        if !fullTurn {
            if clockwise, sweep > 0 { sweep -= 2 * .pi }
            if !clockwise, sweep < 0 { sweep += 2 * .pi }
        }
        if !clockwise && fullTurn { sweep = 2 * .pi }
        // A chord of angle α strays r·(1 − cos(α/2)) from the circle; a quarter of the
        // tolerance keeps the area the chords cut off under a level of coverage.
        let stray = tolerance / 4
        let step = 2 * acos(max(1 - stray / max(radius, stray), -1))
        let count = max(Int((abs(sweep) / max(step, 1e-3)).rounded(.up)), 1)
        let points = (fullTurn ? 0..<count : 1..<count).map { index -> CGPoint in
            let angle = start + sweep * CGFloat(index) / CGFloat(count)
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        return fullTurn ? points : [offset(center, from, radius)] + points
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    private func direction(_ start: CGPoint, _ end: CGPoint) -> CGPoint {
        let length = distance(start, end)
        return CGPoint(x: (end.x - start.x) / length, y: (end.y - start.y) / length)
    }

    /// The normal to the left of `direction` as y points up (a quarter turn counterclockwise).
    private func leftNormal(_ direction: CGPoint) -> CGPoint { CGPoint(x: -direction.y, y: direction.x) }

    private func offset(_ point: CGPoint, _ normal: CGPoint, _ distance: CGFloat) -> CGPoint {
        CGPoint(x: point.x + normal.x * distance, y: point.y + normal.y * distance)
    }
}
