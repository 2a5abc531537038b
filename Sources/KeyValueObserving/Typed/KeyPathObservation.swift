import DynamicRuntime

/// The Swift key-path spelling of the typed observation API; each call observes the declared
/// property the class maps the key path to, through the ``DeclaredProperty`` forms.
extension KeyPathObservable {
    /// Observes the property at `keyPath`, calling `handler` with this object and each typed
    /// change, until the returned token is invalidated or released.
    ///
    /// ```swift
    /// let token = try person.observe(\.name, options: [.old, .new]) { person, change in
    ///     print(change.oldValue ?? "", "→", change.newValue ?? "")
    /// }
    /// ```
    ///
    /// Throws `undefinedKey` for a key path the class does not declare in
    /// ``KeyPathObservable/observableKeyPaths`` (among them every chain, such as
    /// `\.friend?.name`: observe those by string key path), and what
    /// `observe(_:options:changeHandler:)` over a declared property throws.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler handler: @escaping (Self, ObservedChange<Value>) -> Void
    ) throws(KeyValueObservingError) -> ObservationToken {
        try observe(declaredProperty(at: keyPath), options: options, changeHandler: handler)
    }

    /// The values of the property at `keyPath`, the current one first, then one per change, for
    /// as long as the sequence is iterated; ending the iteration ends the observation.
    ///
    /// Throws what `observe(_:options:changeHandler:)` over a key path throws.
    public func values<Value: Sendable>(of keyPath: KeyPath<Self, Value>) throws(KeyValueObservingError) -> AsyncStream<Value> {
        try values(ofOpened: declaredProperty(at: keyPath))
    }

    /// The declared property `keyPath` stands for, from the table of `Self` (the key path's root).
    private func declaredProperty<Value>(at keyPath: KeyPath<Self, Value>) throws(KeyValueObservingError) -> any OpenableDeclaredProperty<Value> {
        let entries = Self.observableKeyPaths
        if let entry = entries.first(where: { $0.keyPath == keyPath }),
           let property = entry.property as? any OpenableDeclaredProperty<Value> {
            return property
        }
        var message = "observe: \(keyPath) is not a key path \(Self.self) declares observable"
        if let misrooted = entries.first(where: { $0.rootType != Self.self }) {
            message += " (its observableKeyPaths are rooted at \(misrooted.rootType); root them at Self)"
        }
        throw KeyValueObservingError(.undefinedKey, className: reportedClass.name, keyPath: "\(keyPath)", message)
    }

    /// Observes `property` opened to its owner's type, handing the handler this object as `Self`.
    private func observe<Property: OpenableDeclaredProperty>(
        _ property: Property, options: KeyValueObservingOptions,
        changeHandler handler: @escaping (Self, ObservedChange<Property.Value>) -> Void
    ) throws(KeyValueObservingError) -> ObservationToken {
        try observe(property.declared, options: options) { object, change in
            handler(unsafeDowncast(object, to: Self.self), change)
        }
    }

    private func values<Property: OpenableDeclaredProperty>(ofOpened property: Property) throws(KeyValueObservingError) -> AsyncStream<Property.Value>
    where Property.Value: Sendable {
        try values(of: property.declared)
    }
}
