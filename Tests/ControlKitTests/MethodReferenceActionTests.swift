import ControlKit
import DynamicRuntime
import Foundation
import SwizzleKitTesting
import Testing

/// A view written as UIKit code writes one, with each `#selector(…)` ported as
/// `AnySelector("…", Self.…)` and nothing declared or listed.
private final class Panel: UIView {
    required init?(coder: NSCoder) { nil }
    var log: [String] = []
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    var tap: UITapGestureRecognizer!

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(button)
        button.addTarget(self, action: AnySelector("buttonTapped:", Self.buttonTapped), for: .touchUpInside)
        button.addTarget(self, action: AnySelector("buttonDown", Self.buttonDown), for: .touchDown)
        button.addTarget(self, action: AnySelector("button:forEvent:", Self.button), for: .touchUpInside)
        tap = UITapGestureRecognizer(target: self, action: AnySelector("handleTap:", Self.handleTap))
        addGestureRecognizer(tap)
    }

    func buttonTapped(_ sender: UIButton) { log.append("tapped \(sender === button)") }
    func buttonDown() { log.append("down") }
    func button(_ sender: UIButton, forEvent event: UIEvent?) { log.append("event \(event != nil)") }
    func handleTap(_ recognizer: UITapGestureRecognizer) { log.append("tap \(recognizer.state == .ended)") }
}

@Suite("Actions named by method reference")
@MainActor
struct MethodReferenceActionTests {
    @Test("a button's and a tap recognizer's actions run, through sendAction, and are removed one pair at a time")
    func buttonAndRecognizer() throws {
        let scene = Scene()
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.window.addSubview(panel)
        var sent: [String] = []
        let token = try scene.application.hook(UIApplication.sendActionMethod.selector, before: { _, arguments in
            sent.append(arguments.0.name)
        })
        defer { try? token.revert() }
        scene.driver.tap(at: CGPoint(x: 25, y: 25))
        #expect(panel.log == ["down", "tapped true", "event true"])
        #expect(sent == ["buttonDown", "buttonTapped:", "button:forEvent:"])

        panel.log = []
        panel.button.removeTarget(panel, action: AnySelector("buttonTapped:", Panel.buttonTapped), for: .touchUpInside)
        scene.driver.tap(at: CGPoint(x: 25, y: 25))
        #expect(panel.log == ["down", "event true"])

        panel.log = []
        scene.driver.wait(1)
        scene.driver.tap(at: CGPoint(x: 150, y: 150))
        #expect(panel.log == ["tap true"])
        panel.tap.removeTarget(panel, action: AnySelector("handleTap:", Panel.handleTap))
        scene.driver.wait(1)
        scene.driver.tap(at: CGPoint(x: 150, y: 150))
        #expect(panel.log == ["tap true"])
    }

    @Test("the action is a runtime method: respondsTo and hooks see it, and a Swift override runs")
    func runtimeMethod() throws {
        class Base: RuntimeObject {
            var calls: [String] = []
            func ping(_ sender: RuntimeObject?) { calls.append("base") }
        }
        final class Derived: Base {
            override func ping(_ sender: RuntimeObject?) { calls.append("derived") }
        }
        let selector = AnySelector("ping:", Base.ping)
        #expect(RuntimeClass.of(Base.self).respondsTo(selector))
        let derived = Derived()
        var hooked = 0
        let token = try derived.hook(Selector<RuntimeObject?, Void>("ping:"), before: { _, _ in hooked += 1 })
        _ = try derived.perform(selector, with: Optional<RuntimeObject>.none as Any)
        #expect(derived.calls == ["derived"] && hooked == 1)
        try token.revert()
    }

    @Test("a name whose colons disagree with the method is reported, and nothing is added")
    func mismatchedName() throws {
        final class Target: RuntimeObject { func act(_ sender: RuntimeObject?) {} }
        let issues = runtimeIssues { _ = AnySelector("act", Target.act) }
        #expect(issues.count == 1)
        #expect((issues.first?.error as? RuntimeError)?.selector == "act")
        #expect(!RuntimeClass.of(Target.self).respondsTo(AnySelector("act")))
    }

    @Test("a notification observer named by method reference hears each post, and is removed by removeObserver")
    func notification() {
        final class Listener: UIView {
            var heard: [String] = []
            func keyboardWillShow(_ notification: Notification) { heard.append(notification.name.rawValue) }
            func listen(_ center: NotificationCenter) {
                center.addObserver(self, selector: AnySelector("keyboardWillShow:", Self.keyboardWillShow),
                                   name: Notification.Name("show"), object: nil)
            }
        }
        let center = NotificationCenter()
        let listener = Listener()
        listener.listen(center)
        center.post(name: Notification.Name("show"), object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        #expect(listener.heard == ["show"])
        center.removeObserver(listener)
        center.post(name: Notification.Name("show"), object: nil)
        #expect(listener.heard == ["show"])
    }

    @Test("an observer that goes away takes its registrations with it")
    func observerGoesAway() {
        final class Listener: RuntimeObject {
            nonisolated(unsafe) static var heard = 0
            func ping(_ notification: Notification) { Self.heard += 1 }
        }
        let center = NotificationCenter()
        do {
            let listener = Listener()
            center.addObserver(listener, selector: AnySelector("ping:", Listener.ping), name: Notification.Name("ping"), object: nil)
            center.post(name: Notification.Name("ping"), object: nil)
        }
        center.post(name: Notification.Name("ping"), object: nil)
        #expect(Listener.heard == 1)
    }

    @Test("an observer that does not respond to the selector is reported")
    func unknownSelector() {
        let issues = runtimeIssues {
            NotificationCenter().addObserver(RuntimeObject(), selector: AnySelector("nothing:"), name: nil, object: nil)
        }
        #expect((issues.first?.error as? RuntimeError)?.selector == "nothing:" && issues.count == 1)
    }

    @Test("a repeating timer named by method reference fires on its run loop until invalidated, and keeps its target")
    func timer() {
        final class Stepper: UIView {
            var ticks = 0
            func tick(_ timer: Timer) { ticks += 1 }
        }
        weak var weakStepper: Stepper?
        let timer: Timer
        do {
            let stepper = Stepper()
            weakStepper = stepper
            timer = Timer.scheduledTimer(timeInterval: 0.005, target: stepper, selector: AnySelector("tick:", Stepper.tick),
                                         userInfo: nil, repeats: true)
        }
        #expect(weakStepper != nil, "the timer keeps its target")
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        let ticks = weakStepper?.ticks ?? 0
        #expect(ticks >= 2)
        timer.invalidate()
        RunLoop.current.run(until: Date().addingTimeInterval(0.03))
        #expect((weakStepper?.ticks ?? ticks) == ticks, "no tick after invalidate")
    }

    @Test("a timer whose target does not respond is reported, and never fires")
    func timerUnknownSelector() {
        let target = RuntimeObject()
        var timer: Timer?
        let issues = runtimeIssues {
            timer = Timer(timeInterval: 1, target: target, selector: AnySelector("nothing:"), userInfo: nil, repeats: false)
        }
        #expect(issues.count == 1 && (issues.first?.error as? RuntimeError)?.selector == "nothing:")
        timer?.invalidate()
    }
}

