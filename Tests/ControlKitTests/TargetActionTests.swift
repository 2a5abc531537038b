import ControlKit
import DynamicRuntime
import SwizzleKitTesting
import Testing

/// A target whose action methods are runtime methods in the three forms UIKit allows.
@MainActor
final class ActionTarget: RuntimeObject, MainActorIsolated {
    var calls: [String] = []

    nonisolated static let tapped = DeclaredMethod("tapped", of: ActionTarget.self) { (target, _: ()) in target.calls.append("tapped") }
    nonisolated static let tappedSender = DeclaredMethod("tappedSender:", of: ActionTarget.self) { (target, sender: UIButton) in
        target.calls.append("tappedSender:\(sender.tag)")
    }
    nonisolated static let tappedEvent = DeclaredMethod("tapped:forEvent:", of: ActionTarget.self) { (target, arguments: (UIControl, UIEvent?)) in
        target.calls.append("tapped:forEvent:\(arguments.0.tag),\(arguments.1 == nil ? "nil" : "event")")
    }

    override class var runtimeMembers: [any RuntimeMember] { [tapped, tappedSender, tappedEvent] }
}

/// A responder that handles `handle:` when an action travels up the chain to it.
final class ChainHandler: UIResponder {
    var handled: [UIControl] = []
    nonisolated static let handle = DeclaredMethod("handle:", of: ChainHandler.self) { (handler, sender: UIControl) in handler.handled.append(sender) }
    override class var runtimeMembers: [any RuntimeMember] { [handle] }
}

