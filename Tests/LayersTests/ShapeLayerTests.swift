import Foundation
import Testing
@testable import Layers

/// The pixels `layer` renders into a `width` × `height` bitmap in UIKit's coordinates (y down).
func rendered(_ layer: CALayer, _ width: Int, _ height: Int) throws -> PixelBuffer {
    let context = try #require(CGContext.backingStore(size: CGSize(width: width, height: height), opaque: false, scale: 1))
    layer.render(in: context)
    return context.pixels
}

let opaqueRed = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
let opaqueBlack = RGBA8(red: 0, green: 0, blue: 0, alpha: 255)
let clearPixel = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)

/// A shape layer's path, fill and stroke against pixels worked out by hand.
@Suite("Shape layer") struct ShapeLayerTests {
    /// A horizontal line across the middle of a 12 × 2 layer.
    func line() -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 12, height: 2)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 1))
        path.addLine(to: CGPoint(x: 12, y: 1))
        layer.path = path
        layer.fillColor = nil
        layer.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.lineWidth = 2
        return layer
    }

    func columns(_ layer: CALayer) throws -> [UInt8] {
        let pixels = try rendered(layer, 12, 2)
        return (0..<12).map { pixels[$0, 0].alpha }
    }

    @Test("Core Animation's defaults: black fill, no stroke, width 1, butt caps, miter joins, the whole length")
    func defaults() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil && layer.fillColor == .black && layer.strokeColor == nil)
        #expect(layer.fillRule == .nonZero && layer.lineWidth == 1 && layer.lineCap == .butt && layer.lineJoin == .miter)
        #expect(layer.miterLimit == 10 && layer.lineDashPattern == nil && layer.lineDashPhase == 0)
        #expect(layer.strokeStart == 0 && layer.strokeEnd == 1)
    }

    @Test("the path is filled in the layer's coordinates, with the fill rule")
    func fillAndFillRule() throws {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 1, y: 1, width: 6, height: 6))
        path.addRect(CGRect(x: 3, y: 3, width: 2, height: 2))
        layer.path = path
        var pixels = try rendered(layer, 8, 8)
        #expect(pixels[0, 0] == clearPixel && pixels[1, 1] == opaqueBlack && pixels[3, 3] == opaqueBlack)
        layer.fillRule = .evenOdd
        pixels = try rendered(layer, 8, 8)
        #expect(pixels[1, 1] == opaqueBlack && pixels[3, 3] == clearPixel, "even-odd leaves the inner square empty")
    }

    @Test("a shape layer with zero bounds draws its path around its position, unclipped")
    func thePathIsNotClippedToTheBounds() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        let shape = CAShapeLayer()
        shape.position = CGPoint(x: 4, y: 4)
        shape.path = CGPath(rect: CGRect(x: -2, y: -2, width: 4, height: 4), transform: nil)
        root.addSublayer(shape)
        let pixels = try rendered(root, 8, 8)
        #expect(pixels[2, 2] == opaqueBlack && pixels[5, 5] == opaqueBlack && pixels[1, 1] == clearPixel && pixels[6, 6] == clearPixel)
        shape.masksToBounds = true
        #expect(try rendered(root, 8, 8)[3, 3] == clearPixel, "masking to zero bounds clips it all")
    }

    @Test("strokeStart and strokeEnd draw that stretch of the length; an end not past the start draws nothing")
    func strokeStartAndEnd() throws {
        let layer = line()
        layer.strokeEnd = 0.5
        #expect(try columns(layer) == [255, 255, 255, 255, 255, 255, 0, 0, 0, 0, 0, 0])
        layer.strokeStart = 0.25
        layer.strokeEnd = 0.75
        #expect(try columns(layer) == [0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0])
        layer.strokeEnd = 0.25
        #expect(try columns(layer) == [UInt8](repeating: 0, count: 12))
    }

    @Test("strokeEnd 0.5 with dashes: the dashes of the first half, in place")
    func halfTheLengthWithDashes() throws {
        let layer = line()
        layer.lineDashPattern = [3, 1]
        #expect(try columns(layer) == [255, 255, 255, 0, 255, 255, 255, 0, 255, 255, 255, 0])
        layer.strokeEnd = 0.5
        #expect(try columns(layer) == [255, 255, 255, 0, 255, 255, 0, 0, 0, 0, 0, 0])
        layer.lineDashPhase = 1
        #expect(try columns(layer) == [255, 255, 0, 255, 255, 255, 0, 0, 0, 0, 0, 0])
    }

    @Test("values out of range are taken in range, as the setters document")
    func outOfRangeValues() {
        let layer = CAShapeLayer()
        layer.lineWidth = -1
        layer.strokeStart = -0.5
        layer.strokeEnd = 1.5
        layer.miterLimit = .nan
        #expect(layer.lineWidth == 0 && layer.strokeStart == 0 && layer.strokeEnd == 1 && layer.miterLimit == 10)
        layer.strokeEnd = .nan
        #expect(layer.strokeEnd == 1)
    }

    @Test("a change marks the layer for compositing; setting the same value does not")
    func changesMarkTheLayer() {
        let layer = line()
        layer.clearChanges()
        layer.strokeEnd = 1
        #expect(layer.pendingChange == .none)
        layer.strokeEnd = 0.5
        #expect(layer.pendingChange == .appearance)
    }

    @Test("the presentation copy draws the same shape")
    func thePresentationKeepsTheShape() throws {
        let layer = line()
        layer.strokeEnd = 0.5
        let copy = try #require(layer.presentation())
        #expect(copy.strokeEnd == 0.5 && copy.path == layer.path && copy.lineWidth == 2)
    }
}
