import DynamicRuntime

/// Key-value coding over declared runtime properties: reading and writing a property by name
/// through its accessor messages, so swizzled or observed accessors take part.
///
/// `value(forKey:)`, `setValue(_:forKey:)` and their key-path forms keep Apple's signatures,
/// which cannot throw: misuse — an undefined key, a value of the wrong type (or nil for a
/// non-optional property), a malformed collection operator — is a runtime issue
/// (`RuntimeIssues`) naming the class and key, where Apple raises; a read then answers nil and a
/// write changes nothing. Only declared properties (`@Dynamic`, `DeclaredProperty` members,
/// `class_addProperty`) are found: there are no instance variables to fall back on. Undefined
/// keys go to `valueForUndefinedKey:` / `setValue:forUndefinedKey:` first (see ``UndefinedKeys``).
extension RuntimeObject {
    /// The value of the property `key` (`valueForKey:`); nil for a nil optional, and nil with a
    /// runtime issue for a key that is not key-value coding compliant.
    public func value(forKey key: String) -> Any? {
        reportingMisuse { () throws(KeyValueObservingError) in try codedValue(forKey: key) } ?? nil
    }

    /// Sets the property `key` (`setValue:forKey:`) through its setter, so observers are told.
    /// A read-only or unknown key goes to `setValue:forUndefinedKey:`; misuse is a runtime issue.
    public func setValue(_ value: Any?, forKey key: String) {
        reportingMisuse { () throws(KeyValueObservingError) in try setCodedValue(value, forKey: key) }
    }

    /// The value at a dot-separated key path (`valueForKeyPath:`): nil if any object along it
    /// is nil. A key path may hold a collection operator (`items.@sum.price`, `items.@count`):
    /// see <doc:CollectionsAndDependencies>; a malformed one is a runtime issue.
    public func value(forKeyPath keyPath: String) -> Any? {
        reportingMisuse { () throws(KeyValueObservingError) in try codedValue(forKeyPath: keyPath) } ?? nil
    }

    /// Sets the value at a key path (`setValue:forKeyPath:`); nothing happens if an object
    /// along it is nil. A key path through a collection operator cannot be set: a runtime issue.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        reportingMisuse { () throws(KeyValueObservingError) in try setCodedValue(value, forKeyPath: keyPath) }
    }

    /// What `value(forKey:)` answers, throwing what it reports.
    package func codedValue(forKey key: String) throws(KeyValueObservingError) -> Any? {
        _ = UndefinedKeys.installed
        guard let accessors = PropertyAccessors.of(key: key, on: self) else {
            return try UndefinedKeys.valueForUndefinedKey.send(to: self, key).get()
        }
        return try runtimeStep(for: key) { () throws(RuntimeError) in try accessors.value(of: self) }
    }

    /// What `setValue(_:forKey:)` does, throwing what it reports.
    package func setCodedValue(_ value: Any?, forKey key: String) throws(KeyValueObservingError) {
        _ = UndefinedKeys.installed
        guard let accessors = PropertyAccessors.of(key: key, on: self), accessors.isSettable else {
            return try UndefinedKeys.setValueForUndefinedKey.send(to: self, (value, key)).get()
        }
        guard try runtimeStep(for: key, { () throws(RuntimeError) in try accessors.setValue(value, on: self) }) else {
            throw KeyValueObservingError(.valueTypeMismatch, className: reportedClass.name, keyPath: key,
                                         "setValue:forKey: the property is \(accessors.property.attributes.valueType), not \(value.map { "\(type(of: $0))" } ?? "nil")")
        }
    }

    /// What `value(forKeyPath:)` answers, throwing what it reports.
    package func codedValue(forKeyPath keyPath: String) throws(KeyValueObservingError) -> Any? {
        if let path = try OperatorKeyPath(keyPath, of: self) { return try path.value(on: self, keyPath: keyPath) }
        if !keyPath.contains(".") { return try codedValue(forKey: keyPath) }
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let target = try object(along: keys.dropLast(), of: keyPath) else { return nil }
        return try target.codedValue(forKey: keys.last!)
    }

    /// What `setValue(_:forKeyPath:)` does, throwing what it reports.
    package func setCodedValue(_ value: Any?, forKeyPath keyPath: String) throws(KeyValueObservingError) {
        if try OperatorKeyPath(keyPath, of: self) != nil {
            throw KeyValueObservingError(.invalidCollectionOperator, className: reportedClass.name, keyPath: keyPath,
                                         "setValue:forKeyPath: cannot set through a collection operator")
        }
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        try object(along: keys.dropLast(), of: keyPath)?.setCodedValue(value, forKey: keys.last!)
    }

    /// The object reached by following `keys` from this one; nil if one along the way is nil.
    /// Throws if a value along the way is not a runtime object.
    func object(along keys: ArraySlice<String>, of keyPath: String) throws(KeyValueObservingError) -> RuntimeObject? {
        var current: RuntimeObject = self
        for key in keys {
            guard let value = try current.codedValue(forKey: key) else { return nil }
            guard let next = value as? RuntimeObject else {
                throw KeyValueObservingError(.undefinedKey, className: reportedClass.name, keyPath: keyPath, "the value for \(key) is a \(type(of: value)), which has no keys")
            }
            current = next
        }
        return current
    }
}

/// Runs an Apple-named API's throwing core: its error becomes a runtime issue (the core changed
/// nothing), and the answer nil.
func reportingMisuse<Result>(_ body: () throws(KeyValueObservingError) -> Result) -> Result? {
    do {
        return try body()
    } catch {
        RuntimeIssues.report(error)
        return nil
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
