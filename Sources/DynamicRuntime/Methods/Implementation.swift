/// A method implementation: Objective-C's `IMP`.
///
/// An implementation receives the receiver (an object for instance methods, the ``RuntimeClass``
/// for class methods), the selector it was sent as (`_cmd`) and the arguments. It is stored
/// type-erased together with its ``Signature``; the runtime refuses to put it under a method of
/// another signature, so a send can cast it back unchecked.
///
/// An implementation may also require its receivers to be of a class (``receiverType``); the
/// runtime then refuses to install it where other receivers could reach it — where Objective-C
/// would let a subclass's method run on a superclass instance and crash later.
///
/// Make one with ``TypedImplementation`` or `imp_implementationWithBlock`.
///
/// A replaced implementation, and what its body captures, is released once no call in flight can
/// still be running it (see the dispatch model's *Reclaiming what a change replaces*).
public class Implementation: @unchecked Sendable {
    /// `(Args) -> Result` of the body.
    public let signature: Signature
    /// The class every receiver must be an instance of (``RuntimeClass`` for class methods);
    /// nil when the body accepts any receiver.
    public let receiverType: AnyObject.Type?
    /// The block it was made from by `imp_implementationWithBlock`, if any.
    let block: Any?
    /// Where a hook dispatcher may be installed; nil for any other implementation. Set before
    /// the implementation is first installed, read with `Runtime.lock` held.
    var pin: Pin?

    /// A hook dispatcher's home: it may serve `selector` only in `table`, or with `wholeTable`,
    /// serve nothing outside `table`. Elsewhere its super send could reach itself (endless
    /// recursion) or run one object's hooks for another.
    struct Pin {
        unowned(unsafe) let table: MethodTable
        let selector: AnySelector
        let wholeTable: Bool

        func allows(_ other: MethodTable, _ otherSelector: AnySelector) -> Bool {
            other === table || (!wholeTable && otherSelector != selector)
        }
    }

    init(signature: Signature, receiverType: AnyObject.Type?, block: Any?) {
        self.signature = signature
        self.receiverType = receiverType
        self.block = block
    }

    /// Reports a receiver that is not of ``receiverType``. Called by debug builds' sends.
    @usableFromInline @inline(never)
    func checkReceiver(_ receiver: AnyObject, _ selector: AnySelector) {
        guard let receiverType, !isSubclass(type(of: receiver), of: receiverType) else { return }
        RuntimeIssues.report(RuntimeIssue("\(selector): an implementation for receivers of \(receiverType) called with a receiver of \(type(of: receiver))"))
    }

    /// Calls the body with type-erased arguments; nil when they are not of the body's type.
    func invoke(_ receiver: AnyObject, _ selector: AnySelector, arguments: Any) -> Any? {
        fatalError("abstract")
    }

    /// This implementation as the method of `selector` calls it.
    func bound(to selector: AnySelector) -> BoundImplementation {
        fatalError("abstract")
    }
}

/// An implementation whose body takes `Args` and returns `Result`.
///
/// The body runs on whichever thread sends the message, on several at once if they do, so it
/// must be safe for that. It is not required to be `@Sendable` (it usually touches its
/// receiver, which is not), so the compiler does not check this.
public final class TypedImplementation<Args, Result>: Implementation, @unchecked Sendable {
    /// The body: receiver, the selector sent (`_cmd`), arguments. A body written for receivers of
    /// a class (`init(for:_:)`) takes this one's receiver unchecked: call it only with an
    /// instance of ``Implementation/receiverType``, as the runtime does.
    public let body: (AnyObject, AnySelector, Args) -> Result
    /// The body as written when it takes no `_cmd` — a declared member's, a block's — which a
    /// method's binding and ``call(_:_:_:)`` call directly: `body` then wraps it, and calling
    /// through `body` would add a frame that only drops the selector.
    @usableFromInline let bodyWithoutSelector: ((AnyObject, Args) -> Result)?
    /// The body bound to a method's selector, when the implementation makes it itself (a hook
    /// dispatcher, in one closure); otherwise binding wraps `body`.
    private let binding: ((AnySelector) -> (AnyObject, Args) -> Result)?

