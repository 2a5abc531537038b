import Foundation
import Testing
@testable import Graphics

/// `setShadow(offset:blur:color:)`: what is painted casts its alpha, moved, blurred and tinted,
/// beneath it. User space has y up, so pixel row `height − 1 − y` holds user y…y+1.
@Suite struct ContextShadowTests {
    let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255), black = RGBA8(red: 0, green: 0, blue: 0, alpha: 255)
    let clear = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)

    @Test("a sharp shadow is the shape moved by the offset, beneath it, in the default user space whatever the transform")
    func sharpShadow() throws {
        let context = try #require(CGContext(width: 12, height: 12))
        context.setShadow(offset: CGSize(width: 3, height: 3), blur: 0, color: .black)
        // Set before the transform: the offset stays 3 pixels up and right.
        context.scaleBy(x: 2, y: 2)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
        // The square covers pixels 2…6 each way; its shadow 5…9.
        func pixel(_ x: Int, _ y: Int) -> RGBA8 { context.pixels[x, 11 - y] }
        #expect(pixel(3, 3) == red && pixel(5, 5) == red, "the shape over its shadow")
        #expect(pixel(7, 7) == black && pixel(8, 6) == black, "the shadow beyond the shape")
        #expect(pixel(9, 9) == clear && pixel(1, 1) == clear && pixel(7, 3) == clear)
    }

    @Test("the default colour is black at a third; a nil colour, or a restored state, casts none")
    func colourAndState() throws {
        let context = try #require(CGContext(width: 8, height: 4))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.saveGState()
        context.setShadow(offset: CGSize(width: 2, height: 0), blur: 0)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        #expect(context.pixels[2, 0] == RGBA8(red: 0, green: 0, blue: 0, alpha: 85) && context.pixels[4, 0] == clear)
        context.restoreGState()
        context.fill(CGRect(x: 4, y: 0, width: 1, height: 4))
        #expect(context.pixels[5, 0] == clear, "no shadow after the restore")
        context.setShadow(offset: CGSize(width: 1, height: 0), blur: 0, color: nil)
        context.fill(CGRect(x: 6, y: 0, width: 1, height: 4))
        #expect(context.pixels[7, 0] == clear, "none for a nil colour")
    }

    @Test("a blurred shadow fades across its edge as a Gaussian of half the blur would, symmetrically")
    func blurredShadow() throws {
        let context = try #require(CGContext(width: 40, height: 40))
        context.setShadow(offset: .zero, blur: 8, color: .black)
        context.setFillColor(.clear)
        // A clear fill paints nothing, and casts nothing.
        context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(context.pixels[9, 20] == clear)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        // Outside the square the shadow's alpha falls with distance: σ = 4 px.
        let alphas = (4..<10).map { context.pixels[$0, 20].alpha }
        // At 5.5 and 0.5 pixels from the edge: 255 Φ(−1.375) ≈ 22 and 255 Φ(−0.125) ≈ 115.
        #expect(alphas == alphas.sorted() && abs(Int(alphas.first!) - 22) <= 3 && abs(Int(alphas.last!) - 115) <= 3, "\(alphas)")
        let mirrored = (30..<36).reversed().map { context.pixels[$0, 20].alpha }
        #expect(mirrored == alphas)
        #expect(context.pixels[20, 20] == red)
    }
}

