import DynamicRuntime

/// The object the application's delegate answers to (`UIApplicationDelegate`). ControlKit
/// sends it nothing; a delegate that is also a ``UIResponder`` ends the responder chain.
@MainActor
public protocol UIApplicationDelegate: AnyObject {}

/// The application: its windows, the end of the responder chain, event dispatch, and the
/// run-loop turn that performs pending layout and display (`UIApplication`).
///
/// ## Threading
///
/// As in UIKit, the application, its windows and their views are main-actor isolated
/// (``UIResponder`` is `@MainActor`), so Swift checks at compile time that they are used on the
/// main actor. Every dynamic member's implementation (IMP) is a nonisolated closure the runtime
/// calls, which a swizzle or hook can replace; the main-actor bodies are stored as such
/// (DynamicRuntime's `MainActorIsolated`), with no check per send: the typed sends are checked
/// statically, and untyped sends and key-value coding from off the main actor are refused. A
/// test may make its own `UIApplication()` with its own windows and clock; such tests run on the
/// main actor (mark the suite `@MainActor`).
///
/// There is no real run loop: ``runLoopOnce()`` is one turn of it, and the ``clock`` is
/// simulated. ``TouchDriver`` turns it after each step it scripts.
open class UIApplication: UIResponder {
    /// The application of the process, made on first use on the main actor. Its run-loop turns
    /// also serve `DispatchQueue.main` (see <doc:CrossingToTheMainQueue>).
    @MainActor public static let shared: UIApplication = {
        let application = UIApplication(clock: .media)
        application.isProcessApplication = true
        return application
    }()

    /// Whether this is ``shared``, the application whose turns stand for the main run loop's
    /// and so serve Dispatch's main queue; applications a test makes do not.
    private(set) var isProcessApplication = false

    /// The delegate; when it is a ``UIResponder`` it is the application's ``next``. Not
    /// retained (UIKit's is not either).
    public weak var delegate: (any UIApplicationDelegate)?

    /// The time events, timers and animations run on (long press durations, tap intervals,
    /// velocities): the process's media clock for ``shared``, a clock of its own at time 0 for
    /// an application a test makes.
    public let clock: SimulatedClock

    /// An application with a clock of its own, at time 0.
    public override init(_: Void = ()) {
        clock = SimulatedClock()
        super.init()
    }

    private init(clock: SimulatedClock) {
        self.clock = clock
        super.init()
    }

    /// See ``applicationState``.
    var storedApplicationState = State.active

    /// The jobs waiting on the ``mainQueue``; owned here so they go with the application.
    let mainQueueJobs = MainQueueJobs()
    /// The frames kept while ``recordsFrames`` is on.
    var frameRecording: FrameRecording?

    /// The one touches event, reused for every touch change as UIKit reuses its own.
    let touchesEvent = UIEvent()

    /// The windows that belong to the application, weakly held in the order they joined.
    private var windowReferences: [Weak<UIWindow>] = []
    private weak var storedKeyWindow: UIWindow?

    // MARK: Dynamic members

    /// `sendEvent:`: dispatches an event to the windows of its touches; every driver step goes through it.
    public nonisolated static let sendEventMethod = DeclaredMethod("sendEvent:", of: UIApplication.self) { (application, event: UIEvent) in
        application.sendEventBody(event)
    }
    /// `sendAction:to:from:forEvent:`: delivers an action to its target, or up the responder chain for a nil target.
    public nonisolated static let sendActionMethod = DeclaredMethod("sendAction:to:from:forEvent:", of: UIApplication.self) {
        (application, arguments: (AnySelector, RuntimeObject?, RuntimeObject?, UIEvent?)) -> Bool in
        application.sendActionBody(arguments.0, to: arguments.1, from: arguments.2, for: arguments.3)
    }

    open override class var runtimeMembers: [any RuntimeMember] { [sendEventMethod, sendActionMethod] }

    // MARK: Responder chain

    /// The delegate when it is a responder, else nil: the end of the responder chain.
    open override var next: UIResponder? { delegate as? UIResponder }

    // MARK: Windows

    /// The application's windows that still exist, in the order they joined. The application
    /// does not keep them alive: like UIKit's scenes, it lets a window go when nobody holds it.
    public var windows: [UIWindow] { windowReferences.compactMap(\.object) }

    /// The window that receives keyboard and other non-touch events; set by
    /// ``UIWindow/makeKey()``.
    public var keyWindow: UIWindow? { storedKeyWindow }

    /// Adds `window` to the windows (once).
    func attach(_ window: UIWindow) {
        windowReferences.removeAll { $0.object == nil || $0.object === window }
        windowReferences.append(Weak(window))
    }

    /// Removes `window` from the windows; it stops being the key window.
    func detach(_ window: UIWindow) {
        windowReferences.removeAll { $0.object == nil || $0.object === window }
        if storedKeyWindow === window { storedKeyWindow = nil }
    }

    /// Makes `window` the key window, telling the previous one `resignKey()` first.
    func setKeyWindow(_ window: UIWindow) {
        guard storedKeyWindow !== window else { return }
        let previous = storedKeyWindow
        storedKeyWindow = window
        previous?.resignKey()
        window.becomeKey()
    }

    // MARK: Events and actions

    /// Dispatches an event to the windows its touches began in (`sendEvent:`). Swizzle or
    /// override it to see every touch event the application handles.
    open func sendEvent(_ event: UIEvent) {
        UIApplication.sendEventMethod.send(to: self, event)
    }

    /// Sends `action` to `target` with `sender` and `event` as its arguments, as many as the
    /// selector's colons ask for (`sendAction:to:from:forEvent:`); returns whether a responder
    /// handled it.
    ///
    /// A nil target walks the responder chain from `sender` (ControlKit has no first
    /// responder, so the chain starts where UIKit's does when none is set) to the first
    /// responder whose class responds to `action`.
    @discardableResult
    open func sendAction(_ action: AnySelector, to target: RuntimeObject?, from sender: RuntimeObject?, for event: UIEvent?) -> Bool {
        UIApplication.sendActionMethod.send(to: self, (action, target, sender, event))
    }

    func sendEventBody(_ event: UIEvent) {
        var windows: [UIWindow] = []
        for touch in event.orderedTouches {
            if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.sendEvent(event) }
    }
}
