import Foundation

/// The arithmetic of a scroll view's movement, one axis at a time: how far past an edge the
/// content goes for a drag (rubber-banding), where a fling comes to rest, and where an
/// exponential slide toward a target is after some time. Pure functions, so the curves are
/// tested apart from touches and clocks.
enum ScrollPhysics {
    /// UIKit's rubber-band constant: the further past the edge, the less the content follows.
    static let rubberBandCoefficient: CGFloat = 0.55
    /// How close to its target a slide must come to stop there (half a point).
    static let restingDistance: CGFloat = 0.5
    /// The rate of the slide back to an edge after a release past it, per millisecond.
    static let bounceRate: CGFloat = 0.99

    /// Where the content shows for a drag that would put it `offset` in an axis whose valid
    /// offsets are `range`: inside, the offset itself; past an edge, the edge plus a shrinking
    /// share of the excess, `(1 − 1 / (excess × 0.55 / dimension + 1)) × dimension`, when
    /// `bounces`; else the edge.
    static func constrained(_ offset: CGFloat, to range: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool) -> CGFloat {
        let edge = min(max(offset, range.lowerBound), range.upperBound)
        guard bounces, offset != edge, dimension > 0 else { return edge }
        let excess = abs(offset - edge)
        let shown = (1 - 1 / (excess * rubberBandCoefficient / dimension + 1)) * dimension
        return edge + (offset < edge ? -shown : shown)
    }

    /// How far a fling of `velocity` points per millisecond travels when its speed falls by the
    /// factor `rate` each millisecond: `velocity / ln(1 / rate)`, the integral of the decay.
    static func restingDistance(ofVelocity velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return 0 }
        return velocity / -log(rate)
    }

    /// Where a slide from `start` toward `target` is after `milliseconds`, its remaining
    /// distance falling by `rate` each millisecond (so its speed does too); exactly `target`
    /// once within ``restingDistance`` of it.
    static func slide(from start: CGFloat, to target: CGFloat, rate: CGFloat, after milliseconds: CGFloat) -> CGFloat {
        let remaining = (target - start) * pow(rate, max(milliseconds, 0))
        return abs(remaining) < restingDistance ? target : target - remaining
    }

    /// The page a paging scroll view settles on after a release at `offset` with `velocity`
    /// (points per millisecond, positive toward larger offsets) in an axis of pages `pageSize`
    /// long, `pageCount` of them: the next page in the direction of a fling, else the nearest.
    static func page(at offset: CGFloat, velocity: CGFloat, pageSize: CGFloat, pageCount: Int) -> Int {
        guard pageSize > 0, pageCount > 0 else { return 0 }
        let position = offset / pageSize
        // A flick (faster than 0.1 point per millisecond) turns the page it is moving toward.
        let page: CGFloat = velocity > 0.1 ? position.rounded(.up) : velocity < -0.1 ? position.rounded(.down) : position.rounded()
        return min(max(Int(page), 0), pageCount - 1)
    }
}
