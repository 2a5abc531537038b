import ControlKit
import Testing

@Suite("Long-press gesture recognizer")
@MainActor
struct LongPressGestureTests {
    @MainActor
    final class Fixture {
        let scene = Scene()
        let log = EventLog()
        let view: TouchLoggingView
        let press = UILongPressGestureRecognizer()
        var times: [TimeInterval] = []

        init() {
            view = TouchLoggingView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
            scene.window.addSubview(view)
            view.addGestureRecognizer(press)
            press.addHandler { [unowned self] recognizer in
                log.add("press \(recognizer.state)")
                times.append(scene.application.clock.now)
            }
        }
    }

    @Test("a press held 0.5 s begins exactly then on the simulated clock, changes with moves and ends on release")
    func begins() {
        let fixture = Fixture()
        let finger = fixture.scene.driver.press(at: CGPoint(x: 100, y: 100))
        fixture.scene.driver.wait(0.49)
        #expect(fixture.press.state == .possible)
        fixture.scene.driver.wait(2)
        fixture.scene.driver.move(finger, to: CGPoint(x: 180, y: 100))
        fixture.scene.driver.release(finger)
        #expect(fixture.log.entries == ["view began", "press began", "view cancelled", "press changed", "press ended"])
        #expect(fixture.times.first == 0.5)
    }

    @Test("lifting before 0.5 s fails the press and the view gets touchesEnded")
    func tooShort() {
        let fixture = Fixture()
        let finger = fixture.scene.driver.press(at: CGPoint(x: 100, y: 100))
        fixture.scene.driver.wait(0.3)
        fixture.scene.driver.release(finger)
        fixture.scene.driver.wait(1)
        #expect(fixture.log.entries == ["view began", "view ended"])
    }

    @Test("moving more than 10 points before it begins fails it; 10 points is allowed")
    func allowableMovement() {
        for (distance, begins) in [(10.0, true), (10.5, false)] {
            let fixture = Fixture()
            let finger = fixture.scene.driver.press(at: CGPoint(x: 100, y: 100))
            fixture.scene.driver.move(finger, to: CGPoint(x: 100, y: 100 + distance))
            fixture.scene.driver.wait(0.6)
            #expect(fixture.log.entries.contains("press began") == begins)
            fixture.scene.driver.release(finger)
        }
    }

    @Test("the duration is configurable, and two fingers can be required")
    func configuration() {
        let fixture = Fixture()
        fixture.press.minimumPressDuration = 1.2
        fixture.press.numberOfTouchesRequired = 2
        let one = fixture.scene.driver.press(at: CGPoint(x: 10, y: 10))
        fixture.scene.driver.wait(2)
        #expect(fixture.press.state == .possible)
        fixture.scene.driver.release(one)
        let two = fixture.scene.driver.press(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 50)])
        fixture.scene.driver.wait(1.5)
        #expect(fixture.press.state == .began)
        #expect(fixture.times == [3.2])
        fixture.scene.driver.release(two)
    }

    @Test("a long press on a button's parent cancels the button's tracking when it begins")
    func overAButton() {
        let scene = Scene()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        var actions: [String] = []
        button.addAction(UIAction { _ in actions.append("up inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in actions.append("cancel") }, for: .touchCancel)
        scene.window.addSubview(container)
        container.addSubview(button)
        container.addGestureRecognizer(UILongPressGestureRecognizer { _ in actions.append("long press") })
        let finger = scene.driver.press(at: CGPoint(x: 50, y: 40))
        #expect(button.isHighlighted)
        scene.driver.wait(0.6)
        #expect(!button.isHighlighted)
        scene.driver.release(finger)
        #expect(actions == ["long press", "cancel", "long press"])
    }
}
