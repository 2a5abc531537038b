import ControlKitComponents
import Testing

/// Seed 002's UIImage category: scale, clip round, border, with the seed's edge rules, against
/// pixels worked out by hand.
@MainActor @Suite("RoundedAvatar: the UIImage category") struct RoundedAvatarCategoryTests {
    /// A 4 × 2 picture, its left half red and its right half blue.
    let halves = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        UIColor.blue.setFill()
        context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
    }

    @Test("aspect-fill keeps the middle of a wider picture")
    func aspectFill() throws {
        let square = try #require(halves.scaledAspectFill(to: CGSize(width: 2, height: 2))?.cgImage)
        #expect(square.pixels[0, 0] == UIColor.red.pixel && square.pixels[1, 0] == UIColor.blue.pixel)
        #expect(halves.scaledAspectFill(to: .zero) == nil)
    }

    @Test("rounded: a square becomes a circle, corners clear, the picture inside")
    func rounded() throws {
        let image = try #require(swatch(.green).roundedImage(cornerRadius: 20, scaledTo: CGSize(width: 20, height: 20))?.cgImage)
        #expect(image.width == 20 && image.height == 20)
        #expect(image.pixels[0, 0].alpha == 0 && image.pixels[19, 19].alpha == 0)
        #expect(image.pixels[10, 10] == UIColor.green.pixel && image.pixels[0, 10].alpha > 0)
    }

    @Test("bordered: the border keeps its width, since the picture is scaled before it is clipped and stroked")
    func borderKeepsItsWidth() throws {
        let big = swatch(.green, side: 400)
        let image = try #require(big.roundedImage(cornerRadius: 40, scaledTo: CGSize(width: 40, height: 40), borderWidth: 4,
                                                  borderColor: .red)?.cgImage)
        // Along the middle row: border from x 0 to 4, picture from there.
        #expect(image.pixels[1, 20] == UIColor.red.pixel && image.pixels[3, 20] == UIColor.red.pixel)
        #expect(image.pixels[5, 20] == UIColor.green.pixel && image.pixels[20, 20] == UIColor.green.pixel)
        // A border of half the side or more leaves nothing of the picture.
        let allBorder = try #require(big.roundedImage(cornerRadius: 40, scaledTo: CGSize(width: 40, height: 40), borderWidth: 20,
                                                      borderColor: .red)?.cgImage)
        #expect(allBorder.pixels[20, 20] == UIColor.red.pixel)
    }

    @Test("the round border returns the image itself when it is not square, has no colour, or the width is out of range")
    func borderEdgeRules() {
        let square = swatch(.green), wide = UIImage(color: .green, size: CGSize(width: 8, height: 4))
        #expect(wide.roundBordered(color: .red, borderWidth: 1) === wide)
        #expect(square.roundBordered(color: nil, borderWidth: 1) === square)
        #expect(square.roundBordered(color: .red, borderWidth: -1) === square)
        #expect(square.roundBordered(color: .red, borderWidth: 4.5) === square)
        #expect(square.roundBordered(color: .red, borderWidth: 4) !== square)
    }

    @Test("a round image of a colour: the avatar without a picture")
    func roundImageOfAColor() throws {
        let image = try #require(UIImage.roundImage(color: .blue, radius: 10)?.cgImage)
        #expect(image.width == 20 && image.pixels[10, 10] == UIColor.blue.pixel && image.pixels[0, 0].alpha == 0)
        #expect(UIImage.roundImage(color: .blue, radius: 0.2) == nil)
    }

    @Test("a rounded rectangle's corners are quarter circles of the radii's width, as UIKit draws them")
    func cornerRadiiHeightIsNotUsed() throws {
        func corner(_ radii: CGSize) throws -> RGBA8 {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
                UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: .allCorners,
                             cornerRadii: radii).fill()
            }
            return try #require(image.cgImage).pixels[1, 1]
        }
        #expect(try corner(CGSize(width: 10, height: 0)) == (try corner(CGSize(width: 10, height: 10))))
        #expect(try corner(CGSize(width: 10, height: 0)).alpha == 0)
    }
}
