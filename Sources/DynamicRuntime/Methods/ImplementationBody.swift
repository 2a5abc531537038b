/// An implementation's body as written — its receiver typed as the class it is for, isolated to
/// the main actor for a main-actor class — stored as the runtime's untyped, nonisolated body with
/// no closure in between.
///
/// The written and the stored shapes take their receiver the same way, one borrowed class
/// reference, so the body is reinterpreted, not wrapped in a closure that downcasts: one call
/// frame less on every send. Sound because the runtime installs an implementation only where
/// every receiver is of its ``Implementation/receiverType`` (debug builds check each call, see
/// ``TypedImplementation/call(_:_:_:)``), and runs a main-actor class's members on the main
/// actor (see `MainActorBody`, in SwizzleKitSupport). As there, the closure is reinterpreted inside a struct whose
/// field has the shape: bit-casting the closure itself would pass it through a generic parameter,
/// and every call would then go through two reabstraction thunks.
@usableFromInline
enum ImplementationBody {
    /// A body that takes no `_cmd`: a declared member's.
    @inlinable @inline(__always)
    static func stored<Receiver: AnyObject, Args, Result>(_ body: @escaping (Receiver, Args) -> Result) -> (AnyObject, Args) -> Result {
        unsafeBitCast(Written.WithoutSelector(body: body), to: Stored.WithoutSelector<Args, Result>.self).body
    }

    /// A body that takes `_cmd`.
    @inlinable @inline(__always)
    static func stored<Receiver: AnyObject, Args, Result>(_ body: @escaping (Receiver, AnySelector, Args) -> Result)
        -> (AnyObject, AnySelector, Args) -> Result {
        unsafeBitCast(Written.WithSelector(body: body), to: Stored.WithSelector<Args, Result>.self).body
    }

    /// A main-actor class's body that takes no `_cmd`.
    @inlinable @inline(__always)
    static func stored<Receiver: AnyObject, Args, Result>(_ body: @escaping @MainActor (Receiver, Args) -> Result)
        -> (AnyObject, Args) -> Result {
        unsafeBitCast(WrittenOnMainActor.WithoutSelector(body: body), to: Stored.WithoutSelector<Args, Result>.self).body
    }

    /// A main-actor class's body that takes `_cmd`.
    @inlinable @inline(__always)
    static func stored<Receiver: AnyObject, Args, Result>(_ body: @escaping @MainActor (Receiver, AnySelector, Args) -> Result)
        -> (AnyObject, AnySelector, Args) -> Result {
        unsafeBitCast(WrittenOnMainActor.WithSelector(body: body), to: Stored.WithSelector<Args, Result>.self).body
    }

    /// The shapes, as written and as stored: the same layout, field for field.
    @usableFromInline enum Written {
        @usableFromInline struct WithoutSelector<Receiver: AnyObject, Args, Result> {
            @usableFromInline let body: (Receiver, Args) -> Result
            @inlinable init(body: @escaping (Receiver, Args) -> Result) { self.body = body }
        }
        @usableFromInline struct WithSelector<Receiver: AnyObject, Args, Result> {
            @usableFromInline let body: (Receiver, AnySelector, Args) -> Result
            @inlinable init(body: @escaping (Receiver, AnySelector, Args) -> Result) { self.body = body }
        }
    }

    @usableFromInline enum WrittenOnMainActor {
        @usableFromInline struct WithoutSelector<Receiver: AnyObject, Args, Result> {
            @usableFromInline let body: @MainActor (Receiver, Args) -> Result
            @inlinable init(body: @escaping @MainActor (Receiver, Args) -> Result) { self.body = body }
        }
        @usableFromInline struct WithSelector<Receiver: AnyObject, Args, Result> {
            @usableFromInline let body: @MainActor (Receiver, AnySelector, Args) -> Result
            @inlinable init(body: @escaping @MainActor (Receiver, AnySelector, Args) -> Result) { self.body = body }
        }
    }

    @usableFromInline enum Stored {
        @usableFromInline struct WithoutSelector<Args, Result> { @usableFromInline let body: (AnyObject, Args) -> Result }
        @usableFromInline struct WithSelector<Args, Result> { @usableFromInline let body: (AnyObject, AnySelector, Args) -> Result }
    }
}
