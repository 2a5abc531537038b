import DynamicRuntime

/// The root of a view tree on screen (`UIWindow`): it belongs to an application, can be the key
/// window, shows a root view controller's view, and delivers touch events to its views and
/// their gesture recognizers.
///
/// ControlKit has no scenes: a window joins an application with ``init(frame:application:)``
/// (UIKit's `init(windowScene:)`). Unlike UIKit's, a window is visible from the start: with no
/// screen there is nothing to hide it from, and a tree under a fresh window lays out, draws
/// and takes touches without ceremony. A window hidden on purpose draws nothing and its hit
/// test finds nothing, as in UIKit; ``makeKeyAndVisible()`` shows it again.
open class UIWindow: UIView {
    /// The application the window belongs to; its ``next`` responder.
    public private(set) weak var application: UIApplication?

    var storedRootViewController: UIViewController?

    /// Touch-delivery state: which recognizers take part and which touches views are owed.
    lazy var gestureEnvironment = GestureEnvironment(window: self)

    /// What the screen shows of the window (see `UIWindow+Screen.swift`), made on first use.
    var frameBuffer: CGContext?

    /// The iOS Simulator's rendering overlays (its Debug menu's "Color Off-screen Rendered" and
    /// "Color Blended Layers") drawn over what the screen shows; none by default. ControlKit's
    /// own: UIKit has them only in the Simulator.
    public var compositingDebugOptions: CompositingDebugOptions = [] {
        didSet { storedLayer.markChanged(.appearance) }
    }

    /// The screen the window is shown on; ``UIScreen/main`` unless set. Its scale is the
    /// frame buffer's pixels per point and the ``UIView/contentScaleFactor`` of the window's
    /// views: changing the screen redraws the views drawn at another scale.
    public var screen: UIScreen = .main {
        didSet {
            guard screen.scale != oldValue.scale else { return }
            followScreenScale(screen.scale)
            storedLayer.markChanged(.appearance)
        }
    }

    /// A window of `application`, occupying `frame` on the screen.
    public convenience init(frame: CGRect, application: UIApplication) {
        self.init(frame: frame)
        join(application)
    }

    /// Makes the window one of `application`'s.
    func join(_ application: UIApplication) {
        self.application?.detach(self)
        self.application = application
        application.attach(self)
        followWindowClock()
    }

    // MARK: Dynamic members

    /// `sendEvent:`: delivers an event's touches to recognizers and views; hook it to watch or swallow delivery.
    public nonisolated static let sendEventMethod = DeclaredMethod("sendEvent:", of: UIWindow.self) { (window, event: UIEvent) in
        window.sendEventBody(event)
    }

    /// The window's own `layoutSubviews`: UIView's, then the root controller's view resized to
    /// the window's bounds, so it follows the window as in UIKit.
    private nonisolated static let windowLayoutSubviewsMethod = UIView.layoutSubviewsMethod.override(in: UIWindow.self) { window, _, superMethod in
        superMethod(())
        window.fitRootView()
    }

    open override class var runtimeMembers: [any RuntimeMember] { [sendEventMethod, windowLayoutSubviewsMethod] }

    // MARK: Responder chain

    /// The application: a window's next responder.
    open override var next: UIResponder? { application }

    // MARK: Key window

    /// Whether this is its application's key window.
    public var isKeyWindow: Bool { application?.keyWindow === self }

    /// Makes this the key window of its application (`makeKeyWindow`); a window of no
    /// application cannot become key, so this does nothing then.
    public func makeKey() {
        application?.setKeyWindow(self)
    }

    /// Shows the window and makes it the key window.
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Called when the window became the key window. The default does nothing.
    open func becomeKey() {}

    /// Called when the window stopped being the key window. The default does nothing.
    open func resignKey() {}

    // MARK: Root view controller

    /// The controller whose view fills the window: setting it removes the previous controller's
    /// view and adds the new one's as a subview sized to the window's bounds.
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set { setRootViewController(newValue) }
    }

    // MARK: Events

    /// Delivers a touch event (`sendEvent:`): touches that begin are hit-tested once, with
    /// ``UIView/hitTest(_:with:)`` on the window, and stay with the view found; the gesture
    /// recognizers of that view and its ancestors see each change before the view does.
    open func sendEvent(_ event: UIEvent) {
        UIWindow.sendEventMethod.send(to: self, event)
    }
}
