import ControlKit
import Testing

@Suite("Touch driver and simulated clock")
@MainActor
struct TouchDriverTests {
    /// A full-window view recording each touch's tap count as it begins.
    final class TapCounter: UIView {
        var counts: [Int] = []
        var timestamps: [TimeInterval] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { counts += touches.map(\.tapCount) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { timestamps += touches.map(\.timestamp) }
    }

    private func counter(in scene: Scene) -> TapCounter {
        let view = TapCounter(frame: scene.window.bounds)
        scene.window.addSubview(view)
        return view
    }

    @Test("quick taps at the same place count up; a slow or distant one starts again at 1")
    func tapCounts() {
        let scene = Scene()
        let view = counter(in: scene)
        let point = CGPoint(x: 50, y: 50)
        scene.driver.tap(at: point)
        scene.driver.wait(0.2)
        scene.driver.tap(at: CGPoint(x: 55, y: 50))
        scene.driver.wait(0.3)
        scene.driver.tap(at: point)
        scene.driver.wait(0.4)
        scene.driver.tap(at: point)
        scene.driver.wait(0.1)
        scene.driver.tap(at: CGPoint(x: 80, y: 50))
        #expect(view.counts == [1, 2, 3, 1, 1])
    }

    @Test("a drag moves in equal steps spread over its duration")
    func dragSteps() {
        let scene = Scene()
        let view = counter(in: scene)
        let finger = scene.driver.press(at: CGPoint(x: 0, y: 0))
        scene.driver.drag(finger, to: CGPoint(x: 100, y: 40), steps: 4, duration: 0.4)
        #expect(finger.location(in: nil) == CGPoint(x: 100, y: 40))
        #expect(finger.previousLocation(in: nil) == CGPoint(x: 75, y: 30))
        #expect(view.timestamps.map { ($0 * 10).rounded() } == [1, 2, 3, 4])
        scene.driver.release(finger)
        #expect(scene.driver.touches.isEmpty)
    }

    @Test("a drag of zero steps still arrives, in one move")
    func zeroSteps() {
        let scene = Scene()
        let view = counter(in: scene)
        let finger = scene.driver.press(at: .zero)
        scene.driver.drag(finger, to: CGPoint(x: 10, y: 0), steps: 0)
        #expect(view.timestamps.count == 1)
        #expect(finger.location(in: nil) == CGPoint(x: 10, y: 0))
    }

    @Test("moving or releasing a finger no longer down is ignored")
    func staleFinger() {
        let scene = Scene()
        let view = counter(in: scene)
        let finger = scene.driver.press(at: .zero)
        scene.driver.release(finger)
        scene.driver.move(finger, to: CGPoint(x: 40, y: 40))
        scene.driver.release(finger)
        #expect(finger.phase == .ended)
        #expect(finger.location(in: nil) == .zero)
        #expect(view.timestamps.isEmpty)
    }

    @Test("a window of no application is given one, whose clock the driver uses")
    func lonelyWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.application == nil)
        let driver = TouchDriver(window: window)
        #expect(window.application === driver.application)
        #expect(driver.application.windows.count == 1)
        driver.wait(1)
        #expect(driver.clock.now == 1)
    }

    @Test("each step ends with a run-loop turn: layout asked for during a touch is done when the step returns")
    func stepTurnsTheRunLoop() {
        final class Relayout: UIView {
            var layouts = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { setNeedsLayout() }
            override func layoutSubviews() { layouts += 1 }
        }
        let scene = Scene()
        let view = Relayout(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(view)
        scene.application.runLoopOnce()
        view.layouts = 0
        scene.driver.press(at: CGPoint(x: 10, y: 10))
        #expect(view.layouts == 1)
    }

    @Test("timers fire in date order, each with the clock at its own date")
    func timerOrder() {
        let clock = SimulatedClock()
        var fired: [String] = []
        clock.schedule(after: 0.3) { fired.append("late at \(clock.now)") }
        clock.schedule(after: 0.1) { fired.append("early at \(clock.now)") }
        clock.schedule(after: 0.1) { fired.append("early, second at \(clock.now)") }
        clock.advance(by: 1)
        #expect(fired == ["early at 0.1", "early, second at 0.1", "late at 0.3"])
        #expect(clock.now == 1)
    }

    @Test("an invalidated timer never fires; one scheduled by a timer fires in the same advance")
    func invalidationAndChaining() {
        let clock = SimulatedClock()
        var fired: [TimeInterval] = []
        let timer = clock.schedule(after: 0.1) { fired.append(-1) }
        timer.invalidate()
        #expect(!timer.isValid)
        clock.schedule(after: 0.2) { clock.schedule(after: 0.2) { fired.append(clock.now) } }
        clock.advance(by: 0.5)
        #expect(fired == [0.4])
    }

    @Test("time never runs backwards: negative and non-finite advances do nothing")
    func noBackwards() {
        let clock = SimulatedClock()
        clock.advance(by: 2)
        clock.advance(by: -1)
        clock.advance(by: .nan)
        clock.advance(by: .infinity)
        #expect(clock.now == 2)
    }
}
