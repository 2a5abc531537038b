import ControlKit
import DynamicRuntime
import Testing

/// Swizzles and hooks on the event members take effect through the framework's own calls.
/// Each test hooks a class of its own, so the suites running in parallel never see the hooks.
@Suite("Event dynamic members")
@MainActor
struct EventDynamicMemberTests {
    @Test("the window's hit test on touch-begin reaches a swizzled hitTest:withEvent:, once per touch")
    func swizzledWindowHitTest() throws {
        final class RedirectingWindow: UIWindow {}
        let application = UIApplication(), log = EventLog()
        let window = RedirectingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let target = TouchLoggingView("target", frame: CGRect(x: 200, y: 200, width: 50, height: 50), log: log)
        window.addSubview(target)
        var hitTests = 0
        let token = try RedirectingWindow.hook(UIView.hitTestMethod.selector, instead: { _, _, _ in
            hitTests += 1
            return target
        })
        let driver = TouchDriver(window: window)
        let finger = driver.press(at: CGPoint(x: 10, y: 10))
        driver.move(finger, to: CGPoint(x: 20, y: 10))
        driver.release(finger)
        #expect(finger.view === target)
        #expect(hitTests == 1)
        #expect(log.entries == ["target began", "target moved", "target ended"])
        try token.revert()
        driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries.count == 3)
    }

    @Test("delivery reaches a swizzled recognizer touchesBegan:withEvent:: swallowing it keeps the tap from recognizing")
    func swizzledRecognizerTouchesBegan() throws {
        final class HookedTap: UITapGestureRecognizer {}
        let scene = Scene()
        var recognized = 0, began = 0
        let tap = HookedTap { _ in recognized += 1 }
        scene.window.addGestureRecognizer(tap)
        let token = try HookedTap.hook(UIGestureRecognizer.touchesBeganMethod.selector, instead: { _, _, _ in began += 1 })
        scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(began == 1)
        #expect(recognized == 0)
        try token.revert()
        scene.driver.wait(1)
        scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(recognized == 1)
    }

    @Test("a hook on setState: sees every transition, the framework's included: exclusion, cancel, reset")
    func stateSetterHook() throws {
        final class WatchedTap: UITapGestureRecognizer {}
        final class WatchedPress: UILongPressGestureRecognizer {}
        let scene = Scene()
        let parent = WatchedTap(), press = WatchedPress()
        scene.window.addGestureRecognizer(parent)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.addGestureRecognizer(UITapGestureRecognizer())
        scene.window.addSubview(child)
        var states: [UIGestureRecognizer.State] = []
        let token = try WatchedTap.hook(UIGestureRecognizer.stateProperty.setter!.selector, before: { _, state in states.append(state) })
        scene.driver.tap(at: CGPoint(x: 100, y: 100))
        scene.driver.tap(at: CGPoint(x: 100, y: 100), holding: 1)
        #expect(states == [.ended, .possible, .failed, .possible])
        scene.driver.wait(1)
        states = []
        scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(states == [.failed, .possible], "the parent's tap loses the touch to the child's and fails")
        try token.revert()

        parent.isEnabled = false
        scene.window.addGestureRecognizer(press)
        var pressStates: [UIGestureRecognizer.State] = []
        let pressToken = try WatchedPress.hook(UIGestureRecognizer.stateProperty.setter!.selector, before: { _, state in pressStates.append(state) })
        let finger = scene.driver.press(at: CGPoint(x: 100, y: 100))
        scene.driver.wait(1)
        scene.driver.cancel([finger])
        #expect(pressStates == [.began, .cancelled, .possible])
        try pressToken.revert()
    }

    @Test("a runtime hook of UIResponder's touchesBegan:withEvent: on a view class is reached by window delivery")
    func hookedResponderTouchesBegan() throws {
        final class HookedView: UIView {}
        let scene = Scene()
        let view = HookedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(view)
        var began: [ObjectIdentifier] = []
        let token = try HookedView.hook(UIResponder.touchesBeganMethod.selector, before: { receiver, arguments in
            began.append(ObjectIdentifier(receiver))
            #expect(arguments.0.first?.view === view)
        })
        scene.driver.tap(at: CGPoint(x: 10, y: 10))
        scene.driver.tap(at: CGPoint(x: 200, y: 200))
        #expect(began == [ObjectIdentifier(view)], "reached once, for the touch on the hooked view only")
        try token.revert()
        scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(began.count == 1)
    }

    @Test("a hooked isHidden getter changes what hitTest finds")
    func hookedHiddenGetterChangesHitTest() throws {
        final class Vanishing: UIView {}
        let scene = Scene()
        let view = Vanishing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(view)
        let point = CGPoint(x: 10, y: 10)
        #expect(scene.window.hitTest(point, with: nil) === view)
        let token = try Vanishing.hook(UIView.hiddenProperty.getter.selector, instead: { _, _, _ in true })
        #expect(scene.window.hitTest(point, with: nil) === scene.window)
        #expect(view.isHidden)
        try token.revert()
        #expect(scene.window.hitTest(point, with: nil) === view)
    }

    @Test("UIApplication's and UIWindow's sendEvent: are the path every driver step takes")
    func sendEventHooks() throws {
        final class HookedApplication: UIApplication {}
        final class SilentWindow: UIWindow {}
        let application = HookedApplication(), log = EventLog()
        let window = SilentWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
        window.addSubview(TouchLoggingView("view", frame: window.bounds, log: log))
        var applicationEvents = 0
        let applicationToken = try HookedApplication.hook(UIApplication.sendEventMethod.selector, before: { _, _ in applicationEvents += 1 })
        let windowToken = try SilentWindow.hook(UIWindow.sendEventMethod.selector, instead: { _, _, _ in })
        let driver = TouchDriver(window: window)
        driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(applicationEvents == 2)
        #expect(log.entries.isEmpty)
        try windowToken.revert()
        driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["view began", "view ended"])
        try applicationToken.revert()
    }

    @Test("a gestureRecognizerShouldBegin: added to a view class at run time vetoes recognizers on its touches")
    func shouldBeginAddedAtRunTime() throws {
        final class Veto: UIView {}
        let scene = Scene()
        let veto = Veto(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(veto)
        var recognized = 0
        scene.window.addGestureRecognizer(UITapGestureRecognizer { _ in recognized += 1 })
        let added = try RuntimeClass.of(Veto.self).addMethod(
            UIView.gestureRecognizerShouldBeginMethod.selector.untyped,
            implementation: TypedImplementation<UIGestureRecognizer, Bool> { _, _, _ in false })
        #expect(added)
        scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(recognized == 0)
        scene.driver.wait(1)
        scene.driver.tap(at: CGPoint(x: 150, y: 150))
        #expect(recognized == 1)
    }

    @Test("a hook on the application's sendAction:to:from:forEvent: sees nil-targeted actions")
    func sendActionHook() throws {
        final class HookedApplication: UIApplication {}
        let application = HookedApplication()
        var seen: [String] = []
        let token = try HookedApplication.hook(UIApplication.sendActionMethod.selector, before: { _, arguments in
            seen.append(arguments.0.name)
        })
        let receiver = ActionReceiver()
        application.sendAction(ActionReceiver.plain.selector.untyped, to: nil, from: receiver, for: nil)
        #expect(seen == ["plain"])
        #expect(receiver.received == ["plain"])
        try token.revert()
    }
}
