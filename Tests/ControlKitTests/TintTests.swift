import ControlKit
import DynamicRuntime
import KeyValueObserving
import Testing

/// A view logging its tint changes under a name.
private final class TintLoggingView: UIView {
    required init?(coder: NSCoder) { nil }
    let name: String
    let log: EventLog
    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }
    override func tintColorDidChange() {
        super.tintColorDidChange()
        log.add("\(name) \(tintColor!)")
    }
}

@Suite("Tint colour and adjustment mode")
@MainActor
struct TintTests {
    @Test("a view shows the system blue by default, in the normal mode")
    func defaults() {
        let view = UIView()
        #expect(view.tintColor == .systemBlue)
        #expect(view.tintAdjustmentMode == .normal)
    }

    @Test("a tint set on a view reaches every view beneath that has none of its own, each told once, parents first")
    func inheritedDown() {
        let log = EventLog()
        let parent = TintLoggingView("parent", log: log), child = TintLoggingView("child", log: log)
        let grandchild = TintLoggingView("grandchild", log: log), own = TintLoggingView("own", log: log)
        own.tintColor = .green
        parent.addSubview(child)
        child.addSubview(grandchild)
        child.addSubview(own)
        _ = log.take()

        parent.tintColor = .red
        #expect(grandchild.tintColor == .red && own.tintColor == .green)
        #expect(log.entries == ["parent \(UIColor.red)", "child \(UIColor.red)", "grandchild \(UIColor.red)"])

        _ = log.take()
        parent.tintColor = .red
        #expect(log.entries.isEmpty)
        parent.tintColor = nil
        #expect(grandchild.tintColor == .systemBlue)
        #expect(log.entries == ["parent \(UIColor.systemBlue)", "child \(UIColor.systemBlue)", "grandchild \(UIColor.systemBlue)"])
    }

    @Test("moving a view under another tint tells it and what it tints; a move under the same tint tells no one")
    func moves() {
        let log = EventLog()
        let red = UIView(), blue = UIView(), alsoBlue = UIView()
        red.tintColor = .red
        let view = TintLoggingView("view", log: log)
        blue.addSubview(view)
        alsoBlue.addSubview(view)
        #expect(log.entries.isEmpty)
        red.addSubview(view)
        #expect(log.entries == ["view \(UIColor.red)"])
        view.removeFromSuperview()
        #expect(log.entries == ["view \(UIColor.red)", "view \(UIColor.systemBlue)"])
    }

    @Test("dimmed, the tint is a grey of the same luminance, inherited by .automatic views, not by .normal ones")
    func dimmed() {
        let log = EventLog()
        let parent = UIView(), child = TintLoggingView("child", log: log), normal = UIView()
        normal.tintAdjustmentMode = .normal
        parent.addSubview(child)
        parent.addSubview(normal)
        parent.tintAdjustmentMode = .dimmed
        // systemBlue is (0, 122/255, 1): 0.587 × 122/255 + 0.114.
        let grey = UIColor(white: 0.299 * 0 + 0.587 * (122.0 / 255) + 0.114 * 1, alpha: 1)
        #expect(child.tintColor == grey && child.tintAdjustmentMode == .dimmed)
        #expect(normal.tintColor == .systemBlue && normal.tintAdjustmentMode == .normal)
        #expect(log.entries == ["child \(grey)"])
    }

    @Test("tintColor is a runtime property: key-value coding reads it, and a hook on tintColorDidChange sees each change")
    func dynamicMembers() throws {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        var heard = 0
        let token = try UIView.hook(UIView.tintColorDidChangeMethod.selector, before: { _, _ in heard += 1 })
        defer { try? token.revert() }
        parent.tintColor = .orange
        #expect(heard == 2)
        #expect(child.value(forKey: "tintColor") as? UIColor == .orange)
    }
}
