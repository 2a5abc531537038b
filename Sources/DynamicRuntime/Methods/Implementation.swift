/// A method implementation: Objective-C's `IMP`.
///
/// An implementation receives the receiver (an object for instance methods, the ``RuntimeClass``
/// for class methods), the selector it was sent as (`_cmd`) and the arguments. It is stored
/// type-erased together with its ``Signature``; the runtime refuses to put it under a method of
/// another signature, so a send can cast it back unchecked.
///
/// Make one with ``TypedImplementation`` or `imp_implementationWithBlock`.
public class Implementation: @unchecked Sendable {
    /// `(Args) -> Result` of the body.
    public let signature: Signature
    /// The block it was made from by `imp_implementationWithBlock`, if any.
    let block: Any?

    init(signature: Signature, block: Any?) {
        self.signature = signature
        self.block = block
    }

    /// Calls the body with type-erased arguments; nil when they are not of the body's type.
    func invoke(_ receiver: AnyObject, _ selector: AnySelector, arguments: Any) -> Any? {
        fatalError("abstract")
    }
}

/// An implementation whose body takes `Args` and returns `Result`.
public final class TypedImplementation<Args, Result>: Implementation, @unchecked Sendable {
    /// The body: receiver, the selector sent (`_cmd`), arguments.
    public let body: (AnyObject, AnySelector, Args) -> Result

    /// An implementation running `body`.
    public init(_ body: @escaping (AnyObject, AnySelector, Args) -> Result) {
        self.body = body
        super.init(signature: Signature(Args.self, Result.self), block: nil)
    }

    init(block: @escaping (AnyObject, Args) -> Result) {
        self.body = { receiver, _, arguments in block(receiver, arguments) }
        super.init(signature: Signature(Args.self, Result.self), block: block)
    }

    override func invoke(_ receiver: AnyObject, _ selector: AnySelector, arguments: Any) -> Any? {
        guard let arguments = arguments as? Args else { return nil }
        return body(receiver, selector, arguments)
    }
}

extension Implementation {
    /// This implementation as `TypedImplementation<Args, Result>`, or nil if its signature differs.
    public func typed<Args, Result>(_: Args.Type = Args.self, _: Result.Type = Result.self) -> TypedImplementation<Args, Result>? {
        self as? TypedImplementation<Args, Result>
    }
}
