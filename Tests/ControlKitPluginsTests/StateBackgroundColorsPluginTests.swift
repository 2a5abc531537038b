import ControlKit
import ControlKitPlugins
import DynamicRuntime
import KeyValueObserving
import RuntimePlugins
import Testing

extension ControlKitPluginsSuite {
    @Suite("State background colours plugin (seed 000)")
    @MainActor
    struct StateBackgroundColorsPluginTests {
        nonisolated static let normalColor = UIColor.blue
        nonisolated static let highlightedColor = UIColor.red

        /// A 100×44 button at (100, 100) in a 600×400 window, with a touch driver.
        @MainActor
        struct Scene {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
            let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
            let driver: TouchDriver

            init() {
                window.addSubview(button)
                driver = TouchDriver(window: window)
            }

            /// Sets the two test colours.
            func colour() throws {
                try button.setBackgroundColor(StateBackgroundColorsPluginTests.normalColor, for: .normal)
                try button.setBackgroundColor(StateBackgroundColorsPluginTests.highlightedColor, for: .highlighted)
            }

            var backgroundImageView: UIImageView? { button.subviews.first as? UIImageView }
        }

        @Test("without the plugin installed, setBackgroundColor(_:for:) throws notInstalled naming UIButton and changes nothing")
        func notInstalled() throws {
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            let error = try #require(throws: StateBackgroundColorsError.self) { try button.setBackgroundColor(.red, for: .highlighted) }
            #expect(error.kind == .notInstalled && error.className == "UIButton" && error.state == .highlighted)
            #expect(error.underlying?.kind == .unrecognizedSelector && error.underlying?.selector == "setBackgroundColor:forState:")
            #expect(button.subviews.isEmpty && button.backgroundColor == nil && button.backgroundColor(for: .highlighted) == nil)
        }

        @Test("a state other than normal or highlighted throws unsupportedState naming the state, and changes nothing")
        func unsupportedState() throws {
            try withInstalled(StateBackgroundColorsPlugin()) { _ in
                let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
                for state: UIControl.State in [.selected, .disabled, [.highlighted, .selected]] {
                    let error = try #require(throws: StateBackgroundColorsError.self) { try button.setBackgroundColor(.red, for: state) }
                    #expect(error.kind == .unsupportedState && error.state == state && error.className == "UIButton")
                }
                #expect(button.subviews.isEmpty && button.backgroundImage(for: .normal) == nil)
            }
        }

        @Test("the first colour sets the 1×1 and 1×2 transparent placeholders, makes UIButton's background image view at index 0 and shows the normal colour")
        func placeholdersAndImageView() throws {
            try withInstalled(StateBackgroundColorsPlugin()) { _ in
                let scene = Scene()
                scene.button.setTitle("title first", for: .normal)
                try scene.colour()
                #expect(scene.button.backgroundImage(for: .normal) == StateBackgroundColorsPlugin.normalPlaceholder)
                #expect(scene.button.backgroundImage(for: .highlighted) == StateBackgroundColorsPlugin.highlightedPlaceholder)
                #expect(StateBackgroundColorsPlugin.normalPlaceholder.size == CGSize(width: 1, height: 1))
                #expect(StateBackgroundColorsPlugin.highlightedPlaceholder.size == CGSize(width: 1, height: 2))
                let imageView = try #require(scene.backgroundImageView)
                #expect(type(of: imageView) == UIImageView.self && scene.button.subviews[1] === scene.button.titleLabel)
                #expect(imageView.image == StateBackgroundColorsPlugin.normalPlaceholder)
                #expect(scene.button.backgroundColor == Self.normalColor)
                #expect(scene.button.backgroundColor(for: .normal) == Self.normalColor)
                #expect(scene.button.backgroundColor(for: .highlighted) == Self.highlightedColor)
                try scene.colour()
                try scene.button.setBackgroundColor(.green, for: .normal)
                #expect(imageView.observationInfo.count == 1, "one observer per button, however many colours are set")
                #expect(scene.button.backgroundColor == .green)
                #expect(scene.button.subviews.count == 2)
            }
        }

        @Test("no bitmap is rendered for any colour, through colouring, highlighting and a tap; the image-per-colour route renders one per colour")
        func noBitmaps() throws {
            try withInstalled(StateBackgroundColorsPlugin()) { _ in
                let (_, rendered) = try UIImage.countingRenderedBitmaps {
                    let scene = Scene()
                    try scene.colour()
                    try scene.button.setBackgroundColor(.green, for: .normal)
                    scene.button.isHighlighted = true
                    scene.button.isHighlighted = false
                    scene.driver.tap(at: CGPoint(x: 150, y: 120))
                }
                #expect(rendered == 0)
            }
            let (_, imagePerColour) = UIImage.countingRenderedBitmaps {
                let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
                button.setBackgroundImage(UIImage(color: Self.normalColor), for: .normal)
                button.setBackgroundImage(UIImage(color: Self.highlightedColor), for: .highlighted)
            }
            #expect(imagePerColour == 2)
        }

