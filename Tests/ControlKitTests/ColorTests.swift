import ControlKit
import Testing

@Suite("UIColor")
@MainActor
struct ColorTests {
    @Test("components are clamped to 0...1")
    func clamping() {
        let color = UIColor(red: 1.5, green: -1, blue: 0.25, alpha: 2)
        #expect(color.red == 1 && color.green == 0 && color.blue == 0.25 && color.alpha == 1)
    }

    @Test("colours made alike are equal and hash alike; different components are not equal")
    func equality() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
        #expect(UIColor.red != .red.withAlphaComponent(0.5))
        #expect(UIColor(white: 0.5, alpha: 1) == .gray)
    }

    @Test("the named constants have UIKit's components")
    func namedConstants() {
        #expect(UIColor.black == UIColor(white: 0, alpha: 1))
        #expect(UIColor.white == UIColor(white: 1, alpha: 1))
        #expect(UIColor.clear.alpha == 0)
        #expect(UIColor.darkGray == UIColor(white: 1.0 / 3, alpha: 1))
        #expect(UIColor.orange == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor.systemBlue == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
    }
}

@Suite("UIColor's components")
@MainActor
struct ColorComponentTests {
    @Test("getRed reads the components back, and nil pointers are skipped")
    func getRed() {
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.4).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [0.25, 0.5, 0.75, 0.4])
        #expect(UIColor.red.getRed(nil, green: nil, blue: &blue, alpha: nil) && blue == 0)
    }

    @Test("hue, saturation and brightness round-trip, and name the primaries")
    func hsb() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1) == .green)
        #expect(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1) == .blue)
        #expect(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1) == .red, "a hue of 1 is red again")
        #expect(UIColor(hue: 0.3, saturation: 0, brightness: 0.5, alpha: 1) == UIColor(white: 0.5, alpha: 1), "no saturation is a grey")
        for (h, s, b) in [(0.1, 0.8, 0.9), (0.55, 0.3, 0.6), (0.9, 1.0, 0.2)] as [(CGFloat, CGFloat, CGFloat)] {
            var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
            #expect(UIColor(hue: h, saturation: s, brightness: b, alpha: 0.5).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
            #expect(abs(hue - h) < 1e-9 && abs(saturation - s) < 1e-9 && abs(brightness - b) < 1e-9 && alpha == 0.5)
        }
        var hue: CGFloat = -1
        #expect(UIColor.gray.getHue(&hue, saturation: nil, brightness: nil, alpha: nil) && hue == 0, "a grey's hue is 0")
    }

    @Test("getWhite answers a grey's level and alpha, and false, writing nothing, for a colour")
    func white() {
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha) && white == 0.25 && alpha == 0.5)
        white = -1
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha) && white == -1)
    }
}

@Suite("UIColor's system colours")
@MainActor
struct SystemColorTests {
    /// The components of `color` in 0...255, alpha in 0...1.
    func components(_ color: UIColor) -> [CGFloat] {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red * 255, green * 255, blue * 255, alpha].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test("the system colours and the semantic ones have their light-appearance values")
    func values() {
        #expect(components(.systemRed) == [255, 59, 48, 1])
        #expect(components(.systemGreen) == [52, 199, 89, 1])
        #expect(components(.systemBlue) == [0, 122, 255, 1])
        #expect(components(.systemGray) == [142, 142, 147, 1])
        #expect(components(.systemGray6) == [242, 242, 247, 1])
        #expect(components(.label) == [0, 0, 0, 1])
        #expect(components(.secondaryLabel) == [60, 60, 67, 0.6])
        #expect(components(.systemBackground) == [255, 255, 255, 1])
        #expect(components(.separator) == [60, 60, 67, 0.29])
        #expect(UIColor.link == .systemBlue)
    }
}
