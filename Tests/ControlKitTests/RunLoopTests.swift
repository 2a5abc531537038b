import ControlKit
import Testing

@Suite("Run-loop turn")
@MainActor
struct RunLoopTests {
    final class Counting: UIView {
        var layouts = 0
        var draws = 0
        override func layoutSubviews() { layouts += 1 }
        override func draw(_ rect: CGRect) { draws += 1 }
    }

    @Test("a turn lays out and draws what is pending in every window, once")
    func everyWindow() {
        let application = UIApplication()
        let views = (0..<2).map { _ in Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        let windows = views.map { view in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
            window.addSubview(view)
            return window
        }
        application.runLoopOnce()
        for view in views { view.layouts = 0; view.draws = 0 }
        for view in views { view.setNeedsLayout(); view.setNeedsDisplay() }
        application.runLoopOnce()
        application.runLoopOnce()
        #expect(views.map(\.layouts) == [1, 1])
        #expect(views.map(\.draws) == [1, 1])
        #expect(windows.count == 2)
    }

    @Test("a view in a window of another application is not laid out by this one's turn")
    func otherApplication() {
        let mine = UIApplication(), other = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: other)
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.layouts = 0
        view.setNeedsLayout()
        mine.runLoopOnce()
        #expect(view.layouts == 0)
        other.runLoopOnce()
        #expect(view.layouts == 1)
    }

    @Test("due timers fire before the turn's layout, so what they mark is laid out in the same turn")
    func timersBeforeLayout() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        application.runLoopOnce()
        view.layouts = 0
        application.clock.schedule(after: 0) { view.setNeedsLayout() }
        application.runLoopOnce()
        #expect(view.layouts == 1)
    }
}
