import ControlKit
import DynamicRuntime
import Testing

/// Which of a control and the gesture recognizers around it wins a touch.
@Suite("Gesture precedence")
@MainActor
struct GesturePrecedenceTests {
    /// A 200×200 container at the origin holding a button at (50, 50), 100×44; the button's
    /// touch-up-inside logs "button action".
    @MainActor
    struct ButtonInContainer {
        let scene = Scene()
        let log = EventLog()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 44))

        init() {
            scene.window.addSubview(container)
            container.addSubview(button)
            button.addAction(UIAction { [log] _ in log.add("button action") }, for: .touchUpInside)
        }

        var onButton: CGPoint { CGPoint(x: 100, y: 70) }
    }

    @Test("a parent's single-tap recognizer does not stop a single tap on a button")
    func parentTapLosesToButton() {
        let fixture = ButtonInContainer()
        let tap = UITapGestureRecognizer { [log = fixture.log] _ in log.add("parent tap") }
        fixture.container.addGestureRecognizer(tap)
        fixture.scene.driver.tap(at: fixture.onButton)
        #expect(fixture.log.entries == ["button action"])
        #expect(tap.state == .possible)
    }

    @Test("the parent's tap still recognizes beside the button")
    func parentTapOutsideButton() {
        let fixture = ButtonInContainer()
        let tap = UITapGestureRecognizer { [log = fixture.log] _ in log.add("parent tap") }
        fixture.container.addGestureRecognizer(tap)
        fixture.scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(fixture.log.entries == ["parent tap"])
    }

    @Test("a tap recognizer on the button itself wins, and the button's action never fires")
    func ownTapWins() {
        let fixture = ButtonInContainer()
        fixture.button.addGestureRecognizer(UITapGestureRecognizer { [log = fixture.log] _ in log.add("own tap") })
        fixture.scene.driver.tap(at: fixture.onButton)
        #expect(fixture.log.entries == ["own tap"])
        #expect(!fixture.button.isHighlighted)
    }

    @Test("a parent's two-finger tap is not a button's default gesture, so it wins")
    func parentTwoFingerTapWins() {
        let fixture = ButtonInContainer()
        let tap = UITapGestureRecognizer { [log = fixture.log] _ in log.add("parent two-finger tap") }
        tap.numberOfTouchesRequired = 2
        fixture.container.addGestureRecognizer(tap)
        fixture.scene.driver.tap(at: [CGPoint(x: 60, y: 60), CGPoint(x: 120, y: 80)])
        #expect(fixture.log.entries == ["parent two-finger tap"])
    }

    @Test("a parent's pan that begins cancels the button's tracking: cancelTracking, no action")
    func parentPanCancelsTracking() {
        let fixture = ButtonInContainer()
        var cancels: [UIControl.Event] = []
        fixture.button.addAction(UIAction { _ in cancels.append(.touchCancel) }, for: .touchCancel)
        let pan = UIPanGestureRecognizer { [log = fixture.log] recognizer in log.add("pan \(recognizer.state)") }
        fixture.container.addGestureRecognizer(pan)
        let finger = fixture.scene.driver.press(at: fixture.onButton)
        #expect(fixture.button.isHighlighted)
        fixture.scene.driver.drag(finger, to: CGPoint(x: 100, y: 120), steps: 5)
        #expect(!fixture.button.isHighlighted)
        #expect(!fixture.button.isTracking)
        fixture.scene.driver.release(finger)
        #expect(fixture.log.entries == ["pan began", "pan changed", "pan changed", "pan changed", "pan changed", "pan ended"])
        #expect(cancels == [.touchCancel])
    }

    @Test("a pan that never begins leaves the button its tap")
    func shortMoveKeepsTheTap() {
        let fixture = ButtonInContainer()
        fixture.container.addGestureRecognizer(UIPanGestureRecognizer { [log = fixture.log] _ in log.add("pan") })
        let finger = fixture.scene.driver.press(at: fixture.onButton)
        fixture.scene.driver.move(finger, to: CGPoint(x: 105, y: 72))
        fixture.scene.driver.release(finger)
        #expect(fixture.log.entries == ["button action"])
    }

    @Test("the deeper recognizer wins a shared touch: a child's tap beats its parent's")
    func deeperRecognizerWins() {
        let scene = Scene(), log = EventLog()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(parent)
        parent.addSubview(child)
        let parentTap = UITapGestureRecognizer { _ in log.add("parent") }
        let childTap = UITapGestureRecognizer { _ in log.add("child") }
        parent.addGestureRecognizer(parentTap)
        child.addGestureRecognizer(childTap)
        scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["child"])
    }
}
