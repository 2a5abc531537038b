import DynamicRuntime
import Foundation
import Synchronization

/// Explicit animations (`addAnimation:forKey:` and its kin) and the animations `UIView.animate`
/// adds: both are running animations of the layer, evaluated on its clock whenever it is shown.
/// The model values never change; ``CALayer/presentation()`` and rendering show the animated ones.
extension CALayer {
    /// `addAnimation:forKey:`: adds a copy of an animation, replacing the one of the same key.
    public static let addAnimationMethod = DeclaredMethod("addAnimation:forKey:", of: CALayer.self) {
        (layer, arguments: (CAAnimation, String?)) in layer.addBody(arguments.0, forKey: arguments.1)
    }

    /// Adds a copy of `anim` under `key`, replacing an animation of the same key (whose
    /// delegate hears it stop unfinished): a duration of 0 becomes 0.25 s and a begin time of 0
    /// the clock's now. It runs on the clock of the application whose window shows the layer,
    /// or the process's media clock (``SimulatedClock/media``) for a layer in none. An animation
    /// that names no property layers animate, or whose values are not of its kind, is reported
    /// as a runtime issue and not added.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        CALayer.addAnimationMethod.send(to: self, (anim, key))
    }

    /// The layer's copy of the animation added under `key`, or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        animations.last { $0.key == key }?.animation
    }

    /// The keys of the running animations, in the order they were added; nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = animations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation added under `key`; its delegate hears it stop unfinished.
    public func removeAnimation(forKey key: String) {
        guard !animations.isEmpty else { return }
        guard let running = animations.last(where: { $0.key == key }) else { return }
        stop(running, finished: false)
    }

    /// Removes every animation; their delegates hear them stop unfinished.
    public func removeAllAnimations() {
        for running in animations { stop(running, finished: false) }
    }

    private func addBody(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy()
        let shown = stateBeforeChange ?? shownState
        let duration = copy.duration > 0 ? copy.duration : 0.25
        let parts: [AnimationPart]
        if let group = copy as? CAAnimationGroup {
            var made: [AnimationPart] = []
            for child in group.animations ?? [] {
                guard let part = part(of: child, shown, in: duration) else { return }
                made.append(part)
            }
            parts = made
        } else {
            guard let part = part(of: copy, shown, in: nil) else { return }
            parts = [part]
        }
        let clock = applicationClock ?? SimulatedClock.media
        let timing = AnimationTiming(copy, beginTime: copy.beginTime == 0 ? localTime(clock.now) : copy.beginTime, duration: duration)
        run(RunningAnimation(key: key, animation: copy, timing: timing, parts: parts, clock: clock))
    }

    /// What `animation` moves, from what is `shown`; for an animation of a group lasting
    /// `groupDuration`, with its own timing in the group's time. Nil, with a runtime issue naming
    /// it, when it names no property layers animate or its values are not of the property's kind.
    private func part(of animation: CAAnimation, _ shown: ShownState, in groupDuration: TimeInterval?) -> AnimationPart? {
        func refuse(_ problem: String) -> AnimationPart? {
            RuntimeIssues.report(RuntimeIssue("-[\(type(of: self)) addAnimation:forKey:]: \(problem); nothing is added"))
            return nil
        }
        guard let property = animation as? CAPropertyAnimation, let keyPath = property.keyPath,
              let animated = type(of: self).animatedProperty(forKeyPath: keyPath) else {
            let name = (animation as? CAPropertyAnimation)?.keyPath.map { "the key path \"\($0)\"" } ?? "no key path"
            return refuse("\(type(of: animation)) names \(name), which is not an animatable property of the layer")
        }
        guard let track = track(of: property, animated.read(shown)) else {
            return refuse("the values of the \(keyPath) animation are not of the property's kind (\(animated.read(modelState)))")
        }
        let timing = groupDuration.map { AnimationTiming(animation, beginTime: animation.beginTime, duration: animation.duration > 0 ? animation.duration : $0) }
        return AnimationPart(property: animated, track: track, timing: timing)
    }

    /// What `animation` moves through: a keyframe animation's values, else a basic one's values of
    /// `shown`'s kind, a missing start the value shown, a missing end the model's (read when
    /// shown); nil when a value is of another kind.
    private func track(of animation: CAPropertyAnimation, _ shown: AnimatableValue) -> AnimationTrack? {
        if let keyframes = animation as? CAKeyframeAnimation { return Keyframes(keyframes, like: shown).map(AnimationTrack.keyframes) }
        return ends(of: animation, shown).map { AnimationTrack.between(from: $0.0, to: $0.1) }
    }

    /// Where a basic `animation` runs from and to, as ``track(of:_:)`` says.
    private func ends(of animation: CAPropertyAnimation, _ shown: AnimatableValue) -> (AnimatableValue, AnimatableValue?)? {
        guard let basic = animation as? CABasicAnimation else { return (shown, nil) }
        func value(_ any: Any?) -> AnimatableValue?? {
            guard let any else { return .some(nil) }
            return AnimatableValue(any, like: shown).map { .some($0) }
        }
        guard let from = value(basic.fromValue), let to = value(basic.toValue), let by = value(basic.byValue) else { return nil }
        switch (from, to, by) {
        case let (from?, to, _): return (from, to ?? by.flatMap { from.adding($0, times: 1) })
        case let (nil, to?, by?): return (to.adding(by, times: -1) ?? shown, to)
        case let (nil, to?, nil): return (shown, to)
        case let (nil, nil, by?): return (shown, shown.adding(by, times: 1))
        case (nil, nil, nil): return (shown, nil)
        }
    }

    /// Starts `running`: replaces the animation of its key, schedules its start and end on its
    /// clock, and marks the layer.
    func run(_ running: RunningAnimation) {
        if let key = running.key, let previous = animations.last(where: { $0.key == key }) { stop(previous, finished: false) }
        animations.append(running)
        CALayer.runningAnimations.add(1, ordering: .relaxed)
        running.animation.completionGroup?.added()
        schedule(running)
        markChanged(.appearance)
    }

    /// Schedules on `running`'s clock its delegate's start, unless heard already, and its end,
    /// each when the layer's time reaches it; none while the layer's time never will.
    private func schedule(_ running: RunningAnimation) {
        let clock = running.clock, delegate = running.animation.delegate
        // The timers hold `running` weakly: it holds them, and the layer holds it while it runs.
        if delegate != nil, !running.hasStarted, let start = clockTime(running.beginTime) {
            running.timers.append(clock.schedule(after: start - clock.now) { [weak running] in
                guard let running else { return }
                running.hasStarted = true
                delegate?.animationDidStart(running.animation)
            })
        }
        if running.endTime.isFinite, let end = clockTime(running.endTime) {
            running.timers.append(clock.schedule(after: end - clock.now) { [weak self, weak running] in
                guard let self, let running else { return }
                finish(running)
            })
        }
    }

    /// Schedules again the start and end of the animations running on this layer, its
    /// sublayers and their masks: the layer's time changed.
    func rescheduleAnimations() {
        for running in animations {
            for timer in running.timers { timer.invalidate() }
            running.timers = []
            schedule(running)
        }
        markChanged(.appearance)
        for sublayer in storedSublayers { sublayer.rescheduleAnimations() }
        storedMask?.rescheduleAnimations()
    }

    /// How many animations run on layers, on every thread: while none does, a layer tree's move
    /// to another clock looks for none to carry.
    static let runningAnimations = Atomic<Int>(0)

    /// Carries the animations running on this layer, its sublayers and their masks to the clock
    /// `clock` answers, each as far through as it was: for a tree moved into another
    /// application's window, or out of every window, whose clock its animations then follow —
    /// as on iOS every layer follows the one media clock. The start and end its delegate hears
    /// move with it. `clock` is asked only if an animation is found: a tree without one never
    /// touches the media clock, which is the main thread's.
    package func followClock(_ clock: () -> SimulatedClock) {
        guard CALayer.runningAnimations.load(ordering: .relaxed) > 0 else { return }
        var target: SimulatedClock?
        carryAnimations {
            if let target { return target }
            let found = clock()
            target = found
            return found
        }
    }

    private func carryAnimations(to clock: () -> SimulatedClock) {
        if !animations.isEmpty {
            let clock = clock()
            for running in animations where running.clock !== clock {
                for timer in running.timers { timer.invalidate() }
                running.timers = []
                running.move(to: clock, by: localTime(clock.now) - localTime(running.clock.now))
                schedule(running)
                markChanged(.appearance)
            }
        }
        for sublayer in storedSublayers { sublayer.carryAnimations(to: clock) }
        storedMask?.carryAnimations(to: clock)
    }

    /// `running` ran its active time: its delegate hears it finish, and it is removed unless
    /// it fills forwards and stays.
    private func finish(_ running: RunningAnimation) {
        if running.animation.isRemovedOnCompletion { remove(running) }
        running.animation.delegate?.animationDidStop(running.animation, finished: true)
        running.animation.completionGroup?.animationEnded(finished: true)
    }

    /// Removes `running` before its end: its delegate hears it stop, at the next turn.
    private func stop(_ running: RunningAnimation, finished: Bool) {
        remove(running)
        let delegate = running.animation.delegate, group = running.animation.completionGroup
        guard delegate != nil || group != nil else { return }
        running.clock.schedule(after: 0) {
            delegate?.animationDidStop(running.animation, finished: finished)
            group?.animationEnded(finished: finished)
        }
    }

    private func remove(_ running: RunningAnimation) {
        for timer in running.timers { timer.invalidate() }
        let count = animations.count
        animations.removeAll { $0 === running }
        CALayer.runningAnimations.subtract(count - animations.count, ordering: .relaxed)
        markChanged(.appearance)
    }

    /// The clock the layer's animations run on: the one the nearest owner lends (a view in an
    /// application's window lends its application's), looking up through superlayers and, for
    /// a mask, the layer it masks; nil for a layer in no application's window.
    package var applicationClock: SimulatedClock? {
        var layer: CALayer? = self
        while let current = layer {
            if let clock = current.owner?.animationClock { return clock }
            layer = current.parentLayer
        }
        return nil
    }

    /// Before a change of the animatable property `keyPath`: the action the change runs, as
    /// Core Animation finds it — none when the transaction disables actions, else the delegate's,
    /// the layer's ``CALayer/actions``, or the class's default — with what is shown now. The
    /// setter stores the value, then hands this to ``runAction(_:)``. (A closure around the store
    /// would cost every change a key path made at run time.)
    @inline(__always)
    package func actionForChange(of keyPath: String) -> PendingAction? {
        guard !CATransaction.disableActions(), let action = action(forKey: keyPath) else { return nil }
        return PendingAction(action: action, keyPath: keyPath, before: shownState)
    }

    /// After the change: runs the action, seeing what was shown before. An animation to the new
    /// model value runs nothing when it would start there — from the value shown, or from
    /// nothing on a layer not yet committed (there is no shown value to start from) — and the
    /// key's running animation is removed instead.
    @inline(__always)
    package func runAction(_ pending: PendingAction?) {
        if let pending { run(pending) }
    }

    @inline(never)
    private func run(_ pending: PendingAction) {
        let (action, keyPath, before) = (pending.action, pending.keyPath, pending.before)
        if let basic = action as? CABasicAnimation, basic.toValue == nil, basic.byValue == nil,
           let property = type(of: self).animatedProperty(forKeyPath: keyPath) {
            let after = property.read(modelState)
            let start = basic.fromValue == nil ? (isCommitted ? property.read(before) : after) : AnimatableValue(basic.fromValue, like: after)
            if start == after { return removeAnimation(forKey: keyPath) }
        }
        stateBeforeChange = before
        action.run(forKey: keyPath, object: self, arguments: nil)
        stateBeforeChange = nil
    }
}

/// A change's action, found before the change and run after it: a reference, so a change with
/// no action (the most) moves one word, not what is shown.
package final class PendingAction {
    let action: any CAAction
    let keyPath: String
    let before: ShownState

    init(action: any CAAction, keyPath: String, before: ShownState) {
        (self.action, self.keyPath, self.before) = (action, keyPath, before)
    }
}
