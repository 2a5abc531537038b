import Foundation

/// How an animation's progress follows time: one of Core Animation's cubic Bézier timing
/// functions, or a damped spring.
package enum AnimationCurve: Equatable, Sendable {
    /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2), as
    /// `CAMediaTimingFunction(controlPoints:)`.
    case bezier(CGFloat, CGFloat, CGFloat, CGFloat)
    /// A spring with this damping ratio (1: no overshoot) and initial velocity (the whole
    /// distance per second), settling within the duration.
    case spring(damping: CGFloat, initialVelocity: CGFloat)
    /// A spring of Core Animation's physical parameters (`CASpringAnimation`): a mass on a
    /// spring of this stiffness with this damping, released at 0 towards 1 with this velocity
    /// (the whole distance per second), followed in seconds whatever the duration.
    case physicalSpring(SpringMotion)

    package static let linear = AnimationCurve.bezier(0, 0, 1, 1)
    package static let easeIn = AnimationCurve.bezier(0.42, 0, 1, 1)
    package static let easeOut = AnimationCurve.bezier(0, 0, 0.58, 1)
    package static let easeInOut = AnimationCurve.bezier(0.42, 0, 0.58, 1)

    /// The progress at `fraction` of the duration, 0 at 0 and exactly 1 at 1.
    package func progress(at fraction: CGFloat, duration: TimeInterval) -> CGFloat {
        let fraction = min(max(fraction, 0), 1)
        guard fraction > 0, fraction < 1 else { return fraction }
        switch self {
        case let .bezier(x1, y1, x2, y2):
            // Control points on the diagonal make the identity: linear, exactly.
            if x1 == y1, x2 == y2 { return fraction }
            return Self.bezier(y1, y2, at: Self.parameter(ofX: fraction, x1, x2))
        case let .spring(damping, initialVelocity):
            return Self.spring(at: fraction * duration, duration: duration, damping: damping, velocity: initialVelocity)
        case let .physicalSpring(motion):
            return motion.progress(at: fraction * duration)
        }
    }

    /// One coordinate of the Bézier through 0, `p1`, `p2`, 1 at parameter `t`.
    private static func bezier(_ p1: CGFloat, _ p2: CGFloat, at t: CGFloat) -> CGFloat {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// The parameter where the curve's x is `x`: bisection, as x grows monotonically with the
    /// parameter for control points in 0...1; 40 halvings are far below a pixel.
    private static func parameter(ofX x: CGFloat, _ x1: CGFloat, _ x2: CGFloat) -> CGFloat {
        var (low, high) = (CGFloat(0), CGFloat(1))
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if bezier(x1, x2, at: middle) < x { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// A damped harmonic oscillator released at 0 towards 1 with `velocity`: its stiffness is
    /// chosen so the motion's envelope falls to 0.1% of the distance at `duration`. (UIKit does
    /// not publish its mapping from duration and damping to a spring; this is ControlKit's.)
    private static func spring(at time: CGFloat, duration: CGFloat, damping: CGFloat, velocity: CGFloat) -> CGFloat {
        let zeta = max(damping, 0.01), settle = log(1000.0)
        let omega = settle / (min(zeta, 1) * max(duration, 1e-6))
        // Displacement from the target, starting at -1 with velocity `velocity`.
        let x0: CGFloat = -1
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (velocity + zeta * omega * x0) / damped
            return 1 + exp(-zeta * omega * time) * (x0 * cos(damped * time) + b * sin(damped * time))
        }
        // Critically damped (or more, taken as critical): no overshoot.
        return 1 + exp(-omega * time) * (x0 + (velocity + omega * x0) * time)
    }
}

/// A damped harmonic oscillator: a mass on a spring, released at 0 towards 1 (`CASpringAnimation`'s
/// model), solved in closed form.
package struct SpringMotion: Equatable, Sendable {
    let mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGFloat

    /// The parameters Core Animation takes; those that are not positive and finite are taken
    /// as its defaults (mass 1, stiffness 100, damping 10; a velocity that is not finite as 0).
    init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGFloat) {
        func positive(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : fallback }
        self.mass = positive(mass, 1)
        self.stiffness = positive(stiffness, 100)
        self.damping = damping.isFinite && damping >= 0 ? damping : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// Where the mass is `time` seconds after its release: 0 at the start, 1 at rest.
    func progress(at time: CGFloat) -> CGFloat {
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        // Displacement from rest, starting at -1 with the initial velocity.
        let x0: CGFloat = -1, v0 = initialVelocity
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return 1 + exp(-zeta * omega * time) * (x0 * cos(damped * time) + (v0 + zeta * omega * x0) / damped * sin(damped * time))
        }
        if zeta == 1 {
            return 1 + exp(-omega * time) * (x0 + (v0 + omega * x0) * time)
        }
        let root = omega * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * omega + root, r2 = -zeta * omega - root
        let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
        return 1 + c1 * exp(r1 * time) + c2 * exp(r2 * time)
    }

    /// How long the mass takes to stay within 0.1% of the distance from rest (checked every
    /// millisecond, up to a minute).
    var settlingDuration: TimeInterval {
        var settled: TimeInterval = 0
        for step in 0...60_000 {
            let time = TimeInterval(step) / 1000
            if abs(progress(at: CGFloat(time)) - 1) >= 0.001 { settled = time + 0.001 }
        }
        return settled
    }
}
