import ControlKit
import Testing

@Suite("Tap gesture recognizer")
@MainActor
struct TapGestureTests {
    /// A 200×200 view with a tap recognizer that logs each recognition.
    @MainActor
    struct Fixture {
        let scene = Scene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let tap: UITapGestureRecognizer
        let recognized: EventLog

        init(taps: Int = 1, touches: Int = 1) {
            let recognized = EventLog()
            tap = UITapGestureRecognizer { recognized.add("tap \($0.state)") }
            tap.numberOfTapsRequired = taps
            tap.numberOfTouchesRequired = touches
            self.recognized = recognized
            scene.window.addSubview(view)
            view.addGestureRecognizer(tap)
        }
    }

    @Test("a single tap is recognized once, announced as ended, then the recognizer resets")
    func singleTap() {
        let fixture = Fixture()
        fixture.scene.driver.tap(at: CGPoint(x: 50, y: 50))
        #expect(fixture.recognized.entries == ["tap ended"])
        #expect(fixture.tap.state == .possible)
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test("a finger moving 9 points is still a tap; 11 points is not")
    func movementLimit() {
        for (distance, recognized) in [(9.0, true), (11.0, false)] {
            let fixture = Fixture()
            let finger = fixture.scene.driver.press(at: CGPoint(x: 50, y: 50))
            fixture.scene.driver.move(finger, to: CGPoint(x: 50 + distance, y: 50))
            fixture.scene.driver.release(finger)
            #expect(fixture.recognized.entries.isEmpty == !recognized)
        }
    }

    @Test("a finger held 0.7 s is a tap; held 0.8 s the tap has failed before it lifts")
    func durationLimit() {
        for (hold, recognized) in [(0.7, true), (0.8, false)] {
            let fixture = Fixture()
            let finger = fixture.scene.driver.press(at: CGPoint(x: 50, y: 50))
            fixture.scene.driver.wait(hold)
            #expect(fixture.tap.state == (recognized ? .possible : .failed))
            fixture.scene.driver.release(finger)
            #expect(fixture.recognized.entries.isEmpty == !recognized)
        }
    }

    @Test("a double tap needs the second tap within 0.35 s, near the first")
    func doubleTap() {
        let quick = Fixture(taps: 2)
        quick.scene.driver.tap(at: CGPoint(x: 50, y: 50))
        #expect(quick.recognized.entries.isEmpty)
        quick.scene.driver.wait(0.2)
        quick.scene.driver.tap(at: CGPoint(x: 55, y: 52))
        #expect(quick.recognized.entries == ["tap ended"])

        let slow = Fixture(taps: 2)
        slow.scene.driver.tap(at: CGPoint(x: 50, y: 50))
        slow.scene.driver.wait(0.4)
        slow.scene.driver.tap(at: CGPoint(x: 50, y: 50))
        #expect(slow.recognized.entries.isEmpty)

        let distant = Fixture(taps: 2)
        distant.scene.driver.tap(at: CGPoint(x: 50, y: 50))
        distant.scene.driver.wait(0.1)
        distant.scene.driver.tap(at: CGPoint(x: 120, y: 50))
        #expect(distant.recognized.entries.isEmpty)
    }

    @Test("a two-finger tap needs both fingers; one finger fails it, three fail it")
    func touchesRequired() {
        let two = Fixture(touches: 2)
        two.scene.driver.tap(at: [CGPoint(x: 20, y: 20), CGPoint(x: 80, y: 80)])
        #expect(two.recognized.entries == ["tap ended"])

        let one = Fixture(touches: 2)
        one.scene.driver.tap(at: CGPoint(x: 20, y: 20))
        #expect(one.recognized.entries.isEmpty)

        let three = Fixture(touches: 2)
        three.scene.driver.tap(at: [CGPoint(x: 20, y: 20), CGPoint(x: 80, y: 80), CGPoint(x: 150, y: 150)])
        #expect(three.recognized.entries.isEmpty)
    }

    @Test("fingers landing one after the other still make a two-finger tap")
    func staggeredTwoFingerTap() {
        let fixture = Fixture(touches: 2)
        let first = fixture.scene.driver.press(at: CGPoint(x: 20, y: 20))
        let second = fixture.scene.driver.press(at: CGPoint(x: 80, y: 80))
        fixture.scene.driver.release(first)
        #expect(fixture.recognized.entries.isEmpty)
        fixture.scene.driver.release(second)
        #expect(fixture.recognized.entries == ["tap ended"])
    }

    @Test("a cancelled touch fails the tap")
    func cancelled() {
        let fixture = Fixture()
        fixture.scene.driver.press(at: CGPoint(x: 20, y: 20))
        fixture.scene.driver.cancel()
        #expect(fixture.recognized.entries.isEmpty)
        #expect(fixture.tap.state == .possible)
    }

    @Test("a recognizer in no window recognizes nothing and schedules nothing, without crashing")
    func detached() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 0
        tap.state = .recognized
        #expect(tap.state == .ended)
    }
}
