/// A declared property whose accessors are dynamic members: a getter and (unless read-only) a
/// setter method, and the ``RuntimeProperty`` that names them, made in one declaration and
/// listed as one entry.
///
/// ```swift
/// class Person: RuntimeObject {
///     private var storedName = ""
///     static let name = DeclaredProperty("name", of: Person.self, storage: \.storedName)
///     override class var runtimeMembers: [any RuntimeMember] { [name] }
///
///     var name: String {
///         get { Person.name.get(self) }
///         set { Person.name.set(self, newValue) }
///     }
/// }
/// ```
///
/// The accessors follow Objective-C's naming (`name`, `setName:`), so key-value coding and
/// observing, swizzles and hooks all find them.
public struct DeclaredProperty<Receiver: RuntimeObject, Value>: RuntimeMember, @unchecked Sendable {
    /// The getter, `name`.
    public let getter: DeclaredMethod<Receiver, (), Value>
    /// The setter, `setName:`; nil for a read-only property.
    public let setter: DeclaredMethod<Receiver, Value, ()>?
    /// The property record.
    public let property: RuntimeProperty

    /// A read-write property `name` of `owner`, stored however `get` and `set` store it; its
    /// getter is `getterName` when given (`hidden`'s is `isHidden`).
    @inlinable @_disfavoredOverload
    public init(_ name: String, of owner: Receiver.Type, getterName: String? = nil, storage: PropertyAttributes.Storage = .strong,
                get: @escaping (Receiver) -> Value, set: @escaping (Receiver, Value) -> Void) {
        property = RuntimeProperty(name: name, attributes: PropertyAttributes(valueType: Value.self, getterName: getterName, storage: storage))
        getter = DeclaredMethod(property.getter.name, of: owner) { receiver, _ in get(receiver) }
        setter = DeclaredMethod(property.setter!.name, of: owner) { receiver, value in set(receiver, value) }
    }

    /// A read-write property `name` of `owner` kept in the stored property `storage`.
    @inlinable
    public init(_ name: String, of owner: Receiver.Type, getterName: String? = nil,
                storage: ReferenceWritableKeyPath<Receiver, Value>) {
        self.init(name, of: owner, getterName: getterName, get: { $0[keyPath: storage] }, set: { $0[keyPath: storage] = $1 })
    }

    /// A read-only property `name` of `owner`, whose getter is `getterName` when given.
    @inlinable @_disfavoredOverload
    public init(readOnly name: String, of owner: Receiver.Type, getterName: String? = nil, get: @escaping (Receiver) -> Value) {
        property = RuntimeProperty(name: name, attributes: PropertyAttributes(valueType: Value.self, getterName: getterName, isReadOnly: true))
        getter = DeclaredMethod(property.getter.name, of: owner) { receiver, _ in get(receiver) }
        setter = nil
    }

    /// The setter overridden in `subclass`, with `body` as its implementation; its
    /// ``DeclaredMethod/sendSuper(to:_:)`` reaches the superclass's setter. Of a read-only
    /// property, this declares the setter the subclass adds (a readwrite redeclaration).
    @inlinable @_disfavoredOverload
    public func overrideSetter<Subclass: RuntimeObject>(in subclass: Subclass.Type,
                                                        _ body: @escaping (Subclass, Value) -> Void) -> DeclaredMethod<Subclass, Value, ()> {
        setterDeclaration.override(in: subclass, body)
    }

    /// The setter overridden in `subclass`, with `body` handed the superclass's setter as a
    /// third argument.
    @inlinable @_disfavoredOverload
    public func overrideSetter<Subclass: RuntimeObject>(
        in subclass: Subclass.Type, _ body: @escaping (Subclass, Value, _ superSetter: (Value) -> Void) -> Void
    ) -> DeclaredMethod<Subclass, Value, ()> {
        setterDeclaration.override(in: subclass, body)
    }

