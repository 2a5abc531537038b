import Foundation

/// The name of one of Core Animation's timing curves (`CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// The value of the name `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Constant speed: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start: (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of implicit animations: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// How an animation's progress follows its time (`CAMediaTimingFunction`): a cubic Bézier from
/// (0, 0) to (1, 1), by name or by its two control points.
public final class CAMediaTimingFunction: Sendable {
    /// The curve; a spring for the animations `UIView.animate(…usingSpringWithDamping…)` makes.
    package let curve: AnimationCurve

    package init(curve: AnimationCurve) {
        self.curve = curve
    }

    /// One of the named curves; an unknown name is linear.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(curve: .easeIn)
        case .easeOut: self.init(curve: .easeOut)
        case .easeInEaseOut: self.init(curve: .easeInOut)
        case .default: self.init(curve: .bezier(0.25, 0.1, 0.25, 1))
        default: self.init(curve: .linear)
        }
    }

    /// The curve with control points (`c1x`, `c1y`) and (`c2x`, `c2y`); x values are clamped
    /// to 0...1, where the curve is a function of time.
    public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func unit(_ x: Float) -> CGFloat { x.isFinite ? CGFloat(min(max(x, 0), 1)) : 0 }
        func finite(_ y: Float) -> CGFloat { y.isFinite ? CGFloat(y) : 0 }
        self.init(curve: .bezier(unit(c1x), finite(c1y), unit(c2x), finite(c2y)))
    }

    /// Control point `index` (0 and 3 the ends, 1 and 2 the control points) into `values`
    /// (`getControlPointAtIndex:values:`); a spring has the linear curve's. An index outside
    /// 0...3 writes nothing.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        guard (0...3).contains(index) else { return }
        let points: [(CGFloat, CGFloat)]
        if case let .bezier(x1, y1, x2, y2) = curve { points = [(0, 0), (x1, y1), (x2, y2), (1, 1)] } else { points = [(0, 0), (0, 0), (1, 1), (1, 1)] }
        values[0] = Float(points[index].0)
        values[1] = Float(points[index].1)
    }
}
