import DynamicRuntime

/// The Swift-first observation API: a declared property, a closure with typed changes, a token.
extension RuntimeObject {
    /// Observes `property` of this object, calling `handler` with the object and each typed
    /// change, until the returned token is invalidated or released.
    ///
    /// ```swift
    /// let token = try scrollView.observe(UIScrollView.contentOffsetProperty, options: [.old, .new]) { scrollView, change in
    ///     print(change.oldValue ?? .zero, "→", change.newValue ?? .zero)
    /// }
    /// ```
    ///
    /// Throws `signatureMismatch` if this object is not a `Root` (the class that declares the
    /// property), and what `addObserver` reports as a runtime issue.
    public func observe<Root: RuntimeObject, Value>(
        _ property: DeclaredProperty<Root, Value>, options: KeyValueObservingOptions = [],
        changeHandler handler: @escaping (Root, ObservedChange<Value>) -> Void
    ) throws(KeyValueObservingError) -> ObservationToken {
        guard self is Root else {
            throw KeyValueObservingError(.valueTypeMismatch, className: reportedClass.name, keyPath: property.name,
                                         "observe: the property is declared by \(Root.self)")
        }
        return try observe(keyPath: property.name, options: options) { object, change in
            handler(unsafeDowncast(object, to: Root.self), change)
        }
    }

    /// Observes the key path `keyPath` (a property name, or names joined by dots) with typed
    /// changes: what every typed form registers.
    package func observe<Value>(keyPath: String, options: KeyValueObservingOptions,
                                handler: @escaping (RuntimeObject, ObservedChange<Value>) -> Void) throws(KeyValueObservingError) -> ObservationToken {
        let observer = HandlerObserver { object, change in handler(object, ObservedChange(change)) }
        try registerObserver(observer, forKeyPath: keyPath, options: options, context: nil,
                             typedHandler: TypedChangeHandler<Value>(handler))
        return ObservationToken(object: self, observer: observer, keyPath: keyPath)
    }

    /// The values of `property`, the current one first, then one per change, for as long as the
    /// sequence is iterated; ending the iteration ends the observation.
    public func values<Root: RuntimeObject, Value: Sendable>(of property: DeclaredProperty<Root, Value>) throws(KeyValueObservingError) -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream(bufferingPolicy: .unbounded)
        let token = try observe(property, options: [.initial, .new]) { _, change in
            if let value = change.newValue { continuation.yield(value) }
        }
        continuation.onTermination = { _ in token.invalidate() }
        return stream
    }
}
