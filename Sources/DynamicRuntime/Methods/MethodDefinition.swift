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
    let isClassMethod: Bool

    /// An instance (or, with `isClassMethod`, class) method `selector` of `owner`, implemented by
    /// `implementation`, whose signature must be the selector's.
    ///
    /// The mirror leaves the definition out if `implementation` cannot serve there, as
    /// `class_addMethod` would refuse it: one made for a subclass's receivers, or an instance
    /// method's listed with `isClassMethod`.
    public init<Args, Result>(_ selector: Selector<Args, Result>, of owner: RuntimeObject.Type,
                              isClassMethod: Bool = false,
                              implementation: TypedImplementation<Args, Result>) {
        self.init(key: selector.key, owner: ObjectIdentifier(owner), isClassMethod: isClassMethod,
                  implementation: implementation)
    }

    init(key: MethodKey, owner: ObjectIdentifier, isClassMethod: Bool, implementation: Implementation) {
        self.owner = owner
        self.key = key
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
public struct DeclaredMethod<Receiver, Args, Result>: @unchecked Sendable {
    // `Receiver` is constrained on the members, not the type: a class-constrained generic type
    // whose initialiser takes a closure over it crashes Swift 6.3.1's release builds of clients.

    /// The typed selector.
    public let selector: Selector<Args, Result>
    /// What the declaring class's method list starts with.
    public let baseImplementation: TypedImplementation<Args, Result>
    /// Whether this is a class method (sent to a ``RuntimeClass``).
    @usableFromInline let isClassMethod: Bool
    /// The entry for the declaring class's ``RuntimeObject/runtimeMethods``.
    public var definition: MethodDefinition {
        MethodDefinition(key: selector.key, owner: owner, isClassMethod: isClassMethod, implementation: baseImplementation)
    }
    @usableFromInline let owner: ObjectIdentifier

    /// An instance method of `owner` whose base implementation is `body`.
    ///
    /// Inlinable so the implementation is compiled where the body is written, for its concrete
    /// types: a send then calls the body directly rather than through a generic wrapper.
    @inlinable
    public init(_ name: String, of owner: Receiver.Type,
                _ body: @escaping (Receiver, Args) -> Result) where Receiver: RuntimeObject {
        selector = Selector(name)
        // One wrapper around `body`: the runtime only installs it where receivers are `Receiver`s.
        baseImplementation = TypedImplementation(receiverType: owner) { receiver, _, arguments in
            body(unsafeDowncast(receiver, to: Receiver.self), arguments)
        }
        isClassMethod = false
        self.owner = ObjectIdentifier(owner)
    }

    /// A class method of `owner` (receiver: the runtime class messaged) whose base
    /// implementation is `body`.
    @inlinable
    public init(classMethod name: String, of owner: RuntimeObject.Type,
                _ body: @escaping (RuntimeClass, Args) -> Result) where Receiver == RuntimeClass {
        selector = Selector(name)
        baseImplementation = TypedImplementation(receiverType: RuntimeClass.self) { receiver, _, arguments in
            body(unsafeDowncast(receiver, to: RuntimeClass.self), arguments)
        }
        isClassMethod = true
        self.owner = ObjectIdentifier(owner)
    }

    /// Sends the message to `receiver`: the method its dispatch class reaches, else the base
    /// implementation.
    @inlinable @inline(__always)
    public func send(to receiver: Receiver, _ arguments: Args) -> Result where Receiver: RuntimeObject {
        if let method = try? Messenger.method(Messenger.instanceMethods(of: receiver), selector) {
            return method._withUnsafeGuaranteedRef { $0.invoke(receiver, selector.untyped, arguments) }
        }
        return baseImplementation.body(receiver, selector.untyped, arguments)
    }

    /// Sends the message to `receiver` starting the lookup at the superclass of `cls`: the
    /// `[super …]` of a method that `cls` defines for this selector, else the base implementation.
    ///
    /// A subclass that lists its own method for the selector calls this to reach whatever its
    /// superclass's method is now, swizzled or hooked. `receiver` must be an instance of `cls`.
    @inlinable
    public func sendSuper(to receiver: Receiver, _ arguments: Args, from cls: RuntimeObject.Type) -> Result where Receiver: RuntimeObject {
        // The receiver's own class chain holds `cls`'s mirror: found there without the runtime
        // lock the registry's lookup takes (this runs on every state change of a UIButton).
        let runtimeClass = Messenger.mirror(of: cls, above: receiver) ?? RuntimeClass.of(cls)
        if (try? Messenger.checkSuperReceiver(receiver, from: runtimeClass, selector.untyped)) != nil,
           let table = try? Messenger.superTable(of: runtimeClass, classSide: false, selector.untyped),
           let method = try? Messenger.method(table, selector) {
            return method._withUnsafeGuaranteedRef { $0.invoke(receiver, selector.untyped, arguments) }
        }
        return baseImplementation.body(receiver, selector.untyped, arguments)
    }

    /// Sends the class method to `receiver`: the method the class reaches, else the base
    /// implementation.
    @inlinable @inline(__always)
    public func send(to receiver: RuntimeClass, _ arguments: Args) -> Result where Receiver == RuntimeClass {
        if let method = try? Messenger.method(Messenger.classMethods(of: receiver), selector) {
            return method._withUnsafeGuaranteedRef { $0.invoke(receiver, selector.untyped, arguments) }
        }
        return baseImplementation.body(receiver, selector.untyped, arguments)
    }
}