@Suite("Target–action")
@MainActor
struct TargetActionTests {
    @Test("the three action forms get nothing, the sender, and the sender and event")
    func actionForms() {
        let button = UIButton()
        button.tag = 7
        let target = ActionTarget()
        button.addTarget(target, action: ActionTarget.tapped.selector, for: .touchUpInside)
        button.addTarget(target, action: ActionTarget.tappedSender.selector, for: .touchUpInside)
        button.addTarget(target, action: ActionTarget.tappedEvent.selector, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(target.calls == ["tapped", "tappedSender:7", "tapped:forEvent:7,nil"])
        target.calls = []
        let finger = Finger(on: button)
        finger.down()
        finger.up()
        #expect(target.calls == ["tapped", "tappedSender:7", "tapped:forEvent:7,event"])
    }

    @Test("sendActions(for:) reaches registrations sharing a bit with the events sent, and no others")
    func bitwiseMatching() {
        let control = UIControl()
        let target = ActionTarget()
        control.addTarget(target, action: AnySelector("tapped"), for: [.touchDown, .touchUpInside])
        control.sendActions(for: .valueChanged)
        #expect(target.calls.isEmpty)
        control.sendActions(for: [.valueChanged, .touchDown])
        control.sendActions(for: .allTouchEvents)
        control.sendActions(for: .touchUpInside)
        #expect(target.calls == ["tapped", "tapped", "tapped"])
    }

    @Test("actions run in the order they were added, selectors and closures alike")
    func order() {
        let control = UIControl()
        let target = ActionTarget()
        var order: [String] = []
        control.addAction(UIAction { _ in order.append("first closure") }, for: .valueChanged)
        control.addTarget(target, action: AnySelector("tapped"), for: .valueChanged)
        control.addAction(UIAction { _ in order.append("second closure(\(target.calls.count))") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(order == ["first closure", "second closure(1)"])
    }

    @Test("adding a target and action again adds its events to the one registration")
    func addingAgainMerges() {
        let control = UIControl()
        let target = ActionTarget()
        control.addTarget(target, action: AnySelector("tapped"), for: .touchDown)
        control.addTarget(target, action: AnySelector("tapped"), for: .touchUpInside)
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(target.calls == ["tapped"])
        #expect(control.allControlEvents == [.touchDown, .touchUpInside])
    }

    @Test("removeTarget removes events; nil action means every action, nil target every target")
    func removal() {
        let control = UIControl()
        let first = ActionTarget(), second = ActionTarget()
        control.addTarget(first, action: AnySelector("tapped"), for: [.touchDown, .touchUpInside])
        control.addTarget(first, action: AnySelector("tappedSender:"), for: .touchUpInside)
        control.addTarget(second, action: AnySelector("tapped"), for: .touchUpInside)
        control.removeTarget(first, action: AnySelector("tapped"), for: .touchDown)
        #expect(control.actions(forTarget: first, forControlEvent: .touchDown) == nil)
        #expect(control.actions(forTarget: first, forControlEvent: .touchUpInside) == ["tapped", "tappedSender:"])
        control.removeTarget(first, action: nil, for: .allEvents)
        #expect(control.actions(forTarget: first, forControlEvent: .allEvents) == nil)
        #expect(control.allTargets.count == 1 && control.allTargets.first! === second)
        control.removeTarget(nil, action: nil, for: .allEvents)
        #expect(control.allTargets.isEmpty)
        #expect(control.allControlEvents == [])
    }

    @Test("allTargets lists each target once, with nil for the responder chain")
    func allTargets() {
        let control = UIControl()
        let target = ActionTarget()
        control.addTarget(target, action: AnySelector("tapped"), for: .touchDown)
        control.addTarget(target, action: AnySelector("tappedSender:"), for: .touchDown)
        control.addTarget(nil, action: AnySelector("handle:"), for: .touchDown)
        control.addAction(UIAction { _ in }, for: .valueChanged)
        let targets = control.allTargets
        #expect(targets.count == 2)
        #expect(targets.contains { $0 === target })
        #expect(targets.contains { $0 == nil })
        #expect(control.allControlEvents == [.touchDown, .valueChanged])
        #expect(control.actions(forTarget: nil, forControlEvent: .touchDown) == ["handle:"])
    }

    @Test("a nil target walks the responder chain from the control to the first responder that responds")
    func nilTargetWalksTheChain() {
        let control = ChainedControl()
        let passer = ChainedResponder()
        let handler = ChainHandler()
        control.nextResponder = passer
        passer.nextResponder = handler
        control.addTarget(nil, action: ChainHandler.handle.selector, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(handler.handled.count == 1 && handler.handled.first === control)
        // The record holds the control, which holds the chain that holds the record.
        handler.handled.removeAll()
    }

    @Test("in an application's window a nil target climbs view, superview, window, application to its delegate")
    func nilTargetReachesTheApplicationDelegate() throws {
        @MainActor
        final class Delegate: UIResponder, UIApplicationDelegate {
            var handled = 0
            nonisolated static let handle = DeclaredMethod("handle:", of: Delegate.self) { (delegate, _: UIControl) in delegate.handled += 1 }
            override class var runtimeMembers: [any RuntimeMember] { [handle] }
        }
        @MainActor
        final class HandlingView: UIView {
            var handled = 0
            nonisolated static let handleHere = DeclaredMethod("handleHere", of: HandlingView.self) { (view, _: ()) in view.handled += 1 }
            override class var runtimeMembers: [any RuntimeMember] { [handleHere] }
        }
        let application = UIApplication()
        let delegate = Delegate()
        application.delegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let container = HandlingView(frame: window.bounds)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        window.addSubview(container)
        container.addSubview(button)
        button.addTarget(nil, action: Delegate.handle.selector, for: .touchUpInside)
        button.addTarget(nil, action: HandlingView.handleHere.selector, for: .touchUpInside)
        var routed: [String] = []
        let token = try application.hook(UIApplication.sendActionMethod.selector, before: { _, arguments in routed.append(arguments.0.name) })
        defer { try? token.revert() }
        button.sendActions(for: .touchUpInside)
        #expect(delegate.handled == 1 && container.handled == 1)
        #expect(routed == ["handle:", "handleHere"])
    }

    @Test("a nil target nobody responds to is skipped; a target that does not respond, or wrong arguments, is skipped and reported")
    func misdirectedActionsAreSkipped() {
        let control = UIControl()
        let target = ActionTarget()
        control.addTarget(nil, action: AnySelector("nobodyHandles:"), for: .valueChanged)
        control.addTarget(target, action: AnySelector("missing"), for: .valueChanged)
        // tappedSender: takes a UIButton; a plain UIControl is not one.
        control.addTarget(target, action: AnySelector("tappedSender:"), for: .valueChanged)
        control.addTarget(target, action: AnySelector("tapped"), for: .valueChanged)
        let issues = runtimeIssues { control.sendActions(for: .valueChanged) }
        #expect(target.calls == ["tapped"])
        #expect(issues.map { ($0.error as? RuntimeError)?.selector } == ["missing", "tappedSender:"])
    }

    @Test("targets are not retained; a target that went away is skipped, not sent up the chain")
    func targetsAreWeak() {
        let control = ChainedControl()
        let handler = ChainHandler()
        control.nextResponder = handler
        do {
            let transient = ChainHandler()
            control.addTarget(transient, action: ChainHandler.handle.selector, for: .valueChanged)
        }
        control.sendActions(for: .valueChanged)
        #expect(handler.handled.isEmpty)
        #expect(control.allTargets.isEmpty)
        #expect(control.actions(forTarget: nil, forControlEvent: .valueChanged) == nil,
                "a target that went away is not the responder chain")
        control.addTarget(nil, action: ChainHandler.handle.selector, for: .valueChanged)
        #expect(control.actions(forTarget: nil, forControlEvent: .valueChanged) == [ChainHandler.handle.selector.name])
    }

    @Test("a closure action sees its sender while it runs; adding its identifier again replaces it")
    func closureActions() {
        let control = UIControl()
        var seen: [String] = []
        let first = UIAction(identifier: "action") { action in seen.append("first:\(action.sender === control)") }
        control.addAction(first, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(first.sender == nil)
        control.addAction(UIAction(identifier: "action") { _ in seen.append("second") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(seen == ["first:true", "second"])
        control.removeAction(identifiedBy: "action", for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(seen.count == 2)
        #expect(control.allControlEvents == [])
    }

    @Test("removing a closure action for some events keeps it for the others")
    func partialActionRemoval() {
        let control = UIControl()
        var count = 0
        let action = UIAction { _ in count += 1 }
        control.addAction(action, for: [.touchDown, .valueChanged])
        control.removeAction(action, for: .touchDown)
        control.sendActions(for: .touchDown)
        control.sendActions(for: .valueChanged)
        #expect(count == 1)
    }

    @Test("a disabled control still sends actions when asked in code; only touches are refused")
    func disabledSendsProgrammatically() {
        let control = UIControl()
        control.isEnabled = false
        var count = 0
        control.addAction(UIAction { _ in count += 1 }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        let finger = Finger(on: control)
        finger.down()
        finger.up()
        #expect(count == 1)
    }
}

/// A responder that only passes actions and touches on.
final class ChainedResponder: UIResponder {
    var nextResponder: UIResponder?
    override var next: UIResponder? { nextResponder }
}
