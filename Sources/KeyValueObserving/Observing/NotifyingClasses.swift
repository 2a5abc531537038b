import DynamicRuntime

/// The notifying subclasses: one hidden dynamic subclass per observed class (Apple's
/// `NSKVONotifying_` classes), swapped in beneath an observed object's per-object hook class,
/// whose setters wrap the inherited ones in `willChangeValue` / `didChangeValue`.
///
/// A notifying setter reaches the original with a super send at call time, so a swizzle of the
/// original class's setter made while the object is observed still runs and still notifies.
/// All of it happens with `ObservationTable.registrationLock` held.
enum NotifyingClasses {
    nonisolated(unsafe) private static var byBase: [ObjectIdentifier: RuntimeClass] = [:]
    nonisolated(unsafe) private static var notifying: Set<ObjectIdentifier> = []
    /// The keys each notifying class has a setter for.
    nonisolated(unsafe) private static var keys: [ObjectIdentifier: Set<String>] = [:]

    /// Makes `object` notify for plain sets of `key`: its class becomes the notifying subclass,
    /// which overrides `key`'s setter. Nothing happens for a key that does not notify
    /// automatically or has no setter.
    static func prepare(_ object: RuntimeObject, for key: String) throws(RuntimeError) {
        let current = object.classBeneathHooks
        let base = notifying.contains(ObjectIdentifier(current)) ? current.superclass! : current
        guard let property = base.property(named: key), let setter = property.setter,
              (try? base.send(KeyValueObserverMethods.automaticallyNotifiesObservers, key)) ?? true else { return }
        let cls = try notifyingClass(for: base)
        if keys[ObjectIdentifier(cls), default: []].insert(key).inserted {
            try cls.addMethod(setter, implementation: notifyingSetter(property.attributes.valueType, key: key, setter: setter, in: cls))
        }
        if current !== cls { try object.setClassBeneathHooks(cls) }
    }

    /// Returns `object` to its own class once nothing observes it.
    static func restore(_ object: RuntimeObject) {
        let current = object.classBeneathHooks
        guard notifying.contains(ObjectIdentifier(current)) else { return }
        _ = try? object.setClassBeneathHooks(current.superclass!)
    }

    private static func notifyingClass(for base: RuntimeClass) throws(RuntimeError) -> RuntimeClass {
        if let existing = byBase[ObjectIdentifier(base)] { return existing }
        let cls = try RuntimeClass.allocateHiddenSubclass(of: base, named: "KVONotifying_\(base.name)")
        byBase[ObjectIdentifier(base)] = cls
        notifying.insert(ObjectIdentifier(cls))
        return cls
    }

    private static func notifyingSetter(_ valueType: any Any.Type, key: String, setter: AnySelector,
                                        in cls: RuntimeClass) -> Implementation {
        func make<Value>(_: Value.Type) -> Implementation {
            let original = Selector<Value, Void>(setter.name)
            let getter = Selector<(), Value>(cls.property(named: key)!.getter.name)
            return TypedImplementation<Value, Void> { receiver, _, value in
                let object = unsafeDowncast(receiver, to: RuntimeObject.self)
                guard let table = ObservationTable.existing(on: object) else {
                    _ = try? object.sendSuper(original, value, from: cls)
                    return
                }
                // The key's own value is read with a typed send, not through key-value coding.
                let read = { (try? object.send(getter, ())).flatMap { unwrappingOptionals($0) } }
                table.willChange(object, key: key, reading: read)
                _ = try? object.sendSuper(original, value, from: cls)
                table.didChange(object, key: key, reading: read)
            }
        }
        return make(valueType)
    }
}
