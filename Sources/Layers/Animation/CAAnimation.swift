import Foundation

/// What an animation does outside its active time (`CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// The value of the name `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Nothing: the model value shows before and after; the default.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value shows after the end, while the animation stays on the layer.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the start (a `beginTime` in the future).
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsBackwards: Bool { self == .backwards || self == .both }
    var fillsForwards: Bool { self == .forwards || self == .both }
}

/// What an animation's delegate hears (`CAAnimationDelegate`); both methods are optional.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started: its begin time came.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it ran its whole active duration, false when
    /// it was removed or replaced first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation's timing (`CAAnimation`, with `CAMediaTiming`): when it begins, how long and how
/// often it runs, what it shows outside that time, and whom it tells. A layer runs a copy of
/// what is added to it (``CALayer/add(_:forKey:)``), so changing an animation after adding it
/// changes nothing that runs.
open class CAAnimation: CAAction {
    /// Seconds of one run; 0 (the default) means 0.25 once added.
    public var duration: TimeInterval = 0
    /// When it begins, in the layer's time (its clock's seconds, through the layers' own
    /// timing); 0 (the default) means when it is added.
    public var beginTime: TimeInterval = 0
    /// How far into its own time it starts.
    public var timeOffset: TimeInterval = 0
    /// How many times it runs (fractions run part of the last time); 0 means once.
    public var repeatCount: Float = 0
    /// For how many seconds it repeats, in its own time, when positive: it runs as many times,
    /// or parts of a time, as fit; 0 (the default) leaves it to ``repeatCount``.
    public var repeatDuration: TimeInterval = 0
    /// Whether each run plays backwards after forwards.
    public var autoreverses = false
    /// What shows outside the active time; ``CAMediaTimingFillMode/removed`` by default.
    public var fillMode = CAMediaTimingFillMode.removed
    /// Whether the layer drops it once it ends; true by default.
    public var isRemovedOnCompletion = true
    /// How fast its time runs against the layer's; 1 by default, 0 holds it at `timeOffset`.
    public var speed: Float = 1
    /// How progress follows time; nil (the default) is linear.
    public var timingFunction: CAMediaTimingFunction?
    /// Told when it starts and stops; retained, as Core Animation retains it.
    public var delegate: (any CAAnimationDelegate)?
    /// The `UIView.animate` call or transaction whose completion waits for it.
    package var completionGroup: AnimationGroup?

    /// How its progress follows its time: its timing function's curve (a spring's own motion).
    var progressCurve: AnimationCurve { timingFunction?.curve ?? .linear }

    /// An animation with the default timing: 0.25 s once added, beginning when added.
    public required init() {}

    /// A copy with the same timing and delegate: what a layer runs.
    open func copy() -> CAAnimation {
        let copy = type(of: self).init()
        (copy.duration, copy.beginTime, copy.timeOffset, copy.repeatCount) = (duration, beginTime, timeOffset, repeatCount)
        copy.repeatDuration = repeatDuration
        (copy.autoreverses, copy.fillMode, copy.isRemovedOnCompletion) = (autoreverses, fillMode, isRemovedOnCompletion)
        (copy.speed, copy.timingFunction, copy.delegate, copy.completionGroup) = (speed, timingFunction, delegate, completionGroup)
        return copy
    }

    /// Runs the animation as an action (`runActionForKey:object:arguments:`): adds it to
    /// `anObject`, a layer, under `event`; nothing for another object.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

/// An animation of one property of a layer, named by its key path (`CAPropertyAnimation`):
/// `opacity`, `position.x`, `transform.rotation.z`, `bounds.size`, `strokeEnd`, `shadowPath`…
open class CAPropertyAnimation: CAAnimation {
    /// The property animated.
    public var keyPath: String?

    /// An animation of no property yet: set ``keyPath`` before adding it.
    public required init() {}

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// A copy with the same timing, delegate and values.
    open override func copy() -> CAAnimation {
        let copy = super.copy()
        (copy as? CAPropertyAnimation)?.keyPath = keyPath
        return copy
    }
}

/// An animation of a property between two values (`CABasicAnimation`). With only
/// ``toValue``, it runs from the value shown when it is added; with only ``fromValue``, to the
/// model value; ``byValue`` adds to whichever end is missing.
open class CABasicAnimation: CAPropertyAnimation {
    /// Where it starts.
    public var fromValue: Any?
    /// Where it ends.
    public var toValue: Any?
    /// How far it moves, for a missing end.
    public var byValue: Any?

    /// An animation of no property yet, between no values.
    public required init() {}

    /// A copy with the same timing, delegate and values.
    open override func copy() -> CAAnimation {
        let copy = super.copy()
        if let basic = copy as? CABasicAnimation { (basic.fromValue, basic.toValue, basic.byValue) = (fromValue, toValue, byValue) }
        return copy
    }
}

/// An animation of a property along a damped spring (`CASpringAnimation`): a mass on a spring,
/// released at ``CABasicAnimation/fromValue`` towards ``CABasicAnimation/toValue``, followed in
/// seconds of the animation's time, its timing function unused. Set the
/// ``CAAnimation/duration`` to ``settlingDuration`` to see it come to rest; a shorter one cuts
/// it off, and the model value shows.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring, 1 by default; values that are not positive are taken as 1.
    public var mass: CGFloat = 1
    /// The spring's stiffness, 100 by default; values that are not positive are taken as 100.
    public var stiffness: CGFloat = 100
    /// The damping, 10 by default; negative values are taken as 10.
    public var damping: CGFloat = 10
    /// The mass's velocity at its release, in the whole distance per second, towards the end.
    public var initialVelocity: CGFloat = 0

    /// A spring animation of no property yet, with Core Animation's default spring.
    public required init() {}

    /// How long the spring takes to come to rest: to stay within 0.1% of the distance.
    public var settlingDuration: TimeInterval {
        motion.settlingDuration
    }

    var motion: SpringMotion {
        SpringMotion(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    override var progressCurve: AnimationCurve { .physicalSpring(motion) }

    /// A copy with the same timing, delegate, values and spring.
    open override func copy() -> CAAnimation {
        let copy = super.copy()
        if let spring = copy as? CASpringAnimation { (spring.mass, spring.stiffness, spring.damping, spring.initialVelocity) = (mass, stiffness, damping, initialVelocity) }
        return copy
    }
}

/// Animations run together on one time (`CAAnimationGroup`): each of ``animations`` begins at
/// its begin time counted from the group's, runs on the group's time (so the group's timing
/// function and speed apply to all) and is cut off at the group's duration. An animation of
/// duration 0 lasts the group's. Their delegates are not told; the group's is.
open class CAAnimationGroup: CAAnimation {
    /// The animations, each of a property.
    public var animations: [CAAnimation]?

    /// An empty group.
    public required init() {}

    /// A copy with the same timing, delegate and copies of its animations.
    open override func copy() -> CAAnimation {
        let copy = super.copy()
        (copy as? CAAnimationGroup)?.animations = animations?.map { $0.copy() }
        return copy
    }
}
