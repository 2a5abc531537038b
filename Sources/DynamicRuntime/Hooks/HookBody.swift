/// A hook body as written — its receiver typed as the hooked class, isolated to the main actor
/// for a main-actor class — stored as the runtime's untyped, nonisolated body with no closure in
/// between.
///
/// The written and the stored shapes take their receiver the same way, one borrowed class
/// reference, so the body is reinterpreted, not wrapped in a closure that downcasts: one call
/// frame less on every hook call. Sound because a hook's dispatcher only ever runs for receivers
/// of the class the hook was installed through (its implementation is typed for that class's
/// receivers and pinned to the site's method table), and, for a main-actor class, on the main
/// actor (see `MainActorBody`, in SwizzleKitSupport). As there, the closure is reinterpreted inside a struct whose
/// field has the shape: bit-casting the closure itself would pass it through a generic parameter,
/// and every call would then go through two reabstraction thunks.
@usableFromInline
enum HookBody {
    /// A before hook's body.
    @inlinable @inline(__always)
    static func stored<Receiver: AnyObject, Args>(before body: @escaping (Receiver, Args) -> Void) -> (AnyObject, Args) -> Void {
        unsafeBitCast(Written.Before(body: body), to: Stored.Before<Args>.self).body
    }

    /// An after hook's body.
    @inlinable @inline(__always)
    static func stored<Receiver: AnyObject, Args, Result>(after body: @escaping (Receiver, Args, Result) -> Void)
        -> (AnyObject, Args, Result) -> Void {
        unsafeBitCast(Written.After(body: body), to: Stored.After<Args, Result>.self).body
    }

    /// An instead hook's body.
    @inlinable @inline(__always)
    static func stored<Receiver: AnyObject, Args, Result>(instead body: @escaping (Receiver, Args, Original<Args, Result>) -> Result)
        -> (AnyObject, Args, Original<Args, Result>) -> Result {
        unsafeBitCast(Written.Instead(body: body), to: Stored.Instead<Args, Result>.self).body
    }

    /// A main-actor class's before hook's body.
    @inlinable @inline(__always)
    static func stored<Receiver: AnyObject, Args>(before body: @escaping @MainActor (Receiver, Args) -> Void) -> (AnyObject, Args) -> Void {
        unsafeBitCast(WrittenOnMainActor.Before(body: body), to: Stored.Before<Args>.self).body
    }

    /// A main-actor class's after hook's body.
    @inlinable @inline(__always)
    static func stored<Receiver: AnyObject, Args, Result>(after body: @escaping @MainActor (Receiver, Args, Result) -> Void)
        -> (AnyObject, Args, Result) -> Void {
        unsafeBitCast(WrittenOnMainActor.After(body: body), to: Stored.After<Args, Result>.self).body
    }

    /// A main-actor class's instead hook's body.
    @inlinable @inline(__always)
    static func stored<Receiver: AnyObject, Args, Result>(instead body: @escaping @MainActor (Receiver, Args, Original<Args, Result>) -> Result)
        -> (AnyObject, Args, Original<Args, Result>) -> Result {
        unsafeBitCast(WrittenOnMainActor.Instead(body: body), to: Stored.Instead<Args, Result>.self).body
    }

    /// The shapes, as written and as stored: the same layout, field for field.
    @usableFromInline enum Written {
        @usableFromInline struct Before<Receiver: AnyObject, Args> {
            @usableFromInline let body: (Receiver, Args) -> Void
            @inlinable init(body: @escaping (Receiver, Args) -> Void) { self.body = body }
        }
        @usableFromInline struct After<Receiver: AnyObject, Args, Result> {
            @usableFromInline let body: (Receiver, Args, Result) -> Void
            @inlinable init(body: @escaping (Receiver, Args, Result) -> Void) { self.body = body }
        }
        @usableFromInline struct Instead<Receiver: AnyObject, Args, Result> {
            @usableFromInline let body: (Receiver, Args, Original<Args, Result>) -> Result
            @inlinable init(body: @escaping (Receiver, Args, Original<Args, Result>) -> Result) { self.body = body }
        }
    }

    @usableFromInline enum WrittenOnMainActor {
        @usableFromInline struct Before<Receiver: AnyObject, Args> {
            @usableFromInline let body: @MainActor (Receiver, Args) -> Void
            @inlinable init(body: @escaping @MainActor (Receiver, Args) -> Void) { self.body = body }
        }
        @usableFromInline struct After<Receiver: AnyObject, Args, Result> {
            @usableFromInline let body: @MainActor (Receiver, Args, Result) -> Void
            @inlinable init(body: @escaping @MainActor (Receiver, Args, Result) -> Void) { self.body = body }
        }
        @usableFromInline struct Instead<Receiver: AnyObject, Args, Result> {
            @usableFromInline let body: @MainActor (Receiver, Args, Original<Args, Result>) -> Result
            @inlinable init(body: @escaping @MainActor (Receiver, Args, Original<Args, Result>) -> Result) { self.body = body }
        }
    }

    @usableFromInline enum Stored {
        @usableFromInline struct Before<Args> { @usableFromInline let body: (AnyObject, Args) -> Void }
        @usableFromInline struct After<Args, Result> { @usableFromInline let body: (AnyObject, Args, Result) -> Void }
        @usableFromInline struct Instead<Args, Result> { @usableFromInline let body: (AnyObject, Args, Original<Args, Result>) -> Result }
    }
}
