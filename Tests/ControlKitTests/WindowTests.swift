import ControlKit
import Testing

@Suite("UIWindow")
@MainActor
struct WindowTests {
    @Test("a window's next responder is its application; a window of none has no next")
    func nextIsTheApplication() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
        #expect(window.next === application)
        #expect(UIWindow(frame: .zero).next == nil)
    }

    @Test("a view's chain runs through its superviews to the window and the application")
    func chainFromAView() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
        let parent = UIView(), child = UIView()
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.next === parent)
        #expect(parent.next === window)
        #expect(window.next === application)
    }

    @Test("makeKeyAndVisible shows the window and makes it key; the previous key window resigns first")
    func keyWindow() {
        final class Window: UIWindow {
            var log: [String] = []
            override func becomeKey() { log.append("become") }
            override func resignKey() { log.append("resign") }
        }
        let application = UIApplication()
        let first = Window(frame: .zero, application: application)
        let second = Window(frame: .zero, application: application)
        first.isHidden = true
        first.makeKeyAndVisible()
        #expect(!first.isHidden)
        #expect(first.isKeyWindow)
        #expect(application.keyWindow === first)
        second.makeKey()
        #expect(!first.isKeyWindow)
        #expect(second.isKeyWindow)
        #expect(first.log == ["become", "resign"])
        #expect(second.log == ["become"])
        second.makeKey()
        #expect(second.log == ["become"])
    }

    @Test("a window of no application cannot become key")
    func noApplicationNoKey() {
        let window = UIWindow(frame: .zero)
        window.makeKeyAndVisible()
        #expect(!window.isKeyWindow)
        #expect(!window.isHidden)
    }

    @Test("the root view controller's view fills the window and follows its size")
    func rootViewController() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        window.rootViewController = controller
        #expect(controller.view.superview === window)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        window.layoutIfNeeded()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    @Test("replacing the root controller takes the old view out and puts the new one in")
    func replacingTheRoot() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = UIViewController(), second = UIViewController()
        window.rootViewController = first
        window.rootViewController = second
        #expect(first.view.superview == nil)
        #expect(window.subviews.count == 1)
        #expect(window.subviews.first === second.view)
        window.rootViewController = nil
        #expect(window.subviews.isEmpty)
        #expect(window.rootViewController == nil)
    }

    @Test("finding a view's controller by walking the responder chain from a touched view")
    func controllerThroughTheChain() {
        let scene = Scene()
        let controller = UIViewController()
        scene.window.rootViewController = controller
        let button = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        controller.view.addSubview(button)
        var responder: UIResponder? = button
        while let current = responder, !(current is UIViewController) { responder = current.next }
        #expect(responder === controller)
    }
}
