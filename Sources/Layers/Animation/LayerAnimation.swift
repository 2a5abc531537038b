import Foundation

/// One property of one layer moving from one value to another on a simulated clock: what a
/// change inside `UIView.animate` adds to the layer, in place of Core Animation's
/// `CABasicAnimation` / `CASpringAnimation`.
package final class LayerAnimation {
    let key: AnimatableKey
    let from: AnimatableValue
    let to: AnimatableValue
    /// When it starts moving, in the clock's seconds (after the delay, during which it shows
    /// `from`, as UIKit's animations fill backwards).
    let beginTime: TimeInterval
    let duration: TimeInterval
    let curve: AnimationCurve
    let clock: SimulatedClock
    /// The `animate` call it belongs to.
    let group: AnimationGroup

    init(key: AnimatableKey, from: AnimatableValue, to: AnimatableValue, beginTime: TimeInterval, duration: TimeInterval,
         curve: AnimationCurve, clock: SimulatedClock, group: AnimationGroup) {
        (self.key, self.from, self.to, self.beginTime, self.duration) = (key, from, to, beginTime, duration)
        (self.curve, self.clock, self.group) = (curve, clock, group)
    }

    /// The value shown now.
    var presentedValue: AnimatableValue {
        guard duration > 0 else { return clock.now >= beginTime ? to : from }
        let fraction = CGFloat((clock.now - beginTime) / duration)
        return from.interpolated(to: to, curve.progress(at: fraction, duration: duration))
    }
}

/// What one `UIView.animate` call started: its animations and its completion, which runs once
/// with true when they all ran to the end, false when any was replaced by a later animation of
/// the same property.
package final class AnimationGroup {
    private var completion: ((Bool) -> Void)?
    /// Each animation not yet ended or replaced, with its layer.
    private var live: [(layer: CALayer, animation: LayerAnimation)] = []
    private var finished = true
    private var endTimer: SimulatedTimer?

    package init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    func add(_ animation: LayerAnimation, to layer: CALayer) {
        live.append((layer, animation))
    }

    /// Schedules the end on the clock of its animations, or completes now when nothing animates
    /// (no property changed, or no layer is in an application's window, so no clock runs).
    package func commit(delay: TimeInterval, duration: TimeInterval) {
        guard let clock = live.first?.animation.clock else { return complete() }
        endTimer = clock.schedule(after: delay + duration) { [self] in
            for (layer, animation) in live where layer.animations[animation.key] === animation {
                layer.setAnimation(nil, for: animation.key)
            }
            live = []
            complete()
        }
    }

    /// A later animation of the same property took `animation`'s place: the completion will
    /// say false, and runs at the next turn once nothing of the group is left.
    func replaced(_ animation: LayerAnimation) {
        finished = false
        live.removeAll { $0.animation === animation }
        guard live.isEmpty, let endTimer else { return }
        endTimer.invalidate()
        self.endTimer = nil
        animation.clock.schedule(after: 0) { [self] in complete() }
    }

    private func complete() {
        let completion = self.completion
        self.completion = nil
        completion?(finished)
    }
}
