import ControlKit
import DynamicRuntime
import KeyValueObserving
import Testing

/// Records key-value notifications, by overriding `observeValueForKeyPath:ofObject:change:context:`.
final class ViewObserver: RuntimeObject {
    var received: [(keyPath: String, change: KeyValueChange)] = []

    static let observe = KeyValueObserverMethods.observeValue.override(in: ViewObserver.self) { observer, arguments in
        observer.received.append((arguments.0, arguments.2))
    }
    override class var runtimeMembers: [any RuntimeMember] { [observe] }

    var keyPaths: [String] { received.map(\.keyPath) }
}

@Suite("UIView's dynamic members through framework-internal calls")
@MainActor
struct ViewDynamicMemberTests {
    @Test("layoutIfNeeded reaches a hooked layoutSubviews")
    func layoutReachesHookedLayoutSubviews() throws {
        final class Hooked: UIView {}
        let view = Hooked(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var calls = 0
        let token = try Hooked.hook(UIView.layoutSubviewsMethod.selector, instead: { _, _, _ in calls += 1 })
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(calls == 1)
        try token.revert()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(calls == 1)
    }

    @Test("a frame size change reaches a hooked setNeedsLayout")
    func frameSetReachesHookedSetNeedsLayout() throws {
        final class Hooked: UIView {}
        let view = Hooked()
        var marks = 0
        let token = try Hooked.hook(UIView.setNeedsLayoutMethod.selector, before: { _, _ in marks += 1 })
        defer { try? token.revert() }
        view.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        view.frame.origin = CGPoint(x: 9, y: 9)
        #expect(marks == 1)
    }

    @Test("init(frame:) sets the frame through a hooked setFrame:, as UIKit's initWithFrame:")
    func initReachesHookedSetFrame() throws {
        final class Hooked: UIView {}
        var frames: [CGRect] = []
        let token = try Hooked.hook(UIView.frameProperty.setter!.selector, before: { _, frame in frames.append(frame) })
        defer { try? token.revert() }
        _ = Hooked(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(frames == [CGRect(x: 1, y: 2, width: 3, height: 4)])
    }

    @Test("a presentation's frame set on the presented view is seen by a key-value observer of frame")
    func presentationFrameSetIsObserved() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let presenter = UIViewController(), presented = UIViewController()
        window.addSubview(presenter.view)
        let observer = ViewObserver()
        presented.view.addObserver(observer, forKeyPath: "frame", options: [.new], context: nil)
        presenter.present(presented, animated: false)
        #expect(observer.received.count == 1)
        #expect(observer.received.first?.change.newValue as? CGRect == window.bounds)
        presented.view.removeObserver(observer, forKeyPath: "frame")
    }

    @Test("addSubview reaches a hooked didAddSubview: and willRemoveSubview:")
    func hierarchyCallbacksReachHooks() throws {
        final class Hooked: UIView {}
        let parent = Hooked(), child = UIView()
        var log: [String] = []
        let added = try Hooked.hook(UIView.didAddSubviewMethod.selector, before: { _, subview in log.append(subview === child ? "added" : "?") })
        let removed = try Hooked.hook(UIView.willRemoveSubviewMethod.selector, before: { _, subview in log.append(subview === child ? "removing" : "?") })
        defer { try? added.revert(); try? removed.revert() }
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(log == ["added", "removing"])
    }

    @Test("the display pass reaches a hooked drawRect: with the bounds")
    func displayReachesHookedDraw() throws {
        final class Hooked: UIView {}
        let view = Hooked(frame: CGRect(x: 5, y: 5, width: 20, height: 30))
        var rects: [CGRect] = []
        let token = try Hooked.hook(UIView.drawRectMethod.selector, before: { _, rect in rects.append(rect) })
        defer { try? token.revert() }
        view.setNeedsDisplay()
        view.displayIfNeeded()
        #expect(rects == [CGRect(x: 0, y: 0, width: 20, height: 30)])
    }

    @Test("a hooked viewDidLoad sees the framework's lazy load")
    func viewLoadReachesHookedViewDidLoad() throws {
        final class Hooked: UIViewController {}
        var loads = 0
        let token = try Hooked.hook(UIViewController.viewDidLoadMethod.selector, before: { _, _ in loads += 1 })
        defer { try? token.revert() }
        let controller = Hooked()
        _ = controller.view
        _ = controller.view
        #expect(loads == 1)
    }

    @Test("UIView's properties are key-value observable, with old and new values")
    func propertiesAreObservable() throws {
        let view = UIView(), observer = ViewObserver()
        let keys = ["frame", "bounds", "center", "backgroundColor", "hidden", "alpha", "userInteractionEnabled", "clipsToBounds", "tag"]
        for key in keys { view.addObserver(observer, forKeyPath: key, options: [.old, .new], context: nil) }
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.center = CGPoint(x: 1, y: 1)
        view.backgroundColor = .red
        view.isHidden = true
        view.alpha = 0.5
        view.isUserInteractionEnabled = false
        view.clipsToBounds = true
        view.tag = 9
        #expect(observer.keyPaths == keys)
        let alpha = try #require(observer.received.first { $0.keyPath == "alpha" })
        #expect(alpha.change.oldValue as? CGFloat == 1 && alpha.change.newValue as? CGFloat == 0.5)
        let color = try #require(observer.received.first { $0.keyPath == "backgroundColor" })
        #expect(color.change.oldValue == nil && color.change.newValue as? UIColor == .red)
        for key in keys { view.removeObserver(observer, forKeyPath: key) }
    }

    @Test("a layer's properties are key-value observable")
    func layerPropertiesAreObservable() throws {
        let layer = UIView().layer, observer = ViewObserver()
        for key in ["cornerRadius", "borderWidth", "masksToBounds"] {
            layer.addObserver(observer, forKeyPath: key, options: [.new], context: nil)
        }
        layer.cornerRadius = 8
        layer.borderWidth = 1
        layer.masksToBounds = true
        #expect(observer.keyPaths == ["cornerRadius", "borderWidth", "masksToBounds"])
    }
}