        @Test("the colour follows the button's highlighted state, set by hand")
        func followsHighlight() throws {
            try withInstalled(StateBackgroundColorsPlugin()) { _ in
                let scene = Scene()
                try scene.colour()
                scene.button.isHighlighted = true
                #expect(scene.button.backgroundColor == Self.highlightedColor)
                #expect(scene.backgroundImageView?.image == StateBackgroundColorsPlugin.highlightedPlaceholder)
                scene.button.isHighlighted = false
                #expect(scene.button.backgroundColor == Self.normalColor)
            }
        }

        /// What seed 000's rejected route shows: observing the button's `highlighted` and
        /// choosing the colour from the change's new value — read as the seed reads it, as an
        /// object that is "true" whenever there is one, or read as the Bool it is.
        final class HighlightedRoute: RuntimeObject {
            let readsTruthily: Bool
            var shown: UIColor?

            init(readsTruthily: Bool) {
                self.readsTruthily = readsTruthily
                super.init()
            }

            static let observe = KeyValueObserverMethods.observeValue.override(in: HighlightedRoute.self) { route, arguments in
                let newValue = arguments.2.newValue
                // The seed: `BOOL highlighted = change[NSKeyValueChangeNewKey];` — a non-nil NSNumber, @NO included.
                let highlighted = route.readsTruthily ? newValue != nil : (newValue as? Bool) == true
                route.shown = highlighted ? highlightedColor : normalColor
            }
            override class var runtimeMembers: [any RuntimeMember] { [observe] }
        }

        @Test("during a drag the colour follows the system highlight exactly, tolerance included; the seed's highlighted route stays highlighted far outside")
        func dragAcrossTheTolerance() throws {
            try withInstalled(StateBackgroundColorsPlugin()) { _ in
                let scene = Scene()
                try scene.colour()
                let seedRoute = HighlightedRoute(readsTruthily: true), boolRoute = HighlightedRoute(readsTruthily: false)
                scene.button.addObserver(seedRoute, forKeyPath: "highlighted", options: [.new], context: nil)
                scene.button.addObserver(boolRoute, forKeyPath: "highlighted", options: [.new], context: nil)
                defer {
                    scene.button.removeObserver(seedRoute, forKeyPath: "highlighted", context: nil)
                    scene.button.removeObserver(boolRoute, forKeyPath: "highlighted", context: nil)
                }
                var plugin: [UIColor?] = [], seed: [UIColor?] = [], bool: [UIColor?] = [], tracking: [Bool] = []
                @MainActor func record() {
                    plugin.append(scene.button.backgroundColor)
                    seed.append(seedRoute.shown)
                    bool.append(boolRoute.shown)
                    tracking.append(scene.button.isTouchInside)
                }
                // The button's right edge is at x = 200 in the window; the tolerance is 70 pt.
                let finger = scene.driver.press(at: CGPoint(x: 150, y: 120)); record()
                scene.driver.move(finger, to: CGPoint(x: 200 + 69, y: 120)); record()
                scene.driver.move(finger, to: CGPoint(x: 200 + 71, y: 120)); record()
                scene.driver.move(finger, to: CGPoint(x: 150, y: 120)); record()
                scene.driver.move(finger, to: CGPoint(x: 150, y: 144 + 71)); record()
                scene.driver.release(finger); record()

                let (n, h) = (Self.normalColor, Self.highlightedColor)
                #expect(tracking == [true, true, false, true, false, false])
                #expect(plugin == [h, h, n, h, n, n], "the placeholder route follows the system highlight")
                #expect(seed == [h, h, h, h, h, h], "the seed's highlighted route, as written, never leaves the highlighted colour")
                // ControlKit sets `highlighted` to the tolerance-aware inside-ness on every move, so
                // a route that reads the Bool correctly follows too: what the seed saw on a device
                // is not reproduced by ControlKit's semantics — only its reading of the change is.
                #expect(bool == [h, h, n, h, n, n])
            }
        }

        @Test("a background image the user sets afterwards replaces the placeholder for its state, and the colour still follows it")
        func userImagesWin() throws {
            try withInstalled(StateBackgroundColorsPlugin()) { _ in
                let scene = Scene()
                try scene.colour()
                let pressed = UIImage(size: CGSize(width: 100, height: 44))
                scene.button.setBackgroundImage(pressed, for: .highlighted)
                #expect(scene.button.backgroundImage(for: .highlighted) == pressed)
                scene.button.isHighlighted = true
                #expect(scene.backgroundImageView?.image == pressed)
                #expect(scene.button.backgroundColor == Self.highlightedColor)
                scene.button.isHighlighted = false
                #expect(scene.backgroundImageView?.image == StateBackgroundColorsPlugin.normalPlaceholder)
                #expect(scene.button.backgroundColor == Self.normalColor)
            }
        }

