import ControlKit
import Testing

@Suite("UIColor")
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
