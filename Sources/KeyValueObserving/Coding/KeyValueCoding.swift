import DynamicRuntime

/// Key-value coding over declared runtime properties: reading and writing a property by name
/// through its accessor messages, so swizzled or observed accessors take part.
///
/// Differences from Apple's, and why: only declared properties (`DeclaredProperty` members,
/// `class_addProperty`) are found — there are no instance variables to fall back on; a value of
/// the wrong type, or nil for a non-optional property, throws `valueTypeMismatch` rather than
/// raising; undefined keys throw `undefinedKey` (see ``UndefinedKeys``).
extension RuntimeObject {
    /// The value of the property `key` (`valueForKey:`); nil for a nil optional.
    public func value(forKey key: String) throws(KeyValueObservingError) -> Any? {
        _ = UndefinedKeys.installed
        guard let accessors = PropertyAccessors.of(key: key, on: self) else {
            return try UndefinedKeys.valueForUndefinedKey.send(to: self, key).get()
        }
        return try runtimeStep(for: key) { () throws(RuntimeError) in try accessors.value(of: self) }
    }

    /// Sets the property `key` (`setValue:forKey:`) through its setter, so observers are told.
    /// A read-only or unknown key goes to `setValue:forUndefinedKey:`.
    public func setValue(_ value: Any?, forKey key: String) throws(KeyValueObservingError) {
        _ = UndefinedKeys.installed
        guard let accessors = PropertyAccessors.of(key: key, on: self), accessors.isSettable else {
            return try UndefinedKeys.setValueForUndefinedKey.send(to: self, (value, key)).get()
        }
        guard try runtimeStep(for: key, { () throws(RuntimeError) in try accessors.setValue(value, on: self) }) else {
            throw KeyValueObservingError(.valueTypeMismatch, className: reportedClass.name, keyPath: key,
                                         "setValue:forKey: the property is \(accessors.property.attributes.valueType), not \(value.map { "\(type(of: $0))" } ?? "nil")")
        }
    }

    /// The value at a dot-separated key path (`valueForKeyPath:`): nil if any object along it
    /// is nil. A key path may hold a collection operator (`items.@sum.price`, `items.@count`):
    /// see <doc:CollectionsAndDependencies>; a malformed one throws `invalidCollectionOperator`.
    public func value(forKeyPath keyPath: String) throws(KeyValueObservingError) -> Any? {
        if let path = try OperatorKeyPath(keyPath, of: self) { return try path.value(on: self, keyPath: keyPath) }
        if !keyPath.contains(".") { return try value(forKey: keyPath) }
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let target = try object(along: keys.dropLast(), of: keyPath) else { return nil }
        return try target.value(forKey: keys.last!)
    }

    /// Sets the value at a key path (`setValue:forKeyPath:`); nothing happens if an object
    /// along it is nil. A key path through a collection operator cannot be set: it throws
    /// `invalidCollectionOperator`.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) throws(KeyValueObservingError) {
        if try OperatorKeyPath(keyPath, of: self) != nil {
            throw KeyValueObservingError(.invalidCollectionOperator, className: reportedClass.name, keyPath: keyPath,
                                         "setValue:forKeyPath: cannot set through a collection operator")
        }
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        try object(along: keys.dropLast(), of: keyPath)?.setValue(value, forKey: keys.last!)
    }

    /// The object reached by following `keys` from this one; nil if one along the way is nil.
    /// Throws if a value along the way is not a runtime object.
    func object(along keys: ArraySlice<String>, of keyPath: String) throws(KeyValueObservingError) -> RuntimeObject? {
        var current: RuntimeObject = self
        for key in keys {
            guard let value = try current.value(forKey: key) else { return nil }
            guard let next = value as? RuntimeObject else {
                throw KeyValueObservingError(.undefinedKey, className: reportedClass.name, keyPath: keyPath, "the value for \(key) is a \(type(of: value)), which has no keys")
            }
            current = next
        }
        return current
    }
}

/// Which value types can hide a nil when boxed in an `Any`: optionals, and `Any` itself. A
/// value of another type is boxed as it is, so reading one needs no dynamic cast to unwrap it.
enum OptionalValues {
    static func mayHideNil(_ type: any Any.Type) -> Bool {
        type is any OptionalValue.Type || type == Any.self
    }
}

/// Optionals, recognised by conformance to this protocol.
private protocol OptionalValue {}
extension Optional: OptionalValue {}
