import ControlKit
import DynamicRuntime
import KeyValueObserving
import SwizzleKitTesting
import Testing

/// A recognizer that does only what a test tells it, logging the touches it receives.
final class ScriptedRecognizer: UIGestureRecognizer {
    let name: String
    let log: EventLog
    /// The state to enter on each touches method, if any.
    var onBegan: State?, onMoved: State?, onEnded: State?

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log.add("\(name) touchesBegan")
        if let onBegan { state = onBegan }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        log.add("\(name) touchesMoved")
        if let onMoved { state = onMoved }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log.add("\(name) touchesEnded")
        if let onEnded { state = onEnded }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        log.add("\(name) touchesCancelled")
    }
}

/// A delegate with scripted answers.
final class ScriptedDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { shouldReceive }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { simultaneous }
}

/// A recognizer's target, with an action of each form.
@MainActor
final class GestureTarget: RuntimeObject, MainActorIsolated {
    var received: [String] = []
    nonisolated static let handle = DeclaredMethod("handle:", of: GestureTarget.self) { (target, recognizer: UIGestureRecognizer) in
        target.received.append("handle \(recognizer.state)")
    }
    nonisolated static let ping = DeclaredMethod("ping", of: GestureTarget.self) { (target, _: ()) in target.received.append("ping") }
    override class var runtimeMembers: [any RuntimeMember] { [handle, ping] }
}

@Suite("Gesture recognizer base")
@MainActor
struct GestureRecognizerTests {
    /// A logging view at (0, 0), 100×100, in a scene.
    @MainActor
    struct Fixture {
        let scene = Scene()
        let log = EventLog()
        let view: TouchLoggingView

        init() {
            view = TouchLoggingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
            scene.window.addSubview(view)
        }

        func recognizer(_ name: String = "recognizer", on view: UIView? = nil) -> ScriptedRecognizer {
            let recognizer = ScriptedRecognizer(name, log: log)
            recognizer.addHandler { [log] in log.add("\(name) action \($0.state)") }
            (view ?? self.view).addGestureRecognizer(recognizer)
            return recognizer
        }
    }

