import DynamicRuntime

/// Manages a view and its place in the responder chain (`UIViewController`): the root view,
/// loaded lazily; child controllers; and modal presentation.
///
/// The members UIKit users swizzle (`loadView`, `viewDidLoad`, the layout callbacks, the
/// containment and presentation methods) are dynamic members: each entry point is one message
/// send, and the framework calls the entry points, so categories, swizzles and hooks see the
/// calls UIKit itself makes. The bodies are in `UIViewController+Containment.swift` and
/// `UIViewController+Presentation.swift`.
open class UIViewController: UIResponder {
    var storedView: UIView?
    var isLoadingView = false
    var storedChildren: [UIViewController] = []
    weak var storedParent: UIViewController?
    var storedPresented: UIViewController?
    weak var storedPresenting: UIViewController?
    /// Whether presentation put this controller's view into the presenter's window (and so
    /// dismissal takes it out).
    var viewAddedByPresentation = false

    /// A controller whose view is made on first use of ``view``.
    public override init(_: Void = ()) {
        super.init()
    }

    // MARK: Dynamic members

    /// `view` / `setView:`: the root view, loaded on first read.
    public nonisolated static let viewProperty = DeclaredProperty("view", of: UIViewController.self, get: { $0.viewBody }, set: { $0.setViewBody($1) })

    /// `loadView`: makes the root view; the base makes a plain one.
    public nonisolated static let loadViewMethod = DeclaredMethod("loadView", of: UIViewController.self) { (controller, _: ()) in controller.loadViewBody() }
    /// `viewDidLoad`: the root view was loaded; the base does nothing.
    public nonisolated static let viewDidLoadMethod = DeclaredMethod("viewDidLoad", of: UIViewController.self) { (_, _: ()) in }
    /// `didReceiveMemoryWarning`: memory is low; the base does nothing (ControlKit frees no views).
    public nonisolated static let didReceiveMemoryWarningMethod = DeclaredMethod("didReceiveMemoryWarning", of: UIViewController.self) {
        (_, _: ()) in
    }
    /// `viewWillLayoutSubviews`: the root view is about to lay out; the base does nothing.
    public nonisolated static let viewWillLayoutSubviewsMethod = DeclaredMethod("viewWillLayoutSubviews", of: UIViewController.self) { (_, _: ()) in }
    /// `viewDidLayoutSubviews`: the root view laid out; the base does nothing.
    public nonisolated static let viewDidLayoutSubviewsMethod = DeclaredMethod("viewDidLayoutSubviews", of: UIViewController.self) { (_, _: ()) in }

    /// `addChildViewController:`: adds a child controller (calling its `willMoveToParentViewController:`).
    public nonisolated static let addChildMethod = DeclaredMethod("addChildViewController:", of: UIViewController.self) {
        (controller, child: UIViewController) in controller.addChildBody(child)
    }
    /// `removeFromParentViewController`: leaves the parent (calling `didMoveToParentViewController:` with nil).
    public nonisolated static let removeFromParentMethod = DeclaredMethod("removeFromParentViewController", of: UIViewController.self) {
        (controller, _: ()) in controller.removeFromParentBody()
    }
    /// `willMoveToParentViewController:`: about to join or leave a parent; the base does nothing.
    public nonisolated static let willMoveToParentMethod = DeclaredMethod("willMoveToParentViewController:", of: UIViewController.self) {
        (_, _: UIViewController?) in
    }
    /// `didMoveToParentViewController:`: joined or left a parent; the base does nothing.
    public nonisolated static let didMoveToParentMethod = DeclaredMethod("didMoveToParentViewController:", of: UIViewController.self) {
        (_, _: UIViewController?) in
    }

