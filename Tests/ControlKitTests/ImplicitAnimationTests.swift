import Testing
@testable import ControlKit

/// An action that records what it was asked to run.
final class RecordingAction: CAAction {
    var runs: [String] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        runs.append("\(event) on \(type(of: anObject))")
    }
}

/// Core Animation's implicit animations: a committed standalone layer animates a change over the
/// transaction's duration, a view's layer does not, and `CATransaction` sets or disables them.
/// Standalone layers run on the media clock, which these main-actor tests advance.
@MainActor @Suite("Implicit animations and transactions") struct ImplicitAnimationTests {
    /// A standalone layer in the render tree: made, then committed.
    func committedLayer() -> CALayer {
        let layer = CALayer()
        CATransaction.flush()
        return layer
    }

    /// The opacity `layer` shows `time` seconds of the media clock from now.
    func opacity(of layer: CALayer, after time: TimeInterval) -> Float {
        SimulatedClock.media.advance(by: time)
        return layer.presentation()?.opacity ?? -1
    }

    @Test("a committed standalone layer animates a change over 0.25 s with the default curve")
    func aStandaloneLayerAnimates() throws {
        let layer = committedLayer()
        layer.opacity = 0
        #expect(layer.opacity == 0, "the model changes at once")
        #expect(layer.animationKeys() == ["opacity"])
        let animation = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(animation.duration == 0.25)
        #expect(layer.presentation()?.opacity == 1)
        // The default curve, (0.25, 0.1) (0.25, 1), half way in time: y ≈ 0.8024.
        #expect(abs(opacity(of: layer, after: 0.125) - (1 - 0.8024)) < 0.001)
        #expect(opacity(of: layer, after: 0.125) == 0)
        #expect(layer.animationKeys() == nil)
    }

    @Test("a layer not yet committed, a disabled transaction and a view's layer do not animate")
    func whatDoesNotAnimate() {
        let fresh = CALayer()
        fresh.opacity = 0.5
        #expect(fresh.animationKeys() == nil, "a layer made in this transaction shows nothing to start from")
        let layer = committedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        layer.opacity = 0.5
        layer.position = CGPoint(x: 3, y: 4)
        CATransaction.commit()
        #expect(!CATransaction.disableActions())
        #expect(layer.animationKeys() == nil && layer.presentation()?.opacity == 0.5)
        let view = UIView()
        CATransaction.flush()
        view.alpha = 0.5
        #expect(view.layer.animationKeys() == nil && view.layer.presentation()?.opacity == 0.5)
    }

    @Test("a transaction sets the duration and curve; an inner one takes what it does not set")
    func transactionSettings() {
        let layer = committedLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 1)
        layer.opacity = 0
        CATransaction.commit()
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25 && CATransaction.animationTimingFunction() == nil)
        #expect(opacity(of: layer, after: 0.5) == 0.5)
        SimulatedClock.media.advance(by: 1)
    }

    @Test("the completion block runs once the animations added after it end, or at the commit without any")
    func completionBlocks() {
        let layer = committedLayer()
        var completed: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed.append("empty") }
        CATransaction.commit()
        #expect(completed == ["empty"])
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed.append("fade") }
        layer.opacity = 0
        CATransaction.commit()
        #expect(completed == ["empty"])
        SimulatedClock.media.advance(by: 0.3)
        #expect(completed == ["empty", "fade"])
    }

    @Test("actions: the layer's own by key, NSNull to disable one; the class's defaults")
    func actions() {
        let layer = committedLayer()
        let recorder = RecordingAction()
        layer.actions = ["opacity": recorder, "position": NSNull()]
        layer.opacity = 0.5
        layer.position = CGPoint(x: 1, y: 1)
        #expect(recorder.runs == ["opacity on CALayer"])
        #expect(layer.animationKeys() == nil)
        #expect(layer.action(forKey: "position") == nil)
        #expect(CALayer.defaultAction(forKey: "cornerRadius") is CABasicAnimation)
        #expect(CALayer.defaultAction(forKey: "hidden") == nil && CALayer.defaultAction(forKey: "nonsense") == nil)
        #expect(CAShapeLayer.defaultAction(forKey: "strokeEnd") is CABasicAnimation && CALayer.defaultAction(forKey: "strokeEnd") == nil)
    }

    @Test("setting the value shown runs no animation, and removes the running one")
    func settingTheShownValueAgain() {
        let layer = committedLayer()
        layer.opacity = 0.5
        #expect(layer.animationKeys() == ["opacity"])
        SimulatedClock.media.advance(by: 1)
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil)
    }
}

/// `CACurrentMediaTime()` reads the clock the process's application runs on.
@MainActor @Suite("Media time") struct MediaTimeTests {
    @Test("CACurrentMediaTime() is the media clock's now, the shared application's clock")
    func mediaTime() {
        let start = CACurrentMediaTime()
        SimulatedClock.media.advance(by: 1.5)
        #expect(CACurrentMediaTime() == start + 1.5)
        #expect(UIApplication.shared.clock === SimulatedClock.media)
    }
}
