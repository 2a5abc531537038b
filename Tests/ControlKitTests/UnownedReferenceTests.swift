@testable import ControlKit
import Testing

/// The framework holds no view or layer weakly: what points back up the tree is unowned and
/// cleared when its target goes, so whatever outlives a view or layer reads nil, never a dead
/// object (a dangling read would trap or read freed memory).
@Suite("References to a view or layer that is gone")
@MainActor
struct UnownedReferenceTests {
    @Test("a subview and its layer outliving their superview have no superview or superlayer")
    func subviewOutlivesSuperview() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            #expect(child.superview === parent)
            #expect(child.layer.superlayer === parent.layer)
        }
        #expect(child.superview == nil)
        #expect(child.layer.superlayer == nil)
        // The subview still works on its own: hit testing and conversion walk no dead parent.
        #expect(child.hitTest(CGPoint(x: 5, y: 5), with: nil) === child)
        #expect(child.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1, y: 2))
    }

    @Test("a layer outliving its view has no delegate")
    func layerOutlivesView() {
        let layer: CALayer
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            layer = view.layer
            #expect(layer.delegate === view)
        }
        #expect(layer.delegate == nil)
    }

    @Test("a gesture recognizer outliving its view has no view")
    func recognizerOutlivesView() {
        let recognizer = UITapGestureRecognizer()
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addGestureRecognizer(recognizer)
            #expect(recognizer.view === view)
        }
        #expect(recognizer.view == nil)
    }

    @Test("a mask outliving the layer it masks reaches no parent layer")
    func maskOutlivesMaskedLayer() {
        let mask = CALayer()
        do {
            let masked = CALayer()
            masked.mask = mask
            #expect(mask.parentLayer === masked)
        }
        #expect(mask.parentLayer == nil)
        // Masking another layer after the first one is gone links the mask to it alone.
        let other = CALayer()
        other.mask = mask
        #expect(mask.parentLayer === other)
    }
}