    /// `presentViewController:animated:completion:`: presents a controller modally.
    public nonisolated static let presentMethod = DeclaredMethod("presentViewController:animated:completion:", of: UIViewController.self) {
        (controller, arguments: (UIViewController, Bool, (() -> Void)?)) in
        controller.presentBody(arguments.0, completion: arguments.2)
    }
    /// `dismissViewControllerAnimated:completion:`: dismisses the presented controller.
    public nonisolated static let dismissMethod = DeclaredMethod("dismissViewControllerAnimated:completion:", of: UIViewController.self) {
        (controller, arguments: (Bool, (() -> Void)?)) in controller.dismissBody(completion: arguments.1)
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            viewProperty, loadViewMethod, viewDidLoadMethod, viewWillLayoutSubviewsMethod, viewDidLayoutSubviewsMethod,
            addChildMethod, removeFromParentMethod, willMoveToParentMethod, didMoveToParentMethod, presentMethod,
            dismissMethod, didReceiveMemoryWarningMethod,
        ]
    }

    // MARK: The view

    /// The root view. The first read loads it: ``loadView()``, then ``viewDidLoad()``, once.
    /// Setting it makes the new view this controller's root view (taking it from any other
    /// controller) without calling `viewDidLoad`, as UIKit.
    open var view: UIView! {
        get { UIViewController.viewProperty.get(self) }
        set { UIViewController.viewProperty.set(self, newValue) }
    }

    /// Whether the root view has been loaded (reading this never loads it).
    public var isViewLoaded: Bool { storedView != nil }

    /// The root view if it is loaded, else nil (reading this never loads it).
    public var viewIfLoaded: UIView? { storedView }

    /// Makes the root view and assigns it to ``view`` (`loadView`). The default makes a plain
    /// view with a zero frame (there is no screen to size it from; a window sizes its root
    /// controller's view). Override it to build the view in code; never call it directly.
    open func loadView() {
        UIViewController.loadViewMethod.send(to: self, ())
    }

    /// Called once, after the root view is loaded (`viewDidLoad`).
    open func viewDidLoad() {
        UIViewController.viewDidLoadMethod.send(to: self, ())
    }

    /// Called when the application receives a memory warning (`didReceiveMemoryWarning`); release
    /// what can be made again.
    open func didReceiveMemoryWarning() {
        UIViewController.didReceiveMemoryWarningMethod.send(to: self, ())
    }

    /// Called before the root view's `layoutSubviews` (`viewWillLayoutSubviews`).
    open func viewWillLayoutSubviews() {
        UIViewController.viewWillLayoutSubviewsMethod.send(to: self, ())
    }

    /// Called after the root view's `layoutSubviews`, before its subviews lay out their own
    /// (`viewDidLayoutSubviews`).
    open func viewDidLayoutSubviews() {
        UIViewController.viewDidLayoutSubviewsMethod.send(to: self, ())
    }

    // MARK: Containment

    /// The child controllers, in the order they were added.
    public var children: [UIViewController] { storedChildren }

    /// The container this controller is a child of.
    public var parent: UIViewController? { storedParent }

    /// Makes `child` a child of this controller (`addChildViewController:`), first removing it
    /// from any other parent; calls the child's ``willMove(toParent:)`` for you — call its
    /// ``didMove(toParent:)`` once its view is in place. Adding this controller itself or one of
    /// its ancestors (UIKit raises) and adding a child again do nothing.
    open func addChild(_ child: UIViewController) {
        UIViewController.addChildMethod.send(to: self, child)
    }

    /// Removes this controller from its parent (`removeFromParentViewController`) and calls its
    /// ``didMove(toParent:)`` with nil for you — call ``willMove(toParent:)`` with nil first.
    /// It does not remove the view. Without a parent it does nothing.
    open func removeFromParent() {
        UIViewController.removeFromParentMethod.send(to: self, ())
    }

    /// Called before the controller is added to or removed from a container
    /// (`willMoveToParentViewController:`).
    open func willMove(toParent parent: UIViewController?) {
        UIViewController.willMoveToParentMethod.send(to: self, parent)
    }

    /// Called after the controller was added to or removed from a container
    /// (`didMoveToParentViewController:`).
    open func didMove(toParent parent: UIViewController?) {
        UIViewController.didMoveToParentMethod.send(to: self, parent)
    }

    // MARK: Presentation

    /// The controller this one (or, failing that, its nearest ancestor) was presented by.
    public var presentingViewController: UIViewController? {
        storedPresenting ?? storedParent?.presentingViewController
    }

    /// The controller presented by this one or, failing that, by its nearest ancestor.
    public var presentedViewController: UIViewController? {
        storedPresented ?? storedParent?.presentedViewController
    }

    /// Presents `controller` modally (`presentViewController:animated:completion:`). There is
    /// no animation: the presentation is complete, and `completion` has run, when this returns.
    ///
    /// As UIKit's full-screen presentation, the outermost container presents, and if it is in a
    /// window the presented view is added to that window, sized to its bounds. UIKit ignores
    /// (with a log) presenting while already presenting, presenting a controller that is
    /// already presented or is a child, or presenting oneself; so does this, without calling
    /// `completion`.
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        UIViewController.presentMethod.send(to: self, (controller, animated, completion))
    }

    /// Dismisses what this controller presented, with everything presented on top of it; or, if
    /// it presented nothing, asks its presenter to dismiss it (`dismissViewControllerAnimated:
    /// completion:`). With nothing to dismiss it does nothing and does not call `completion`.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        UIViewController.dismissMethod.send(to: self, (animated, completion))
    }

    // MARK: Responder chain

    /// The presenting controller when this one was presented, else its view's superview (for a
    /// window's root controller, the window), as UIKit documents.
    open override var next: UIResponder? {
        storedPresenting ?? storedView?.superview
    }
}
