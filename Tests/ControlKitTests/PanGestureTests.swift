import ControlKit
import Testing

@Suite("Pan gesture recognizer")
@MainActor
struct PanGestureTests {
    /// A 300×300 view with a pan recognizer recording state, translation and velocity at each
    /// announcement.
    @MainActor
    final class Fixture {
        let scene = Scene()
        let log = EventLog()
        let view: TouchLoggingView
        let pan = UIPanGestureRecognizer()
        var translations: [CGPoint] = []
        var velocities: [CGPoint] = []

        init() {
            view = TouchLoggingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
            scene.window.addSubview(view)
            view.addGestureRecognizer(pan)
            pan.addHandler { [unowned self] recognizer in
                let pan = recognizer as! UIPanGestureRecognizer
                log.add("pan \(pan.state)")
                translations.append(pan.translation(in: view))
                velocities.append(pan.velocity(in: view))
            }
        }
    }

    @Test("a pan begins once the finger has moved 10 points, and the view's touches are cancelled then")
    func hysteresis() {
        let fixture = Fixture()
        let finger = fixture.scene.driver.press(at: CGPoint(x: 100, y: 100))
        fixture.scene.driver.move(finger, to: CGPoint(x: 109, y: 100))
        #expect(fixture.pan.state == .possible)
        fixture.scene.driver.move(finger, to: CGPoint(x: 110, y: 100))
        fixture.scene.driver.move(finger, to: CGPoint(x: 130, y: 100))
        fixture.scene.driver.release(finger)
        #expect(fixture.log.entries == ["view began", "view moved", "pan began", "view cancelled", "pan changed", "pan ended"])
        #expect(fixture.translations == [CGPoint(x: 10, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 0)])
        #expect(fixture.pan.state == .possible)
        #expect(fixture.pan.translation(in: nil) == .zero)
    }

    @Test("a move shorter than 10 points fails the pan and the view gets its touches")
    func tooShort() {
        let fixture = Fixture()
        let finger = fixture.scene.driver.press(at: CGPoint(x: 100, y: 100))
        fixture.scene.driver.move(finger, to: CGPoint(x: 106, y: 106))
        fixture.scene.driver.release(finger)
        #expect(fixture.log.entries == ["view began", "view moved", "view ended"])
    }

    @Test("velocity is the last move over its duration on the simulated clock")
    func velocity() {
        let fixture = Fixture()
        fixture.scene.driver.drag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 50), steps: 5, duration: 0.5)
        #expect(fixture.velocities.first == CGPoint(x: 200, y: 100))
        let last = fixture.velocities.last!
        #expect(abs(last.x - 200) < 1e-6 && abs(last.y - 100) < 1e-6)
        #expect(fixture.translations.last == CGPoint(x: 100, y: 50))
    }

    @Test("setTranslation rebases: resetting to zero after each change gives increments")
    func incremental() {
        let fixture = Fixture()
        var increments: [CGPoint] = []
        fixture.pan.addHandler { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            increments.append(pan.translation(in: nil))
            pan.setTranslation(.zero, in: nil)
        }
        let finger = fixture.scene.driver.press(at: CGPoint(x: 0, y: 0))
        fixture.scene.driver.move(finger, to: CGPoint(x: 20, y: 0))
        fixture.scene.driver.move(finger, to: CGPoint(x: 25, y: 0))
        fixture.scene.driver.move(finger, to: CGPoint(x: 25, y: 7))
        fixture.scene.driver.release(finger)
        #expect(increments == [CGPoint(x: 20, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 0, y: 7), .zero])
    }

    @Test("a second finger landing does not make the translation jump; more fingers than allowed fail the pan")
    func fingers() {
        let fixture = Fixture()
        let first = fixture.scene.driver.press(at: CGPoint(x: 0, y: 0))
        fixture.scene.driver.move(first, to: CGPoint(x: 20, y: 0))
        let second = fixture.scene.driver.press(at: CGPoint(x: 100, y: 100))
        #expect(fixture.pan.translation(in: nil) == CGPoint(x: 20, y: 0))
        fixture.scene.driver.move(second, to: CGPoint(x: 120, y: 100))
        #expect(fixture.pan.translation(in: nil) == CGPoint(x: 30, y: 0))
        fixture.scene.driver.release([first, second])

        let limited = Fixture()
        limited.pan.maximumNumberOfTouches = 1
        let fingers = limited.scene.driver.press(at: [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0)])
        limited.scene.driver.move([(fingers[0], CGPoint(x: 40, y: 0)), (fingers[1], CGPoint(x: 90, y: 0))])
        #expect(limited.pan.state == .failed)
        limited.scene.driver.release(fingers)
    }

    @Test("a system cancel mid-pan announces cancelled")
    func cancel() {
        let fixture = Fixture()
        let finger = fixture.scene.driver.press(at: CGPoint(x: 0, y: 0))
        fixture.scene.driver.move(finger, to: CGPoint(x: 50, y: 0))
        fixture.scene.driver.cancel()
        #expect(fixture.log.entries.suffix(1) == ["pan cancelled"])
    }

    @Test("a minimum above the maximum never pans, and does not crash")
    func impossibleRange() {
        let fixture = Fixture()
        fixture.pan.minimumNumberOfTouches = 3
        fixture.pan.maximumNumberOfTouches = 1
        fixture.scene.driver.drag(from: .zero, to: CGPoint(x: 100, y: 0))
        #expect(!fixture.log.entries.contains { $0.hasPrefix("pan") })
    }
}
