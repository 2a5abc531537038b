import DynamicRuntime

/// An object that can handle touches and take part in the responder chain (`UIResponder`).
///
/// The four touches methods are dynamic members: each entry point is one message send, so a
/// category, swizzle or hook on `touchesBegan:withEvent:` sees every call, the framework's own
/// included. By default each forwards to ``next``, as UIKit's do.
@MainActor
open class UIResponder: RuntimeObject, MainActorIsolated {
    /// The next responder in the chain; nil at its end. Each kind of responder answers it the
    /// way UIKit does (a view: its controller or superview; a window: the application).
    open var next: UIResponder? { nil }

    /// A responder, isolated to the main actor as the class is: `UIResponder()`, and
    /// `super.init()` from a subclass.
    ///
    /// The unnamed parameter, always left to its default, keeps this from overriding
    /// `RuntimeObject`'s nonisolated `init()`, which an isolated initializer cannot override; so
    /// a view's `init()` overrides nothing, as on iOS, where `UIView`'s `init()` is a
    /// convenience initializer.
    public init(_: Void = ()) {
        super.init()
    }

    // MARK: Dynamic members

    /// `touchesBegan:withEvent:`: fingers touched down; the base forwards to `next`.
    public nonisolated static let touchesBeganMethod = touchesMethod("touchesBegan:withEvent:") { $0.touchesBegan($1, with: $2) }
    /// `touchesMoved:withEvent:`: touches moved; the base forwards to `next`.
    public nonisolated static let touchesMovedMethod = touchesMethod("touchesMoved:withEvent:") { $0.touchesMoved($1, with: $2) }
    /// `touchesEnded:withEvent:`: fingers lifted; the base forwards to `next`.
    public nonisolated static let touchesEndedMethod = touchesMethod("touchesEnded:withEvent:") { $0.touchesEnded($1, with: $2) }
    /// `touchesCancelled:withEvent:`: the system cancelled the touches; the base forwards to `next`.
    public nonisolated static let touchesCancelledMethod = touchesMethod("touchesCancelled:withEvent:") { $0.touchesCancelled($1, with: $2) }

    /// A touches method whose base implementation forwards to the same method of ``next``.
    private nonisolated static func touchesMethod(_ name: String, forward: @escaping @MainActor (UIResponder, Set<UITouch>, UIEvent?) -> Void)
        -> DeclaredMethod<UIResponder, (Set<UITouch>, UIEvent?), Void> {
        DeclaredMethod(name, of: UIResponder.self) { responder, arguments in
            if let next = responder.next { forward(next, arguments.0, arguments.1) }
        }
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            touchesBeganMethod, touchesMovedMethod, touchesEndedMethod, touchesCancelledMethod,
        ]
    }

    // MARK: Entry points

    /// Fingers touched down in this responder (`touchesBegan:withEvent:`).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        UIResponder.touchesBeganMethod.send(to: self, (touches, event))
    }

    /// Touches moved (`touchesMoved:withEvent:`).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        UIResponder.touchesMovedMethod.send(to: self, (touches, event))
    }

    /// Fingers lifted (`touchesEnded:withEvent:`).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        UIResponder.touchesEndedMethod.send(to: self, (touches, event))
    }

    /// The system cancelled the touches, for example because a gesture recognizer took them
    /// (`touchesCancelled:withEvent:`).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        UIResponder.touchesCancelledMethod.send(to: self, (touches, event))
    }
}
