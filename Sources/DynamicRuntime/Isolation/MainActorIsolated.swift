
/// A runtime class whose instances belong to the main actor, as UIKit's responders do.
///
/// A class that adopts it (ControlKit's `UIResponder`, so every view, control, window,
/// controller and the application) is `@MainActor`, and its dynamic members are declared with
/// bodies isolated to the main actor: `DeclaredMethod`, `DeclaredProperty` and their overrides
/// pick the main-actor forms for such a receiver by themselves, so a body may touch the
/// receiver's state as the class's own methods do.
///
/// Swift checks every call from Swift code statically, so the typed sends of these members (the
/// entry points, `send(to:_:)`) run with no check of their own. What Swift cannot check, made
/// from another thread, is refused, as the Main Thread Checker reports a UIKit call off the main
/// thread: an untyped send throws ``RuntimeError/Kind/offMainActor``, and key-value coding
/// reports it as a runtime issue.
public protocol MainActorIsolated: RuntimeObject {}
