import Foundation
import Testing
import Layers

/// A delegate that paints its layer's bounds in one colour and counts what it was asked.
final class FillingDelegate: CALayerDelegate {
    var draws = 0
    var contextSizes: [CGSize] = []
    func draw(_ layer: CALayer, in ctx: CGContext) {
        draws += 1
        contextSizes.append(CGSize(width: ctx.width, height: ctx.height))
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: layer.bounds.width / 2, height: layer.bounds.height))
    }
}

/// A delegate that provides the contents itself.
final class ProvidingDelegate: CALayerDelegate {
    let image: CGImage
    var displays = 0
    init(image: CGImage) { self.image = image }
    func display(_ layer: CALayer) {
        displays += 1
        layer.contents = image
    }
}

/// Layers alone, with no view anywhere: the module stands by itself, and what a layer asks of
/// its delegate follows Core Animation.
@Suite("Layer delegate and display") struct LayerDelegateTests {
    @Test("setNeedsDisplay marks; displayIfNeeded draws once through the delegate, into a backing store of the bounds")
    func displayDrawsThroughTheDelegate() throws {
        let layer = CALayer(), delegate = FillingDelegate()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 2)
        layer.delegate = delegate
        #expect(!layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(delegate.draws == 0, "an unmarked layer does not display")
        layer.setNeedsDisplay()
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        layer.displayIfNeeded()
        #expect(delegate.draws == 1 && !layer.needsDisplay())
        let contents = try #require(layer.contents)
        #expect(contents.width == 4 && contents.height == 2)
        // y down, the origin at the top left: the left half is red.
        #expect(contents.pixels[0, 0] == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(contents.pixels[1, 1] == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(contents.pixels[2, 0].alpha == 0 && contents.pixels[3, 1].alpha == 0)
    }

    @Test("the backing store has contentsScale pixels per point")
    func theBackingStoreFollowsTheContentsScale() throws {
        let layer = CALayer(), delegate = FillingDelegate()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 2)
        layer.contentsScale = 2
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(delegate.contextSizes == [CGSize(width: 8, height: 4)])
        let contents = try #require(layer.contents)
        #expect(contents.pixels[3, 3].alpha == 255 && contents.pixels[4, 0].alpha == 0)
    }

    @Test("a delegate that implements display(_:) provides the contents; drawing is not asked")
    func aDelegateCanProvideTheContents() throws {
        let image = try #require(CGContext(width: 1, height: 1)?.makeImage())
        let layer = CALayer(), delegate = ProvidingDelegate(image: image)
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(delegate.displays == 1 && layer.contents === image)
    }

    @Test("without a delegate, or drawing nothing, display leaves no contents")
    func drawingNothingLeavesNoContents() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.contents = try #require(CGContext(width: 1, height: 1)?.makeImage())
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.contents == nil)
    }

    @Test("the delegate is not retained: released, it reads nil")
    func theDelegateIsWeak() {
        let layer = CALayer()
        do {
            let delegate = FillingDelegate()
            layer.delegate = delegate
            #expect(layer.delegate === delegate)
        }
        #expect(layer.delegate == nil)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.contents == nil, "displaying with the delegate gone draws nothing, and does not crash")
    }

    @Test("an empty delegate answers no action, and its default display has the layer draw itself")
    func theDelegatesDefaults() throws {
        final class Empty: CALayerDelegate {}
        final class SelfDrawingLayer: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
                ctx.fill(bounds)
            }
        }
        let layer = SelfDrawingLayer(), delegate = Empty()
        layer.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
        layer.delegate = delegate
        #expect(delegate.action(for: layer, forKey: "opacity") == nil)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(try #require(layer.contents).pixels[1, 1] == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
    }
}
