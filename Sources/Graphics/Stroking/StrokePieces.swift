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
        let lengths = polylines.map(Self.length)
        let total = lengths.reduce(0, +)
        let window = (max(start, 0) * total)...(max(min(end, 1), max(start, 0)) * total)
        var pieces: [Polyline] = [], offset: CGFloat = 0
        for (polyline, length) in zip(polylines, lengths) {
            for interval in drawnIntervals(length: length) {
                let from = max(interval.lowerBound + offset, window.lowerBound) - offset
                let to = min(interval.upperBound + offset, window.upperBound) - offset
                // A zero-length dash is still a dot: its caps are drawn, as Core Graphics draws them.
                if to > from || (to == from && interval.lowerBound == interval.upperBound) {
                    pieces.append(Self.piece(of: polyline, from: from, to: to))
                }
            }
            offset += length
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

    private static func length(_ polyline: Polyline) -> CGFloat {
        var points = polyline.points
        if polyline.isClosed, let first = points.first { points.append(first) }
        return zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }

    /// The open polyline along `polyline` from arc length `from` to `to`.
    private static func piece(of polyline: Polyline, from: CGFloat, to: CGFloat) -> Polyline {
        var points = polyline.points
        if polyline.isClosed, let first = points.first { points.append(first) }
        guard points.count > 1 else { return Polyline(points: points, isClosed: false) }
        var piece: [CGPoint] = [], travelled: CGFloat = 0
        for (a, b) in zip(points, points.dropFirst()) {
            let segment = hypot(b.x - a.x, b.y - a.y)
            let segmentEnd = travelled + segment
            func point(at distance: CGFloat) -> CGPoint {
                guard segment > 0 else { return a }
                let t = (distance - travelled) / segment
                return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            if piece.isEmpty, from <= segmentEnd { piece.append(point(at: max(from, travelled))) }
            if !piece.isEmpty {
                if to <= segmentEnd {
                    piece.append(point(at: to))
                    break
                }
                piece.append(b)
            }
            travelled = segmentEnd
        }
        return Polyline(points: piece, isClosed: false)
    }
}
