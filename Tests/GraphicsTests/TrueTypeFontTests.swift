import Foundation
import Testing
@testable import Graphics

/// A small TrueType font built byte by byte — a box for the missing glyph, a square "A", a
/// triangle "B" with a curved side — so the reader and the drawing are checked against values
/// worked out by hand, the same on every machine.
enum SyntheticFont {
    static func data(dropping dropped: String? = nil, tag: UInt32 = 0x0001_0000) -> Data {
        func be16(_ value: Int) -> [UInt8] { [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }
        func be32(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }
        /// A simple glyph of one contour through `points` (x, y, on the curve), 16-bit deltas.
        func glyph(_ points: [(Int, Int, Bool)]) -> [UInt8] {
            let xs = points.map(\.0), ys = points.map(\.1)
            var bytes = be16(1) + be16(xs.min()!) + be16(ys.min()!) + be16(xs.max()!) + be16(ys.max()!)
            bytes += be16(points.count - 1) + be16(0)
            bytes += points.map { $0.2 ? 0x01 : 0x00 }
            var previous = 0
            for x in xs { bytes += be16(x - previous); previous = x }
            previous = 0
            for y in ys { bytes += be16(y - previous); previous = y }
            if bytes.count % 2 == 1 { bytes.append(0) }
            return bytes
        }
        let glyphs = [
            glyph([(0, 0, true), (500, 0, true), (500, 700, true), (0, 700, true)]),
            glyph([(100, 0, true), (500, 0, true), (500, 700, true), (100, 700, true)]),
            glyph([(0, 0, true), (600, 0, true), (300, 700, false)]),
        ]
        var glyf: [UInt8] = [], loca: [UInt8] = be16(0)
        for glyph in glyphs {
            glyf += glyph
            loca += be16(glyf.count / 2)
        }
        var head = [UInt8](repeating: 0, count: 54)
        head.replaceSubrange(18..<20, with: be16(1000))
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea.replaceSubrange(4..<6, with: be16(800))
        hhea.replaceSubrange(6..<8, with: be16(-200 & 0xFFFF))
        hhea.replaceSubrange(34..<36, with: be16(3))
        let maxp = be32(0x0000_5000) + be16(3)
        let hmtx = be16(600) + be16(0) + be16(600) + be16(100) + be16(700) + be16(0)
        // Format 4: "A"..."B" to glyphs 1 and 2, and the closing segment.
        var format4 = be16(4) + be16(32) + be16(0) + be16(4) + be16(4) + be16(1) + be16(0)
        format4 += be16(0x42) + be16(0xFFFF) + be16(0) + be16(0x41) + be16(0xFFFF) + be16(-0x40 & 0xFFFF) + be16(1) + be16(0) + be16(0)
        let cmap = be16(0) + be16(1) + be16(3) + be16(1) + be32(12) + format4
        let nameString = Array("TestSans-Regular".utf16).flatMap { be16(Int($0)) }
        let name = be16(0) + be16(1) + be16(18) + be16(3) + be16(1) + be16(0x409) + be16(6) + be16(nameString.count) + be16(0) + nameString
        let tables = [("cmap", cmap), ("glyf", glyf), ("head", head), ("hhea", hhea), ("hmtx", hmtx), ("loca", loca), ("maxp", maxp), ("name", name)]
            .filter { $0.0 != dropped }
        var directory = be32(tag) + be16(tables.count) + be16(0) + be16(0) + be16(0)
        var body: [UInt8] = []
        var offset = 12 + tables.count * 16
        for (tagName, table) in tables {
            directory += Array(tagName.utf8) + be32(0) + be32(UInt32(offset)) + be32(UInt32(table.count))
            var padded = table
            while padded.count % 4 != 0 { padded.append(0) }
            body += padded
            offset += padded.count
        }
        return Data(directory + body)
    }
}

@Suite("TrueType fonts") struct TrueTypeFontTests {
    @Test("the tables read back as built: name, units, metrics, advances, the character map, the outlines")
    func reads() throws {
        let font = try TrueTypeFont(data: SyntheticFont.data())
        #expect(font.postScriptName == "TestSans-Regular" && font.unitsPerEm == 1000)
        #expect(font.ascender == 800 && font.descender == -200 && font.lineGap == 0)
        #expect(font.glyph(for: "A") == 1 && font.glyph(for: "B") == 2 && font.glyph(for: "Z") == 0)
        #expect(font.advance(ofGlyph: 1) == 600 && font.advance(ofGlyph: 2) == 700)
        #expect(font.outline(ofGlyph: 1).boundingBox == CGRect(x: 100, y: 0, width: 400, height: 700))
        let triangle = font.outline(ofGlyph: 2).elements
        #expect(triangle.contains { if case .addQuadCurveToPoint(let control, _) = $0 { control == CGPoint(x: 300, y: 700) } else { false } })
        // No OS/2 table: the cap height is the top of "H", which the font draws as its box.
        #expect(font.capHeight == 700)
    }

    @Test("what is wrong with a file is said: too short, not TrueType, a table missing")
    func errors() {
        #expect(throws: TrueTypeError.truncated("offset table")) { try TrueTypeFont(data: Data([0, 1])) }
        #expect(throws: TrueTypeError.notTrueType(0x4F54_544F)) { try TrueTypeFont(data: SyntheticFont.data(tag: 0x4F54_544F)) }
        #expect(throws: TrueTypeError.missingTable("glyf")) { try TrueTypeFont(data: SyntheticFont.data(dropping: "glyf")) }
    }

    @Test("drawn through the same rasteriser: a 100-point A is the square from 10 to 50 points across, 70 up")
    func draws() throws {
        let font = BuiltInFont(pointSize: 100, typeface: try TrueTypeFont(data: SyntheticFont.data()))
        #expect(font.ascender == 80 && font.descender == -20 && font.advance(of: "A") == 60)
        let context = try #require(CGContext(width: 70, height: 100))
        context.translateBy(x: 0, y: 100)
        context.scaleBy(x: 1, y: -1)
        font.draw("A", baselineAt: CGPoint(x: 0, y: 80), color: .black, in: context)
        for (x, y, inked) in [(10, 10, true), (49, 79, true), (30, 45, true), (9, 45, false), (50, 45, false), (30, 9, false), (30, 80, false)] {
            #expect(context.pixels[x, y].alpha == (inked ? 255 : 0), "(\(x), \(y))")
        }
    }

    @Test("a real font, where the machine has one: DejaVu Sans's composite accented glyphs draw",
          .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")))
    func dejaVu() throws {
        let font = try TrueTypeFont(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
        #expect(font.postScriptName == "DejaVuSans" && font.unitsPerEm == 2048)
        let accented = font.outline(ofGlyph: font.glyph(for: "é")).boundingBox, plain = font.outline(ofGlyph: font.glyph(for: "e")).boundingBox
        #expect(accented.maxY > plain.maxY + 100, "the accent above the e")
    }

    @Test("10,000 mutated fonts read or throw and draw, never crash")
    func mutations() throws {
        let original = [UInt8](SyntheticFont.data())
        var random = SystemRandomNumberGenerator()
        for _ in 0..<10_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            if Bool.random(using: &random) { bytes.removeLast(Int.random(in: 0..<bytes.count, using: &random)) }
            guard let font = try? TrueTypeFont(data: Data(bytes)) else { continue }
            for character in "ABZ" {
                _ = font.outline(ofGlyph: font.glyph(for: character)).boundingBox
                _ = font.advance(ofGlyph: font.glyph(for: character))
            }
            _ = (font.capHeight, font.xHeight)
        }
    }
}
