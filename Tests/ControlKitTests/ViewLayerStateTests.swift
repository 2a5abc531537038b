import DynamicRuntime
import KeyValueObserving
import Testing
@testable import ControlKit

/// A layer subclass that records every `setHidden:` it receives, through the runtime.
final class HiddenRecordingLayer: CALayer {
    nonisolated(unsafe) static var received: [Bool] = []
    static let setHidden = CALayer.hiddenProperty.overrideSetter(in: HiddenRecordingLayer.self) { _, hidden, superSetter in
        received.append(hidden)
        superSetter(hidden)
    }
    override class var runtimeMembers: [any RuntimeMember] { [setHidden] }
}

final class HiddenRecordingView: UIView {
    nonisolated static let recordingLayerClass = UIView.layerClassMethod.override(in: HiddenRecordingView.self) { _, _ in
        HiddenRecordingLayer.self
    }
    override class var runtimeMembers: [any RuntimeMember] { [recordingLayerClass] }
}

/// A view's isHidden, alpha, backgroundColor and clipsToBounds are its layer's, stored once:
/// what is set on either side is read on the other, and the layer's observers, overrides and
/// hooks hear changes made through the view, as in UIKit.
@MainActor @Suite("A view's state is its layer's") struct ViewLayerStateTests {
    @Test("observers of the layer's hidden and opacity hear view.isHidden = true and view.alpha = 0.5")
    func layerObserversHearTheView() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var hidden: [Bool] = [], opacities: [Float] = []
        let hiddenToken = try view.layer.observe(CALayer.hiddenProperty, options: [.new]) { _, change in
            if let value = change.newValue { hidden.append(value) }
        }
        let opacityToken = try view.layer.observe(CALayer.opacityProperty, options: [.new]) { _, change in
            if let value = change.newValue { opacities.append(value) }
        }
        view.isHidden = true
        view.alpha = 0.5
        view.isHidden = false
        #expect(hidden == [true, false])
        #expect(opacities == [0.5])
        hiddenToken.invalidate()
        opacityToken.invalidate()
    }

    @Test("observers of the layer's backgroundColor and masksToBounds hear the view's setters")
    func colourAndClippingReachTheLayer() throws {
        let view = UIView()
        var colours: [CGColor?] = [], masks: [Bool] = []
        let colourToken = try view.layer.observe(CALayer.backgroundColorProperty, options: [.new]) { _, change in
            colours.append(change.newValue ?? nil)
        }
        let maskToken = try view.layer.observe(CALayer.masksToBoundsProperty, options: [.new]) { _, change in
            if let value = change.newValue { masks.append(value) }
        }
        view.backgroundColor = .red
        view.backgroundColor = nil
        view.clipsToBounds = true
        #expect(colours == [UIColor.red.cgColor, nil])
        #expect(masks == [true])
        colourToken.invalidate()
        maskToken.invalidate()
    }

    @Test("a layer subclass overriding setHidden: sees the view's setter")
    func aLayerOverrideSeesTheView() {
        HiddenRecordingLayer.received = []
        let view = HiddenRecordingView()
        view.isHidden = true
        view.isHidden = false
        #expect(HiddenRecordingLayer.received == [true, false])
    }

    @Test("what is set on the layer is what the view reads")
    func theLayerIsTheStorage() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.isHidden = true
        view.layer.opacity = 0.25
        view.layer.backgroundColor = UIColor.blue.cgColor
        view.layer.masksToBounds = true
        view.layer.position = CGPoint(x: 40, y: 50)
        #expect(view.isHidden && view.alpha == 0.25 && view.backgroundColor == .blue && view.clipsToBounds)
        #expect(view.center == CGPoint(x: 40, y: 50))
    }

    @Test("alpha is the layer's single-precision opacity, as in UIKit")
    func alphaHasTheLayersPrecision() {
        let view = UIView()
        view.alpha = 0.3
        #expect(view.alpha == CGFloat(Float(0.3)))
        #expect(view.layer.opacity == 0.3)
    }

    @Test("the view is its layer's delegate: no action outside an animation block, the block's animation inside one")
    func theViewIsTheDelegate() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20), application: application)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer.delegate === view)
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
        var inside: (any CAAction)?
        UIView.animate(withDuration: 0.3) { inside = view.action(for: view.layer, forKey: "opacity") }
        #expect(inside is NSNull, "a view in no window does not animate")
        window.addSubview(view)
        application.clock.advance(by: 2)
        UIView.animate(withDuration: 0.3, delay: 0.1, options: .curveEaseIn) {
            inside = view.action(for: view.layer, forKey: "opacity")
            #expect(view.action(for: view.layer, forKey: "hidden") is NSNull, "not an animatable property")
        }
        let animation = try #require(inside as? CABasicAnimation)
        #expect(animation.keyPath == "opacity" && animation.duration == 0.3 && animation.beginTime == 2.1)
        #expect(animation.fromValue as? CGFloat == 1 && animation.fillMode == .backwards)
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
    }

    @Test("a view's layer told to display redraws the view through draw(_:), at the run-loop turn")
    func aViewsLayerDisplaysThroughTheView() throws {
        final class Counting: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                UIColor.red.setFill()
                UIRectFill(rect)
            }
        }
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20), application: application)
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        window.addSubview(view)
        application.runLoopOnce()
        #expect(view.draws == 1)
        view.layer.setNeedsDisplay()
        #expect(view.draws == 1)
        application.runLoopOnce()
        #expect(view.draws == 2)
        #expect(try #require(view.layer.contents).pixels[2, 2] == red)
    }

    @Test("a view gone leaves its layer without a delegate")
    func aViewGoneLeavesNoDelegate() {
        var view: UIView? = UIView()
        let layer = view!.layer
        view = nil
        #expect(layer.delegate == nil)
    }
}
