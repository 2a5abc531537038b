import SwizzleKitTesting
import Testing
@testable import ControlKit

/// A delegate that records what it hears, in order.
final class AnimationRecorder: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append(flag ? "finished" : "stopped") }
}

/// Core Animation's explicit animations against the documented timing, on an application's
/// simulated clock: values at fractions of the duration, fill modes, repeats, speed, delegates,
/// keys, and a shadow path rendered at its midpoint.
@MainActor @Suite("Explicit animations") struct ExplicitAnimationTests {
    /// A 40 × 40 window of `application` holding a 10 × 10 view at the origin. The caller keeps
    /// the window alive.
    func scene(_ application: UIApplication) -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40), application: application)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        return (window, view)
    }

    /// A running animation and its clock's timers held each other, so an animation removed, or
    /// whose layer went, before its end was never freed, nor its delegate, nor what that held
    /// (found by LeakSanitizer: 293 of ControlKitTests' 333 leaked allocations).
    @Test("an animation removed before its end, or whose layer goes, is freed with its delegate")
    func animationsGoWhenRemoved() {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        weak var removedCopy: CAAnimation?, removedDelegate: AnimationRecorder?
        weak var orphanedCopy: CAAnimation?, orphanedLayer: CALayer?
        do {
            let recorder = AnimationRecorder(), animation = CABasicAnimation(keyPath: "opacity")
            (animation.fromValue, animation.toValue, animation.duration, animation.delegate) = (0, 1, 10, recorder)
            removedDelegate = recorder
            view.layer.add(animation, forKey: "fade")
            removedCopy = view.layer.animation(forKey: "fade")
            let layer = CALayer()
            view.layer.addSublayer(layer)
            layer.add(animation, forKey: "fade")
            (orphanedCopy, orphanedLayer) = (layer.animation(forKey: "fade"), layer)
            layer.removeFromSuperlayer()
        }
        application.clock.advance(by: 1)
        view.layer.removeAnimation(forKey: "fade")
        application.clock.advance(by: 1)
        #expect(removedCopy == nil && removedDelegate == nil, "removed")
        #expect(orphanedLayer == nil && orphanedCopy == nil, "its layer gone")
    }

    /// The opacity shown by a linear-free `function` animation from 0 to 1 over 1 s, at `times`.
    func opacities(_ function: CAMediaTimingFunction?, at times: [TimeInterval]) -> [Float] {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        let animation = CABasicAnimation(keyPath: "opacity")
        (animation.fromValue, animation.toValue, animation.duration) = (0, 1, 1)
        animation.timingFunction = function
        view.layer.add(animation, forKey: "fade")
        var shown: [Float] = [], now: TimeInterval = 0
        for time in times {
            application.clock.advance(by: time - now)
            now = time
            shown.append(view.layer.presentation()?.opacity ?? -1)
        }
        return shown
    }

    /// y of the cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1) where its x is `x`, by bisection on the
    /// parameter: the reference the timing functions are checked against.
    func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Float {
        func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
        }
        return Float(coordinate(y1, y2, (low + high) / 2))
    }

    @Test("each timing function's value at 0, ¼, ½ and 1 of the duration")
    func timingFunctions() {
        let times: [TimeInterval] = [0, 0.25, 0.5, 0.999_999]
        #expect(opacities(nil, at: times).map { ($0 * 1000).rounded() / 1000 } == [0, 0.25, 0.5, 1])
        let curves: [(CAMediaTimingFunctionName, (Double, Double, Double, Double))] = [
            (.linear, (0, 0, 1, 1)), (.easeIn, (0.42, 0, 1, 1)), (.easeOut, (0, 0, 0.58, 1)),
            (.easeInEaseOut, (0.42, 0, 0.58, 1)), (.default, (0.25, 0.1, 0.25, 1)),
        ]
        for (name, (x1, y1, x2, y2)) in curves {
            let shown = opacities(CAMediaTimingFunction(name: name), at: times)
            let expected = times.map { bezier(x1, y1, x2, y2, at: $0) }
            #expect(zip(shown, expected).allSatisfy { abs($0 - $1) < 0.001 }, "\(name.rawValue): \(shown) against \(expected)")
        }
        #expect(opacities(CAMediaTimingFunction(name: .easeInEaseOut), at: [0.5]) == [0.5], "symmetric about the middle")
        let custom = opacities(CAMediaTimingFunction(controlPoints: 0.1, 0.9, 0.2, 1), at: [0.25])[0]
        #expect(abs(custom - bezier(0.1, 0.9, 0.2, 1, at: 0.25)) < 0.001)
    }

    @Test("the model does not change; after the end the animation is removed and the model shows")
    func theModelStays() {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        let animation = CABasicAnimation(keyPath: "position.x")
        (animation.fromValue, animation.toValue, animation.duration) = (5, 25, 1)
        view.layer.add(animation, forKey: "move")
        #expect(view.layer.position.x == 5 && view.center.x == 5)
        application.clock.advance(by: 0.5)
        #expect(view.layer.presentation()?.position == CGPoint(x: 15, y: 5))
        application.clock.advance(by: 0.5)
        #expect(view.layer.presentation()?.position == CGPoint(x: 5, y: 5))
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("an animation added out of every window follows the clock of the window its layer joins, view or layer, and back")
    func animationsFollowTheWindowsClock() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40), application: application)
        defer { withExtendedLifetime(window) {} }
        application.clock.advance(by: 7)
        func move() -> (CABasicAnimation, AnimationRecorder) {
            let animation = CABasicAnimation(keyPath: "position.x"), recorder = AnimationRecorder()
            (animation.fromValue, animation.toValue, animation.duration, animation.delegate) = (5, 25, 1, recorder)
            return (animation, recorder)
        }
        // A view's layer, and a layer of its own, each given an animation before any window.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let (viewAnimation, viewRecorder) = move()
        view.layer.add(viewAnimation, forKey: "move")
        let ring = CALayer()
        ring.position = CGPoint(x: 5, y: 5)
        let (ringAnimation, ringRecorder) = move()
        ring.add(ringAnimation, forKey: "move")
        window.addSubview(view)
        window.layer.addSublayer(ring)
        // The application's clock drives them from where they were: they had not begun to move.
        application.clock.advance(by: 0.5)
        #expect(view.layer.presentation()?.position.x == 15 && ring.presentation()?.position.x == 15)
        #expect(viewRecorder.events == ["start"] && ringRecorder.events == ["start"], "started once, on the new clock")
        // Out of every window, halfway through: on the media clock, which other tests may move.
        view.removeFromSuperview()
        ring.removeFromSuperlayer()
        #expect(view.layer.animations.first?.clock === SimulatedClock.media && ring.animations.first?.clock === SimulatedClock.media)
        // Into another application's window, from there: it finishes half a second later on that
        // application's clock, and the first's no longer drives it.
        let other = UIApplication()
        let otherWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40), application: other)
        defer { withExtendedLifetime(otherWindow) {} }
        otherWindow.addSubview(view)
        otherWindow.layer.addSublayer(ring)
        application.clock.advance(by: 10)
        #expect(view.layer.animationKeys() == ["move"] && viewRecorder.events == ["start"])
        // Carried through the media clock's time, which other tests move, the times are within
        // rounding of the ones asked for.
        other.clock.advance(by: 0.25)
        for shown in [view.layer.presentation()?.position.x, ring.presentation()?.position.x] {
            #expect(abs((shown ?? 0) - 20) < 1e-9, "\(String(describing: shown))")
        }
        other.clock.advance(by: 0.25 + 1e-9)
        #expect(view.layer.animationKeys() == nil && ring.animationKeys() == nil)
        #expect(viewRecorder.events == ["start", "finished"] && ringRecorder.events == ["start", "finished"])
    }

    @Test("a layer's speed, time offset and begin time pause and resume its animations, as Apple's technical Q&A does")
    func pauseAndResume() {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        application.clock.advance(by: 3)
        let recorder = AnimationRecorder(), move = CABasicAnimation(keyPath: "position.x")
        (move.fromValue, move.toValue, move.duration, move.delegate) = (0, 100, 1, recorder)
        view.layer.add(move, forKey: "move")
        func shown() -> CGFloat { view.layer.presentation()?.position.x ?? -1 }
        application.clock.advance(by: 0.25)
        #expect(shown() == 25)
        // Paused: the layer's time stands still, and the animation with it.
        let layer = view.layer
        let pausedTime = layer.convertTime(application.clock.now, from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        application.clock.advance(by: 5)
        #expect(shown() == 25 && recorder.events == ["start"] && layer.animationKeys() == ["move"])
        // Resumed: on from where it stood, and it ends three quarters of a second later.
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(application.clock.now, from: nil) - paused
        application.clock.advance(by: 0.25)
        #expect(abs(shown() - 50) < 1e-9)
        application.clock.advance(by: 0.49)
        #expect(recorder.events == ["start"])
        application.clock.advance(by: 0.02)
        #expect(recorder.events == ["start", "finished"] && layer.animationKeys() == nil)
    }

    @Test("repeatDuration repeats an animation for as long as it says, ending part way through a run")
    func repeatDuration() {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        let recorder = AnimationRecorder(), move = CABasicAnimation(keyPath: "position.x")
        (move.fromValue, move.toValue, move.duration, move.repeatDuration, move.delegate) = (0, 100, 1, 2.5, recorder)
        view.layer.add(move, forKey: "move")
        application.clock.advance(by: 1.25)
        #expect(view.layer.presentation()?.position.x == 25)
        application.clock.advance(by: 1.0)
        #expect(view.layer.presentation()?.position.x == 25 && recorder.events == ["start"])
        application.clock.advance(by: 0.26)
        #expect(recorder.events == ["start", "finished"] && view.layer.animationKeys() == nil)
    }

    @Test("a superlayer's speed runs its sublayers' animations faster, and times convert between layers")
    func speedAndConversion() {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        view.layer.speed = 2
        let child = CALayer()
        view.layer.addSublayer(child)
        let recorder = AnimationRecorder(), fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration, fade.delegate) = (0, 1, 1, recorder)
        child.add(fade, forKey: "fade")
        application.clock.advance(by: 0.25)
        #expect(child.presentation()?.opacity == 0.5)
        application.clock.advance(by: 0.26)
        #expect(recorder.events == ["start", "finished"])
        // (t − beginTime) × speed + timeOffset, and back.
        view.layer.beginTime = 1
        view.layer.timeOffset = 3
        #expect(child.convertTime(5, from: nil) == 11 && child.convertTime(11, to: nil) == 5)
        #expect(view.layer.convertTime(11, to: child) == 11 && window.layer.convertTime(11, from: child) == 5)
    }

    @Test("fillMode: backwards shows the start before a later begin; forwards keeps the end once kept")
    func fillModes() {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        func shownOpacity() -> Float { view.layer.presentation()?.opacity ?? -1 }
        func fade(_ fill: CAMediaTimingFillMode, removed: Bool = true) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: "opacity")
            (animation.fromValue, animation.toValue, animation.duration) = (0.2, 0.6, 1)
            (animation.beginTime, animation.fillMode, animation.isRemovedOnCompletion) = (application.clock.now + 1, fill, removed)
            return animation
        }
        view.layer.add(fade(.removed), forKey: "fade")
        #expect(shownOpacity() == 1, "before its begin, without a fill: the model")
        view.layer.add(fade(.backwards), forKey: "fade")
        #expect(shownOpacity() == 0.2, "before its begin, filling backwards: the start")
        view.layer.add(fade(.forwards, removed: false), forKey: "fade")
        #expect(shownOpacity() == 1)
        application.clock.advance(by: 3)
        #expect(shownOpacity() == 0.6 && view.layer.animationKeys() == ["fade"], "after its end, kept and filling forwards: the end")
        view.layer.add(fade(.removed, removed: false), forKey: "fade")
        application.clock.advance(by: 3)
        #expect(shownOpacity() == 1, "after its end, kept without a fill: the model")
    }

    @Test("repeatCount, autoreverses, speed and timeOffset place the value in time")
    func repeatsAndSpeed() {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        func opacity(at time: TimeInterval, _ configure: (CABasicAnimation) -> Void) -> Float {
            let animation = CABasicAnimation(keyPath: "opacity")
            (animation.fromValue, animation.toValue, animation.duration) = (0, 1, 1)
            animation.beginTime = application.clock.now - time
            configure(animation)
            view.layer.add(animation, forKey: "fade")
            defer { view.layer.removeAllAnimations() }
            return view.layer.presentation()?.opacity ?? -1
        }
        #expect(opacity(at: 1.25) { $0.repeatCount = 2 } == 0.25, "the second run, a quarter in")
        #expect(opacity(at: 1.25) { $0.autoreverses = true } == 0.75, "on the way back, a quarter in")
        #expect(opacity(at: 2.5) { $0.repeatCount = 2; $0.autoreverses = true } == 0.5)
        #expect(opacity(at: 0.25) { $0.speed = 2 } == 0.5, "twice as fast")
        #expect(opacity(at: 0.25) { $0.timeOffset = 0.5 } == 0.75, "half a second ahead")
        #expect(opacity(at: 5) { $0.speed = 0; $0.timeOffset = 0.3 } == 0.3, "held at its offset")
    }

    @Test("the delegate hears the start at the begin and the finish at the end; a removal stops it unfinished")
    func delegates() {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        let recorder = AnimationRecorder()
        let animation = CABasicAnimation(keyPath: "opacity")
        (animation.fromValue, animation.duration, animation.delegate) = (0, 1, recorder)
        animation.beginTime = application.clock.now + 0.5
        view.layer.add(animation, forKey: "fade")
        #expect(recorder.events.isEmpty)
        application.clock.advance(by: 0.6)
        #expect(recorder.events == ["start"])
        application.clock.advance(by: 1)
        #expect(recorder.events == ["start", "finished"])
        let second = AnimationRecorder()
        animation.delegate = second
        animation.beginTime = 0
        view.layer.add(animation, forKey: "fade")
        view.layer.removeAnimation(forKey: "fade")
        application.runLoopOnce()
        #expect(second.events == ["stopped"], "removed before it was shown: no start")
        let replaced = AnimationRecorder()
        animation.delegate = replaced
        view.layer.add(animation, forKey: "fade")
        animation.delegate = nil
        view.layer.add(animation, forKey: "fade")
        application.runLoopOnce()
        #expect(replaced.events == ["stopped"], "replaced by an animation of the same key")
    }

    @Test("the layer runs a copy: changing the animation after adding it changes nothing")
    func theLayerRunsACopy() throws {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        let animation = CABasicAnimation(keyPath: "opacity")
        (animation.fromValue, animation.toValue, animation.duration) = (0, 1, 2)
        view.layer.add(animation, forKey: "fade")
        animation.duration = 100
        animation.toValue = 0
        let running = try #require(view.layer.animation(forKey: "fade") as? CABasicAnimation)
        #expect(running !== animation && running.duration == 2 && running.toValue as? Int == 1)
        #expect(view.layer.animationKeys() == ["fade"])
        application.clock.advance(by: 1)
        #expect(view.layer.presentation()?.opacity == 0.5)
    }

    @Test("key paths into the transform, the bounds and a shape; byValue; a missing end is the model")
    func keyPaths() throws {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        func add(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, on layer: CALayer? = nil) {
            let animation = CABasicAnimation(keyPath: keyPath)
            (animation.fromValue, animation.toValue, animation.byValue, animation.duration) = (from, to, by, 1)
            animation.beginTime = application.clock.now - 0.5
            (layer ?? view.layer).add(animation, forKey: keyPath)
        }
        add("transform.rotation.z", from: 0, to: CGFloat.pi)
        let rotation = try #require(view.layer.presentation()?.affineTransform())
        #expect(abs(atan2(rotation.b, rotation.a) - .pi / 2) < 1e-9)
        add("bounds.size", from: CGSize(width: 10, height: 10), to: CGSize(width: 30, height: 50))
        #expect(view.layer.presentation()?.bounds.size == CGSize(width: 20, height: 30))
        add("position.y", by: 20)
        #expect(view.layer.presentation()?.position.y == 15, "from the value shown, by 20: 5 → 25, half way")
        add("cornerRadius", from: 8)
        #expect(view.layer.presentation()?.cornerRadius == 4, "to the model's 0")
        let shape = CAShapeLayer()
        view.layer.addSublayer(shape)
        add("strokeEnd", from: 0, to: 1, on: shape)
        #expect(shape.presentation()?.strokeEnd == 0.5)
    }

    @Test("an animation of no property, or with values of another kind, is reported and not added")
    func misuseIsReported() {
        let layer = CALayer()
        let unknown = CABasicAnimation(keyPath: "wobble")
        let wrongKind = CABasicAnimation(keyPath: "opacity")
        wrongKind.toValue = CGColor.black
        let issues = runtimeIssues {
            layer.add(unknown, forKey: "a")
            layer.add(CAAnimation(), forKey: "b")
            layer.add(wrongKind, forKey: "c")
        }
        #expect(issues.map(\.message) == [
            "-[CALayer addAnimation:forKey:]: CABasicAnimation names the key path \"wobble\", which is not an animatable property of the layer; nothing is added",
            "-[CALayer addAnimation:forKey:]: CAAnimation names no key path, which is not an animatable property of the layer; nothing is added",
            "-[CALayer addAnimation:forKey:]: the values of the opacity animation are not of the property's kind (scalar(1.0)); nothing is added",
        ])
        #expect(layer.animationKeys() == nil)
    }

    @Test("a standalone layer runs on the media clock")
    func aStandaloneLayerRunsOnTheMediaClock() {
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        (animation.fromValue, animation.toValue, animation.duration) = (0, 1, 1)
        animation.beginTime = SimulatedClock.media.now - 0.5
        layer.add(animation, forKey: "fade")
        #expect(layer.presentation()?.opacity == 0.5)
        #expect(layer.animations.first?.clock === SimulatedClock.media)
    }

    @Test("a CABasicAnimation of shadowPath renders the shadow at its midpoint")
    func shadowPathAtItsMidpoint() throws {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 0
        view.layer.shadowOffset = CGSize(width: 0, height: 20)
        let start = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        let end = CGPath(rect: CGRect(x: 20, y: 0, width: 4, height: 4), transform: nil)
        view.layer.shadowPath = end
        let animation = CABasicAnimation(keyPath: "shadowPath")
        (animation.fromValue, animation.toValue, animation.duration) = (start, end, 1)
        view.layer.add(animation, forKey: "shadowPath")
        application.clock.advance(by: 0.5)
        application.runLoopOnce()
        let pixels = try #require(window.screenImage()).pixels
        // Half way, the 4 × 4 square is at x 10...14, 20 points down.
        let black = RGBA8(red: 0, green: 0, blue: 0, alpha: 255)
        #expect(pixels[10, 20] == black && pixels[13, 23] == black)
        #expect(pixels[9, 21].alpha == 0 && pixels[14, 21].alpha == 0 && pixels[21, 21].alpha == 0 && pixels[1, 21].alpha == 0)
    }

    @Test("a spring follows its analytic solution — under-, critically and over-damped — and settles when it says")
    func springAgainstItsSolution() {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        /// The x shown `time` seconds into a spring from 0 to 100 configured by `configure`.
        func shown(at time: TimeInterval, _ configure: (CASpringAnimation) -> Void = { _ in }) -> CGFloat {
            let spring = CASpringAnimation(keyPath: "position.x")
            (spring.fromValue, spring.toValue, spring.duration) = (0, 100, 5)
            spring.beginTime = application.clock.now - time
            configure(spring)
            view.layer.add(spring, forKey: "spring")
            defer { view.layer.removeAllAnimations() }
            return view.layer.presentation()?.position.x ?? -1
        }
        let spring = CASpringAnimation()
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        // ω = 10, ζ = 0.5: x(t) = 1 − e^(−5t) (cos 8.660t + 0.5774 sin 8.660t), worked out apart.
        for (time, expected) in [(0.1, 34.029984660829826), (0.2, 84.94256348541123), (0.3, 112.43547674084116), (0.5, 107.45905665950333)] {
            #expect(abs(shown(at: time) - expected) < 1e-6, "at \(time) s")
        }
        #expect(abs(shown(at: 0.1) { $0.initialVelocity = 5 } - 60.70534441656448) < 1e-6, "released towards the end")
        #expect(abs(shown(at: 0.1) { $0.damping = 20 } - 26.424111765711533) < 1e-6, "critically damped: 1 − 2/e")
        #expect(abs(shown(at: 0.1) { $0.damping = 40 } - 17.773657609819058) < 1e-6, "over-damped")
        // The last moment it is 0.1% or more from rest is 1.2701 s.
        #expect(abs(spring.settlingDuration - 1.2711) < 0.002)
        spring.damping = 20
        #expect(spring.settlingDuration < 1.2711, "critical damping settles sooner")
    }

    @Test("keyframes: values at key times, discrete, paced, cubic, per-segment timing, along a path")
    func keyframes() throws {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        /// The x shown a fraction `time` into a 1 s keyframe animation of `position.x` set up by `configure`.
        func x(at time: TimeInterval, _ configure: (CAKeyframeAnimation) -> Void) -> CGFloat {
            let animation = CAKeyframeAnimation(keyPath: "position.x")
            (animation.values, animation.duration) = ([0, 10, 40], 1)
            animation.beginTime = application.clock.now - time
            configure(animation)
            view.layer.add(animation, forKey: "keyframes")
            defer { view.layer.removeAllAnimations() }
            return view.layer.presentation()?.position.x ?? -1
        }
        #expect(x(at: 0.25) { _ in } == 5 && x(at: 0.75) { _ in } == 25, "key times evenly: 0, ½, 1")
        #expect(x(at: 0.1) { $0.keyTimes = [0, 0.2, 1] } == 5 && x(at: 0.6) { $0.keyTimes = [0, 0.2, 1] } == 25)
        #expect(x(at: 0.25) { $0.keyTimes = [0, 0.7, 0.2] } == 5, "key times that do not rise are ignored")
        #expect(x(at: 0.5) { $0.calculationMode = .discrete } == 10 && x(at: 0.9) { $0.calculationMode = .discrete } == 40,
                "discrete: each held for a third")
        #expect(x(at: 0.125) { $0.calculationMode = .paced } == 5 && x(at: 0.625) { $0.calculationMode = .paced } == 25,
                "paced: 10 of 40 by a quarter of the time")
        #expect(x(at: 0.25) { $0.calculationMode = .cubic } == 3.125, "Catmull–Rom through 0, 0, 10, 40 at ½")
        let eased = x(at: 0.25) { $0.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)] }
        #expect(abs(eased - 10 * CGFloat(bezier(0.42, 0, 1, 1, at: 0.5))) < 1e-3, "the first segment eased in")
        // Along a path: an L 40 across then 30 down, 70 long; at 4/7 of the time, the corner.
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 40, y: 0))
        path.addLine(to: CGPoint(x: 40, y: 30))
        let along = CAKeyframeAnimation(keyPath: "position")
        (along.path, along.duration, along.beginTime) = (path, 1, application.clock.now - 4.0 / 7)
        view.layer.add(along, forKey: "along")
        let corner = try #require(view.layer.presentation()?.position)
        #expect(abs(corner.x - 40) < 1e-9 && abs(corner.y) < 1e-9)
        view.layer.removeAllAnimations()
        let wrong = CAKeyframeAnimation(keyPath: "position.x")
        wrong.values = [0, CGColor.black]
        let issues = runtimeIssues { view.layer.add(wrong, forKey: "wrong") }
        #expect(issues.count == 1 && view.layer.animationKeys() == nil)
    }

    @Test("values boxed in NSValue, as iOS code gives them, animate; a box of another kind is refused")
    func boxedValues() {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        let move = CABasicAnimation(keyPath: "position")
        (move.fromValue, move.toValue, move.duration) = (NSValue(cgPoint: CGPoint(x: 0, y: 0)), NSValue(cgPoint: CGPoint(x: 20, y: 10)), 1)
        view.layer.add(move, forKey: "move")
        let turn = CAKeyframeAnimation(keyPath: "transform")
        (turn.values, turn.duration) = ([NSValue(cgAffineTransform: .identity), NSValue(cgAffineTransform: CGAffineTransform(scaleX: 3, y: 3))], 1)
        view.layer.add(turn, forKey: "turn")
        // A 3D transform, as loading animations box theirs, runs as its projection.
        let spin = CABasicAnimation(keyPath: "transform")
        (spin.fromValue, spin.toValue, spin.duration) = (NSValue(caTransform3D: CATransform3DIdentity),
                                                         NSValue(caTransform3D: CATransform3DMakeTranslation(8, 0, 0)), 1)
        let spinning = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        window.addSubview(spinning)
        spinning.layer.add(spin, forKey: "spin")
        application.clock.advance(by: 0.5)
        #expect(view.layer.presentation()?.position == CGPoint(x: 10, y: 5))
        #expect(view.layer.presentation()?.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
        #expect(spinning.layer.presentation()?.affineTransform() == CGAffineTransform(translationX: 4, y: 0))
        let wrong = CABasicAnimation(keyPath: "position")
        (wrong.fromValue, wrong.toValue) = (NSValue(cgSize: CGSize(width: 1, height: 1)), NSValue(cgSize: .zero))
        let issues = runtimeIssues { view.layer.add(wrong, forKey: "wrong") }
        #expect(issues.count == 1 && view.layer.animation(forKey: "wrong") == nil)
    }

    @Test("NSValue boxes of geometry round-trip, and answer zero for a box of another kind, as UIKit's")
    func geometryBoxes() {
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgAffineTransform: transform).cgAffineTransformValue == transform)
        #expect(NSValue(cgAffineTransform: transform) == NSValue(cgAffineTransform: transform))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgPointValue == .zero)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgAffineTransformValue == .identity)
    }

    @Test("a group runs its animations on its time, each from its own begin, cut off at the group's end")
    func groups() {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (0, 1, 1)
        let move = CABasicAnimation(keyPath: "position.x")
        (move.fromValue, move.toValue, move.duration, move.beginTime) = (0, 100, 1, 1)
        let round = CABasicAnimation(keyPath: "cornerRadius")
        (round.fromValue, round.toValue) = (0, 10)
        let long = CABasicAnimation(keyPath: "borderWidth")
        (long.fromValue, long.toValue, long.duration) = (0, 10, 10)
        let group = CAAnimationGroup()
        (group.animations, group.duration) = ([fade, move, round, long], 2)
        let recorder = AnimationRecorder()
        group.delegate = recorder
        view.layer.add(group, forKey: "group")
        func shown() -> (Float, CGFloat, CGFloat, CGFloat) {
            let layer = view.layer.presentation()!
            return (layer.opacity, layer.position.x, layer.cornerRadius, layer.borderWidth)
        }
        application.clock.advance(by: 0.5)
        #expect(shown() == (0.5, 5, 2.5, 0.5), "the move has not begun: the model's x")
        application.clock.advance(by: 1)
        #expect(shown() == (1, 50, 7.5, 1.5), "the fade has ended: the model's opacity")
        application.clock.advance(by: 1)
        #expect(shown() == (1, 5, 0, 0) && recorder.events == ["start", "finished"], "at the group's end, the longer one is cut off")
        let nested = CAAnimationGroup()
        nested.animations = [group]
        let issues = runtimeIssues { view.layer.add(nested, forKey: "nested") }
        #expect(issues.count == 1 && view.layer.animationKeys() == nil, "a group in a group is refused")
    }

    @Test("the README's progress ring: a strokeEnd animation from 0 to 1 runs on the ring")
    func theReadmeRing() throws {
        // The README's example, verbatim.
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 14, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
                                 clockwise: true).cgPath
        ring.strokeColor = UIColor.blue.cgColor
        ring.fillColor = nil
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        ring.add(grow, forKey: "progress")
        // The checks.
        #expect(ring.animationKeys() == ["progress"] && ring.strokeEnd == 1)
        #expect(try #require(ring.presentation()).strokeEnd == 0, "at its begin, the ring shows the start")
    }

    @Test("a gradient's colors animate colour by colour, and lists of another length jump half way")
    func gradientColors() throws {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        gradient.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
        view.layer.addSublayer(gradient)
        let fade = CABasicAnimation(keyPath: "colors")
        (fade.fromValue, fade.toValue, fade.duration) = ([UIColor.red.cgColor, UIColor.red.cgColor], [UIColor.blue.cgColor, UIColor.blue.cgColor], 1)
        gradient.add(fade, forKey: "fade")
        application.clock.advance(by: 0.5)
        let shown = try #require(gradient.presentation()?.colors as? [CGColor])
        #expect(shown.count == 2 && shown.allSatisfy { $0.components == [0.5, 0, 0.5, 1] })
        let pixel = try #require(window.screenImage()).pixels[5, 5]
        #expect(abs(Int(pixel.red) - 128) <= 1 && pixel.green == 0 && abs(Int(pixel.blue) - 128) <= 1)
        // Three colours to two: the first half shows the start, the second the end.
        let jump = CABasicAnimation(keyPath: "colors")
        (jump.fromValue, jump.toValue, jump.duration) = ([UIColor.red.cgColor, UIColor.green.cgColor, UIColor.red.cgColor],
                                                         [UIColor.blue.cgColor, UIColor.blue.cgColor], 1)
        gradient.add(jump, forKey: "fade")
        application.clock.advance(by: 0.25)
        #expect((gradient.presentation()?.colors as? [CGColor])?.count == 3)
        application.clock.advance(by: 0.5)
        #expect((gradient.presentation()?.colors as? [CGColor])?.count == 2)
    }
}
