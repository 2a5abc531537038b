import Foundation
import Testing
@testable import Graphics

/// `clip(to:mask:)`: the mask image, drawn into the rectangle, limits painting.
@Suite struct ImageMaskClipTests {
    let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255), clear = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)

    /// A 4 × 4 image whose pixel at (x, y) from the top left is `pixel(x, y)`.
    func image(_ pixel: (Int, Int) -> RGBA8) throws -> CGImage {
        var pixels = PixelBuffer(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { pixels[x, y] = pixel(x, y) } }
        return try #require(CGImage(pixels: pixels))
    }

    @Test func anImageWithTransparencyMasksByItsAlpha() throws {
        let context = try #require(CGContext(width: 8, height: 8))
        let black = RGBA8(red: 0, green: 0, blue: 0, alpha: 255)
        context.clip(to: CGRect(x: 0, y: 0, width: 8, height: 8), mask: try image { x, _ in x < 2 ? black : clear })
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(context.pixels[1, 4] == red && context.pixels[6, 4] == clear)
        // A gradient keeps to the mask too (a ring's gradient, not the whole view).
        let gradient = try #require(CGGradient(colors: [CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1)],
                                               locations: nil))
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 8, y: 0), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(context.pixels[1, 4].blue > 200 && context.pixels[6, 4] == clear)
    }

    @Test func anOpaqueImageMasksByItsBrightness() throws {
        let context = try #require(CGContext(width: 8, height: 8))
        let white = RGBA8(red: 255, green: 255, blue: 255, alpha: 255), black = RGBA8(red: 0, green: 0, blue: 0, alpha: 255)
        // White over black: drawn upright in a y-up context, the top half paints.
        context.clip(to: CGRect(x: 0, y: 0, width: 8, height: 8), mask: try image { _, y in y < 2 ? white : black })
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(context.pixels[4, 1] == red && context.pixels[4, 6] == clear)
        // Only inside the rectangle the mask was drawn into.
        let small = try #require(CGContext(width: 8, height: 8))
        small.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4), mask: try image { _, _ in white })
        small.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        small.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(small.pixels[1, 6] == red && small.pixels[6, 1] == clear)
    }
}
