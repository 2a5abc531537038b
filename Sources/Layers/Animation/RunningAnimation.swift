import Foundation

/// An animation running on a layer: the copy the layer was given, what it moves from and to,
/// and when it runs on the layer's clock. Evaluated afresh whenever the layer is shown.
package final class RunningAnimation {
    /// The key it was added under, if any.
    let key: String?
    /// The layer's copy: what ``CALayer/animation(forKey:)`` answers and the delegate hears of.
    let animation: CAAnimation
    let property: AnimatedProperty
    let track: AnimationTrack
    /// When it begins and how long one run lasts, in the clock's seconds.
    let beginTime: TimeInterval
    let duration: TimeInterval
    package let clock: SimulatedClock
    /// Its start and end on the clock, cancelled when it is removed first.
    var timers: [SimulatedTimer] = []

    init(key: String?, animation: CAAnimation, property: AnimatedProperty, track: AnimationTrack,
         beginTime: TimeInterval, duration: TimeInterval, clock: SimulatedClock) {
        (self.key, self.animation, self.property, self.track) = (key, animation, property, track)
        (self.beginTime, self.duration, self.clock) = (beginTime, duration, clock)
    }

    /// How many runs it makes, and the length of one with its reverse.
    private var runs: Double { animation.repeatCount > 0 ? Double(animation.repeatCount) : 1 }
    private var cycle: TimeInterval { duration * (animation.autoreverses ? 2 : 1) }

    /// Its active time, in its own time.
    var activeDuration: TimeInterval { cycle * runs }

    /// When its active time ends on the clock; never, while its speed holds it.
    var endTime: TimeInterval {
        let speed = Double(animation.speed)
        guard speed > 0 else { return .infinity }
        return beginTime + max(activeDuration - animation.timeOffset, 0) / speed
    }

    /// The fraction of the way through its values it shows at `now`, through its timing
    /// function; nil when it shows nothing (outside its active time, without a fill).
    func progress(at now: TimeInterval) -> CGFloat? {
        let local = (now - beginTime) * Double(animation.speed) + animation.timeOffset
        let fraction: TimeInterval
        if local < 0 {
            guard animation.fillMode.fillsBackwards else { return nil }
            fraction = 0
        } else if local >= activeDuration {
            guard animation.fillMode.fillsForwards else { return nil }
            fraction = fractionOfRun(atCycleTime: activeDuration - cycle * (runs.rounded(.up) - 1), last: true)
        } else {
            fraction = fractionOfRun(atCycleTime: local.truncatingRemainder(dividingBy: cycle), last: false)
        }
        return animation.progressCurve.progress(at: CGFloat(fraction), duration: duration)
    }

    /// Where in a run (0...1, forwards) a time within a cycle is; at the very end of the active
    /// time the last run's end (its start again when it reverses).
    private func fractionOfRun(atCycleTime time: TimeInterval, last: Bool) -> TimeInterval {
        guard duration > 0 else { return animation.autoreverses ? 0 : 1 }
        let forward = time / duration
        if last, time == cycle || time == 0 { return animation.autoreverses ? 0 : 1 }
        return forward > 1 ? 2 - forward : forward
    }

    /// Writes its value at `now` into `state`, ending at `model`'s value when it has no end.
    func apply(to state: inout ShownState, model: ShownState, at now: TimeInterval) {
        guard let progress = progress(at: now) else { return }
        property.write(&state, track.value(at: progress, model: property.read(model)))
    }
}

/// What an animation moves its property through.
enum AnimationTrack {
    /// From one value to another; no end ends at the model value, whatever it is when shown.
    case between(from: AnimatableValue, to: AnimatableValue?)
    /// Through a keyframe animation's values.
    case keyframes(Keyframes)

    /// The value a fraction `progress` of the way through a run.
    func value(at progress: CGFloat, model: AnimatableValue) -> AnimatableValue {
        switch self {
        case let .between(from, to): from.interpolated(to: to ?? model, progress)
        case let .keyframes(keyframes): keyframes.value(at: progress)
        }
    }
}
