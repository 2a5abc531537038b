/// A declared property whose accessors are dynamic members: a getter and (unless read-only) a
/// setter method, and the ``RuntimeProperty`` that names them, made in one declaration.
///
/// ```swift
/// class Person: RuntimeObject {
///     private var storedName = ""
///     static let name = DeclaredProperty("name", of: Person.self, get: { $0.storedName }, set: { $0.storedName = $1 })
///     override class var runtimeMethods: [MethodDefinition] { name.methodDefinitions }
///     override class var runtimeProperties: [PropertyDefinition] { [name.definition] }
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
public struct DeclaredProperty<Receiver: RuntimeObject, Value>: @unchecked Sendable {
    /// The getter, `name`.
    public let getter: DeclaredMethod<Receiver, (), Value>
    /// The setter, `setName:`; nil for a read-only property.
    public let setter: DeclaredMethod<Receiver, Value, ()>?
    /// The entry for the declaring class's ``RuntimeObject/runtimeProperties``.
    public let definition: PropertyDefinition

    /// A read-write property `name` of `owner`, stored however `get` and `set` store it; its
    /// getter is `getterName` when given (`hidden`'s is `isHidden`).
    @inlinable
    public init(_ name: String, of owner: Receiver.Type, getterName: String? = nil, storage: PropertyAttributes.Storage = .strong,
                get: @escaping (Receiver) -> Value, set: @escaping (Receiver, Value) -> Void) {
        let attributes = PropertyAttributes(valueType: Value.self, getterName: getterName, storage: storage)
        let property = RuntimeProperty(name: name, attributes: attributes)
        getter = DeclaredMethod(property.getter.name, of: owner) { receiver, _ in get(receiver) }
        setter = DeclaredMethod(property.setter!.name, of: owner) { receiver, value in set(receiver, value) }
        definition = PropertyDefinition(name, of: owner, attributes: property.attributes)
    }

    /// A read-only property `name` of `owner`, whose getter is `getterName` when given.
    @inlinable
    public init(readOnly name: String, of owner: Receiver.Type, getterName: String? = nil, get: @escaping (Receiver) -> Value) {
        let property = RuntimeProperty(name: name, attributes: PropertyAttributes(valueType: Value.self, getterName: getterName, isReadOnly: true))
        getter = DeclaredMethod(property.getter.name, of: owner) { receiver, _ in get(receiver) }
        setter = nil
        definition = PropertyDefinition(name, of: owner, attributes: property.attributes)
    }

    /// The property's name: its key for key-value coding and observing.
    public var name: String { definition.property.name }

    /// The accessor methods, for the declaring class's ``RuntimeObject/runtimeMethods``.
    public var methodDefinitions: [MethodDefinition] {
        [getter.definition] + (setter.map { [$0.definition] } ?? [])
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
