/// A dynamic member: a typed selector together with the base implementation its class ships.
///
/// Sending it cannot miss, so the send does not throw: if the receiver's dispatch class has no
/// method for it, the base implementation runs. That is expected when the object's class was set
/// to an ancestor of the declaring class; when the receiver is of the declaring class, the member
/// was left off its class's ``RuntimeObject/runtimeMembers``, which is reported once as a runtime
/// issue and recorded for ``RuntimeClass/validate()``. The entry point of a dynamic member is one such send:
///
/// ```swift
/// class Greeter: RuntimeObject {
///     static let greet = DeclaredMethod("greet:", of: Greeter.self) { (_, name: String) in "Hello, \(name)" }
///     override class var runtimeMembers: [any RuntimeMember] { [greet] }
///
///     func greet(_ name: String) -> String { Greeter.greet.send(to: self, name) }
/// }
/// ```
///
/// A subclass overrides it by naming it — `override(in:_:)` — so the selector and its
/// argument types are spelled once, where the member is declared.
public struct DeclaredMethod<Receiver, Args, Result>: RuntimeMember, @unchecked Sendable {
    // `Receiver` is constrained on the members, not the type: a class-constrained generic type
    // whose initialiser takes a closure over it crashes Swift 6.3.1's release builds of clients.

    /// The typed selector.
    public let selector: Selector<Args, Result>
    /// What the declaring class's method list starts with.
    public let baseImplementation: TypedImplementation<Args, Result>
    /// Whether this is a class method (sent to a ``RuntimeClass``).
    @usableFromInline let isClassMethod: Bool
    /// The class whose method list this belongs to.
    @usableFromInline let owner: RuntimeObject.Type

    @usableFromInline
    init(selector: Selector<Args, Result>, owner: RuntimeObject.Type, isClassMethod: Bool,
         baseImplementation: TypedImplementation<Args, Result>) {
        self.selector = selector
        self.owner = owner
        self.isClassMethod = isClassMethod
        self.baseImplementation = baseImplementation
    }

    /// An instance method of `owner` whose base implementation is `body`.
    ///
    /// Inlinable so the implementation is compiled where the body is written, for its concrete
    /// types: a send then calls the body directly rather than through a generic wrapper.
    @inlinable @_disfavoredOverload
    public init(_ name: String, of owner: Receiver.Type,
                _ body: @escaping (Receiver, Args) -> Result) where Receiver: RuntimeObject {
        // `body` itself, its receiver erased: the runtime only installs it where receivers are `Receiver`s.
        self.init(selector: Selector(name), owner: owner, isClassMethod: false,
                  baseImplementation: TypedImplementation(receiverType: owner, withoutSelector: ImplementationBody.stored(body)))
    }

    /// An instance method of a main-actor class whose base implementation is `body`,
    /// isolated to the main actor as the class is.
    @inlinable
    public init(_ name: String, of owner: Receiver.Type,
                _ body: @escaping @MainActor (Receiver, Args) -> Result) where Receiver: MainActorIsolated {
        self.init(selector: Selector(name), owner: owner, isClassMethod: false,
                  baseImplementation: TypedImplementation(receiverType: owner, withoutSelector: ImplementationBody.stored(body)))
    }

    /// A class method of `owner` (receiver: the runtime class messaged) whose base
    /// implementation is `body`.
    @inlinable
    public init(classMethod name: String, of owner: RuntimeObject.Type,
                _ body: @escaping (RuntimeClass, Args) -> Result) where Receiver == RuntimeClass {
        self.init(selector: Selector(name), owner: owner, isClassMethod: true,
                  baseImplementation: TypedImplementation(receiverType: RuntimeClass.self, withoutSelector: ImplementationBody.stored(body)))
    }

    /// This method overridden in `subclass` (or, for a method of the root class, in any class, as
    /// a category method is): the same selector and signature, with `body` as the subclass's
    /// implementation. List the result in the subclass's ``RuntimeObject/runtimeMembers``; its
    /// ``sendSuper(to:_:)`` reaches the superclass's method.
    ///
    /// The argument and result types come from this declaration, so they cannot be mistyped,
    /// and a one-line body whose expression has a value is still a `Result` (`Void`) override.
    @inlinable @_disfavoredOverload
    public func override<Subclass: RuntimeObject>(in subclass: Subclass.Type,
                                                  _ body: @escaping (Subclass, Args) -> Result) -> DeclaredMethod<Subclass, Args, Result>
    where Receiver: RuntimeObject {
        DeclaredMethod<Subclass, Args, Result>(selector: selector, owner: subclass, isClassMethod: false,
                                               baseImplementation: TypedImplementation(receiverType: subclass,
                                                                                       withoutSelector: ImplementationBody.stored(body)))
    }

    /// This method overridden in a main-actor `subclass`, with `body` isolated to the
    /// main actor as the class is.
    @inlinable
    public func override<Subclass: MainActorIsolated>(in subclass: Subclass.Type,
                                                      _ body: @escaping @MainActor (Subclass, Args) -> Result) -> DeclaredMethod<Subclass, Args, Result>
    where Receiver: RuntimeObject {
        DeclaredMethod<Subclass, Args, Result>(selector: selector, owner: subclass, isClassMethod: false,
                                               baseImplementation: TypedImplementation(receiverType: subclass,
                                                                                       withoutSelector: ImplementationBody.stored(body)))
    }

