import Foundation
import Testing
@testable import Graphics

@Suite struct BuiltInFontTests {
    @Test func everyGlyphParsesAndStaysInItsBox() throws {
        // Printable ASCII, Latin-1 (U+00A0–U+00FF) and the symbols UI strings use, and the
        // dotless i accented i's are made of.
        var covered = (32...126).map { Character(UnicodeScalar($0)!) } + (0xA0...0xFF).map { Character(UnicodeScalar($0)!) }
        covered += "−×÷•…–—‘’“”€£¥©®™°±←↑→↓✓✕ı"
        #expect(Set(BuiltInFontGlyphs.table.keys) == Set(covered))
        for (character, glyph) in BuiltInFontGlyphs.table {
            let path = try #require(BuiltInFont.parse(glyph.strokes), "\(character)")
            guard !path.isEmpty else { continue }
            let box = path.boundingBox
            #expect(box.minX >= -0.5 && box.maxX <= glyph.advance + 0.5, "\(character): \(box)")
            // Within the line box: 9 units above the baseline, 3 below.
            #expect(box.minY >= -2.5 && box.maxY <= 8.8, "\(character): \(box)")
        }
        #expect(BuiltInFont.parse("M1,1 X2,2") == nil && BuiltInFont.parse("L1,1") == nil && BuiltInFont.parse("Q1,1") == nil)
    }

    @Test func metricsScaleWithThePointSize() {
        let font = BuiltInFont(pointSize: 20)
        #expect(font.ascender == 18 && font.descender == -6 && font.lineHeight == 24)
        #expect(font.capHeight == 14 && font.xHeight == 10 && font.strokeWidth == 1.8)
        #expect(BuiltInFont(pointSize: 20, isBold: true).strokeWidth == 2.7)
        let twoAdvances: CGFloat = (6.5 + 3) * 2
        #expect(font.width(of: "Hi") == twoAdvances)
        #expect(font.advance(of: "é") == font.advance(of: "e"), "an accented letter, its base's advance")
        #expect(font.advance(of: "한") == 12, "a missing glyph's box")
    }

    @Test func linesBreakAtNewlinesAndWrapWords() {
        let font = BuiltInFont(pointSize: 10)
        #expect(font.lines(of: "a\nbb") == ["a", "bb"])
        // "ab ab" is 26.2 wide; at 20 the second word goes to the next line.
        #expect(font.lines(of: "ab ab", width: 20) == ["ab", "ab"])
        #expect(font.lines(of: "ab ab", width: 30) == ["ab ab"])
        // A word wider than the line breaks between characters.
        #expect(font.lines(of: "mmm", width: 16) == ["mm", "m"])
    }

    @Test func aStrokeDrawsAtItsWidthOnTheBaseline() throws {
        // "|" at 10 points: a vertical stroke at x = 1.5 from 7.5 above the baseline to 2 below,
        // 0.9 wide: column 1 is 0.9 covered (229.5 → 230), its neighbours not at all.
        let context = try #require(CGContext(width: 4, height: 13))
        context.translateBy(x: 0, y: 13)
        context.scaleBy(x: 1, y: -1)
        BuiltInFont(pointSize: 10).draw("|", baselineAt: CGPoint(x: 0, y: 9), color: .black, in: context)
        #expect(context.pixels[1, 5].alpha == 230)
        #expect(context.pixels[0, 5].alpha == 0 && context.pixels[2, 5].alpha == 0)
        #expect(context.pixels[1, 0].alpha == 0, "above the stroke's round end")
    }
}
