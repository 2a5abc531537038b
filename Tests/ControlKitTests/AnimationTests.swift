import Testing
@testable import ControlKit

/// UIView animations on the simulated clock: the model changes at once, the presentation and
/// what is rendered follow the curve, completions say whether the animation ran to its end.
@MainActor @Suite("Animations") struct AnimationTests {
    /// A window of `application` holding one 10 × 10 red view at the origin. The application
    /// does not keep its windows alive: the caller must.
    func scene(_ application: UIApplication) -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 10), application: application)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        window.addSubview(view)
        return (window, view)
    }

    @Test("the model changes at once and observers hear it at once; the presentation follows the clock")
    func modelAtOncePresentationLater() throws {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        let observer = ViewObserver()
        view.addObserver(observer, forKeyPath: "center", options: [.new], context: nil)
        defer { view.removeObserver(observer, forKeyPath: "center") }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.center = CGPoint(x: 25, y: 5)
        }
        #expect(view.center == CGPoint(x: 25, y: 5))
        #expect(observer.keyPaths == ["center"])
        #expect(view.layer.presentation()?.position == CGPoint(x: 5, y: 5))
        application.clock.advance(by: 0.5)
        #expect(view.layer.presentation()?.position == CGPoint(x: 15, y: 5))
        application.clock.advance(by: 0.6)
        #expect(view.layer.presentation()?.position == CGPoint(x: 25, y: 5))
        #expect(view.layer.animations.isEmpty)
    }

    @Test("an animated frame renders where the presentation is: halfway at half the duration")
    func renderedHalfway() throws {
        let application = UIApplication()
        let (window, view) = scene(application)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.frame.origin.x = 20
        }
        application.clock.advance(by: 0.5)
        let red = columns(of: try snapshotPixels(of: window), near: RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(red == Array(10..<20))
        application.clock.advance(by: 0.5)
        #expect(columns(of: try snapshotPixels(of: window), near: RGBA8(red: 255, green: 0, blue: 0, alpha: 255)) == Array(20..<30))
    }

    @Test("ease in and out: slow at the ends, symmetric about the middle")
    func easeInOut() {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        view.alpha = 0
        UIView.animate(withDuration: 1) { view.alpha = 1 }
        func shown() -> Float { view.layer.presentation()?.opacity ?? -1 }
        application.clock.advance(by: 0.25)
        let quarter = shown()
        application.clock.advance(by: 0.25)
        let half = shown()
        application.clock.advance(by: 0.25)
        let threeQuarters = shown()
        #expect(quarter < 0.25 && abs(half - 0.5) < 0.001 && threeQuarters > 0.75)
        #expect(abs(quarter + threeQuarters - 1) < 0.001)
    }

    @Test("a spring with little damping overshoots, then settles on the model value at the end")
    func spring() {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0) {
            view.center.x = 105
        }
        var largest: CGFloat = 0
        for _ in 0..<100 {
            application.clock.advance(by: 0.01)
            largest = max(largest, view.layer.presentation()?.position.x ?? 0)
        }
        #expect(largest > 110)
        #expect(view.layer.presentation()?.position.x == 105)
    }

    @Test("completion runs at the end with true; a replaced animation's with false")
    func completions() {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        var results: [String] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { results.append("first \($0)") })
        application.clock.advance(by: 0.5)
        #expect(results.isEmpty)
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { results.append("second \($0)") })
        application.runLoopOnce()
        #expect(results == ["first false"])
        // The replacement starts from what was shown, not from the model.
        #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.75) < 0.01)
        application.clock.advance(by: 1)
        #expect(results == ["first false", "second true"])
    }

    @Test("a delay shows the old value until the animation starts")
    func delay() {
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: { view.center.x = 15 }) { finished = $0 }
        application.clock.advance(by: 0.9)
        #expect(view.layer.presentation()?.position.x == 5)
        application.clock.advance(by: 0.6)
        #expect(view.layer.presentation()?.position.x == 10)
        application.clock.advance(by: 0.5)
        #expect(finished == true)
    }

    @Test("with nothing to animate, or no window, the completion runs at once; performWithoutAnimation does not animate")
    func nothingToAnimate() {
        let loose = UIView()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { loose.alpha = 0 }, completion: { finished = $0 })
        #expect(finished == true && loose.alpha == 0)
        let application = UIApplication()
        let (window, view) = scene(application)
        defer { withExtendedLifetime(window) {} }
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.5 }
        }
        #expect(view.layer.presentation()?.opacity == 0.5)
    }
}
