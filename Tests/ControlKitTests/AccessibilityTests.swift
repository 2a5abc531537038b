import ControlKit
import Testing

@Suite("Accessibility")
@MainActor
struct AccessibilityTests {
    func label(_ text: String, _ frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        return label
    }

    func button(_ title: String, _ frame: CGRect) -> UIButton {
        let button = UIButton(frame: frame)
        button.setTitle(title, for: .normal)
        return button
    }

    @Test("UIKit's defaults: a label is static text named by its text, a button a button named by its title, a view no element")
    func defaults() {
        let title = label("Settings", .zero)
        #expect(title.isAccessibilityElement && title.accessibilityLabel == "Settings" && title.accessibilityTraits == .staticText)
        let save = button("Save", .zero)
        #expect(save.isAccessibilityElement && save.accessibilityLabel == "Save" && save.accessibilityTraits == .button)
        save.isSelected = true
        save.isEnabled = false
        #expect(save.accessibilityTraits == [.button, .selected, .notEnabled])
        let view = UIView()
        #expect(!view.isAccessibilityElement && view.accessibilityLabel == nil && view.accessibilityTraits == .none)
        // Set values win over the defaults; the frame is the bounds in window coordinates.
        title.accessibilityLabel = "Settings screen"
        title.accessibilityTraits = .header
        #expect(title.accessibilityLabel == "Settings screen" && title.accessibilityTraits == .header)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: UIApplication())
        let box = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 10))
        window.addSubview(box)
        box.addSubview(inner)
        #expect(inner.accessibilityFrame == CGRect(x: 15, y: 25, width: 30, height: 10))
    }

    @Test("the transcript of a window: reading order, hidden views skipped, containers flattened, a listed order kept")
    func transcript() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: UIApplication())
        let heading = label("Sign in", CGRect(x: 20, y: 20, width: 280, height: 30))
        heading.accessibilityTraits = .header
        // Added before the heading but lower on screen: read after it.
        let submit = button("Continue", CGRect(x: 20, y: 300, width: 130, height: 44))
        submit.accessibilityHint = "Signs you in"
        let help = button("Help", CGRect(x: 170, y: 300, width: 130, height: 44))
        help.isEnabled = false
        let hidden = label("Secret", CGRect(x: 20, y: 60, width: 280, height: 20))
        hidden.isHidden = true
        let form = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 150))
        let remember = button("Remember me", CGRect(x: 20, y: 60, width: 280, height: 30))
        remember.isSelected = true
        form.addSubview(remember)
        form.addSubview(label("Email", CGRect(x: 20, y: 10, width: 280, height: 30)))
        let ordered = UIView(frame: CGRect(x: 0, y: 400, width: 320, height: 40))
        let second = label("second", CGRect(x: 0, y: 0, width: 100, height: 40))
        let first = label("first", CGRect(x: 200, y: 0, width: 100, height: 40))
        ordered.addSubview(second)
        ordered.addSubview(first)
        ordered.accessibilityElements = [first, second]
        for view in [submit, help, heading, hidden, form, ordered] { window.addSubview(view) }

        #expect(window.accessibilityTranscript == [
            "Sign in, Heading",
            "Email",
            "Selected, Remember me, Button",
            "Continue, Button, Signs you in",
            "Help, Button, Dimmed",
            "first",
            "second",
        ])
        form.accessibilityElementsHidden = true
        #expect(!window.accessibilityTranscript.contains("Email"))
    }
}
