import Foundation

/// How a keyframe animation moves between its values (`CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// The value of the name `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Straight between neighbouring values, at the key times; the default.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight between neighbouring values at an even speed, the key times unused.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values (Catmull–Rom), at the key times.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve through the values at an even speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// An animation of a property through a list of values (`CAKeyframeAnimation`): ``values`` at
/// ``keyTimes`` (fractions of the duration, evenly spaced when not given), moved between by the
/// ``calculationMode`` and each segment's ``timingFunctions``; or, for a point property, along a
/// ``path`` at an even speed.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, of the property's kind.
    public var values: [Any]?
    /// A path the point moves along, in place of ``values``; its curves are followed closely.
    public var path: CGPath?
    /// When each value is reached, as fractions of the duration from 0 to 1, one per value (one
    /// more for ``CAAnimationCalculationMode/discrete``); ignored when not rising from 0 to 1 or
    /// of another count.
    public var keyTimes: [NSNumber]?
    /// The timing of each segment between two values.
    public var timingFunctions: [CAMediaTimingFunction]?
    /// How it moves between values; ``CAAnimationCalculationMode/linear`` by default.
    public var calculationMode = CAAnimationCalculationMode.linear

    /// A keyframe animation of no property yet, with no values.
    public required init() {}

    /// A copy with the same timing, delegate, values and times.
    open override func copy() -> CAAnimation {
        let copy = super.copy()
        if let keyframes = copy as? CAKeyframeAnimation {
            (keyframes.values, keyframes.path, keyframes.keyTimes) = (values, path, keyTimes)
            (keyframes.timingFunctions, keyframes.calculationMode) = (timingFunctions, calculationMode)
        }
        return copy
    }
}

/// The values of a keyframe animation as the layer runs them, and the value at a fraction of a run.
struct Keyframes {
    let values: [AnimatableValue]
    /// When each value is reached (discrete: when each begins), rising from 0 to 1.
    let times: [CGFloat]
    let mode: CAAnimationCalculationMode
    let curves: [AnimationCurve]?

    /// `animation`'s values as values of `model`'s kind, or nil when one is not of that kind or
    /// there are none.
    init?(_ animation: CAKeyframeAnimation, like model: AnimatableValue) {
        var values: [AnimatableValue]
        if let path = animation.path, case .point = model {
            values = path.flattenedPoints.map(AnimatableValue.point)
        } else {
            guard let given = animation.values else { return nil }
            let converted = given.compactMap { AnimatableValue($0, like: model) }
            guard converted.count == given.count else { return nil }
            values = converted
        }
        guard !values.isEmpty else { return nil }
        let mode = animation.path != nil ? .paced : animation.calculationMode
        let segments = mode == .discrete ? values.count : values.count - 1
        let given = animation.keyTimes?.map { CGFloat($0.doubleValue) }
        if mode == .paced || mode == .cubicPaced {
            times = Keyframes.pacedTimes(values)
        } else if let given, given.count == segments + 1, given.first == 0, given.last == 1, zip(given, given.dropFirst()).allSatisfy({ $0 <= $1 }) {
            times = given
        } else {
            times = (0...max(segments, 0)).map { segments == 0 ? 0 : CGFloat($0) / CGFloat(segments) }
        }
        (self.values, self.mode) = (values, mode)
        curves = animation.timingFunctions.map { $0.map(\.curve) }
    }

    /// Key times spaced by the distance between neighbouring values (even speed); evenly when
    /// the values have no distance.
    private static func pacedTimes(_ values: [AnimatableValue]) -> [CGFloat] {
        let steps = zip(values, values.dropFirst()).map { $0.distance(to: $1) }
        let total = steps.reduce(0, +)
        guard total > 0 else { return values.indices.map { values.count == 1 ? 0 : CGFloat($0) / CGFloat(values.count - 1) } }
        var times: [CGFloat] = [0]
        for step in steps { times.append(times[times.count - 1] + step / total) }
        times[times.count - 1] = 1
        return times
    }

    /// The value a fraction `progress` of the way through a run.
    func value(at progress: CGFloat) -> AnimatableValue {
        guard values.count > 1 else { return values[0] }
        if mode == .discrete {
            let index = times.lastIndex { $0 <= progress } ?? 0
            return values[min(index, values.count - 1)]
        }
        let segment = min(max((times.lastIndex { $0 <= progress } ?? 0), 0), values.count - 2)
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (progress - times[segment]) / span : 1
        if let curves, segment < curves.count { local = curves[segment].progress(at: local, duration: 1) }
        guard mode == .cubic || mode == .cubicPaced else { return values[segment].interpolated(to: values[segment + 1], local) }
        return Keyframes.catmullRom(values[max(segment - 1, 0)], values[segment], values[segment + 1],
                                    values[min(segment + 2, values.count - 1)], local)
    }

    /// The Catmull–Rom curve through `p1` and `p2` (tension, continuity and bias 0, Core
    /// Animation's defaults) at `t`, for the kinds that add; straight for the others.
    private static func catmullRom(_ p0: AnimatableValue, _ p1: AnimatableValue, _ p2: AnimatableValue, _ p3: AnimatableValue,
                                   _ t: CGFloat) -> AnimatableValue {
        let t2 = t * t, t3 = t2 * t
        let w0 = (-t3 + 2 * t2 - t) / 2, w2 = (-3 * t3 + 4 * t2 + t) / 2, w3 = (t3 - t2) / 2
        guard let d0 = p0.adding(p1, times: -1), let d2 = p2.adding(p1, times: -1), let d3 = p3.adding(p1, times: -1),
              let value = p1.adding(d0, times: w0)?.adding(d2, times: w2)?.adding(d3, times: w3) else {
            return p1.interpolated(to: p2, t)
        }
        return value
    }
}
