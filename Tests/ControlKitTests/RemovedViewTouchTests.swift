import DynamicRuntime
import Testing
@testable import ControlKit

/// A view that logs the touches methods it receives (runtime overrides, so every delivery counts).
final class DepartingView: UIView {
    var log: [String] = []
    nonisolated static let began = UIResponder.touchesBeganMethod.override(in: DepartingView.self) { view, _ in view.log.append("began") }
    nonisolated static let moved = UIResponder.touchesMovedMethod.override(in: DepartingView.self) { view, _ in view.log.append("moved") }
    nonisolated static let ended = UIResponder.touchesEndedMethod.override(in: DepartingView.self) { view, _ in view.log.append("ended") }
    nonisolated static let cancelled = UIResponder.touchesCancelledMethod.override(in: DepartingView.self) { view, _ in view.log.append("cancelled") }
    override class var runtimeMembers: [any RuntimeMember] { [began, moved, ended, cancelled] }
}

@MainActor @Suite struct RemovedViewTouchTests {
    @Test func aButtonRemovedWhileTrackedCancelsInsteadOfFiringTouchUpInside() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: UIApplication())
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 60, height: 40))
        window.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("touchUpInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("touchCancel") }, for: .touchCancel)
        let driver = TouchDriver(window: window)
        let touch = driver.press(at: CGPoint(x: 60, y: 60))
        #expect(button.isTracking && button.isHighlighted)
        button.removeFromSuperview()
        #expect(events == ["touchCancel"])
        #expect(!button.isTracking && !button.isHighlighted)
        driver.move(touch, to: CGPoint(x: 65, y: 62))
        driver.release(touch)
        #expect(events == ["touchCancel"], "nothing of the touch reaches the button after it left")
    }

    @Test func everyViewOfTheRemovedSubtreeIsCancelledOnceAndHearsNoMore() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: UIApplication())
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = DepartingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        container.addSubview(inner)
        window.addSubview(container)
        let driver = TouchDriver(window: window)
        let touch = driver.press(at: CGPoint(x: 20, y: 20))
        driver.move(touch, to: CGPoint(x: 22, y: 22))
        container.removeFromSuperview()
        driver.move(touch, to: CGPoint(x: 24, y: 24))
        driver.release(touch)
        #expect(inner.log == ["began", "moved", "cancelled"])
    }

    @Test func aFinishedTouchIsNotCancelledByALaterRemoval() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: UIApplication())
        let view = DepartingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        TouchDriver(window: window).tap(at: CGPoint(x: 10, y: 10))
        view.removeFromSuperview()
        #expect(view.log == ["began", "ended"])
    }
}
