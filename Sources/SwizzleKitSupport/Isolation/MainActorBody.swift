import CReadSections
import Foundation

/// The one place code isolated to the main actor is run where Swift cannot prove it is on it.
///
/// Sound because these run on the main thread: the runtime's bodies of main-actor members are
/// reached by typed sends that Swift checks and by untyped ones that check the thread
/// (DynamicRuntime's `MainActorIsolated`); ``run(_:_:)`` serves framework code that is reached
/// from main-actor code through a type that is not isolated (a view's layer) and checks in debug
/// builds.
@usableFromInline
package enum MainActorBody {
    /// Runs `body`, which must be reached from the main thread only: in debug builds, a call from
    /// another thread is reported as a runtime issue naming `site` (it still runs, as the Main
    /// Thread Checker lets a call run) — unless the runtime is letting go of what it retired
    /// there: a reverted hook may hold a view's last reference, and the runtime, not the program,
    /// chose the thread its deinit runs on.
    @inlinable @inline(__always)
    package static func run<T>(_ site: StaticString, _ body: @MainActor () -> T) -> T {
        #if DEBUG
        if !isOnMainActor, !swizzlekit_is_releasing() {
            RuntimeIssues.report(RuntimeIssue("\(site): main-actor code run off the main thread"))
        }
        #endif
        return withoutActuallyEscaping(body) { body in unsafeBitCast(Isolated.Run(body: body), to: Nonisolated.Run<T>.self).body() }
    }

    /// Whether the calling code runs on the main actor: on the main thread, or in a job of the
    /// main queue (which, once `dispatchMain()` has run on Linux, another thread may drain).
    @inlinable
    package static var isOnMainActor: Bool {
        swizzlekit_is_main_thread() || isInMainQueueJob
    }

    /// Whether the calling code runs in a job of the main queue.
    @usableFromInline
    static var isInMainQueueJob: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// The key the main queue is marked with.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    // Each form converts a main-actor closure to the nonisolated one of the very same shape
    // (`ImplementationBody` converts an implementation's body, `HookBody` a hook's). The closure is
    // reinterpreted inside a struct whose field has that shape: bit-casting the closure itself
    // would pass it through a generic parameter, and every call would then go through two
    // reabstraction thunks.

    /// An override's body, handed the superclass's method.
    @inlinable @inline(__always)
    package static func assumingIsolation<Receiver, Args, Result>(
        _ body: @escaping @MainActor (Receiver, Args, (Args) -> Result) -> Result
    ) -> (Receiver, Args, (Args) -> Result) -> Result {
        unsafeBitCast(Isolated.Override(body: body), to: Nonisolated.Override<Receiver, Args, Result>.self).body
    }

    /// The shapes, isolated and not: the same layout, field for field.
    @usableFromInline enum Isolated {
        @usableFromInline struct Run<T> {
            @usableFromInline let body: @MainActor () -> T
            @inlinable init(body: @escaping @MainActor () -> T) { self.body = body }
        }
        @usableFromInline struct Override<Receiver, Args, Result> {
            @usableFromInline let body: @MainActor (Receiver, Args, (Args) -> Result) -> Result
            @inlinable init(body: @escaping @MainActor (Receiver, Args, (Args) -> Result) -> Result) { self.body = body }
        }
    }

    @usableFromInline enum Nonisolated {
        @usableFromInline struct Run<T> { @usableFromInline let body: () -> T }
        @usableFromInline struct Override<Receiver, Args, Result> {
            @usableFromInline let body: (Receiver, Args, (Args) -> Result) -> Result
        }
    }
}
