import ControlKit
import DynamicRuntime
import SwizzleKitTesting
import Testing

/// A responder with action methods of the three forms, recording what it was sent.
final class ActionReceiver: UIView {
    var received: [String] = []

    nonisolated static let plain = DeclaredMethod("plain", of: ActionReceiver.self) { (receiver, _: ()) in receiver.received.append("plain") }
    nonisolated static let withSender = DeclaredMethod("withSender:", of: ActionReceiver.self) { (receiver, sender: RuntimeObject?) in
        receiver.received.append("withSender \(sender.map { String(describing: type(of: $0)) } ?? "nil")")
    }
    nonisolated static let withEvent = DeclaredMethod("withSender:forEvent:", of: ActionReceiver.self) {
        (receiver, arguments: (RuntimeObject?, UIEvent?)) in receiver.received.append("withEvent \(arguments.1 != nil)")
    }

    override class var runtimeMembers: [any RuntimeMember] { [plain, withSender, withEvent] }
}

@Suite("UIApplication")
@MainActor
struct ApplicationTests {
    @Test("the application's next is its delegate when that is a responder, else nil")
    func nextIsTheDelegate() {
        final class ResponderDelegate: UIResponder, UIApplicationDelegate {}
        final class PlainDelegate: UIApplicationDelegate {}
        let application = UIApplication()
        #expect(application.next == nil)
        let plain = PlainDelegate()
        application.delegate = plain
        #expect(application.next == nil)
        let responder = ResponderDelegate()
        application.delegate = responder
        #expect(application.next === responder)
    }

    @Test("windows are listed in the order they joined and are not kept alive by the application")
    func windowsAreWeak() {
        let application = UIApplication()
        let first = UIWindow(frame: .zero, application: application)
        var second: UIWindow? = UIWindow(frame: .zero, application: application)
        second?.makeKey()
        #expect(application.windows.count == 2)
        #expect(application.windows.first === first)
        second = nil
        #expect(application.windows.count == 1)
        #expect(application.keyWindow == nil)
    }

    @Test("sendAction to a target performs the action with as many arguments as it has colons")
    func actionForms() {
        let application = UIApplication()
        let receiver = ActionReceiver()
        let sender = UIView()
        let event = UIEvent()
        #expect(application.sendAction(ActionReceiver.plain.selector.untyped, to: receiver, from: sender, for: nil))
        #expect(application.sendAction(ActionReceiver.withSender.selector.untyped, to: receiver, from: sender, for: nil))
        #expect(application.sendAction(ActionReceiver.withEvent.selector.untyped, to: receiver, from: sender, for: event))
        #expect(receiver.received == ["plain", "withSender UIView", "withEvent true"])
    }

    @Test("a nil target walks the responder chain from the sender to the first responder that implements the action")
    func nilTargetWalksTheChain() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
        let receiver = ActionReceiver(frame: window.bounds)
        let sender = UIView()
        window.addSubview(receiver)
        receiver.addSubview(sender)
        #expect(application.sendAction(ActionReceiver.plain.selector.untyped, to: nil, from: sender, for: nil))
        #expect(receiver.received == ["plain"])
    }

    @Test("sendAction answers false when nobody handles it, or the target does not respond (a runtime issue), and does not crash")
    func unhandled() {
        let application = UIApplication()
        let sender = UIView()
        let missing = AnySelector("noSuchAction:")
        #expect(!application.sendAction(missing, to: nil, from: sender, for: nil))
        let issues = runtimeIssues { #expect(!application.sendAction(missing, to: sender, from: sender, for: nil)) }
        #expect(issues.map { ($0.error as? RuntimeError)?.kind } == [.unrecognizedSelector])
        #expect(!application.sendAction(missing, to: nil, from: nil, for: nil))
    }

    @Test("an action whose argument type differs is refused rather than performed")
    func wrongArgumentType() {
        @MainActor
        final class Picky: UIResponder {
            nonisolated static let onlyEvents = DeclaredMethod("onlyEvents:", of: Picky.self) { (_, _: UIEvent) in }
            override class var runtimeMembers: [any RuntimeMember] { [onlyEvents] }
        }
        let application = UIApplication()
        let issues = runtimeIssues {
            #expect(!application.sendAction(Picky.onlyEvents.selector.untyped, to: Picky(), from: UIView(), for: nil))
        }
        #expect(issues.map { ($0.error as? RuntimeError)?.kind } == [.signatureMismatch])
    }

    @Test("the shared application lives on the main actor and is one object")
    @MainActor
    func shared() {
        #expect(UIApplication.shared === UIApplication.shared)
        #expect(UIApplication.shared !== UIApplication())
    }
}

@Suite("UIApplication event dispatch")
@MainActor
struct ApplicationEventTests {
    @Test("one event holds the fingers on two windows; each window delivers only its own")
    func twoWindows() {
        final class EventCapture: UIView {
            var allTouches: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { allTouches.append(event?.allTouches?.count ?? 0) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { allTouches.append(event?.allTouches?.count ?? 0) }
        }
        let application = UIApplication()
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let windows = [UIWindow(frame: frame, application: application), UIWindow(frame: frame, application: application)]
        let views = windows.map { window in
            let view = EventCapture(frame: window.bounds)
            window.addSubview(view)
            return view
        }
        let drivers = windows.map { TouchDriver(window: $0) }
        let first = drivers[0].press(at: CGPoint(x: 10, y: 10))
        let second = drivers[1].press(at: CGPoint(x: 20, y: 20))
        drivers[0].release(first)
        drivers[1].release(second)
        #expect(views[0].allTouches == [1, 2])
        #expect(views[1].allTouches == [2, 1])
        #expect(first.view === views[0])
        #expect(second.view === views[1])
    }
}
