import ControlKit
import DynamicRuntime
import Testing

@Suite("UIButton")
@MainActor
struct ButtonTests {
    /// Every combination of the three flags a touch or the code can set.
    static let allStates: [UIControl.State] = (0..<8).map { bits in
        var state: UIControl.State = []
        if bits & 1 != 0 { state.insert(.highlighted) }
        if bits & 2 != 0 { state.insert(.disabled) }
        if bits & 4 != 0 { state.insert(.selected) }
        return state
    }

    /// Puts `button` in `state` through its public setters.
    static func put(_ button: UIButton, in state: UIControl.State) {
        button.isHighlighted = state.contains(.highlighted)
        button.isEnabled = !state.contains(.disabled)
        button.isSelected = state.contains(.selected)
    }

    /// The states resources are set for, and what each state must resolve to.
    nonisolated static let setStates: [UIControl.State] = [.normal, .highlighted, .selected, .disabled]

    static func expected(for state: UIControl.State, among set: [UIControl.State]) -> UIControl.State? {
        if set.contains(state) { return state }
        return set.contains(.normal) ? .normal : nil
    }

    @Test("every state combination resolves title, colour, image and background to the exact state, else normal, else none",
          arguments: [setStates, [.highlighted, .selected], [.normal, [.highlighted, .selected], [.disabled, .selected]]])
    func fallbackTable(setFor states: [UIControl.State]) {
        let titles = Dictionary(uniqueKeysWithValues: states.map { ($0.rawValue, "title \($0.rawValue)") })
        let colors = Dictionary(uniqueKeysWithValues: states.map { ($0.rawValue, UIColor(white: CGFloat($0.rawValue) / 8, alpha: 1)) })
        let images = Dictionary(uniqueKeysWithValues: states.map { ($0.rawValue, UIImage(size: CGSize(width: 1, height: 1))) })
        let backgrounds = Dictionary(uniqueKeysWithValues: states.map { ($0.rawValue, UIImage(size: CGSize(width: 2, height: 2))) })
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        for state in states {
            button.setTitle(titles[state.rawValue], for: state)
            button.setTitleColor(colors[state.rawValue], for: state)
            button.setImage(images[state.rawValue], for: state)
            button.setBackgroundImage(backgrounds[state.rawValue], for: state)
        }
        for state in ButtonTests.allStates {
            ButtonTests.put(button, in: state)
            #expect(button.state == state)
            let source = ButtonTests.expected(for: state, among: states)
            #expect(button.currentTitle == source.flatMap { titles[$0.rawValue] }, "title in \(state)")
            #expect(button.currentTitleColor == (source.flatMap { colors[$0.rawValue] } ?? .white), "colour in \(state)")
            #expect(button.currentImage == source.flatMap { images[$0.rawValue] }, "image in \(state)")
            #expect(button.currentBackgroundImage == source.flatMap { backgrounds[$0.rawValue] }, "background in \(state)")
            #expect(button.title(for: state) == button.currentTitle)
            button.layoutIfNeeded()
            #expect(button.titleLabel?.text == button.currentTitle)
            #expect(button.titleLabel?.textColor == button.currentTitleColor)
            #expect(button.imageView?.image == button.currentImage)
        }
    }

    @Test("highlighted and selected together fall back to normal unless set for that very combination")
    func combinedStateFallsBackToNormal() {
        let button = UIButton()
        button.setTitle("normal", for: .normal)
        button.setTitle("highlighted", for: .highlighted)
        button.setTitle("selected", for: .selected)
        button.isHighlighted = true
        button.isSelected = true
        #expect(button.currentTitle == "normal")
        button.setTitle("both", for: [.highlighted, .selected])
        #expect(button.currentTitle == "both")
    }

    @Test("the title label has the current state's title and colour at once, before any layout")
    func titleLabelAtOnce() throws {
        let button = UIButton(type: .custom)
        button.setTitle("Tags", for: .normal)
        let label = try #require(button.titleLabel)
        #expect(label.text == "Tags" && label.frame == .zero, "before the layout that frames it")
        // Sized from it, as code written for iOS sizes a button: wider than an empty label.
        #expect(label.intrinsicContentSize.width > 16)
        button.setTitleColor(.red, for: .normal)
        #expect(label.textColor == .red)
        // Another state's title and colour wait for that state.
        button.setTitle("Pressed", for: .highlighted)
        button.setTitleColor(.blue, for: .highlighted)
        #expect(label.text == "Tags" && label.textColor == .red)
        button.isHighlighted = true
        #expect(label.text == "Pressed" && label.textColor == .blue)
    }

