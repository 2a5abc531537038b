import ControlKit
import ControlKitSnapshots
import Testing

/// A `width` × `height` image, the left half `left` and the right half `right`: a picture
/// whose placement a snapshot shows.
@MainActor
func twoColorImage(_ width: CGFloat, _ height: CGFloat, _ left: UIColor, _ right: UIColor) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
        left.setFill()
        context.fill(CGRect(x: 0, y: 0, width: width / 2, height: height))
        right.setFill()
        context.fill(CGRect(x: width / 2, y: 0, width: width / 2, height: height))
    }
}

/// Every view type, as it renders, against reference PNGs in `__Snapshots__/ViewSnapshotTests`
/// (`SNAPSHOT_RECORD=1 swift test` records them anew).
@MainActor @Suite("View snapshots") struct ViewSnapshotTests {
    @Test("a view: background, rounded corners, border")
    func view() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        view.backgroundColor = .blue
        view.layer.cornerRadius = 8
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.red.cgColor
        assertSnapshot(of: view, named: "view")
    }

    @Test("a view's subviews: order, clipping to rounded bounds, alpha, a shadow, a transform")
    func hierarchy() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        root.backgroundColor = .white
        let clipped = UIView(frame: CGRect(x: 4, y: 4, width: 24, height: 24))
        clipped.backgroundColor = .green
        clipped.clipsToBounds = true
        clipped.layer.cornerRadius = 12
        let overflow = UIView(frame: CGRect(x: 12, y: 12, width: 30, height: 30))
        overflow.backgroundColor = .red
        overflow.alpha = 0.5
        clipped.addSubview(overflow)
        root.addSubview(clipped)
        let shadowed = UIView(frame: CGRect(x: 34, y: 8, width: 16, height: 10))
        shadowed.backgroundColor = .orange
        shadowed.layer.shadowOpacity = 0.8
        shadowed.layer.shadowRadius = 2
        shadowed.layer.shadowOffset = CGSize(width: 2, height: 3)
        root.addSubview(shadowed)
        let turned = UIView(frame: CGRect(x: 36, y: 26, width: 16, height: 6))
        turned.backgroundColor = .blue
        turned.transform = CGAffineTransform(rotationAngle: .pi / 4)
        root.addSubview(turned)
        assertSnapshot(of: root, named: "hierarchy")
    }

    @Test("a label: each alignment, and two lines truncated at the tail", arguments: [
        ("left", NSTextAlignment.left), ("center", .center), ("right", .right),
    ])
    func label(name: String, alignment: NSTextAlignment) {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 70, height: 20))
        label.backgroundColor = .white
        label.text = "Hello"
        label.font = .systemFont(ofSize: 12)
        label.textAlignment = alignment
        assertSnapshot(of: label, named: "label-\(name)")
    }

    @Test("a label and a button at 2×: their text drawn at two pixels a point, not resampled from 1×")
    func textAtTwiceTheScale() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 70, height: 20))
        label.backgroundColor = .white
        label.text = "Hello"
        label.font = .systemFont(ofSize: 12)
        label.textAlignment = .center
        let atOne = try #require(renderedImage(of: label, scale: 1))
        assertSnapshot(of: label, named: "label-center-2x", scale: 2)
        #expect(label.contentScaleFactor == 2 && label.layer.contents?.width == 140)
        // Rendered at 1× again, it draws at 1× again: the same pixels as before.
        #expect(renderedImage(of: label, scale: 1) == atOne)
        #expect(label.layer.contents?.width == 70)
        assertSnapshot(of: stateButton(), named: "button-normal-2x", scale: 2)
    }

    /// A white view of `lines`, each a 12-point-high label `width` wide.
    func textLines(_ lines: [(String, UIFont)], width: CGFloat) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: width + 4, height: CGFloat(lines.count) * 12 + 4))
        view.backgroundColor = .white
        for (index, (text, font)) in lines.enumerated() {
            let label = UILabel(frame: CGRect(x: 2, y: 2 + CGFloat(index) * 12, width: width, height: 12))
            (label.text, label.font) = (text, font)
            view.addSubview(label)
        }
        return view
    }

    @Test("text in every weight and an italic, and the glyphs beyond ASCII at 2×")
    func weightsAndGlyphs() {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let weighted = weights.map { ("Weight \($0.rawValue)", UIFont.systemFont(ofSize: 10, weight: $0)) }
        assertSnapshot(of: textLines(weighted + [("Italic", .italicSystemFont(ofSize: 10))], width: 80), named: "weights")
        let glyphs: [(String, UIFont)] = [
            ("− × ÷ • … – — ‘’ “”", .systemFont(ofSize: 10)),
            ("€ £ ¥ © ® ™ ° ± ← ↑ → ↓ ✓ ✕", .systemFont(ofSize: 10)),
            ("Àéîõü Ç ñ ß Æ ø ¿¡ « » ½", .systemFont(ofSize: 10)),
        ]
        assertSnapshot(of: textLines(glyphs, width: 130), named: "glyphs-2x", scale: 2)
    }

    @Test("switches: off, on, on in another tint, and disabled")
    func switches() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 118, height: 78))
        view.backgroundColor = .white
        for index in 0..<4 {
            let control = UISwitch(frame: CGRect(x: 6 + CGFloat(index % 2) * 58, y: 6 + CGFloat(index / 2) * 36, width: 0, height: 0))
            control.isOn = index > 0
            if index == 2 { control.onTintColor = .systemBlue }
            if index == 3 { control.isEnabled = false }
            view.addSubview(control)
        }
        assertSnapshot(of: view, named: "switches")
    }

    @Test("progress views at 0.3, 0.7 in the bar style, and full in red; spinners medium, large and coloured, at 2×")
    func progressAndSpinners() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 130, height: 64))
        view.backgroundColor = .white
        for (index, (value, style)) in [(Float(0.3), UIProgressView.Style.default), (0.7, .bar), (1, .default)].enumerated() {
            let progress = UIProgressView(progressViewStyle: style)
            progress.frame = CGRect(x: 5, y: 6 + CGFloat(index) * 6, width: 120, height: 4)
            progress.progress = value
            if index == 2 { progress.progressTintColor = .systemRed }
            view.addSubview(progress)
        }
        for (index, style) in [UIActivityIndicatorView.Style.medium, .large, .large].enumerated() {
            let spinner = UIActivityIndicatorView(style: style)
            spinner.frame.origin = CGPoint(x: 5 + CGFloat(index) * 44, y: 24)
            if index == 2 { spinner.color = .systemBlue }
            spinner.hidesWhenStopped = false
            view.addSubview(spinner)
        }
        assertSnapshot(of: view, named: "progress-and-spinners-2x", scale: 2)
    }

    @Test("sliders at 0, at 0.3 in other colours, and full while disabled")
    func sliders() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 130, height: 100))
        view.backgroundColor = .white
        for index in 0..<3 {
            let slider = UISlider(frame: CGRect(x: 5, y: 2 + CGFloat(index) * 32, width: 120, height: 31))
            slider.value = [0, 0.3, 1][index]
            if index == 1 { (slider.minimumTrackTintColor, slider.maximumTrackTintColor, slider.thumbTintColor) = (.systemOrange, .darkGray, .systemYellow) }
            if index == 2 { slider.isEnabled = false }
            view.addSubview(slider)
        }
        assertSnapshot(of: view, named: "sliders")
    }

    @Test("steppers at the minimum, between, at the maximum, and disabled")
    func steppers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 204, height: 76))
        view.backgroundColor = .white
        for index in 0..<4 {
            let stepper = UIStepper(frame: CGRect(x: 6 + CGFloat(index % 2) * 100, y: 6 + CGFloat(index / 2) * 36, width: 0, height: 0))
            stepper.value = [0, 50, 100, 50][index]
            if index == 3 { stepper.isEnabled = false }
            view.addSubview(stepper)
        }
        assertSnapshot(of: view, named: "steppers")
    }

    @Test("segmented controls: the middle selected, none selected, and one segment disabled in another tint")
    func segmentedControls() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 192, height: 114))
        view.backgroundColor = .white
        for index in 0..<3 {
            let control = UISegmentedControl(items: ["Day", "Week", "Month"])
            control.frame = CGRect(x: 6, y: 6 + CGFloat(index) * 36, width: 180, height: 32)
            control.selectedSegmentIndex = [1, UISegmentedControl.noSegment, 0][index]
            if index == 2 {
                control.setEnabled(false, forSegmentAt: 2)
                control.selectedSegmentTintColor = .systemYellow
            }
            view.addSubview(control)
        }
        assertSnapshot(of: view, named: "segmented-controls")
    }

    @Test("a label of two lines, truncated at the tail")
    func multilineLabel() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 64, height: 30))
        label.backgroundColor = .white
        label.textColor = .darkGray
        label.font = .boldSystemFont(ofSize: 10)
        label.numberOfLines = 2
        label.text = "one two three four five six"
        assertSnapshot(of: label, named: "label-two-lines")
    }

    @Test("an image view in each content mode", arguments: [
        ("scaleToFill", UIView.ContentMode.scaleToFill), ("scaleAspectFit", .scaleAspectFit),
        ("scaleAspectFill", .scaleAspectFill), ("center", .center), ("bottomRight", .bottomRight),
    ])
    func imageView(name: String, mode: UIView.ContentMode) {
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        imageView.backgroundColor = .lightGray
        imageView.image = twoColorImage(12, 12, .red, .blue)
        imageView.contentMode = mode
        imageView.clipsToBounds = true
        assertSnapshot(of: imageView, named: "imageview-\(name)")
    }

    /// A custom button with a title, title colour and background image for each state.
    func stateButton() -> UIButton {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 60, height: 24))
        for (state, color) in [(UIControl.State.normal, UIColor.blue), (.highlighted, .darkGray), (.selected, .green), (.disabled, .lightGray)] {
            button.setBackgroundImage(UIImage(color: color), for: state)
        }
        button.setTitle("Go", for: .normal)
        button.setTitle("On", for: .selected)
        button.setTitleColor(.white, for: .normal)
        button.setTitleColor(.black, for: .selected)
        button.setTitleColor(.gray, for: .disabled)
        button.titleLabel?.font = .systemFont(ofSize: 12)
        return button
    }

    @Test("a button in each state shows that state's title, colour and background")
    func buttonStates() {
        let normal = stateButton()
        assertSnapshot(of: normal, named: "button-normal")
        let highlighted = stateButton()
        highlighted.isHighlighted = true
        assertSnapshot(of: highlighted, named: "button-highlighted")
        let selected = stateButton()
        selected.isSelected = true
        assertSnapshot(of: selected, named: "button-selected")
        let disabled = stateButton()
        disabled.isEnabled = false
        assertSnapshot(of: disabled, named: "button-disabled")
    }

    @Test("a button with an image and a title centres them together")
    func buttonImageAndTitle() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 70, height: 24)
        button.backgroundColor = .white
        // Its own colours: a system button would draw an automatic image as a template.
        button.setImage(twoColorImage(10, 10, .red, .orange).withRenderingMode(.alwaysOriginal), for: .normal)
        button.setTitle("Add", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 12)
        assertSnapshot(of: button, named: "button-image-title")
    }

    @Test("a window with a controller's view")
    func window() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 48, height: 32), application: application)
        window.backgroundColor = .gray
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        window.rootViewController = controller
        let badge = UILabel(frame: CGRect(x: 8, y: 8, width: 32, height: 16))
        badge.text = "OK"
        badge.font = .boldSystemFont(ofSize: 10)
        badge.textAlignment = .center
        badge.backgroundColor = .green
        badge.layer.cornerRadius = 8
        badge.clipsToBounds = true
        controller.view.addSubview(badge)
        application.runLoopOnce()
        assertSnapshot(of: window, named: "window")
    }
}
