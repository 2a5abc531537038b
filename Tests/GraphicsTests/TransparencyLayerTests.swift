import Foundation
import Testing
@testable import Graphics

/// Transparency layers, rectangle clips without masks, mask clips and shadows, against pixels
/// worked out by hand.
@Suite struct TransparencyLayerTests {
    func context(_ width: Int, _ height: Int) throws -> CGContext {
        try #require(CGContext(width: width, height: height))
    }

    @Test func aLayerAtHalfAlphaCompositesOverlappingShapesAsOne() throws {
        let grouped = try context(3, 1), ungrouped = try context(3, 1)
        for context in [grouped, ungrouped] { context.setAlpha(0.5) }
        grouped.beginTransparencyLayer()
        for context in [grouped, ungrouped] {
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            context.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        }
        grouped.endTransparencyLayer()
        // One shape at 50% everywhere; painted twice, the overlap is 127.5 + 128 × 0.5 → 192.
        #expect(alphas(grouped) == [[128, 128, 128]])
        #expect(alphas(ungrouped) == [[128, 192, 128]])
    }

    @Test func endingALayerBringsBackTheStateOfItsBegin() throws {
        let context = try context(2, 1)
        context.setAlpha(0.5)
        context.beginTransparencyLayer()
        context.saveGState()
        context.translateBy(x: 1, y: 0)
        context.endTransparencyLayer()
        #expect(context.ctm == .identity)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(alphas(context) == [[128, 0]])
        // An end without a begin changes nothing.
        context.endTransparencyLayer()
        #expect(alphas(context) == [[128, 0]])
    }

    @Test func aWholePixelRectangleClipNeedsNoMaskAndCutsExactly() throws {
        let context = try context(4, 1)
        context.clip(to: CGRect(x: 1, y: 0, width: 2, height: 1))
        #expect(context.state.clipMask == nil)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(alphas(context) == [[0, 255, 255, 0]])
        #expect(context.boundingBoxOfClipPath == CGRect(x: 1, y: 0, width: 2, height: 1))
        // A fractional clip still masks, within the rectangle's bounds.
        context.clip(to: CGRect(x: 1.5, y: 0, width: 3, height: 1))
        context.setBlendMode(.copy)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(context.state.clipMask != nil)
    }

    @Test func aMaskClipsToItsAlpha() throws {
        let context = try context(3, 1)
        let mask = context.makeCompatibleContext()
        mask.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        mask.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        context.clip(toAlphaOf: mask.pixels)
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
        #expect(alphas(context) == [[0, 128, 128]])
    }

    @Test func aShadowFallsBeneathTheContentMovedAndBlurred() throws {
        let context = try context(9, 9)
        context.beginTransparencyLayer()
        context.fill(CGRect(x: 3, y: 3, width: 3, height: 3))
        context.endTransparencyLayer(shadow: LayerShadow(color: RGBA8(red: 0, green: 0, blue: 0, alpha: 255),
                                                         offset: CGSize(width: 2, height: 0), sigma: 0))
        // Unblurred, the shadow is the square moved two pixels right, beneath the square.
        #expect(alphas(context)[4] == [0, 0, 0, 255, 255, 255, 255, 255, 0])
        let blurred = try self.context(15, 3)
        blurred.beginTransparencyLayer()
        blurred.fill(CGRect(x: 7, y: 0, width: 1, height: 3))
        blurred.endTransparencyLayer(shadow: LayerShadow(color: RGBA8(red: 0, green: 0, blue: 0, alpha: 255),
                                                         offset: .zero, sigma: 2))
        // Blurred, it spreads symmetrically and fades with distance.
        let row = alphas(blurred)[1]
        #expect(row[7] == 255)
        #expect(row[6] == row[8] && row[5] == row[9] && row[6] > row[5] && row[5] > row[4] && row[4] > 0)
        #expect(row[0] == 0)
    }
}
