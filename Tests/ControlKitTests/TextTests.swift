import Foundation
import Testing
@testable import ControlKit

@MainActor @Suite struct TextTests {
    @Test func uiFontHasTheBuiltInFontsMetrics() {
        let font = UIFont.systemFont(ofSize: 17)
        func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
        #expect(near(font.lineHeight, 20.4) && near(font.ascender, 15.3) && near(font.descender, -5.1))
        #expect(UIFont.boldSystemFont(ofSize: 17).builtInFont.isBold && !font.builtInFont.isBold)
    }

    @Test func measuringFollowsUIKit() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10)]
        #expect("Hi".size(withAttributes: attributes) == CGSize(width: 9.5, height: 12))
        #expect("a\nbb".size(withAttributes: attributes) == CGSize(width: 12, height: 24))
        let wrapped = "ab ab".boundingRect(with: CGSize(width: 20, height: 100), options: .usesLineFragmentOrigin,
                                           attributes: attributes, context: nil)
        #expect(wrapped == CGRect(x: 0, y: 0, width: 11.6, height: 24))
        let oneLine = "ab ab".boundingRect(with: CGSize(width: 20, height: 100), attributes: attributes)
        #expect(oneLine.minY == -9 && oneLine.height == 12 && abs(oneLine.width - 26.2) < 1e-9)
        let byDefault = "Hi".size()
        #expect(abs(byDefault.width - 11.4) < 1e-9 && abs(byDefault.height - 14.4) < 1e-9, "the 12-point system font by default")
    }

    @Test func drawingPutsTheFirstLinesTopAtThePointInTheColour() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 13)).image { _ in
            "|".draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.red])
        }
        let pixels = try #require(image.cgImage).pixels
        #expect(pixels[1, 5] == RGBA8(red: 230, green: 0, blue: 0, alpha: 230))
        #expect(pixels[0, 5].alpha == 0)
    }

    @Test func drawingInARectWrapsAndClipsToIt() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10)]
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 40)).image { _ in
            "ab ab ab".draw(in: CGRect(x: 0, y: 0, width: 20, height: 12), withAttributes: attributes)
        }
        let pixels = try #require(image.cgImage).pixels
        let inked = { (rows: Range<Int>) in rows.contains { y in (0..<30).contains { pixels[$0, y].alpha > 0 } } }
        #expect(inked(0..<12), "the first line")
        #expect(!inked(12..<40), "the wrapped lines fall outside the rectangle and are clipped")
    }
}
