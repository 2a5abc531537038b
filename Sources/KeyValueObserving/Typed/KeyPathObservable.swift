import DynamicRuntime

/// A class whose Swift key paths can be observed: `person.observe(\.name) { ... }`.
///
/// A Swift key path to a computed property carries no name on Linux, so it cannot name the
/// property to observe by itself; the class declares which key paths are observable and the
/// `DeclaredProperty` behind each. Observing a key path then observes that property.
///
/// Key paths of the same property are equal only when their root types are (`\Sub.name` is not
/// `\Base.name`), and a subclass instance is observed through key paths rooted at its own type.
/// So root the key paths at `Self`, where `Self` is generic — in a constrained extension:
///
/// ```swift
/// extension Person: KeyPathObservable {}
/// extension KeyPathObservable where Self: Person {
///     static var observableKeyPaths: [ObservableKeyPath] {
///         [.property(\Self.name, Person.name), .property(\Self.age, Person.age)]
///     }
/// }
/// ```
///
/// Subclasses inherit that table. For subclasses that add key paths of their own, declare the
/// table as a `class var` in the class body that builds its entries in a generic function
/// called with `Self.self`; overrides append to `super.observableKeyPaths`.
public protocol KeyPathObservable: RuntimeObject {
    /// The observable key paths, rooted at `Self`, each with the declared property it observes.
    static var observableKeyPaths: [ObservableKeyPath] { get }
}

/// One entry of ``KeyPathObservable/observableKeyPaths``: a key path and the declared property
/// that observing it observes.
public struct ObservableKeyPath {
    let keyPath: AnyKeyPath
    let property: any OpenableDeclaredProperty

    /// `keyPath` is observed as `property`; the value types must agree.
    public static func property<Root: RuntimeObject, Owner, Value>(
        _ keyPath: KeyPath<Root, Value>, _ property: DeclaredProperty<Owner, Value>
    ) -> ObservableKeyPath {
        ObservableKeyPath(keyPath: keyPath, property: property)
    }

    /// The root type the entry's key path starts at.
    var rootType: Any.Type { type(of: keyPath).rootType }
}

/// A ``DeclaredProperty`` with its owner as an associated type, so an entry can hold one of any
/// owner and a generic function can open it back to its full type.
protocol OpenableDeclaredProperty<Value> {
    associatedtype Owner: RuntimeObject
    associatedtype Value
    var declared: DeclaredProperty<Owner, Value> { get }
}

extension DeclaredProperty: OpenableDeclaredProperty {
    var declared: DeclaredProperty<Receiver, Value> { self }
}
