/// A stored property for a category, kept as an associated value: one line declares it, one
/// line wraps it.
///
/// ```swift
/// private let insetsKey = AssociatedProperty<UIEdgeInsets>(default: .zero)
/// extension UIButton { var hitTestEdgeInsets: UIEdgeInsets { get { insetsKey[self] } set { insetsKey[self] = newValue } } }
/// ```
///
/// The property is its own key (``key``): declare it once, in a global or static `let`. It keeps
/// values with a retain policy, or a copy policy when `Value` conforms to ``RuntimeCopying``, so
/// storing can never fail and the subscript does not throw; for a weak property use
/// ``WeakAssociatedProperty``.
public final class AssociatedProperty<Value>: Sendable {
    /// The retain policies (a value type is stored as is).
    public enum Retaining: Sendable {
        /// ``AssociationPolicy/retainNonatomic``.
        case retainNonatomic
        /// ``AssociationPolicy/retain``.
        case retain
    }

    /// The copy policies, for a `Value` that conforms to ``RuntimeCopying``.
    public enum Copying: Sendable {
        /// ``AssociationPolicy/copyNonatomic``.
        case copyNonatomic
        /// ``AssociationPolicy/copy``.
        case copy
    }

    /// How values are kept: a retain policy, or a copy policy for a copying `Value`.
    public let policy: AssociationPolicy

    @usableFromInline let makeDefault: @Sendable () -> Value
    /// What is stored for a value: itself, or its copy; nil removes.
    private let stored: @Sendable (Value) -> Any?

    private init(policy: AssociationPolicy, makeDefault: @escaping @Sendable () -> Value,
                 stored: @escaping @Sendable (Value) -> Any?) {
        self.policy = policy
        self.makeDefault = makeDefault
        self.stored = stored
    }

    /// A property that reads `default` while it has no value, keeping values under `policy`.
    /// `default` is evaluated on each such read, never stored, so it needs no `Sendable` value.
    public convenience init(default: @autoclosure @escaping @Sendable () -> Value, policy: Retaining = .retainNonatomic) {
        self.init(policy: policy == .retain ? .retain : .retainNonatomic, makeDefault: `default`) { AssociationEntry.unwrapped($0) }
    }

    /// The key the values are stored under: this property's identity, usable with
    /// `objc_getAssociatedObject`.
    public var key: AssociationKey { AssociationKey(self) }

    /// The property's value on `object`: its associated value, else `default`. Assigning
    /// stores; for an optional `Value`, assigning nil removes the value, so reads give `default`
    /// again (as `objc_getAssociatedObject(self, key) ?: fallback` does).
    public subscript<Object: RuntimeObject>(object: Object) -> Value {
        // Inlinable, so that the cast is specialised for the caller's `Value`: no generic
        // metadata is looked up at run time.
        @inlinable get {
            // Unwrapped first: a nil `Any?` would cast to an optional `Value` as `.some(nil)`.
            guard let value = object.associatedValue(forKey: key) else { return makeDefault() }
            return AssociatedValueShape.cast(value, to: Value.self) ?? makeDefault()
        }
        set {
            guard var value = stored(newValue) else { return AssociationTable.remove(forKey: key, on: object) }
            // `value` comes back holding the value replaced, released here, after the lock.
            AssociationTable.store(&value, as: AssociationSlot.Kind(holding: value), forKey: key, on: object)
        }
    }
}

extension AssociatedProperty where Value: RuntimeCopying {
    /// A property that stores a copy (`runtimeCopy()`) of each value it is given.
    public convenience init(default: @autoclosure @escaping @Sendable () -> Value, policy: Copying) {
        self.init(policy: policy == .copy ? .copy : .copyNonatomic, makeDefault: `default`) { $0.runtimeCopy() }
    }
}
