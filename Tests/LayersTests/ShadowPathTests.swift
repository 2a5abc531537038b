import Foundation
import Testing
@testable import Layers

/// A layer's `shadowPath` against pixels worked out by hand: with no blur the shadow is the
/// path, offset, in the shadow's colour.
@Suite("Shadow path") struct ShadowPathTests {
    func layer() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = CGSize(width: 4, height: 4)
        return layer
    }

    @Test("the path casts the shadow, though the layer draws nothing")
    func thePathCastsTheShadow() throws {
        let layer = layer()
        #expect(try rendered(layer, 8, 8)[5, 5] == clearPixel, "no content, no path: no shadow")
        layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        let pixels = try rendered(layer, 8, 8)
        #expect(pixels[4, 4] == opaqueBlack && pixels[5, 5] == opaqueBlack)
        #expect(pixels[3, 3] == clearPixel && pixels[6, 6] == clearPixel && pixels[0, 0] == clearPixel)
    }

    @Test("with a path, the content's own shape casts nothing")
    func thePathReplacesTheContentsShadow() throws {
        let layer = layer()
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        content.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.addSublayer(content)
        #expect(try rendered(layer, 8, 8)[4, 4] == opaqueBlack, "the content's shadow")
        layer.shadowPath = CGPath(rect: CGRect(x: 2, y: 0, width: 2, height: 2), transform: nil)
        let pixels = try rendered(layer, 8, 8)
        #expect(pixels[4, 4] == clearPixel && pixels[6, 4] == opaqueBlack)
        #expect(pixels[0, 0] == opaqueRed, "the content itself still draws")
    }

    @Test("the shadow path is a dynamic member that marks the layer")
    func theShadowPathIsADynamicMember() {
        let layer = layer()
        layer.clearChanges()
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        CALayer.shadowPathProperty.set(layer, path)
        #expect(layer.shadowPath == path && layer.pendingChange == .appearance)
    }
}
