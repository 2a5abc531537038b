/// A weak stored property for a category, kept as an associated value with the `weak` policy.
///
/// ```swift
/// private let anchorKey = WeakAssociatedProperty<UIView>()
/// extension UIButton { var anchorView: UIView? { get { anchorKey[self] } set { anchorKey[self] = newValue } } }
/// ```
///
/// The property is its own key (``key``): declare it once, in a global or static `let`. Reads
/// give nil once the value is gone. `Value` is a class, so storing can never fail.
public final class WeakAssociatedProperty<Value: AnyObject>: Sendable {
    /// A property with no value on any object yet.
    public init() {}

    /// The key the values are stored under: this property's identity, usable with
    /// `objc_getAssociatedObject`.
    public var key: AssociationKey { AssociationKey(self) }

    /// The property's value on `object`, nil if none or gone. Assigning nil removes it.
    public subscript<Object: RuntimeObject>(object: Object) -> Value? {
        // Inlinable, as `AssociatedProperty`'s: the cast is specialised for the caller's `Value`.
        @inlinable get { object.associatedValue(forKey: key).flatMap { AssociatedValueShape.cast($0, to: Value.self) } }
        set {
            if let newValue { AssociationTable.store(weakly: newValue, forKey: key, on: object) }
            else { AssociationTable.remove(forKey: key, on: object) }
        }
    }
}
