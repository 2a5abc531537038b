import DynamicRuntime
import KeyValueObserving

/// Declared properties, associated values and key-value observations.
extension PluginContext {
    /// Declares `property` on `cls` (`class_addProperty`); false, changing nothing, if `cls` or
    /// a superclass declares one of that name. Undone by removing the declaration.
    @discardableResult
    public func addProperty(_ property: RuntimeProperty, to cls: RuntimeClass) throws(PluginError) -> Bool {
        try record { () throws(RuntimeError) -> (Bool, (any RecordedChange)?) in
            guard cls.addProperty(property) else { return (false, nil) }
            return (true, PropertyAddition(owner: cls, property: property))
        }
    }

    /// Stores `value` for `key` on `object` under `policy`; nil removes
    /// (`objc_setAssociatedObject`). Undone by putting back what the key held before, held as
    /// it was — refused while the key holds something other than what the plugin stored.
    public func setAssociatedValue(_ value: Any?, forKey key: AssociationKey, on object: RuntimeObject,
                                   policy: AssociationPolicy = .retainNonatomic) throws(PluginError) {
        try record { () throws(RuntimeError) -> ((), (any RecordedChange)?) in
            let previous = HeldValue.current(of: object, forKey: key)
            try object.setAssociatedValue(value, forKey: key, policy: policy)
            return ((), AssociationChange(object: object, objectName: "<\(object.reportedClass.name) \(ObjectIdentifier(object))>",
                                          key: key, previous: previous, stored: HeldValue.current(of: object, forKey: key)))
        }
    }

    /// Registers `observer` for changes of `keyPath` of `object`
    /// (`addObserver:forKeyPath:options:context:`). The context keeps `observer` alive while
    /// the plugin is installed. Undone by removing the registration.
    public func addObserver(_ observer: RuntimeObject, to object: RuntimeObject, forKeyPath keyPath: String,
                            options: KeyValueObservingOptions = [], context: UnsafeMutableRawPointer? = nil) throws(PluginError) {
        try record { () throws(KeyValueObservingError) -> ((), (any RecordedChange)?) in
            try object.registerObserver(observer, forKeyPath: keyPath, options: options, context: context)
            return ((), ObservationAddition(object: object, observer: observer, keyPath: keyPath, context: context))
        }
    }

    /// Observes `property` of `object` with typed changes, as `observe(_:options:changeHandler:)`
    /// does. Undone by invalidating the returned token (invalidating it earlier is fine).
    @discardableResult
    public func observe<Root: RuntimeObject, Value>(_ property: DeclaredProperty<Root, Value>, of object: RuntimeObject,
                                                    options: KeyValueObservingOptions = [],
                                                    changeHandler: @escaping (Root, ObservedChange<Value>) -> Void) throws(PluginError) -> ObservationToken {
        try record { () throws(KeyValueObservingError) -> (ObservationToken, (any RecordedChange)?) in
            let token = try object.observe(property, options: options, changeHandler: changeHandler)
            return (token, TypedObservationAddition(token: token))
        }
    }
}
