/// A method a Swift class contributes to its runtime class when the runtime mirrors it: the
/// analogue of a compiled `@implementation`'s method list.
///
/// A class lists its own definitions in ``RuntimeObject/runtimeMethods``. Each definition
/// remembers the class that made it, so a subclass that does not override the list does not
/// copy its superclass's methods.
public struct MethodDefinition: @unchecked Sendable {
    let owner: ObjectIdentifier
    let key: MethodKey
    let implementation: Implementation
    @usableFromInline let isClassMethod: Bool

    /// An instance (or, with `isClassMethod`, class) method `selector` of `owner`, implemented by
    /// `implementation`, whose signature must be the selector's.
    public init<Args, Result>(_ selector: Selector<Args, Result>, of owner: RuntimeObject.Type,
                              isClassMethod: Bool = false,
                              implementation: TypedImplementation<Args, Result>) {
        self.owner = ObjectIdentifier(owner)
        key = selector.key
        self.implementation = implementation
        self.isClassMethod = isClassMethod
    }
}

/// A dynamic member: a typed selector together with the base implementation its class ships.
///
/// Sending it cannot miss, so the send does not throw: if the receiver's dispatch class has no
/// method for it (its class was set to an ancestor of the declaring class), the base
/// implementation runs. The entry point of a dynamic member is one such send:
///
/// ```swift
/// static let pointInside = DeclaredMethod("pointInside:withEvent:", of: UIView.self) {
///     (view, arguments: (CGPoint, UIEvent?)) in view.pointInsideBody(arguments.0, arguments.1)
/// }
/// open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///     UIView.pointInside.send(to: self, (point, event))
/// }
/// ```
public struct DeclaredMethod<Receiver: AnyObject, Args, Result>: @unchecked Sendable {
    /// The typed selector.
    public let selector: Selector<Args, Result>
    /// What the declaring class's method list starts with.
    public let baseImplementation: TypedImplementation<Args, Result>
    /// The entry for the declaring class's ``RuntimeObject/runtimeMethods``.
    public let definition: MethodDefinition

    /// An instance method of `owner` whose base implementation is `body`.
    public init(_ name: String, of owner: Receiver.Type,
                _ body: @escaping (Receiver, Args) -> Result) where Receiver: RuntimeObject {
        selector = Selector(name)
        baseImplementation = TypedImplementation(for: Receiver.self) { receiver, _, arguments in body(receiver, arguments) }
        definition = MethodDefinition(selector, of: owner, implementation: baseImplementation)
    }

    /// A class method of `owner` (receiver: the runtime class messaged) whose base
    /// implementation is `body`.
    public init(classMethod name: String, of owner: RuntimeObject.Type,
                _ body: @escaping (RuntimeClass, Args) -> Result) where Receiver == RuntimeClass {
        selector = Selector(name)
        baseImplementation = TypedImplementation(for: RuntimeClass.self) { receiver, _, arguments in body(receiver, arguments) }
        definition = MethodDefinition(selector, of: owner, isClassMethod: true, implementation: baseImplementation)
    }

    /// Sends the message to `receiver` (a runtime class, for a class method): the method its
    /// dispatch class reaches, else the base implementation.
    @inlinable @inline(__always)
    public func send(to receiver: Receiver, _ arguments: Args) -> Result {
        let table = Messenger.methods(of: receiver, classSide: definition.isClassMethod)
        if let method = try? table.method(for: selector.key) {
            return method._withUnsafeGuaranteedRef { $0.invoke(receiver, selector.untyped, arguments) }
        }
        return baseImplementation.body(receiver, selector.untyped, arguments)
    }
}
