import Testing
@testable import ControlKit

/// A window's screen: its frame buffer composited again only where something changed, and
/// always equal to rendering the window afresh.
@MainActor @Suite("Window screen") struct ScreenTests {
    /// A window with a row of coloured views and a label.
    func scene(_ application: UIApplication) -> (UIWindow, UILabel, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 20), application: application)
        window.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 2, y: 2, width: 16, height: 16))
        box.backgroundColor = .blue
        box.layer.cornerRadius = 4
        window.addSubview(box)
        let label = UILabel(frame: CGRect(x: 22, y: 2, width: 36, height: 16))
        label.text = "one"
        label.font = .systemFont(ofSize: 10)
        window.addSubview(label)
        application.runLoopOnce()
        return (window, label, box)
    }

    func fresh(_ window: UIWindow) throws -> CGImage {
        try #require(CGImage(pixels: try snapshotPixels(of: window)))
    }

    @Test("the screen shows the window as a fresh rendering does, after every kind of change")
    func screenMatchesFreshRendering() throws {
        let application = UIApplication()
        let (window, label, box) = scene(application)
        #expect(window.screenImage() == (try fresh(window)))
        label.text = "two"
        application.runLoopOnce()
        #expect(window.screenImage() == (try fresh(window)))
        box.backgroundColor = .red
        box.center.x += 3
        application.runLoopOnce()
        #expect(window.screenImage() == (try fresh(window)))
        box.removeFromSuperview()
        #expect(window.screenImage() == (try fresh(window)))
    }

    @Test("when only a view's drawing changed, only its rectangle is composited again")
    func onlyRedrawnRectanglesAreComposited() throws {
        let application = UIApplication()
        let (window, label, _) = scene(application)
        _ = window.screenImage()
        #expect(window.layer.pendingChange == .none)
        label.text = "two"
        application.runLoopOnce()
        #expect(window.layer.pendingChange == .contents)
        #expect(window.layer.changedContentRects(.identity) == [CGRect(x: 22, y: 2, width: 36, height: 16)])
        label.textColor = .red
        label.alpha = 0.5
        #expect(window.layer.pendingChange == .appearance)
    }

    @Test("a running animation is composited again every frame, and the screen shows it")
    func animationsRecomposite() throws {
        let application = UIApplication()
        let (window, _, box) = scene(application)
        _ = window.screenImage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { box.center.x = 40 }
        application.clock.advance(by: 0.5)
        let halfway = try #require(window.screenImage())
        #expect(halfway == (try fresh(window)))
        application.clock.advance(by: 0.25)
        #expect(window.screenImage() != halfway)
        application.clock.advance(by: 0.25)
        #expect(window.screenImage() == (try fresh(window)))
    }
}