    /// An implementation running `body`, for any receiver.
    public convenience init(_ body: @escaping (AnyObject, AnySelector, Args) -> Result) {
        self.init(receiverType: nil, body)
    }

    /// An implementation running `body` with the receiver typed: it can only be installed where
    /// every receiver is a `Receiver`, so the body needs no cast.
    @_disfavoredOverload
    public convenience init<Receiver: AnyObject>(for receiverType: Receiver.Type,
                                                 _ body: @escaping (Receiver, AnySelector, Args) -> Result) {
        self.init(receiverType: receiverType, ImplementationBody.stored(body))
    }

    /// An implementation running `body` for receivers of a main-actor class, isolated to
    /// the main actor as the class is.
    public convenience init<Receiver: MainActorIsolated>(for receiverType: Receiver.Type,
                                                         _ body: @escaping @MainActor (Receiver, AnySelector, Args) -> Result) {
        self.init(receiverType: receiverType, ImplementationBody.stored(body))
    }

    /// An implementation for receivers of a class known only at run time; `binding`, if given,
    /// makes the body bound to a method's selector in one closure, as `body` would run it.
    @usableFromInline
    init(receiverType: AnyObject.Type?, _ body: @escaping (AnyObject, AnySelector, Args) -> Result,
         binding: ((AnySelector) -> (AnyObject, Args) -> Result)? = nil) {
        self.body = body
        bodyWithoutSelector = nil
        self.binding = binding
        super.init(signature: Signature(Args.self, Result.self), receiverType: receiverType, block: nil)
    }

    /// An implementation whose body takes no `_cmd`, for receivers of `receiverType` (any when
    /// nil); `block` is the block it was made from, if any.
    @usableFromInline
    init(receiverType: AnyObject.Type?, block: Any? = nil, withoutSelector body: @escaping (AnyObject, Args) -> Result) {
        self.body = { receiver, _, arguments in body(receiver, arguments) }
        bodyWithoutSelector = body
        binding = nil
        super.init(signature: Signature(Args.self, Result.self), receiverType: receiverType, block: block)
    }

    convenience init(block: @escaping (AnyObject, Args) -> Result) {
        self.init(receiverType: nil, block: block, withoutSelector: block)
    }

    /// Runs the body for `receiver`, sent as `selector`: how the runtime calls an implementation
    /// that no method holds (a declaration's base, a hook's original). Debug builds report a
    /// receiver that is not of ``Implementation/receiverType``, which the runtime's placement
    /// rules out and the body takes unchecked.
    @inlinable @inline(__always)
    func call(_ receiver: AnyObject, _ selector: AnySelector, _ arguments: Args) -> Result {
        #if DEBUG
        checkReceiver(receiver, selector)
        #endif
        // Called through the optional, not bound to a local: binding the closure would retain it.
        if let result = bodyWithoutSelector?(receiver, arguments) { return result }
        return body(receiver, selector, arguments)
    }

    override func invoke(_ receiver: AnyObject, _ selector: AnySelector, arguments: Any) -> Any? {
        guard let arguments = arguments as? Args else { return nil }
        return call(receiver, selector, arguments)
    }

    override func bound(to selector: AnySelector) -> BoundImplementation {
        if let bodyWithoutSelector { return TypedBoundImplementation(self, body: bodyWithoutSelector) }
        if let binding { return TypedBoundImplementation(self, body: binding(selector)) }
        let body = body
        return TypedBoundImplementation(self, body: { receiver, arguments in body(receiver, selector, arguments) })
    }
}

extension Implementation {
    /// This implementation as `TypedImplementation<Args, Result>`, or nil if its signature differs.
    public func typed<Args, Result>(_: Args.Type = Args.self, _: Result.Type = Result.self) -> TypedImplementation<Args, Result>? {
        self as? TypedImplementation<Args, Result>
    }
}