    @Test("recognizers of the hit view and its ancestors see each touch before the view, deepest first")
    func recognizersFirst() {
        let fixture = Fixture()
        let inner = fixture.recognizer("inner")
        let outer = fixture.recognizer("outer", on: fixture.scene.window)
        let finger = fixture.scene.driver.press(at: CGPoint(x: 10, y: 10))
        fixture.scene.driver.move(finger, to: CGPoint(x: 12, y: 10))
        #expect(fixture.log.take() == [
            "inner touchesBegan", "outer touchesBegan", "view began",
            "inner touchesMoved", "outer touchesMoved", "view moved",
        ])
        #expect(finger.gestureRecognizers?.map { $0 === inner } == [true, false])
        #expect(finger.gestureRecognizers?.last === outer)
        fixture.scene.driver.release(finger)
    }

    @Test("the state machine ignores impossible transitions")
    func impossibleTransitions() {
        let recognizer = UIGestureRecognizer()
        recognizer.state = .changed
        #expect(recognizer.state == .possible)
        recognizer.state = .cancelled
        #expect(recognizer.state == .possible)
        recognizer.state = .failed
        #expect(recognizer.state == .failed)
        recognizer.state = .began
        #expect(recognizer.state == .failed)
    }

    @Test("a continuous recognizer announces began, each changed and ended; the view's touches are cancelled at began")
    func continuousAnnouncements() {
        let fixture = Fixture()
        let recognizer = fixture.recognizer()
        recognizer.onMoved = .changed
        let finger = fixture.scene.driver.press(at: CGPoint(x: 10, y: 10))
        recognizer.state = .began
        fixture.scene.driver.move(finger, to: CGPoint(x: 20, y: 10))
        fixture.scene.driver.move(finger, to: CGPoint(x: 30, y: 10))
        recognizer.onEnded = .ended
        fixture.scene.driver.release(finger)
        #expect(fixture.log.entries == [
            "recognizer touchesBegan", "view began",
            "recognizer action began", "view cancelled",
            "recognizer touchesMoved", "recognizer action changed",
            "recognizer touchesMoved", "recognizer action changed",
            "recognizer touchesEnded", "recognizer action ended",
        ])
        #expect(recognizer.state == .possible)
    }

    @Test("failing announces nothing and gives the view its touches")
    func failureIsSilent() {
        let fixture = Fixture()
        let recognizer = fixture.recognizer()
        recognizer.onBegan = .failed
        fixture.scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(fixture.log.entries == ["recognizer touchesBegan", "view began", "view ended"])
    }

    @Test("a failed recognizer gets no more of the sequence, then resets for the next one")
    func failedThenReset() {
        let fixture = Fixture()
        let recognizer = fixture.recognizer()
        recognizer.onBegan = .failed
        let finger = fixture.scene.driver.press(at: CGPoint(x: 10, y: 10))
        fixture.scene.driver.move(finger, to: CGPoint(x: 11, y: 10))
        #expect(recognizer.state == .failed)
        fixture.scene.driver.release(finger)
        #expect(recognizer.state == .possible)
        recognizer.onBegan = nil
        fixture.scene.driver.press(at: CGPoint(x: 10, y: 10))
        #expect(fixture.log.entries.filter { $0.hasPrefix("recognizer") } == ["recognizer touchesBegan", "recognizer touchesBegan"])
    }

    @Test("a scene that goes with a finger still down frees its recognizers and the touch, a recognizer in began among them")
    func goesWithAFingerDown() {
        weak var pressing: UIGestureRecognizer?, recognized: UIGestureRecognizer?, finger: UITouch?
        do {
            let fixture = Fixture()
            let undecided = fixture.recognizer("undecided")
            let began = fixture.recognizer("began", on: fixture.scene.window)
            began.onMoved = .began
            let touch = fixture.scene.driver.press(at: CGPoint(x: 10, y: 10))
            fixture.scene.driver.move(touch, to: CGPoint(x: 20, y: 10))
            #expect(touch.gestureRecognizers?.count == 2)
            #expect(began.state == .began)
            pressing = undecided
            recognized = began
            finger = touch
        }
        #expect(pressing == nil)
        #expect(recognized == nil)
        #expect(finger == nil)
    }

    @Test("with cancelsTouchesInView off the view keeps getting its touches after recognition")
    func notCancelling() {
        let fixture = Fixture()
        let recognizer = fixture.recognizer()
        recognizer.cancelsTouchesInView = false
        recognizer.onMoved = .began
        let finger = fixture.scene.driver.press(at: CGPoint(x: 10, y: 10))
        fixture.scene.driver.move(finger, to: CGPoint(x: 20, y: 10))
        fixture.scene.driver.release(finger)
        #expect(fixture.log.entries.filter { $0.hasPrefix("view") } == ["view began", "view moved", "view ended"])
    }

    @Test("delaysTouchesBegan holds the view's touchesBegan until the recognizer fails, then delivers began and ended together")
    func delaysBegan() {
        let fixture = Fixture()
        let recognizer = fixture.recognizer()
        recognizer.delaysTouchesBegan = true
        recognizer.onEnded = .failed
        let finger = fixture.scene.driver.press(at: CGPoint(x: 10, y: 10))
        fixture.scene.driver.move(finger, to: CGPoint(x: 12, y: 10))
        #expect(!fixture.log.entries.contains("view began"))
        fixture.scene.driver.release(finger)
        #expect(fixture.log.entries == [
            "recognizer touchesBegan", "recognizer touchesMoved", "recognizer touchesEnded", "view began", "view ended",
        ])
    }

    @Test("delaysTouchesBegan: a recognizer that wins means the view never hears of the touch")
    func delaysBeganThenRecognizes() {
        let fixture = Fixture()
        let recognizer = fixture.recognizer()
        recognizer.delaysTouchesBegan = true
        recognizer.onEnded = .recognized
        fixture.scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(fixture.log.entries == ["recognizer touchesBegan", "recognizer touchesEnded", "recognizer action ended"])
    }

    @Test("delaysTouchesEnded holds the view's touchesEnded while the recognizer is undecided; off, the view gets it at once")
    func delaysEnded() {
        for delays in [true, false] {
            let fixture = Fixture()
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 2
            tap.delaysTouchesEnded = delays
            fixture.view.addGestureRecognizer(tap)
            fixture.scene.driver.tap(at: CGPoint(x: 10, y: 10))
            #expect(fixture.log.take() == (delays ? ["view began"] : ["view began", "view ended"]))
            fixture.scene.driver.wait(0.5)
            #expect(fixture.log.take() == (delays ? ["view ended"] : []))
            #expect(tap.state == .possible)
        }
    }

    @Test("the delegate: refusing a touch keeps the recognizer out; refusing to begin fails it")
    func delegate() {
        let fixture = Fixture()
        let delegate = ScriptedDelegate()
        let recognizer = fixture.recognizer()
        recognizer.delegate = delegate
        delegate.shouldReceive = false
        fixture.scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(fixture.log.take() == ["view began", "view ended"])
        delegate.shouldReceive = true
        delegate.shouldBegin = false
        recognizer.onEnded = .recognized
        fixture.scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(fixture.log.take() == ["recognizer touchesBegan", "view began", "recognizer touchesEnded", "view ended"])
    }

    @Test("one recognizer wins a shared touch unless a delegate allows both")
    func simultaneous() {
        for allowed in [false, true] {
            let fixture = Fixture()
            let first = fixture.recognizer("first"), second = fixture.recognizer("second", on: fixture.scene.window)
            let delegate = ScriptedDelegate()
            delegate.simultaneous = allowed
            second.delegate = delegate
            first.onEnded = .recognized
            second.onEnded = .recognized
            fixture.scene.driver.tap(at: CGPoint(x: 10, y: 10))
            let actions = fixture.log.entries.filter { $0.contains("action") }
            #expect(actions == (allowed ? ["first action ended", "second action ended"] : ["first action ended"]))
        }
    }

    @Test("require(toFail:): a single tap waits for the double tap to fail, and fails when it recognizes")
    func requireToFail() {
        let fixture = Fixture()
        let single = UITapGestureRecognizer { [log = fixture.log] _ in log.add("single") }
        let double = UITapGestureRecognizer { [log = fixture.log] _ in log.add("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        single.require(toFail: single)
        fixture.view.addGestureRecognizer(single)
        fixture.view.addGestureRecognizer(double)
        fixture.scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(fixture.log.take() == ["view began"])
        fixture.scene.driver.wait(0.35)
        #expect(fixture.log.take() == ["single", "view cancelled"])
        fixture.scene.driver.wait(1)
        fixture.scene.driver.tap(at: CGPoint(x: 10, y: 10))
        fixture.scene.driver.wait(0.1)
        fixture.scene.driver.tap(at: CGPoint(x: 10, y: 10))
        // Both taps' touches began on the view; their ends were held, so both are cancelled.
        #expect(fixture.log.take() == ["view began", "view began", "double", "view cancelled ×2"])
        fixture.scene.driver.wait(1)
        #expect(fixture.log.entries.isEmpty)
    }

    @Test("a disabled recognizer gets no touches; disabling one mid-gesture cancels it")
    func enabling() {
        let fixture = Fixture()
        let recognizer = fixture.recognizer()
        recognizer.isEnabled = false
        fixture.scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(fixture.log.take() == ["view began", "view ended"])
        recognizer.isEnabled = true
        recognizer.onBegan = .began
        let finger = fixture.scene.driver.press(at: CGPoint(x: 10, y: 10))
        recognizer.isEnabled = false
        #expect(recognizer.state == .cancelled)
        fixture.scene.driver.release(finger)
        // It began before the view's turn came, so the view never hears of the touch.
        #expect(fixture.log.take() == ["recognizer touchesBegan", "recognizer action began", "recognizer action cancelled"])
        #expect(recognizer.state == .possible)
    }

    @Test("removing a recognizer mid-gesture releases the touches it held back")
    func removal() {
        let fixture = Fixture()
        let recognizer = fixture.recognizer()
        recognizer.delaysTouchesBegan = true
        let finger = fixture.scene.driver.press(at: CGPoint(x: 10, y: 10))
        #expect(fixture.log.take() == ["recognizer touchesBegan"])
        fixture.view.removeGestureRecognizer(recognizer)
        #expect(fixture.log.take() == ["view began"])
        #expect(recognizer.view == nil)
        #expect(fixture.view.gestureRecognizers == nil)
        fixture.scene.driver.release(finger)
        #expect(fixture.log.take() == ["view ended"])
    }

    @Test("adding a recognizer to another view moves it; adding it twice keeps one; the setter replaces all")
    func attaching() {
        let first = UIView(), second = UIView()
        let recognizer = UITapGestureRecognizer()
        first.addGestureRecognizer(recognizer)
        first.addGestureRecognizer(recognizer)
        #expect(first.gestureRecognizers?.count == 1)
        second.addGestureRecognizer(recognizer)
        #expect(first.gestureRecognizers == nil)
        #expect(recognizer.view === second)
        let pan = UIPanGestureRecognizer()
        second.gestureRecognizers = [pan]
        #expect(second.gestureRecognizers?.count == 1)
        #expect(second.gestureRecognizers?.first === pan)
        #expect(recognizer.view == nil)
        first.removeGestureRecognizer(pan)
        #expect(pan.view === second)
    }

    @Test("target–action: selector targets get the recognizer, closures too, in the order added; removal stops them")
    func targetAction() throws {
        let fixture = Fixture()
        let target = GestureTarget()
        var closure: [String] = []
        let tap = UITapGestureRecognizer(target: target, action: GestureTarget.handle.selector.untyped)
        tap.addHandler { closure.append("closure \($0.state)") }
        tap.addTarget(target, action: GestureTarget.ping.selector.untyped)
        tap.addTarget(target, action: GestureTarget.ping.selector.untyped)
        fixture.view.addGestureRecognizer(tap)
        fixture.scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(target.received == ["handle ended", "ping"])
        #expect(closure == ["closure ended"])
        tap.removeTarget(target, action: GestureTarget.ping.selector.untyped)
        fixture.scene.driver.wait(1)
        fixture.scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(target.received == ["handle ended", "ping", "handle ended"])
        tap.removeTarget(nil, action: nil)
        fixture.scene.driver.wait(1)
        fixture.scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(target.received.count == 3)
        #expect(closure.count == 3)
    }

    @Test("a target that does not respond to the action is reported naming class and selector, and not added")
    func unknownAction() throws {
        let target = GestureTarget()
        let issues = runtimeIssues { _ = UITapGestureRecognizer(target: target, action: AnySelector("nothingHere:")) }
        let error = try #require(issues.first?.error as? RuntimeError)
        #expect(issues.count == 1)
        #expect(error.kind == .unrecognizedSelector && error.className == "GestureTarget" && error.selector == "nothingHere:")
    }

    @Test("state is key-value observable, including the framework's changes: exclusion, cancel, reset")
    func observableState() throws {
        let fixture = Fixture()
        fixture.view.addGestureRecognizer(UITapGestureRecognizer())
        let parent = UITapGestureRecognizer()
        fixture.scene.window.addGestureRecognizer(parent)
        var seen: [UIGestureRecognizer.State] = []
        let token = try parent.observe(UIGestureRecognizer.stateProperty, options: [.new]) { _, change in
            if let state = change.newValue { seen.append(state) }
        }
        fixture.scene.driver.tap(at: CGPoint(x: 200, y: 200))
        #expect(seen == [.ended, .possible])
        fixture.scene.driver.wait(1)
        seen = []
        fixture.scene.driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(seen == [.failed, .possible], "the parent's tap loses the touch to the view's tap and fails")
        token.invalidate()

        parent.isEnabled = false
        let press = UILongPressGestureRecognizer()
        fixture.scene.window.addGestureRecognizer(press)
        var pressSeen: [UIGestureRecognizer.State] = []
        let pressToken = try press.observe(UIGestureRecognizer.stateProperty, options: [.new]) { _, change in
            if let state = change.newValue { pressSeen.append(state) }
        }
        let finger = fixture.scene.driver.press(at: CGPoint(x: 200, y: 200))
        fixture.scene.driver.wait(1)
        fixture.scene.driver.cancel([finger])
        #expect(pressSeen == [.began, .cancelled, .possible])
        let second = fixture.scene.driver.press(at: CGPoint(x: 200, y: 200))
        fixture.scene.driver.wait(1)
        press.isEnabled = false
        fixture.scene.driver.release(second)
        #expect(pressSeen == [.began, .cancelled, .possible, .began, .cancelled, .possible], "disabling cancels")
        pressToken.invalidate()
    }

    @Test("location is the centroid of the recognizer's touches, in any view")
    func location() {
        let fixture = Fixture()
        let recognizer = fixture.recognizer()
        var locations: [CGPoint] = []
        recognizer.addHandler { locations.append($0.location(in: fixture.view)) }
        recognizer.onBegan = .began
        let fingers = fixture.scene.driver.press(at: [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 50)])
        #expect(locations == [CGPoint(x: 20, y: 30)])
        #expect(recognizer.numberOfTouches == 2)
        #expect(recognizer.location(ofTouch: 1, in: nil) == CGPoint(x: 30, y: 50))
        #expect(recognizer.location(ofTouch: 5, in: nil) == .zero)
        fixture.scene.driver.release(fingers)
    }
}
