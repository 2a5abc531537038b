import Foundation

/// The parts of a stroke's polylines that are drawn, by arc length: the dashes of a dash
/// pattern, and the stretch between two fractions of the whole length (a shape layer's
/// `strokeStart` and `strokeEnd`). Dashes stay where they are on the path as the stretch moves,
/// and the pattern starts again at each subpath, as Core Graphics dashes.
struct StrokePieces {
    /// The pattern's on and off lengths, alternately; empty for a solid line.
    var dashLengths: [CGFloat] = []
    /// How far into the pattern the first subpath starts.
    var dashPhase: CGFloat = 0
    /// The stretch drawn, as fractions of the whole length of all subpaths.
    var start: CGFloat = 0
    var end: CGFloat = 1

    /// Whether every polyline is drawn whole (no dashes, the whole length).
    var isWhole: Bool { dashLengths.isEmpty && start <= 0 && end >= 1 }

    /// The pieces of `polylines` that are drawn: the polylines themselves when whole, else open
    /// polylines, one per dash or stretch.
    func pieces(of polylines: [Polyline]) -> [Polyline] {
        guard !isWhole else { return polylines }
        let measured = polylines.map(MeasuredPolyline.init)
        let total = measured.reduce(0) { $0 + $1.length }
        let window = (max(start, 0) * total)...(max(min(end, 1), max(start, 0)) * total)
        var pieces: [Polyline] = [], offset: CGFloat = 0
        for polyline in measured {
            for interval in drawnIntervals(length: polyline.length) {
                let from = max(interval.lowerBound + offset, window.lowerBound) - offset
                let to = min(interval.upperBound + offset, window.upperBound) - offset
                // A zero-length dash is still a dot: its caps are drawn, as Core Graphics draws them.
                if to > from || (to == from && interval.lowerBound == interval.upperBound) {
                    pieces.append(polyline.piece(from: from, to: to))
                }
            }
            offset += polyline.length
        }
        return pieces
    }

    /// The stretches of a subpath of `length` the dash pattern draws (all of it when solid).
    private func drawnIntervals(length: CGFloat) -> [ClosedRange<CGFloat>] {
        let period = dashLengths.reduce(0, +)
        guard !dashLengths.isEmpty, period > 0 else { return [0...length] }
        // Where the pattern is at the subpath's start.
        var index = 0, position = -dashPhase.truncatingRemainder(dividingBy: period)
        if position > 0 { position -= period }
        var intervals: [ClosedRange<CGFloat>] = []
        while position < length {
            let next = position + dashLengths[index]
            if index % 2 == 0, next >= 0, next > position || dashLengths[index] == 0 {
                intervals.append(max(position, 0)...min(next, length))
            }
            position = next
            index = (index + 1) % dashLengths.count
        }
        return intervals
    }
}

/// A polyline with the arc length at each of its points (a closed one back at its start), so a
/// piece of it is found by a search, not a walk from its start.
private struct MeasuredPolyline {
    let points: [CGPoint]
    let distances: [CGFloat]

    init(_ polyline: Polyline) {
        var points = polyline.points
        if polyline.isClosed, let first = points.first { points.append(first) }
        var distances: [CGFloat] = [0]
        distances.reserveCapacity(points.count)
        for (a, b) in zip(points, points.dropFirst()) {
            let dx = b.x - a.x, dy = b.y - a.y
            distances.append(distances[distances.count - 1] + (dx * dx + dy * dy).squareRoot())
        }
        (self.points, self.distances) = (points, distances)
    }

    var length: CGFloat { distances[distances.count - 1] }

    /// The open polyline along it from arc length `from` to `to`.
    func piece(from: CGFloat, to: CGFloat) -> Polyline {
        guard points.count > 1 else { return Polyline(points: points, isClosed: false) }
        // The segment holding `from`: the last point at or before it.
        var low = 0, high = points.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if distances[middle] <= from { low = middle } else { high = middle }
        }
        var piece = [point(at: from, segment: low)]
        var index = low + 1
        while index < points.count, distances[index] < to {
            piece.append(points[index])
            index += 1
        }
        piece.append(point(at: to, segment: min(index, points.count - 1) - 1))
        return Polyline(points: piece, isClosed: false)
    }

    /// The point at arc length `distance` on the segment from point `segment` to the next.
    private func point(at distance: CGFloat, segment: Int) -> CGPoint {
        let a = points[segment], b = points[segment + 1]
        let span = distances[segment + 1] - distances[segment]
        guard span > 0 else { return a }
        let t = min(max((distance - distances[segment]) / span, 0), 1)
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
