import Foundation

/// Colours at locations from 0 to 1 (`CGGradient`), blended straight between neighbours and
/// extended flat beyond the first and last.
public final class CGGradient: Sendable {
    /// The colours, in sRGB, unpremultiplied, with their locations, rising.
    let stops: [(location: CGFloat, components: [CGFloat])]
    /// The colour at 1,024 places from 0 to 1, premultiplied: what a pixel looks up, as Cairo's
    /// and pixman's gradients do (a step of 1/1023 moves a channel by a quarter of a level at most
    /// across a full-range stop pair).
    private let table: [RGBA8]
    private static let tableSize = 1_024

    /// A gradient of `colors` at `locations` (one per colour, from 0 to 1), or spread evenly
    /// when `locations` is nil. Nil for no colours or locations of another count. Colours of
    /// any space are blended as sRGB. (Core Graphics' form, with a colour space and a `CFArray`,
    /// is `init?(colorsSpace:colors:locations:)` where Apple's module names are declared.)
    public init?(colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty, locations == nil || locations!.count == colors.count else { return nil }
        let spread = colors.indices.map { colors.count == 1 ? 0 : CGFloat($0) / CGFloat(colors.count - 1) }
        let stops = zip(locations ?? spread, colors).map { ($0, $1.rgba) }.sorted { $0.0 < $1.0 }
        self.stops = stops
        table = (0..<CGGradient.tableSize).map { CGGradient.color(at: CGFloat($0) / CGFloat(CGGradient.tableSize - 1), stops) }
    }

    /// A gradient of `count` colours whose components in `space`, alpha last after each, follow
    /// one another from `components`, at `locations` (`count` of them, from 0 to 1) or spread
    /// evenly when nil (`CGGradientCreateWithColorComponents`). Nil for no colours.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let stride = space.numberOfComponents + 1
        let colors = (0..<count).compactMap { CGColor(colorSpace: space, components: components + $0 * stride) }
        self.init(colors: colors, locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) })
    }

    /// The colour at `t`, premultiplied, from the table: the nearest stop's beyond the ends.
    @inline(__always)
    func color(at t: CGFloat) -> RGBA8 {
        guard t > 0 else { return table[0] }
        guard t < 1 else { return table[CGGradient.tableSize - 1] }
        return table[Int(t * CGFloat(CGGradient.tableSize - 1) + 0.5)]
    }

    /// The colour at `t` worked out from `stops`, premultiplied.
    private static func color(at t: CGFloat, _ stops: [(location: CGFloat, components: [CGFloat])]) -> RGBA8 {
        let components: [CGFloat]
        if t <= stops[0].location || stops.count == 1 {
            components = stops[0].components
        } else if t >= stops[stops.count - 1].location {
            components = stops[stops.count - 1].components
        } else {
            let upper = stops.firstIndex { $0.location > t }!
            let (a, b) = (stops[upper - 1], stops[upper])
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
            components = zip(a.components, b.components).map { $0 + ($1 - $0) * f }
        }
        return CGColor(red: components[0], green: components[1], blue: components[2], alpha: components[3]).premultiplied
    }
}

/// Whether a gradient fill goes on beyond its ends in their colours (`CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32

    /// Options of the raw bits `rawValue`.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Before the start (along a linear gradient; inside the start circle of a radial one), the
    /// first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// After the end, the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// Where each point takes its place along a gradient: the shading of a gradient fill.
package enum GradientShading: Sendable {
    /// Along the line from `start` to `end`.
    case axial(start: CGPoint, end: CGPoint)
    /// Between two circles (Core Graphics' radial gradient): the largest t whose circle, moved
    /// and grown from the first to the second, passes through the point.
    case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
    /// Out from `center` to the ellipse of `radii` about it (Core Animation's radial gradient).
    case elliptical(center: CGPoint, radii: CGSize)
    /// Around `center`, clockwise in y-down coordinates from the angle `start`, once round.
    case conic(center: CGPoint, start: CGFloat)

    /// For an axial gradient, the place of `point` and how much it grows per `step`: the
    /// places of a row, which are linear; nil for the other shadings.
    func axialPlaces(from point: CGPoint, step: CGPoint) -> (t0: CGFloat, dt: CGFloat)? {
        guard case let .axial(start, end) = self else { return nil }
        let dx = end.x - start.x, dy = end.y - start.y, length = dx * dx + dy * dy
        guard length > 0 else { return (0, 0) }
        return (((point.x - start.x) * dx + (point.y - start.y) * dy) / length, (step.x * dx + step.y * dy) / length)
    }

    /// The place of `point` along the gradient (0 at the start, 1 at the end); nil where a
    /// radial gradient does not reach.
    func location(of point: CGPoint) -> CGFloat? {
        switch self {
        case let .axial(start, end):
            let dx = end.x - start.x, dy = end.y - start.y, length = dx * dx + dy * dy
            guard length > 0 else { return 0 }
            return ((point.x - start.x) * dx + (point.y - start.y) * dy) / length
        case let .elliptical(center, radii):
            guard radii.width > 0, radii.height > 0 else { return 1 }
            return hypot((point.x - center.x) / radii.width, (point.y - center.y) / radii.height)
        case let .conic(center, start):
            let angle = atan2(point.y - center.y, point.x - center.x) - start
            let turns = angle / (2 * .pi)
            return turns - turns.rounded(.down)
        case let .radial(c0, r0, c1, r1):
            // |p − c(t)| = r(t) with c(t) = c0 + t (c1 − c0), r(t) = r0 + t (r1 − r0): a quadratic in t.
            let cdx = c1.x - c0.x, cdy = c1.y - c0.y, dr = r1 - r0
            let pdx = point.x - c0.x, pdy = point.y - c0.y
            let a = cdx * cdx + cdy * cdy - dr * dr
            let b = pdx * cdx + pdy * cdy + r0 * dr
            let c = pdx * pdx + pdy * pdy - r0 * r0
            if abs(a) < 1e-12 {
                guard b != 0 else { return nil }
                let t = c / (2 * b)
                return r0 + t * dr >= 0 ? t : nil
            }
            let discriminant = b * b - a * c
            guard discriminant >= 0 else { return nil }
            let root = discriminant.squareRoot()
            for t in [(b + root) / a, (b - root) / a].sorted(by: >) where r0 + t * dr >= 0 { return t }
            return nil
        }
    }
}
