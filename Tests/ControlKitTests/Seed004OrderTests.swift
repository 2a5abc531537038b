import ControlKit
import DynamicRuntime
import Testing

/// Seed 004's experiment: a button carrying its own tap recognizer. Each subclass logs at its
/// entry points where the seed does — after `[super …]` for the touches methods (so the
/// recognizer's line comes after its state change, and the tap action must still come after
/// it: the window processes a recognizer's change after its touches method returns, as
/// UIKit does), before `super` for beginTracking/cancelTracking — so the log is the real
/// delivery order.
@Suite("Seed 004: the order of a tap on a button with its own tap recognizer")
@MainActor
struct Seed004OrderTests {
    final class LoggingTap: UITapGestureRecognizer {
        var log: EventLog?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            log?.add("recognizer touchesBegan")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            log?.add("recognizer touchesEnded")
        }
    }

    final class LoggingButton: UIButton {
        var log: EventLog?
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            log?.add("button beginTracking")
            return super.beginTracking(touch, with: event)
        }
        override func cancelTracking(with event: UIEvent?) {
            log?.add("button cancelTracking")
            super.cancelTracking(with: event)
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesBegan(touches, with: event)
            log?.add("button touchesBegan")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesEnded(touches, with: event)
            log?.add("button touchesEnded")
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesCancelled(touches, with: event)
            log?.add("button touchesCancelled")
        }
    }

    /// A button at (100, 100), 100×44, logging into `log`, with a touch-up-inside action.
    static func button(in scene: Scene, log: EventLog) -> LoggingButton {
        let button = LoggingButton(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        button.log = log
        button.addAction(UIAction { _ in log.add("button action") }, for: .touchUpInside)
        scene.window.addSubview(button)
        return button
    }

    @Test("recognizer touchesBegan, beginTracking, touchesBegan, recognizer touchesEnded, tap action, cancelTracking, touchesCancelled; no button action")
    func seedOrder() {
        let scene = Scene(), log = EventLog()
        let button = Self.button(in: scene, log: log)
        let tap = LoggingTap { _ in log.add("tap action") }
        tap.log = log
        button.addGestureRecognizer(tap)
        scene.driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(log.entries == [
            "recognizer touchesBegan", "button beginTracking", "button touchesBegan", "recognizer touchesEnded",
            "tap action", "button cancelTracking", "button touchesCancelled",
        ])
        #expect(!button.isHighlighted)
        #expect(!button.isTracking)
    }

    @Test("with cancelsTouchesInView off, the button gets touchesEnded and its action fires after the tap action")
    func withoutCancelling() {
        let scene = Scene(), log = EventLog()
        let button = Self.button(in: scene, log: log)
        let tap = LoggingTap { _ in log.add("tap action") }
        tap.log = log
        tap.cancelsTouchesInView = false
        button.addGestureRecognizer(tap)
        scene.driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(log.entries == [
            "recognizer touchesBegan", "button beginTracking", "button touchesBegan", "recognizer touchesEnded",
            "tap action", "button action", "button touchesEnded",
        ])
    }

    @Test("without a recognizer the same tap fires the button's action")
    func withoutRecognizer() {
        let scene = Scene(), log = EventLog()
        _ = Self.button(in: scene, log: log)
        scene.driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(log.entries == ["button beginTracking", "button touchesBegan", "button action", "button touchesEnded"])
    }
}