    @Test("setting nil removes a state's resource, so the state falls back again")
    func nilRemoves() {
        let button = UIButton()
        button.setTitle("normal", for: .normal)
        button.setTitle("selected", for: .selected)
        button.isSelected = true
        #expect(button.currentTitle == "selected")
        button.setTitle(nil, for: .selected)
        #expect(button.currentTitle == "normal")
        button.setTitle(nil, for: .normal)
        #expect(button.currentTitle == nil)
    }

    @Test("button types: init(frame:) is custom with white titles; .system titles default to the system blue")
    func buttonTypes() {
        #expect(UIButton().buttonType == .custom)
        #expect(UIButton().currentTitleColor == .white)
        let system = UIButton(type: .system)
        #expect(system.buttonType == .system)
        #expect(UIButton.ButtonType.roundedRect == .system)
        #expect(system.currentTitleColor == .systemBlue)
        system.setTitleColor(.red, for: .normal)
        #expect(system.currentTitleColor == .red)
    }

    @Test("subviews are made lazily, background at index 0, image view and label above it")
    func lazySubviews() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        #expect(button.subviews.isEmpty)
        button.setTitle("Go", for: .normal)
        #expect(button.subviews.count == 1 && button.subviews[0] is UILabel)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .normal)
        button.setBackgroundImage(UIImage(size: CGSize(width: 1, height: 1)), for: .normal)
        let subviews = button.subviews
        #expect(subviews.count == 3)
        #expect(subviews[0] !== button.imageView && type(of: subviews[0]) == UIImageView.self)
        #expect(subviews[1] === button.imageView)
        #expect(subviews[2] === button.titleLabel)
        button.setBackgroundImage(UIImage(size: CGSize(width: 1, height: 1)), for: .highlighted)
        #expect(button.subviews.count == 3)
    }

    @Test("layout frames: the background fills the bounds, the image and the measured title are centred together")
    func layoutFrames() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.setBackgroundImage(UIImage(size: CGSize(width: 1, height: 1)), for: .normal)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .normal)
        button.setTitle("Go", for: .normal)
        button.layoutIfNeeded()
        #expect(button.subviews[0].frame == CGRect(x: 0, y: 0, width: 100, height: 44))
        // "Go" in the 17-point font is 22 × 21 points (its width and lines rounded up), so the
        // content is 42 wide and starts at 50 − 21 = 29; each is centred on the middle line.
        let title = button.titleLabel?.intrinsicContentSize
        #expect(title == CGSize(width: 22, height: 21))
        #expect(button.imageView?.frame == CGRect(x: 29, y: 12, width: 20, height: 20))
        #expect(button.titleLabel?.frame == CGRect(x: 49, y: 12, width: 22, height: 21))
    }

    @Test("a tap on a button sends touchUpInside and the title follows highlighting during the touch")
    func tapOnButton() {
        let button = UIButton()
        button.setTitle("up", for: .normal)
        button.setTitle("down", for: .highlighted)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let finger = Finger(on: button)
        finger.down()
        #expect(button.titleLabel?.text == "down")
        finger.move(to: CGPoint(x: 50, y: 200))
        #expect(button.titleLabel?.text == "up")
        finger.move(to: CGPoint(x: 50, y: 20))
        finger.up()
        #expect(button.titleLabel?.text == "up")
        #expect(taps == 1)
    }

    @Test("a state change lays out the button alone, not its marked ancestors, and clears only its mark")
    func stateChangeLaysOutOnlyTheButton() {
        final class CountingView: UIView {
            var layouts = 0
            override func layoutSubviews() {
                layouts += 1
                super.layoutSubviews()
            }
        }
        let container = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        container.addSubview(button)
        container.layoutIfNeeded()
        container.layouts = 0
        button.setBackgroundImage(UIImage(size: CGSize(width: 1, height: 1)), for: .highlighted)
        container.setNeedsLayout()
        button.isHighlighted = true
        #expect((button.subviews.first as? UIImageView)?.image != nil, "the button laid out at once")
        #expect(container.layouts == 0, "the marked container waits for the layout pass")
        container.layoutIfNeeded()
        #expect(container.layouts == 1)
    }
}
