import ControlKit
import DynamicRuntime
import Foundation
import KeyValueObserving
import SwizzleKitTesting
import Testing

/// A view written for Swift 6 as on iOS: main-actor isolated, its overrides mutating its own
/// state (on a nonisolated UIView this does not compile).
@MainActor
private final class CountingView: UIView {
    required init?(coder: NSCoder) { nil }
    override init(frame: CGRect) { super.init(frame: frame) }

    var layouts = 0
    var touchLog: [String] = []
    var taps = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchLog.append("began \(touches.count)")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchLog.append("ended \(touches.count)")
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchLog.append("cancelled \(touches.count)")
        super.touchesCancelled(touches, with: event)
    }

    func tapped(_ recognizer: UITapGestureRecognizer) { taps += 1 }
}

/// Reads `key` of `view` by key-value coding from off the main actor: a nonisolated async
/// function runs on the concurrency pool.
private nonisolated func value(of view: UIView, forKey key: String) async -> Any? {
    view.value(forKey: key)
}

/// Sends `selector` to `view` by name from off the main actor.
private nonisolated func perform(_ selector: AnySelector, on view: UIView) async -> Result<Any, RuntimeError> {
    Result { () throws(RuntimeError) in try view.perform(selector) }
}

@Suite("UIKit's isolation: views are main-actor classes")
@MainActor
struct MainActorIsolationTests {
    @Test("a @MainActor view subclass's overrides mutate its state, driven by touches: touches, layout and a tap recognizer's action")
    func mainActorSubclassDrivenByTouches() {
        let scene = Scene()
        let view = CountingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.addGestureRecognizer(UITapGestureRecognizer(target: view, action: AnySelector("tapped:", CountingView.tapped)))
        scene.window.addSubview(view)
        view.layoutIfNeeded()
        #expect(view.layouts == 1)

        scene.driver.tap(at: CGPoint(x: 50, y: 50))
        // The recognizer took the touch, so the view's touch is cancelled, as in UIKit.
        #expect(view.touchLog == ["began 1", "cancelled 1"])
        #expect(view.taps == 1)

        view.frame.size = CGSize(width: 120, height: 100)
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
    }

    @Test("the runtime knows UIKit's classes as main-actor classes, and plain objects as not")
    func classesAreIsolated() {
        let objects: [RuntimeObject] = [UIView(), UIButton(), UITapGestureRecognizer(), UIApplication(), RuntimeObject(), CALayer()]
        #expect(objects.map { $0 is any MainActorIsolated } == [true, true, true, true, false, false])
    }

    @Test("key-value coding of a view from off the main actor is a runtime issue naming the class and selector, and reads nothing")
    func keyValueCodingOffTheMainActor() async {
        let view = UIView()
        view.alpha = 0.5
        var read: Any? = 1
        let issues = await runtimeIssues { read = await value(of: view, forKey: "alpha") }
        #expect(read == nil)
        #expect(issues.count == 1)
        let error = (issues.first?.error as? KeyValueObservingError)?.underlying
        #expect(error?.kind == .offMainActor && error?.className?.hasSuffix("UIView") == true && error?.selector == "alpha",
                "\(issues.map(\.message))")
        // On the main actor the same read works.
        #expect(view.value(forKey: "alpha") as? CGFloat == 0.5)
    }

    @Test("an untyped send to a view from off the main actor throws offMainActor and runs nothing")
    func untypedSendOffTheMainActor() async throws {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let result = await perform(AnySelector("layoutSubviews"), on: view)
        guard case .failure(let error) = result else {
            Issue.record("the send ran off the main actor")
            return
        }
        #expect(error.kind == .offMainActor && error.selector == "layoutSubviews", "\(error)")
        #expect(view.layouts == 0)
        // On the main actor the same send runs (the runtime's method: a Swift override is not one).
        #expect(throws: Never.self) { try view.perform(AnySelector("layoutSubviews")) }
    }
}
