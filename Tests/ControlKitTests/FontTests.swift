import Foundation
import Testing
@testable import ControlKit

/// `UIFont`'s weights, italics and names: each weight visibly heavier than the one before, an
/// italic leaning right, and `UIFont(name:size:)` answering the fonts iOS has and nil otherwise.
@MainActor @Suite("Fonts") struct FontTests {
    let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]

    /// The ink of `text` drawn in black at 20 points: the sum of its pixels' alpha, and the
    /// mean column of the ink in the top and bottom thirds of the line.
    func ink(_ text: String, _ font: UIFont) throws -> (total: Int, topColumn: Double, bottomColumn: Double) {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 24)).image { _ in
            text.draw(at: .zero, withAttributes: [.font: font, .foregroundColor: UIColor.black])
        }
        let pixels = try #require(image.cgImage).pixels
        var total = 0, top = (sum: 0, weight: 0), bottom = (sum: 0, weight: 0)
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let alpha = Int(pixels[x, y].alpha)
                total += alpha
                if y < 10 { top = (top.sum + x * alpha, top.weight + alpha) }
                if y >= 14 { bottom = (bottom.sum + x * alpha, bottom.weight + alpha) }
            }
        }
        return (total, Double(top.sum) / Double(max(top.weight, 1)), Double(bottom.sum) / Double(max(bottom.weight, 1)))
    }

    @Test("every weight draws visibly heavier than the one before; the system font's names follow the weights")
    func weightsGetHeavier() throws {
        var previous = 0
        for weight in weights {
            let font = UIFont.systemFont(ofSize: 20, weight: weight)
            let total = try ink("Hlll", font).total
            #expect(total > previous + previous / 20, "\(font) draws \(total), not 5% more than \(previous)")
            previous = total
        }
        #expect(weights.map { UIFont.systemFont(ofSize: 10, weight: $0).fontName } == [
            ".SFUI-Ultralight", ".SFUI-Thin", ".SFUI-Light", ".SFUI-Regular", ".SFUI-Medium", ".SFUI-Semibold", ".SFUI-Bold",
            ".SFUI-Heavy", ".SFUI-Black",
        ])
        #expect(UIFont.boldSystemFont(ofSize: 10) == .systemFont(ofSize: 10, weight: .bold))
        #expect(UIFont.systemFont(ofSize: 10, weight: .medium) != .systemFont(ofSize: 10))
    }

    @Test("an italic leans right: its top is further right than its bottom, where the upright's is not")
    func italicLeans() throws {
        let upright = try ink("IIII", .systemFont(ofSize: 20)), italic = try ink("IIII", .italicSystemFont(ofSize: 20))
        #expect(abs(upright.topColumn - upright.bottomColumn) < 0.3)
        #expect(italic.topColumn - italic.bottomColumn > 1.2)
        #expect(UIFont.italicSystemFont(ofSize: 20).withSize(12).builtInFont.face.isItalic)
    }

    @Test("UIFont(name:size:) answers the fonts iOS has, in the weight and slant of their names, and nil for others")
    func names() throws {
        let cases: [(String, CGFloat, Bool)] = [
            ("HelveticaNeue", 0, false), ("HelveticaNeue-Medium", 0.23, false), ("HelveticaNeue-UltraLight", -0.8, false),
            ("Avenir-Heavy", 0.56, false), ("Avenir-HeavyOblique", 0.56, true), ("AvenirNext-DemiBold", 0.3, false),
            ("Menlo-BoldItalic", 0.4, true), (".SFUI-Semibold", 0.3, false), ("SFProText-Light", -0.4, false),
            ("Georgia-Bold", 0.4, false), ("Arial-BlackItalic", 0.62, true),
        ]
        for (name, weight, italic) in cases {
            let font = try #require(UIFont(name: name, size: 14), "\(name)")
            #expect(font.fontName == name && font.pointSize == 14)
            #expect(font.builtInFont.face == FontFace(weight: weight, isItalic: italic), "\(name)")
        }
        for unknown in ["", "Comic Neue", "NoSuchFont-Bold", "helveticaneue"] {
            #expect(UIFont(name: unknown, size: 14) == nil, "\(unknown)")
        }
    }

    @Test("monospaced digits: every digit has one advance, in every weight")
    func monospacedDigits() {
        for weight in [UIFont.Weight.regular, .bold] {
            let font = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: weight)
            let widths = Set("0123456789".map { String($0).size(withAttributes: [.font: font]).width })
            #expect(widths.count == 1)
        }
    }

    @Test("registering a file that is not a font says so, naming it; the name stays unknown")
    func registrationErrors() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/NoSuch.ttf")
        let error = #expect(throws: UIFont.RegistrationError.self) { try UIFont.registerFont(at: missing) }
        if case .unreadable(let url, _) = error { #expect(url == missing) } else { Issue.record("\(String(describing: error))") }
        #expect(UIFont(name: "NoSuch", size: 12) == nil)
    }

    nonisolated static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test("a registered TrueType font answers its name and draws its own outlines, measured by its own advances",
          .enabled(if: FileManager.default.fileExists(atPath: FontTests.dejaVu)))
    func registeredTrueType() throws {
        let name = try UIFont.registerFont(at: URL(fileURLWithPath: FontTests.dejaVu))
        defer { UIFont.unregisterFont(named: name) }
        #expect(name == "DejaVuSans")
        let font = try #require(UIFont(name: name, size: 20))
        #expect(font.builtInFont.typeface != nil && font.withSize(10).builtInFont.typeface === font.builtInFont.typeface)
        let builtIn = try ink("Hello", .systemFont(ofSize: 20)), dejaVu = try ink("Hello", font)
        #expect(dejaVu.total > 0 && dejaVu.total != builtIn.total)
        #expect("Hello".size(withAttributes: [.font: font]).width != "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width)
        UIFont.unregisterFont(named: name)
        #expect(UIFont(name: name, size: 20) == nil)
    }
}
