import ControlKit
import DynamicRuntime
import KeyValueObserving
import Testing

@Suite("UILabel")
@MainActor
struct LabelTests {
    @Test("defaults: no text, black, the 17-point system font")
    func defaults() {
        let label = UILabel()
        #expect(label.text == nil)
        #expect(label.textColor == .black)
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.font.pointSize == 17)
    }

    @Test("setting nil colour or font restores the default")
    func nilRestoresDefaults() {
        let label = UILabel()
        label.textColor = .red
        label.font = .boldSystemFont(ofSize: 30)
        #expect(label.textColor == .red && label.font.pointSize == 30)
        label.textColor = nil
        label.font = nil
        #expect(label.textColor == .black && label.font == .systemFont(ofSize: 17))
    }

    @Test("a font keeps its size, clamped at zero, and withSize keeps its family")
    func fonts() throws {
        let font = try #require(UIFont(name: "Menlo", size: 12))
        #expect(font.withSize(20) == UIFont(name: "Menlo", size: 20))
        #expect(UIFont(name: "Menlo", size: -3)?.pointSize == 0)
        #expect(UIFont.systemFont(ofSize: 12) != .boldSystemFont(ofSize: 12))
    }

    @Test("text, textColor and font are key-value observable")
    func observable() throws {
        let label = UILabel()
        var texts: [String?] = []
        let token = label.observe(\.text, named: "text", options: [.new]) { _, change in texts.append(change.newValue!) }
        defer { token.invalidate() }
        label.text = "a"
        label.text = nil
        #expect(texts == ["a", nil])
    }
}
