@testable import ControlKit
import DynamicRuntime
import Testing

/// What happened, in order: the fixtures of the event and gesture tests write here.
@MainActor
final class EventLog {
    var entries: [String] = []

    func add(_ entry: String) { entries.append(entry) }

    /// The entries so far, clearing the log.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A view that handles its touches (it does not forward them) and logs each call with the
/// number of touches and the first one's location in its own coordinates.
final class TouchLoggingView: UIView {
    required init?(coder: NSCoder) { nil }
    let name: String
    let log: EventLog
    var lastTouches: Set<UITouch> = []

    init(_ name: String, frame: CGRect, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }

    private func record(_ phase: String, _ touches: Set<UITouch>) {
        lastTouches = touches
        log.add(touches.count == 1 ? "\(name) \(phase)" : "\(name) \(phase) ×\(touches.count)")
    }
}

/// A 320×480 window in its own application, with a touch driver.
@MainActor
struct Scene {
    let application = UIApplication()
    let window: UIWindow
    let driver: TouchDriver

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        window.makeKeyAndVisible()
        driver = TouchDriver(window: window)
    }
}

@Suite("Touch delivery")
@MainActor
struct TouchDeliveryTests {
    @Test("a touch stays with the view it began on, even after it moves onto another")
    func touchStaysWithItsView() {
        let scene = Scene(), log = EventLog()
        let left = TouchLoggingView("left", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let right = TouchLoggingView("right", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        scene.window.addSubview(left)
        scene.window.addSubview(right)
        let finger = scene.driver.press(at: CGPoint(x: 50, y: 50))
        scene.driver.move(finger, to: CGPoint(x: 150, y: 50))
        scene.driver.release(finger)
        #expect(log.entries == ["left began", "left moved", "left ended"])
        #expect(finger.view === left)
        #expect(finger.window === scene.window)
        #expect(finger.phase == .ended)
    }

    @Test("two fingers on two views: each view gets its own touch in the same event")
    func twoFingersTwoViews() {
        let scene = Scene(), log = EventLog()
        let left = TouchLoggingView("left", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let right = TouchLoggingView("right", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        scene.window.addSubview(left)
        scene.window.addSubview(right)
        let fingers = scene.driver.press(at: [CGPoint(x: 10, y: 10), CGPoint(x: 110, y: 10)])
        #expect(log.take() == ["left began", "right began"])
        #expect(scene.application.touchesEvent.allTouches?.count == 2)
        scene.driver.move(fingers[1], to: CGPoint(x: 120, y: 20))
        #expect(log.take() == ["right moved"])
        #expect(fingers[0].phase == .stationary)
        scene.driver.release(fingers)
        #expect(log.take() == ["left ended", "right ended"])
        #expect(scene.application.touchesEvent.allTouches == nil)
    }

    @Test("two fingers on a view that takes several arrive in one call; a view that takes one gets the first only")
    func twoFingersOneView() {
        let scene = Scene(), log = EventLog()
        let view = TouchLoggingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        scene.window.addSubview(view)
        #expect(!view.isMultipleTouchEnabled, "UIKit's default")
        scene.driver.tap(at: [CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 60)])
        #expect(log.take() == ["view began", "view ended"])
        view.isMultipleTouchEnabled = true
        scene.driver.tap(at: [CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 60)])
        #expect(log.entries == ["view began ×2", "view ended ×2"])
    }

    @Test("an exclusive-touch view shares touches with no other view, either way round; once its finger lifts, others get theirs")
    func exclusiveTouch() {
        let scene = Scene(), log = EventLog()
        let left = TouchLoggingView("left", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let right = TouchLoggingView("right", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        scene.window.addSubview(left)
        scene.window.addSubview(right)
        left.isExclusiveTouch = true
        var first = scene.driver.press(at: CGPoint(x: 10, y: 10))
        var second = scene.driver.press(at: CGPoint(x: 110, y: 10))
        scene.driver.release(second)
        scene.driver.release(first)
        #expect(log.take() == ["left began", "left ended"])
        first = scene.driver.press(at: CGPoint(x: 110, y: 10))
        second = scene.driver.press(at: CGPoint(x: 10, y: 10))
        scene.driver.release([first, second])
        #expect(log.take() == ["right began", "right ended"])
        left.isExclusiveTouch = false
        scene.driver.tap(at: [CGPoint(x: 10, y: 10), CGPoint(x: 110, y: 10)])
        #expect(log.take() == ["left began", "right began", "left ended", "right ended"])
    }

    @Test("a second finger landing later begins on its own view while the first stays")
    func staggeredFingers() {
        let scene = Scene(), log = EventLog()
        let view = TouchLoggingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        view.isMultipleTouchEnabled = true
        scene.window.addSubview(view)
        let first = scene.driver.press(at: CGPoint(x: 10, y: 10))
        let second = scene.driver.press(at: CGPoint(x: 20, y: 20))
        scene.driver.release(first)
        scene.driver.release(second)
        #expect(log.entries == ["view began", "view began", "view ended", "view ended"])
        #expect(first !== second)
    }

    @Test("locations convert to any view; the previous location is the one before the last move")
    func locations() {
        let scene = Scene(), log = EventLog()
        let view = TouchLoggingView("view", frame: CGRect(x: 100, y: 200, width: 100, height: 100), log: log)
        scene.window.addSubview(view)
        let finger = scene.driver.press(at: CGPoint(x: 110, y: 220))
        scene.driver.move(finger, to: CGPoint(x: 130, y: 250))
        #expect(finger.location(in: view) == CGPoint(x: 30, y: 50))
        #expect(finger.previousLocation(in: view) == CGPoint(x: 10, y: 20))
        #expect(finger.location(in: nil) == CGPoint(x: 130, y: 250))
        view.bounds.origin = CGPoint(x: 0, y: 50)
        #expect(finger.location(in: view) == CGPoint(x: 30, y: 100))
    }

    @Test("a cancelled touch reaches its view as touchesCancelled")
    func cancel() {
        let scene = Scene(), log = EventLog()
        let view = TouchLoggingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        scene.window.addSubview(view)
        let finger = scene.driver.press(at: CGPoint(x: 10, y: 10))
        scene.driver.cancel()
        #expect(log.entries == ["view began", "view cancelled"])
        #expect(finger.phase == .cancelled)
        #expect(scene.driver.touches.isEmpty)
    }

    @Test("outside the window no view gets the touch, and nothing breaks")
    func outsideTheWindow() {
        let scene = Scene()
        let finger = scene.driver.press(at: CGPoint(x: 500, y: 500))
        scene.driver.release(finger)
        #expect(finger.view == nil)
    }

    @Test("a hidden window's hit test finds nothing, so its views get no touches")
    func hiddenWindow() {
        let scene = Scene(), log = EventLog()
        let view = TouchLoggingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        scene.window.addSubview(view)
        scene.window.isHidden = true
        scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries.isEmpty)
    }

    @Test("the default touches methods forward up the responder chain, through the window and application to a responder delegate")
    func forwardingToTheDelegate() {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
        }
        let scene = Scene(), delegate = Delegate()
        scene.application.delegate = delegate
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(plain)
        scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(delegate.began == 1)
    }

    @Test("an event answers the touches of a view, a window and a recognizer")
    func eventQueries() {
        let scene = Scene(), log = EventLog()
        let left = TouchLoggingView("left", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let right = TouchLoggingView("right", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        scene.window.addSubview(left)
        scene.window.addSubview(right)
        let pan = UIPanGestureRecognizer()
        left.addGestureRecognizer(pan)
        let fingers = scene.driver.press(at: [CGPoint(x: 10, y: 10), CGPoint(x: 110, y: 10)])
        let event = scene.application.touchesEvent
        #expect(event.touches(for: left) == [fingers[0]])
        #expect(event.touches(for: right) == [fingers[1]])
        #expect(event.touches(for: scene.window) == Set(fingers))
        #expect(event.touches(for: pan) == [fingers[0]])
        #expect(event.touches(for: UIView()) == nil)
        #expect(fingers[0].gestureRecognizers?.count == 1)
        #expect(fingers[1].gestureRecognizers == nil)
        scene.driver.release(fingers)
    }
}