        @Test("a background image set before the first colour is kept: only the states without one get a placeholder")
        func earlierUserImagesAreKept() throws {
            try withInstalled(StateBackgroundColorsPlugin()) { _ in
                let scene = Scene()
                let plate = UIImage(size: CGSize(width: 100, height: 44))
                scene.button.setBackgroundImage(plate, for: .normal)
                try scene.colour()
                #expect(scene.button.backgroundImage(for: .normal) == plate)
                #expect(scene.button.backgroundImage(for: .highlighted) == StateBackgroundColorsPlugin.highlightedPlaceholder)
                #expect(scene.button.backgroundColor == Self.normalColor)
                scene.button.isHighlighted = true
                #expect(scene.button.backgroundColor == Self.highlightedColor)
            }
        }

        @Test("a state without a colour shows the background colour the button had before; nil removes a colour")
        func missingColourShowsTheOriginal() throws {
            try withInstalled(StateBackgroundColorsPlugin()) { _ in
                let scene = Scene()
                scene.button.backgroundColor = .gray
                try scene.button.setBackgroundColor(Self.highlightedColor, for: .highlighted)
                #expect(scene.button.backgroundColor == .gray)
                scene.button.isHighlighted = true
                #expect(scene.button.backgroundColor == Self.highlightedColor)
                try scene.button.setBackgroundColor(nil, for: .highlighted)
                #expect(scene.button.backgroundColor == .gray)
                #expect(scene.button.backgroundColor(for: .highlighted) == nil)
            }
        }

        @Test("uninstalling reverts everything: the category method, the colours, the observation, the placeholders and the background colour")
        func uninstallReverts() throws {
            let scene = Scene()
            scene.button.backgroundColor = .gray
            let classes = [RuntimeClass.of(UIButton.self)]
            let before = RuntimeSnapshot(classes: classes, objects: [scene.button])
            let registry = PluginRegistry()
            try registry.install(StateBackgroundColorsPlugin())
            try scene.colour()
            scene.button.isHighlighted = true
            let imageView = try #require(scene.backgroundImageView)
            #expect(!imageView.observationInfo.isEmpty)
            try registry.uninstall(StateBackgroundColorsPlugin.identifier)

            let after = RuntimeSnapshot(classes: classes, objects: [scene.button])
            #expect(after.differences(from: before).isEmpty, "\(after.differences(from: before))")
            #expect(imageView.observationInfo.isEmpty)
            #expect(scene.button.backgroundImage(for: .normal) == nil && scene.button.backgroundImage(for: .highlighted) == nil)
            #expect(imageView.image == nil)
            #expect(scene.button.backgroundColor == .gray)
            #expect(scene.button.backgroundColor(for: .normal) == nil && scene.button.backgroundColor(for: .highlighted) == nil)
            scene.button.isHighlighted = false
            scene.button.isHighlighted = true
            #expect(scene.button.backgroundColor == .gray, "no longer switched")
            let error = try #require(throws: StateBackgroundColorsError.self) { try scene.button.setBackgroundColor(.red, for: .normal) }
            #expect(error.kind == .notInstalled)
        }

        @Test("uninstalling keeps a background colour or image the user set since")
        func uninstallKeepsUserChanges() throws {
            let scene = Scene()
            let registry = PluginRegistry()
            try registry.install(StateBackgroundColorsPlugin())
            try scene.colour()
            let pressed = UIImage(size: CGSize(width: 100, height: 44))
            scene.button.setBackgroundImage(pressed, for: .highlighted)
            scene.button.backgroundColor = .yellow
            try registry.uninstall(StateBackgroundColorsPlugin.identifier)
            #expect(scene.button.backgroundImage(for: .highlighted) == pressed)
            #expect(scene.button.backgroundImage(for: .normal) == nil)
            #expect(scene.button.backgroundColor == .yellow)
        }

        @Test("at its defaults the plugin changes nothing: a button given no colour gets no subview, image or observer, and a tap goes the same")
        func defaultsChangeNothing() throws {
            func tapRecord() -> [String] {
                let scene = Scene()
                var events: [String] = []
                for (event, name) in [(UIControl.Event.touchDown, "down"), (.touchUpInside, "up inside")] {
                    scene.button.addAction(UIAction { _ in events.append(name) }, for: event)
                }
                scene.driver.tap(at: CGPoint(x: 150, y: 120))
                return events + ["\(scene.button.subviews.count) subviews", "\(String(describing: scene.button.backgroundColor))",
                                 "\(scene.button.state.rawValue)"]
                    + RuntimeSnapshot(classes: [], objects: [scene.button]).facts.filter { !$0.contains("0x") }
            }
            let without = tapRecord()
            let with = try withInstalled(StateBackgroundColorsPlugin()) { _ in tapRecord() }
            #expect(with == without)
            #expect(without.starts(with: ["down", "up inside", "0 subviews"]))
        }

        @Test("installing it from a second registry throws, and leaves the first install working")
        func secondInstallThrows() throws {
            try withInstalled(StateBackgroundColorsPlugin()) { _ in
                let error = try #require(throws: PluginError.self) { try PluginRegistry().install(StateBackgroundColorsPlugin()) }
                #expect(error.className == "UIButton" && error.selector == "setBackgroundColor:forState:", "\(error.message)")
                let scene = Scene()
                try scene.colour()
                #expect(scene.button.backgroundColor == Self.normalColor)
            }
        }
    }
}
