import Foundation
import Testing
@testable import Layers

/// `contentsRect` and `contentsCenter` against pixels worked out by hand.
@Suite("Contents rect and center") struct ContentsRectTests {
    /// An image of `width` × `height` pixels, each the colour `color(x, y)` gives.
    func image(_ width: Int, _ height: Int, _ color: (Int, Int) -> RGBA8) throws -> CGImage {
        var pixels = PixelBuffer(width: width, height: height)
        for y in 0..<height { for x in 0..<width { pixels[x, y] = color(x, y) } }
        return try #require(CGImage(pixels: pixels))
    }

    let palette = [RGBA8(red: 255, green: 0, blue: 0, alpha: 255), RGBA8(red: 0, green: 255, blue: 0, alpha: 255),
                   RGBA8(red: 0, green: 0, blue: 255, alpha: 255), RGBA8(red: 255, green: 255, blue: 255, alpha: 255),
                   RGBA8(red: 255, green: 255, blue: 0, alpha: 255), RGBA8(red: 0, green: 255, blue: 255, alpha: 255),
                   RGBA8(red: 255, green: 0, blue: 255, alpha: 255), RGBA8(red: 128, green: 128, blue: 128, alpha: 255),
                   RGBA8(red: 0, green: 0, blue: 0, alpha: 255)]

    @Test("contentsRect shows that part of the image: the right half of four columns")
    func contentsRect() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
        layer.contents = try image(4, 1) { x, _ in palette[x] }
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        let pixels = try rendered(layer, 2, 1)
        #expect(pixels[0, 0] == palette[2] && pixels[1, 0] == palette[3])
    }

    @Test("contentsCenter: the corners keep their size, the edges stretch along themselves, the middle both ways")
    func nineParts() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 6, height: 6)
        layer.contents = try image(3, 3) { x, y in palette[y * 3 + x] }
        #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let pixels = try rendered(layer, 6, 6)
        // Corners: one pixel each, at the corners.
        #expect(pixels[0, 0] == palette[0] && pixels[5, 0] == palette[2] && pixels[0, 5] == palette[6] && pixels[5, 5] == palette[8])
        // Edges: the top edge's pixel across columns 1–4, the left edge's down rows 1–4.
        #expect((1...4).allSatisfy { pixels[$0, 0] == palette[1] } && (1...4).allSatisfy { pixels[0, $0] == palette[3] })
        // The middle, both ways.
        #expect((1...4).allSatisfy { x in (1...4).allSatisfy { y in pixels[x, y] == palette[4] } })
    }

    @Test("both are dynamic members that mark the layer, and contentsRect animates")
    func dynamicMembers() {
        let layer = CALayer()
        layer.clearChanges()
        CALayer.contentsCenterProperty.set(layer, CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        #expect(layer.pendingChange == .appearance)
        #expect(CALayer.defaultAction(forKey: "contentsRect") is CABasicAnimation)
    }
}
