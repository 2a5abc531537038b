/// Associated values on every runtime object: the Swift-first side of
/// `objc_setAssociatedObject` and friends.
extension RuntimeObject {
    /// Stores `value` for `key` under `policy`; nil removes the key's value. The value it
    /// replaces is released before this returns (outside every lock).
    ///
    /// Throws `invalidAssociation`, changing nothing, when `value` cannot be kept under `policy`:
    /// a value type with `assign` or `weak` (they keep a zeroing weak reference, which needs a
    /// class instance), or with `copy` an instance of a class that does not conform to
    /// ``RuntimeCopying`` (Apple's runtime crashes on `-copyWithZone:` there).
    ///
    /// A nil nested in optionals (`Optional<Int>.none` passed as `Any`) also removes.
    ///
    /// `value` is consumed: the table keeps the caller's reference, without a copy.
    public final func setAssociatedValue(_ value: consuming Any?, forKey key: AssociationKey,
                                         policy: AssociationPolicy = .retainNonatomic) throws(RuntimeError) {
        guard var value else { return AssociationTable.remove(forKey: key, on: self) }
        // The common cases without a dynamic cast: a class instance or a plain struct or enum
        // value has no optional to unwrap, and it is kept as is unless the policy copies.
        // Stored ones are moved into the table, and `value` comes back holding the value
        // replaced, released here, after the lock.
        switch AssociatedValueShape(of: value) {
        case .instance where policy.isWeak:
            return AssociationTable.store(weakly: AssociatedValueShape.instance(value), forKey: key, on: self)
        case .instance where !policy.copies:
            return AssociationTable.store(&value, as: .instance, forKey: key, on: self)
        case .value where !policy.copies && !policy.isWeak:
            return AssociationTable.store(&value, as: .value, forKey: key, on: self)
        case .instance, .value, .other:
            break
        }
        let entry = try AssociationEntry(value, policy: policy, object: self, key: key)
        AssociationTable.store(entry, forKey: key, on: self)
    }

    /// The value stored for `key`, or nil. A value held by `assign` or `weak` reads nil once it
    /// is gone. Takes only this object's association lock word.
    public final func associatedValue(forKey key: AssociationKey) -> Any? {
        AssociationTable.value(forKey: key, on: self)
    }

    /// Removes every associated value and releases them before returning (outside every lock).
    /// They are also released when the object deinitialises, after its deinit bodies.
    public final func removeAssociatedValues() {
        AssociationTable.removeAll(of: self)
    }
}

extension AssociationEntry {
    /// The entry that keeps `value` under `policy`, or nil for a nil `value`; throws for a value
    /// the policy cannot keep, naming `object`'s class and `key`. Copies outside every lock.
    init?(_ value: Any?, policy: AssociationPolicy, object: RuntimeObject, key: AssociationKey) throws(RuntimeError) {
        guard let value = Self.unwrapped(value) else { return nil }
        let isInstance = switch AssociatedValueShape(of: value) {
        case .instance: true
        case .value: false
        case .other: type(of: value) is AnyObject.Type
        }
        if policy.isWeak {
            guard isInstance else {
                throw .invalidAssociation(object, key, value, policy,
                                          "\(policy) keeps a zeroing weak reference, which needs a class instance; use a retain or copy policy")
            }
            self.init(weakly: value as AnyObject)
        } else if policy.copies {
            if let copying = value as? any RuntimeCopying {
                self.init(retaining: copying.runtimeCopy())
            } else if isInstance {
                throw .invalidAssociation(object, key, value, policy,
                                          "the value's class does not conform to RuntimeCopying; conform it or use a retain policy")
            } else {
                self.init(retaining: value)
            }
        } else {
            self.init(retaining: value)
        }
    }
}

extension AssociationEntry {
    /// `value` with any optionals around it unwrapped; nil if one of them is nil, so that a nil
    /// hidden in an `Any` removes as a plain nil does.
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        // No dynamic cast for a class instance or a plain struct or enum value: no optional there.
        if AssociatedValueShape(of: value) != .other { return value }
        return unwrappingOptionals(value)
    }
}

extension RuntimeError {
    /// `objc_setAssociatedObject(<Class>, key, <ValueType>, POLICY): reason`.
    static func invalidAssociation(_ object: RuntimeObject, _ key: AssociationKey, _ value: Any,
                                   _ policy: AssociationPolicy, _ reason: String) -> RuntimeError {
        RuntimeError(.invalidAssociation, className: object.dispatchClass.name,
                     "objc_setAssociatedObject(<\(object.dispatchClass.name)>, \(key), <\(type(of: value))>, \(policy)): \(reason)")
    }
}