    /// This method overridden in `subclass`, with `body` handed a third argument that runs the
    /// superclass's method (`[super …]`): whatever it is now, swizzled or hooked, else this
    /// declaration's base implementation.
    ///
    /// ```swift
    /// class LoudGreeter: Greeter {
    ///     static let loudGreet = Greeter.greet.override(in: LoudGreeter.self) { _, name, superMethod in
    ///         superMethod(name).uppercased()
    ///     }
    ///     override class var runtimeMembers: [any RuntimeMember] { [loudGreet] }
    /// }
    /// ```
    @inlinable @_disfavoredOverload
    public func override<Subclass: RuntimeObject>(
        in subclass: Subclass.Type, _ body: @escaping (Subclass, Args, _ superMethod: (Args) -> Result) -> Result
    ) -> DeclaredMethod<Subclass, Args, Result> where Receiver: RuntimeObject {
        overridingWithSuper(in: subclass, body)
    }

    /// This method overridden in a main-actor `subclass`, with `body` isolated to the
    /// main actor and handed the superclass's method as a third argument.
    @inlinable
    public func override<Subclass: MainActorIsolated>(
        in subclass: Subclass.Type, _ body: @escaping @MainActor (Subclass, Args, _ superMethod: (Args) -> Result) -> Result
    ) -> DeclaredMethod<Subclass, Args, Result> where Receiver: RuntimeObject {
        overridingWithSuper(in: subclass, MainActorBody.assumingIsolation(body))
    }

    /// Both forms of the override handed the superclass's method. `Subclass` is not known to be
    /// main-actor isolated here, so the override made is the nonisolated form's.
    @inlinable
    func overridingWithSuper<Subclass: RuntimeObject>(
        in subclass: Subclass.Type, _ body: @escaping (Subclass, Args, (Args) -> Result) -> Result
    ) -> DeclaredMethod<Subclass, Args, Result> where Receiver: RuntimeObject {
        let base = baseImplementation
        let selector = selector
        return override(in: subclass) { receiver, arguments in
            body(receiver, arguments) { arguments in
                Messenger.sendSuper(to: receiver, above: subclass, selector, arguments, else: base)
            }
        }
    }

    /// This class method overridden in `subclass`: the same selector and signature, with `body`
    /// as the subclass's class-side implementation.
    @inlinable
    public func override(in subclass: RuntimeObject.Type,
                         _ body: @escaping (RuntimeClass, Args) -> Result) -> DeclaredMethod<RuntimeClass, Args, Result>
    where Receiver == RuntimeClass {
        DeclaredMethod(selector: selector, owner: subclass, isClassMethod: true,
                       baseImplementation: TypedImplementation(receiverType: RuntimeClass.self, withoutSelector: ImplementationBody.stored(body)))
    }

    /// The entry for the declaring class's method list.
    public var methodDefinitions: [MethodDefinition] {
        [MethodDefinition(key: selector.key, owner: owner, isClassMethod: isClassMethod, implementation: baseImplementation)]
    }

    /// Sends the message to `receiver`: the method its dispatch class reaches, else the base
    /// implementation.
    @inlinable @inline(__always)
    public func send(to receiver: Receiver, _ arguments: Args) -> Result where Receiver: RuntimeObject {
        ReadSection.reading { sendInReadSection(to: receiver, arguments) }
    }

    /// ``send(to:_:)`` made inside the caller's read section.
    @inlinable @inline(__always)
    func sendInReadSection(to receiver: RuntimeObject, _ arguments: Args) -> Result {
        let table = Messenger.instanceMethods(of: receiver)
        if let method = Messenger.cachedMethod(table, selector.keyBits)
            ?? Messenger.declaredMethodAfterCacheMiss(table, selector.keyBits) {
            return method._withUnsafeGuaranteedRef { $0.invoke(receiver, selector.untyped, arguments) }
        }
        return Messenger.sendBase(baseImplementation, to: receiver, selector, arguments)
    }

    /// Sends the message to `receiver` starting the lookup above the declaring class: the
    /// `[super …]` of this declaration's implementation — whatever the superclass's method is
    /// now, swizzled or hooked — else the base implementation.
    @inlinable
    public func sendSuper(to receiver: Receiver, _ arguments: Args) -> Result where Receiver: RuntimeObject {
        Messenger.sendSuper(to: receiver, above: owner, selector, arguments, else: baseImplementation)
    }

    /// Sends the class method to `receiver`: the method the class reaches, else the base
    /// implementation.
    @inlinable @inline(__always)
    public func send(to receiver: RuntimeClass, _ arguments: Args) -> Result where Receiver == RuntimeClass {
        ReadSection.reading {
            let table = Messenger.classMethods(of: receiver)
            if let method = Messenger.cachedMethod(table, selector.keyBits)
                ?? Messenger.declaredMethodAfterCacheMiss(table, selector.keyBits) {
                return method._withUnsafeGuaranteedRef { $0.invoke(receiver, selector.untyped, arguments) }
            }
            return Messenger.sendBase(baseImplementation, to: receiver, selector, arguments, declaredBy: owner, from: table)
        }
    }
}
