import ControlKit
import Testing

/// A controller that logs its loading and containment callbacks.
class RecordingController: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
    }

    override func loadView() {
        log("\(name) loadView")
        super.loadView()
    }
    override func viewDidLoad() { log("\(name) viewDidLoad") }
    override func willMove(toParent parent: UIViewController?) { log("\(name) willMove \((parent as? RecordingController)?.name ?? "nil")") }
    override func didMove(toParent parent: UIViewController?) { log("\(name) didMove \((parent as? RecordingController)?.name ?? "nil")") }
}

@Suite("View controllers")
@MainActor
struct ViewControllerTests {
    @Test("the view loads on first read: loadView, then viewDidLoad, once")
    func lazyView() {
        let log = CallLog()
        let controller = RecordingController("c", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(log.entries.isEmpty, "isViewLoaded and viewIfLoaded never load")
        let view: UIView = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        #expect(controller.viewIfLoaded === view)
        #expect(log.entries == ["c loadView", "c viewDidLoad"])
    }

    @Test("an overridden loadView builds the view; one that assigns none gets the default plain view")
    func customLoadView() {
        final class Custom: UIViewController {
            override func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        }
        final class Forgetful: UIViewController {
            var readDuringLoad = false
            var sawNilDuringLoad = false
            override func loadView() {
                readDuringLoad = true
                sawNilDuringLoad = viewIfLoaded == nil && view == nil
            }
        }
        #expect(Custom().view.frame.size == CGSize(width: 10, height: 10))
        let forgetful = Forgetful()
        #expect(forgetful.view != nil)
        #expect(forgetful.readDuringLoad && forgetful.sawNilDuringLoad, "reading view inside loadView answers nil instead of recursing")
    }

    @Test("the plain view given to a loadView that assigns none goes through setView:, so a hook sees it")
    func fallbackViewThroughSetter() throws {
        final class Forgetful: UIViewController {
            override func loadView() {}
        }
        var assigned: [UIView?] = []
        let token = try Forgetful.hook(UIViewController.viewProperty.setter!.selector, before: { _, view in assigned.append(view) })
        let controller = Forgetful()
        let view = controller.view
        #expect(assigned.count == 1)
        #expect(assigned.first.flatMap { $0 } === view)
        try token.revert()
    }

    @Test("assigning a view makes it the root view without viewDidLoad, and takes it from another controller")
    func assignView() {
        let log = CallLog()
        let first = RecordingController("first", log: log), second = RecordingController("second", log: log)
        let view = UIView()
        first.view = view
        #expect(view.next === first)
        #expect(log.entries.isEmpty)
        second.view = view
        #expect(view.next === second)
        #expect(!first.isViewLoaded)
        second.view = UIView()
        #expect(view.next == nil, "the old root view no longer answers the controller")
    }

    @Test("addChild calls the child's willMove only; removeFromParent calls its didMove(nil) only")
    func containmentCallbacks() {
        let log = CallLog()
        let parent = RecordingController("parent", log: log), child = RecordingController("child", log: log)
        parent.addChild(child)
        #expect(log.entries == ["child willMove parent"])
        #expect(parent.children.first === child && child.parent === parent)
        child.didMove(toParent: parent)
        log.entries.removeAll()

        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(log.entries == ["child willMove nil", "child didMove nil"])
        #expect(parent.children.isEmpty && child.parent == nil)
        child.removeFromParent()
        #expect(log.entries.count == 2, "without a parent, nothing happens")
    }

    @Test("adding a child to another parent removes it from the first")
    func reparentChild() {
        let log = CallLog()
        let first = RecordingController("first", log: log), second = RecordingController("second", log: log)
        let child = RecordingController("child", log: log)
        first.addChild(child)
        log.entries.removeAll()
        second.addChild(child)
        #expect(log.entries == ["child didMove nil", "child willMove second"])
        #expect(first.children.isEmpty)
        #expect(second.children.map { ObjectIdentifier($0) } == [ObjectIdentifier(child)])
    }

    @Test("adding oneself, an ancestor or a child twice does nothing")
    func containmentMisuse() {
        let log = CallLog()
        let grandparent = RecordingController("grandparent", log: log), parent = RecordingController("parent", log: log)
        grandparent.addChild(parent)
        log.entries.removeAll()
        parent.addChild(parent)
        parent.addChild(grandparent)
        grandparent.addChild(parent)
        #expect(log.entries.isEmpty)
        #expect(parent.children.isEmpty && grandparent.children.count == 1)
    }

    @Test("present links presenter and presented, runs completion, and puts the view in the presenter's window")
    func present() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let presenter = UIViewController(), presented = UIViewController()
        window.addSubview(presenter.view)
        var completed = false
        presenter.present(presented, animated: true) { completed = true }
        #expect(completed)
        #expect(presenter.presentedViewController === presented)
        #expect(presented.presentingViewController === presenter)
        #expect(presented.view.superview === window)
        #expect(presented.view.frame == window.bounds)
    }

    @Test("presenting while presenting, or presenting oneself or a presented controller, is ignored without completion")
    func presentMisuse() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        a.present(b, animated: false)
        var completions = 0
        a.present(c, animated: false) { completions += 1 }
        c.present(c, animated: false) { completions += 1 }
        c.present(b, animated: false) { completions += 1 }
        b.present(a, animated: false) { completions += 1 }
        #expect(completions == 0)
        #expect(a.presentedViewController === b && c.presentingViewController == nil && b.presentedViewController == nil)
    }

    @Test("a child presents through its outermost container, and answers the ancestor's presentation")
    func childPresents() {
        let container = UIViewController(), child = UIViewController(), presented = UIViewController()
        container.addChild(child)
        child.present(presented, animated: false)
        #expect(presented.presentingViewController === container)
        #expect(child.presentedViewController === presented)
        let grandchild = UIViewController()
        presented.addChild(grandchild)
        #expect(grandchild.presentingViewController === container)
    }

    @Test("dismiss from the presented or the presenter takes down the whole chain above, and the views")
    func dismiss() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        window.addSubview(a.view)
        a.present(b, animated: false)
        b.present(c, animated: false)
        #expect(c.view.window === window)
        var completed = false
        c.dismiss(animated: false) { completed = true }
        #expect(completed)
        #expect(b.presentedViewController == nil && c.presentingViewController == nil)
        #expect(c.view.superview == nil)
        #expect(a.presentedViewController === b)

        b.present(c, animated: false)
        a.dismiss(animated: false)
        #expect(a.presentedViewController == nil && b.presentedViewController == nil)
        #expect(b.view.superview == nil && c.view.superview == nil)

        completed = false
        a.dismiss(animated: false) { completed = true }
        #expect(!completed, "nothing to dismiss")
    }
}
