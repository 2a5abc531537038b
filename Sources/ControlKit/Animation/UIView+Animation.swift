import Foundation

extension UIView {
    /// Options of ``animate(withDuration:delay:options:animations:completion:)``
    /// (`UIViewAnimationOptions`): the timing curve. Every animation starts from what is shown
    /// (UIKit's `beginFromCurrentState`), so that option is always in effect.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Start from the values shown rather than the model's: always so in ControlKit.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Ease in and out: the default curve.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        var curve: AnimationCurve {
            switch rawValue >> 16 & 3 {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }
    }

    /// Animates the changes `animations` makes to views' frame, bounds, center, transform,
    /// alpha and backgroundColor over `duration` seconds of the application's simulated clock,
    /// after `delay`.
    ///
    /// As on iOS, the model values change at once — getters and key-value observers see the
    /// new values when `animations` returns — while each layer's `presentation()`
    /// and what is rendered follow the curve as the clock advances. `completion` runs at the
    /// run-loop turn the animations end, with true; with false when a later animation of the
    /// same property replaced one of them. With nothing to animate (no property changed, or no
    /// view in an application's window, whose clock animations run on) it runs at once.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
                              animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(animations, duration: duration, delay: delay, curve: options.curve, completion: completion)
    }

    /// Animates with the default options and no delay.
    public class func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes along a damped spring
    /// (`animateWithDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:`):
    /// `dampingRatio` 1 settles without overshoot, lower ratios oscillate; `velocity` is the
    /// initial speed as the whole distance per second. The spring settles by `duration`, when
    /// the presentation reaches the model value exactly. The options' curve is not used.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(animations, duration: duration, delay: delay, curve: .spring(damping: dampingRatio, initialVelocity: velocity),
            completion: completion)
    }

    /// Runs changes without animating them, even inside an animations block (`performWithoutAnimation:`).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        run(actionsWithoutAnimation, duration: 0, delay: 0, curve: .linear, completion: nil, animates: false)
    }

    private class func run(_ animations: () -> Void, duration: TimeInterval, delay: TimeInterval, curve: AnimationCurve,
                           completion: ((Bool) -> Void)?, animates: Bool = true) {
        let group = AnimationGroup(completion: completion)
        let transaction = AnimationTransaction(duration: duration, delay: delay, curve: curve, group: group, animates: animates)
        AnimationTransaction.run(transaction, animations)
        group.commit()
    }
}
