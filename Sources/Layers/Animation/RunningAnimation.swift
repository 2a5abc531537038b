import Foundation

/// An animation running on a layer: the copy the layer was given, what it moves each property
/// through, and when it runs on the layer's clock. Evaluated afresh whenever the layer is shown.
package final class RunningAnimation {
    /// The key it was added under, if any.
    let key: String?
    /// The layer's copy: what ``CALayer/animation(forKey:)`` answers and the delegate hears of.
    let animation: CAAnimation
    /// When and how it runs on the clock.
    private(set) var timing: AnimationTiming
    /// What it moves: one property, or for a group, its animations' properties.
    let parts: [AnimationPart]
    /// The clock of the layer's application, which it follows when the layer moves to another.
    package private(set) var clock: SimulatedClock
    /// Its start and end on the clock, cancelled when it is removed first.
    var timers: [SimulatedTimer] = []
    /// Whether its delegate has heard it start.
    var hasStarted = false

    init(key: String?, animation: CAAnimation, timing: AnimationTiming, parts: [AnimationPart], clock: SimulatedClock) {
        (self.key, self.animation, self.timing, self.parts, self.clock) = (key, animation, timing, parts, clock)
    }

    deinit {
        // Gone with its layer: its timers let go of the delegate now, not when a clock that may
        // never move again (the media clock, for a layer out of every window) reaches them.
        for timer in timers { timer.invalidate() }
    }

    /// When it begins on the clock.
    var beginTime: TimeInterval { timing.beginTime }

    /// Moves it to `newClock`, on which its layer's time is `shift` later than on its clock
    /// now, so it is as far through as it is.
    func move(to newClock: SimulatedClock, by shift: TimeInterval) {
        timing.beginTime += shift
        clock = newClock
    }

    /// When its active time ends on the clock; never, while its speed holds it.
    var endTime: TimeInterval { timing.endTime }

    /// Writes its values at `now` into `state`, a missing end being `model`'s value.
    func apply(to state: inout ShownState, model: ShownState, at now: TimeInterval) {
        guard let fraction = timing.fraction(at: now) else { return }
        let progress = timing.curve.progress(at: CGFloat(fraction), duration: timing.duration)
        for part in parts {
            let modelValue = part.property.read(model)
            guard let child = part.timing else {
                part.property.write(&state, part.track.value(at: progress, model: modelValue))
                continue
            }
            // A group's animation runs on the group's time, its begin time counted from the group's.
            guard let childFraction = child.fraction(at: TimeInterval(progress) * timing.duration) else { continue }
            let childProgress = child.curve.progress(at: CGFloat(childFraction), duration: child.duration)
            part.property.write(&state, part.track.value(at: childProgress, model: modelValue))
        }
    }
}

/// One property a running animation moves, and for an animation of a group, its own timing in
/// the group's time.
struct AnimationPart {
    let property: AnimatedProperty
    let track: AnimationTrack
    let timing: AnimationTiming?
}

/// When an animation runs and how far through a run it is at a time (`CAMediaTiming`): its
/// begin time, duration, repeats, reversal, speed, offset and fill, and its curve.
struct AnimationTiming {
    var beginTime: TimeInterval
    let duration: TimeInterval
    let speed: Double
    let timeOffset: TimeInterval
    let autoreverses: Bool
    let fillMode: CAMediaTimingFillMode
    let curve: AnimationCurve
    /// How many runs it makes, and the length of one with its reverse.
    private let runs: Double
    private var cycle: TimeInterval { duration * (autoreverses ? 2 : 1) }

    /// `animation`'s timing, beginning at `beginTime` and lasting `duration` a run.
    init(_ animation: CAAnimation, beginTime: TimeInterval, duration: TimeInterval) {
        (self.beginTime, self.duration, self.speed, self.timeOffset) = (beginTime, duration, Double(animation.speed), animation.timeOffset)
        (autoreverses, fillMode, curve) = (animation.autoreverses, animation.fillMode, animation.progressCurve)
        let cycle = duration * (animation.autoreverses ? 2 : 1)
        runs = animation.repeatDuration > 0 && cycle > 0 ? animation.repeatDuration / cycle
            : animation.repeatCount > 0 ? Double(animation.repeatCount) : 1
    }

    /// Its active time, in its own time.
    var activeDuration: TimeInterval { cycle * runs }

    /// When its active time ends, in its parent's time; never, while its speed holds it.
    var endTime: TimeInterval {
        guard speed > 0 else { return .infinity }
        return beginTime + max(activeDuration - timeOffset, 0) / speed
    }

    /// How far through a run (0...1, before the curve) it is at `time` of its parent; nil when
    /// it shows nothing (outside its active time, without a fill).
    func fraction(at time: TimeInterval) -> TimeInterval? {
        let local = (time - beginTime) * speed + timeOffset
        if local < 0 {
            return fillMode.fillsBackwards ? 0 : nil
        }
        if local >= activeDuration {
            guard fillMode.fillsForwards else { return nil }
            return fractionOfRun(atCycleTime: activeDuration - cycle * (runs.rounded(.up) - 1), last: true)
        }
        return fractionOfRun(atCycleTime: local.truncatingRemainder(dividingBy: cycle), last: false)
    }

    /// Where in a run (0...1, forwards) a time within a cycle is; at the very end of the active
    /// time the last run's end (its start again when it reverses).
    private func fractionOfRun(atCycleTime time: TimeInterval, last: Bool) -> TimeInterval {
        guard duration > 0 else { return autoreverses ? 0 : 1 }
        if last, time == cycle || time == 0 { return autoreverses ? 0 : 1 }
        let forward = time / duration
        return forward > 1 ? 2 - forward : forward
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
