import DynamicRuntime
import KeyValueObserving
import Testing
@testable import ControlKit

/// A layer that rounds its corners to half its height whenever its bounds are set.
final class PillLayer: CALayer {
    static let setBounds = CALayer.boundsProperty.overrideSetter(in: PillLayer.self) { layer, bounds, superSetter in
        superSetter(bounds)
        layer.cornerRadius = bounds.height / 2
    }
    override class var runtimeMembers: [any RuntimeMember] { [setBounds] }
}

/// A view whose layer is a ``PillLayer`` (`+layerClass`).
final class PillView: UIView {
    nonisolated static let pillLayerClass = UIView.layerClassMethod.override(in: PillView.self) { _, _ in PillLayer.self }
    override class var runtimeMembers: [any RuntimeMember] { [pillLayerClass] }
}

@MainActor @Suite struct LayerGeometryTests {
    @Test func aLayerClassSubclassSeesTheFirstFrame() {
        let view = PillView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(view.layer is PillLayer)
        #expect(view.layer.cornerRadius == 20, "set from the first frame, through setBounds:")
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
        #expect(view.layer.cornerRadius == 30)
    }

    @Test func observingTheLayersBoundsHearsFrameChanges() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var sizes: [CGSize] = []
        let token = try view.layer.observe(CALayer.boundsProperty, options: [.new]) { _, change in
            if let bounds = change.newValue { sizes.append(bounds.size) }
        }
        view.frame = CGRect(x: 5, y: 5, width: 30, height: 20)
        view.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        #expect(sizes == [CGSize(width: 30, height: 20), CGSize(width: 8, height: 8)])
        token.invalidate()
    }

    @Test func theCenterIsTheLayersPosition() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.center = CGPoint(x: 50, y: 60)
        #expect(view.layer.position == CGPoint(x: 50, y: 60) && view.frame == CGRect(x: 45, y: 55, width: 10, height: 10))
    }

    @Test func theAnchorPointPlacesTheBoundsAtThePosition() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.layer.anchorPoint = .zero
        // The position (the center, 20, 10) now holds the top-left corner.
        #expect(view.frame == CGRect(x: 20, y: 10, width: 40, height: 20))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(view.center == .zero)
    }

    @Test func aTransformScalesTheFrameAboutTheCenterAndHitTestingFollows() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: UIApplication())
        let view = UIView(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
        window.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: 60, y: 60, width: 80, height: 80))
        #expect(view.bounds.size == CGSize(width: 40, height: 40), "the bounds do not change")
        // (65, 65) is outside the untransformed frame but inside the scaled one.
        #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === view)
        #expect(view.convert(CGPoint(x: 65, y: 65), from: window) == CGPoint(x: 2.5, y: 2.5))
        #expect(window.hitTest(CGPoint(x: 55, y: 55), with: nil) === window)
    }
}