    /// The setter, or for a read-only property the one a subclass's readwrite redeclaration
    /// adds (`setName:`), whose base does nothing.
    @usableFromInline
    var setterDeclaration: DeclaredMethod<Receiver, Value, ()> {
        setter ?? DeclaredMethod(RuntimeProperty(name: property.name, attributes: PropertyAttributes(valueType: Value.self)).setter!.name,
                                 of: Receiver.self) { _, _ in }
    }

    /// The getter overridden in `subclass`, with `body` as its implementation.
    @inlinable @_disfavoredOverload
    public func overrideGetter<Subclass: RuntimeObject>(in subclass: Subclass.Type,
                                                        _ body: @escaping (Subclass) -> Value) -> DeclaredMethod<Subclass, (), Value> {
        getter.override(in: subclass) { receiver, _ in body(receiver) }
    }

    // The forms for a main-actor class: bodies isolated to the main actor as the class is.

    /// A read-write property `name` of a main-actor `owner`, stored however `get` and `set` store it.
    @inlinable
    public init(_ name: String, of owner: Receiver.Type, getterName: String? = nil, storage: PropertyAttributes.Storage = .strong,
                get: @escaping @MainActor (Receiver) -> Value, set: @escaping @MainActor (Receiver, Value) -> Void)
    where Receiver: MainActorIsolated {
        property = RuntimeProperty(name: name, attributes: PropertyAttributes(valueType: Value.self, getterName: getterName, storage: storage))
        getter = DeclaredMethod(property.getter.name, of: owner) { receiver, _ in get(receiver) }
        setter = DeclaredMethod(property.setter!.name, of: owner) { receiver, value in set(receiver, value) }
    }

    /// A read-only property `name` of a main-actor `owner`.
    @inlinable
    public init(readOnly name: String, of owner: Receiver.Type, getterName: String? = nil, get: @escaping @MainActor (Receiver) -> Value)
    where Receiver: MainActorIsolated {
        property = RuntimeProperty(name: name, attributes: PropertyAttributes(valueType: Value.self, getterName: getterName, isReadOnly: true))
        getter = DeclaredMethod(property.getter.name, of: owner) { receiver, _ in get(receiver) }
        setter = nil
    }

    /// The setter overridden in a main-actor `subclass`.
    @inlinable
    public func overrideSetter<Subclass: MainActorIsolated>(in subclass: Subclass.Type,
                                                            _ body: @escaping @MainActor (Subclass, Value) -> Void) -> DeclaredMethod<Subclass, Value, ()> {
        setterDeclaration.override(in: subclass, body)
    }

    /// The setter overridden in a main-actor `subclass`, with `body` handed the superclass's setter.
    @inlinable
    public func overrideSetter<Subclass: MainActorIsolated>(
        in subclass: Subclass.Type, _ body: @escaping @MainActor (Subclass, Value, _ superSetter: (Value) -> Void) -> Void
    ) -> DeclaredMethod<Subclass, Value, ()> {
        setterDeclaration.override(in: subclass, body)
    }

    /// The getter overridden in a main-actor `subclass`.
    @inlinable
    public func overrideGetter<Subclass: MainActorIsolated>(in subclass: Subclass.Type,
                                                            _ body: @escaping @MainActor (Subclass) -> Value) -> DeclaredMethod<Subclass, (), Value> {
        getter.override(in: subclass) { receiver, _ in body(receiver) }
    }

    /// The property's name: its key for key-value coding and observing.
    public var name: String { property.name }

    /// Both accessors: one entry supplies them.
    public var methodDefinitions: [MethodDefinition] {
        getter.methodDefinitions + (setter?.methodDefinitions ?? [])
    }

    /// The property record.
    public var propertyDefinitions: [PropertyDefinition] {
        [PropertyDefinition(property: property, owner: getter.owner)]
    }

    /// Reads the property on `receiver` by sending its getter.
    @inlinable @inline(__always)
    public func get(_ receiver: Receiver) -> Value {
        getter.send(to: receiver, ())
    }

    /// Writes the property on `receiver` by sending its setter; does nothing if it is read-only.
    @inlinable @inline(__always)
    public func set(_ receiver: Receiver, _ value: Value) {
        setter?.send(to: receiver, value)
    }
}
