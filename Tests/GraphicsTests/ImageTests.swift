import Foundation
import Testing
@testable import Graphics

/// Drawing images, checked against samples worked out by hand.
@Suite struct ImageTests {
    /// An opaque image whose red components are `reds`, row by row from the top.
    func image(_ reds: [[UInt8]]) throws -> CGImage {
        let context = try #require(CGContext(width: reds[0].count, height: reds.count))
        for (row, values) in reds.enumerated() {
            for (column, red) in values.enumerated() {
                context.setFillColor(CGColor(red: CGFloat(red) / 255, green: 0, blue: 1, alpha: 1))
                context.fill(CGRect(x: column, y: reds.count - 1 - row, width: 1, height: 1))
            }
        }
        return try #require(context.makeImage())
    }

    func reds(_ context: CGContext) -> [[UInt8]] {
        (0..<context.height).map { y in (0..<context.width).map { x in context.pixels[x, y].red } }
    }

    @Test func anImageDrawnAtItsOwnSizeIsCopiedUpright() throws {
        let source = try image([[10, 20], [30, 40]])
        for quality in [CGInterpolationQuality.none, .low, .default, .high] {
            let context = try #require(CGContext(width: 2, height: 2))
            context.interpolationQuality = quality
            context.draw(source, in: CGRect(x: 0, y: 0, width: 2, height: 2))
            #expect(reds(context) == [[10, 20], [30, 40]], "\(quality)")
            #expect(context.pixels == source.pixels)
        }
    }

    @Test func nearestNeighbourUpscalingRepeatsPixels() throws {
        let context = try #require(CGContext(width: 4, height: 2))
        context.interpolationQuality = .none
        context.draw(try image([[0, 200]]), in: CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(reds(context) == [[0, 0, 200, 200], [0, 0, 200, 200]])
    }

    @Test func bilinearUpscalingBlendsNeighboursByDistance() throws {
        let context = try #require(CGContext(width: 4, height: 1))
        context.interpolationQuality = .low
        context.draw(try image([[0, 255]]), in: CGRect(x: 0, y: 0, width: 4, height: 1))
        // Destination centres fall at source x 0.25, 0.75, 1.25, 1.75: weights 0, ¼, ¾, 1 of
        // the second pixel (edge pixels clamp).
        #expect(reds(context) == [[0, 64, 191, 255]])
    }

    @Test func areaAveragingDownscalingMeansTheCoveredPixels() throws {
        let source = try image([[0, 255, 100, 100], [0, 255, 100, 100]])
        let averaged = try #require(CGContext(width: 2, height: 1))
        averaged.draw(source, in: CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(reds(averaged) == [[128, 100]])
        let nearest = try #require(CGContext(width: 2, height: 1))
        nearest.interpolationQuality = .none
        nearest.draw(source, in: CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(reds(nearest) == [[255, 100]], "the pixel under each centre")
    }

    @Test func aClipShapesWhereAnImageShows() throws {
        let context = try #require(CGContext(width: 10, height: 10))
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        context.clip()
        context.draw(try image([[255]]), in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.pixels[0, 0].alpha == 0 && context.pixels[5, 5].alpha == 255)
        #expect(context.pixels[5, 5].red == 255 && context.pixels[5, 5].blue == 255)
    }

    @Test func anImageNeedsAPixel() {
        #expect(CGImage(pixels: PixelBuffer(width: 0, height: 1)) == nil)
        #expect(CGImage(pixels: PixelBuffer(width: 1, height: 1, format: .alpha8)) == nil)
    }
}
