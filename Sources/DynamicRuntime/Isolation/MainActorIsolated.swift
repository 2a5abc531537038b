import Foundation

/// A runtime class whose instances belong to the main actor, as UIKit's responders do.
///
/// A class that adopts it (ControlKit's `UIResponder`, so every view, control, window,
/// controller and the application) is `@MainActor`, and its dynamic members are declared with
/// bodies isolated to the main actor: `DeclaredMethod`, `DeclaredProperty` and their overrides
/// pick the main-actor forms for such a receiver by themselves, so a body may touch the
/// receiver's state as the class's own methods do.
///
/// Swift checks every call from Swift code statically, so the typed sends of these members (the
/// entry points, `send(to:_:)`) run with no check of their own. What Swift cannot check — an
/// untyped send, key-value coding, made from another thread — is refused and reported as a
/// runtime issue, as the Main Thread Checker reports a UIKit call off the main thread.
public protocol MainActorIsolated: RuntimeObject {}

/// The one place code isolated to the main actor is run where Swift cannot prove it is on it.
///
/// Sound because these run on the main thread: the runtime's bodies of main-actor members are
/// reached by typed sends that Swift checks and by untyped ones that check the thread (see
/// ``MainActorIsolated``); ``run(_:)`` serves framework code that is reached from main-actor
/// code through a type that is not isolated (a view's layer) and checks in debug builds.
@usableFromInline
package enum MainActorBody {
    /// Runs `body`, which must be reached from the main thread only: in debug builds, a call from
    /// another thread is reported as a runtime issue (it still runs, as the Main Thread Checker
    /// lets a call run).
    @inlinable @inline(__always)
    package static func run<T>(_ body: @MainActor () -> T) -> T {
        #if DEBUG
        if !isOnMainActor { RuntimeIssues.report(RuntimeIssue("main-actor code run off the main thread")) }
        #endif
        return withoutActuallyEscaping(body) { body in unsafeBitCast(body, to: (() -> T).self)() }
    }

    /// Whether the calling code runs on the main actor: on the main thread, or in a job of the
    /// main queue (which, once `dispatchMain()` has run on Linux, another thread may drain).
    @usableFromInline
    package static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// The key the main queue is marked with.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    @inlinable @inline(__always)
    package static func assumingIsolation<Receiver, Value>(_ body: @escaping @MainActor (Receiver) -> Value) -> (Receiver) -> Value {
        unsafeBitCast(body, to: ((Receiver) -> Value).self)
    }

    @inlinable @inline(__always)
    package static func assumingIsolation<Receiver, Args, Result>(_ body: @escaping @MainActor (Receiver, Args) -> Result)
        -> (Receiver, Args) -> Result {
        unsafeBitCast(body, to: ((Receiver, Args) -> Result).self)
    }

    @inlinable @inline(__always)
    package static func assumingIsolation<A, B, C, Result>(_ body: @escaping @MainActor (A, B, C) -> Result) -> (A, B, C) -> Result {
        unsafeBitCast(body, to: ((A, B, C) -> Result).self)
    }

    @inlinable @inline(__always)
    package static func assumingIsolation<Receiver, Args, Result>(withSuper body: @escaping @MainActor (Receiver, Args, (Args) -> Result) -> Result)
        -> (Receiver, Args, (Args) -> Result) -> Result {
        unsafeBitCast(body, to: ((Receiver, Args, (Args) -> Result) -> Result).self)
    }
}
