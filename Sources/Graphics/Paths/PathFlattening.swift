import Foundation

/// A closed polygon: the straight-line approximation of one subpath, as filling sees it.
struct Polygon {
    var points: [CGPoint]

    /// The winding number of the polygon around `point`: + for each counterclockwise turn as y
    /// points up (upward crossings of the ray to the right), − for each clockwise one.
    func winding(around point: CGPoint) -> Int {
        var winding = 0
        for (index, start) in points.enumerated() {
            let end = points[(index + 1) % points.count]
            if start.y <= point.y {
                if end.y > point.y, cross(start, end, point) > 0 { winding += 1 }
            } else if end.y <= point.y, cross(start, end, point) < 0 {
                winding -= 1
            }
        }
        return winding
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}

/// One subpath as straight lines, and whether it was closed.
struct Polyline {
    var points: [CGPoint]
    var isClosed: Bool
}

/// Curves to straight lines, each within a tolerance of the curve.
enum PathFlattening {
    /// How far a line may stray from its curve, in device pixels: a 256th, under one level of
    /// coverage along the edge. (A coarser 0.05 loses 0.5% of a 20-pixel circle's area, up to
    /// ten levels in its edge pixels.)
    static let tolerance: CGFloat = 1.0 / 256

    /// The subpaths of `elements` mapped by `transform`, as closed polygons (open subpaths are
    /// closed, as filling and clipping close them). Subpaths with fewer than three points
    /// enclose nothing and are left out.
    static func polygons(of elements: [PathElement], _ transform: CGAffineTransform) -> [Polygon] {
        polylines(of: elements, transform).filter { $0.points.count > 2 }.map { Polygon(points: $0.points) }
    }

    /// The subpaths of `elements` mapped by `transform` as polylines, each remembering whether
    /// it was closed: what stroking follows. Lines stray at most `tolerance` from their curves.
    static func polylines(of elements: [PathElement], _ transform: CGAffineTransform,
                          tolerance: CGFloat = tolerance) -> [Polyline] {
        var polylines: [Polyline] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if !current.isEmpty { polylines.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for element in elements {
            switch element.applying(transform) {
            case .moveToPoint(let point):
                finish(closed: false)
                current = [point]
            case .addLineToPoint(let point):
                current.append(point)
            case .addQuadCurveToPoint(let control, let end):
                let start = current.last ?? control
                if current.isEmpty { current = [start] }
                appendQuadratic(start, control, end, tolerance, to: &current)
            case .addCurveToPoint(let first, let second, let end):
                let start = current.last ?? first
                if current.isEmpty { current = [start] }
                appendCubic(start, first, second, end, tolerance, to: &current)
            case .closeSubpath:
                let start = current.first
                finish(closed: true)
                if let start { current = [start] }
            }
        }
        // A lone point left by a close is where the next subpath would start, not a subpath.
        if current.count > 1 { finish(closed: false) }
        return polylines
    }

    /// Segments for a curve of `degree` whose control points' largest second difference is
    /// `secondDifference` (Wang's formula: n = √(d(d−1)/8 · M / tolerance)).
    private static func segments(degree: CGFloat, secondDifference: CGFloat, _ tolerance: CGFloat) -> Int {
        let count = (degree * (degree - 1) / 8 * secondDifference / tolerance).squareRoot().rounded(.up)
        return count.isFinite ? min(max(Int(count), 1), 1_000) : 1
    }

    private static func appendQuadratic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ tolerance: CGFloat, to points: inout [CGPoint]) {
        let n = segments(degree: 2, secondDifference: hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y), tolerance)
        for index in 1...n {
            let t = CGFloat(index) / CGFloat(n), u = 1 - t
            points.append(CGPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y))
        }
    }

    private static func appendCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ tolerance: CGFloat,
                                    to points: inout [CGPoint]) {
        let second = max(hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y), hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
        let n = segments(degree: 3, secondDifference: second, tolerance)
        for index in 1...n {
            let t = CGFloat(index) / CGFloat(n), u = 1 - t
            let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            points.append(CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
    }
}

extension CGPath {
    /// The path's points as straight lines, its curves flattened within a 256th of a unit and its
    /// subpaths one after another (a closed one back to its start): what a point follows along it.
    package var flattenedPoints: [CGPoint] {
        PathFlattening.polylines(of: elements, .identity).flatMap { $0.isClosed && !$0.points.isEmpty ? $0.points + [$0.points[0]] : $0.points }
    }
}
