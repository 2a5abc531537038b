import Foundation
import Testing
@testable import Layers

/// A gradient layer's colours against values worked out by hand: each pixel takes the colour at
/// its centre's place along the gradient.
@Suite("Gradient layer") struct GradientLayerTests {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// The colour `t` of the way from red to blue, as a pixel.
    func mix(_ t: CGFloat) -> RGBA8 {
        RGBA8(red: UInt8((255 * (1 - t)).rounded()), green: 0, blue: UInt8((255 * t).rounded()), alpha: 255)
    }

    func close(_ a: RGBA8, _ b: RGBA8) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= 1 && abs(Int(a.green) - Int(b.green)) <= 1 && abs(Int(a.blue) - Int(b.blue)) <= 1
            && abs(Int(a.alpha) - Int(b.alpha)) <= 1
    }

    func layer(_ width: CGFloat, _ height: CGFloat) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
        layer.colors = [red, blue]
        return layer
    }

    /// A 10 × 10 gradient of `type` about the middle, its end point at `end`.
    func centred(_ type: CAGradientLayerType, end: CGPoint) -> CAGradientLayer {
        let gradient = layer(10, 10)
        gradient.type = type
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = end
        return gradient
    }

    @Test("Core Animation's defaults: no colours, top middle to bottom middle, axial")
    func defaults() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil && layer.locations == nil && layer.type == .axial)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
    }

    @Test("axial: each row the colour at its centre, top to bottom; flat beyond the last location")
    func axial() throws {
        let gradient = layer(1, 10)
        var pixels = try rendered(gradient, 1, 10)
        for y in [0, 4, 9] { #expect(close(pixels[0, y], mix((CGFloat(y) + 0.5) / 10)), "row \(y): \(pixels[0, y])") }
        gradient.locations = [0, 0.5]
        pixels = try rendered(gradient, 1, 10)
        #expect(close(pixels[0, 2], mix(0.5)) && pixels[0, 6] == mix(1) && pixels[0, 9] == mix(1))
        gradient.colors = [red, CGColor(red: 0, green: 1, blue: 0, alpha: 1), blue]
        gradient.locations = nil
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 0, y: 1)
        pixels = try rendered(gradient, 1, 10)
        // Row 4's centre, 0.45, is 0.9 of the way from red (at 0) to green (at 0.5): 25.5, 229.5.
        #expect(close(pixels[0, 4], RGBA8(red: 25, green: 230, blue: 0, alpha: 255)))
    }

    @Test("radial: out from the start point to the ellipse the end point sizes")
    func radial() throws {
        let pixels = try rendered(centred(.radial, end: CGPoint(x: 1, y: 1)), 10, 10)
        // Pixel (5, 5)'s centre is 0.5√2 from the centre: 0.1414 of the radius 5.
        #expect(close(pixels[5, 5], mix(0.5 * 2.squareRoot() / 5)))
        #expect(close(pixels[9, 5], mix(hypot(4.5, 0.5) / 5)))
        #expect(pixels[0, 0] == mix(1), "beyond the ellipse, the last colour")
    }

    @Test("conic: around the start point, clockwise from the end point's direction")
    func conic() throws {
        let pixels = try rendered(centred(.conic, end: CGPoint(x: 1, y: 0.5)), 10, 10)
        func turns(_ x: CGFloat, _ y: CGFloat) -> CGFloat {
            let angle = atan2(y - 5, x - 5) / (2 * .pi)
            return angle - angle.rounded(.down)
        }
        #expect(close(pixels[9, 5], mix(turns(9.5, 5.5))), "just below the start direction")
        #expect(close(pixels[5, 9], mix(turns(5.5, 9.5))), "a quarter turn clockwise: below the centre")
        #expect(close(pixels[0, 4], mix(turns(0.5, 4.5))), "half way round")
    }

    @Test("the gradient is clipped to the bounds, and a change marks the layer")
    func clippedAndMarked() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        let gradient = layer(2, 2)
        root.addSublayer(gradient)
        let pixels = try rendered(root, 4, 4)
        #expect(pixels[1, 1].alpha == 255 && pixels[2, 2].alpha == 0 && pixels[3, 0].alpha == 0)
        gradient.clearChanges()
        gradient.type = .radial
        #expect(gradient.pendingChange == .appearance)
    }
}
