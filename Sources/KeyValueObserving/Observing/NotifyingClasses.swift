import DynamicRuntime

/// The notifying subclasses: one hidden dynamic subclass per observed class (Apple's
/// `NSKVONotifying_` classes), swapped in beneath an observed object's per-object hook class,
/// whose setters wrap the inherited ones in the change's notifications: what `willChangeValue`
/// / `didChangeValue` would send, on a path of their own (see `Setting`).
///
/// A notifying setter reaches the original with a super send at call time, so a swizzle of the
/// original class's setter made while the object is observed still runs and still notifies.
/// Making and installing them happens with `ObservationTable.registrationLock` held.
enum NotifyingClasses {
    /// A notifying class and the keys it has a setter for, in one record so registering looks
    /// up one entry. Guarded by `registrationLock`: no exclusivity checks needed.
    private final class Notifying {
        let cls: RuntimeClass
        @exclusivity(unchecked) var keys: Set<String> = []

        init(_ cls: RuntimeClass) {
            self.cls = cls
        }
    }

    private static let byBase = Locked([ObjectIdentifier: Notifying](), guardedBy: ObservationTable.registrationLock)
    private static let notifying = Locked(Set<ObjectIdentifier>(), guardedBy: ObservationTable.registrationLock)

    /// Makes `object` notify for plain sets of `key`: its class becomes the notifying subclass,
    /// which overrides `key`'s setter. Nothing happens for a key that does not notify
    /// automatically or has no setter. The class is asked once per key, when the setter is
    /// made (Apple's caches the answer too).
    static func prepare(_ object: RuntimeObject, for key: String) throws(RuntimeError) {
        let (current, isNotifying) = classBeneathHooks(of: object)
        let base = isNotifying ? current.superclass! : current
        if let known = byBase.value[ObjectIdentifier(base)], known.keys.contains(key) {
            if current !== known.cls { try object.setClassBeneathHooks(known.cls) }
            return
        }
        guard let property = base.property(named: key), let setter = property.setter,
              KeyValueObserverMethods.automaticallyNotifiesObservers.send(to: base, key) else { return }
        let made = try notifyingClass(for: base)
        if made.keys.insert(key).inserted {
            try made.cls.addMethod(setter, implementation: notifyingSetter(property.attributes.valueType, key: key, setter: setter,
                                                                           in: made.cls))
        }
        if current !== made.cls { try object.setClassBeneathHooks(made.cls) }
    }

    /// Returns `object` to its own class once nothing observes it.
    static func restore(_ object: RuntimeObject) {
        let (current, isNotifying) = classBeneathHooks(of: object)
        guard isNotifying else { return }
        _ = try? object.setClassBeneathHooks(current.superclass!)
    }

    /// The class beneath the object's own hook class, and whether it is a notifying class. Read
    /// without the runtime lock unless the dispatch class may be a hook class: a hidden class
    /// other than a notifying class (hook classes sit above those).
    private static func classBeneathHooks(of object: RuntimeObject) -> (RuntimeClass, isNotifying: Bool) {
        let top = object.dispatchClass
        guard top.isHiddenFromClassQuery else { return (top, false) }
        if notifying.value.contains(ObjectIdentifier(top)) { return (top, true) }
        let beneath = object.classBeneathHooks
        return (beneath, notifying.value.contains(ObjectIdentifier(beneath)))
    }

    private static func notifyingClass(for base: RuntimeClass) throws(RuntimeError) -> Notifying {
        if let existing = byBase.value[ObjectIdentifier(base)] { return existing }
        let made = Notifying(try RuntimeClass.allocateHiddenSubclass(of: base, named: "KVONotifying_\(base.name)"))
        byBase.value[ObjectIdentifier(base)] = made
        notifying.value.insert(ObjectIdentifier(made.cls))
        return made
    }

    private static func notifyingSetter(_ valueType: any Any.Type, key: String, setter: AnySelector,
                                        in cls: RuntimeClass) -> Implementation {
        NotifyingSetterMaker(key: key, setter: setter, cls: cls).make(opening: valueType)
    }

    /// Makes a notifying setter, specialised for common value types.
    private struct NotifyingSetterMaker: ValueTypeSpecializing {
        let key: String
        let setter: AnySelector
        let cls: RuntimeClass

        func make<Value>(_: Value.Type) -> Implementation {
            let original = Selector<Value, Void>(setter.name)
            let setting = Setting(key: key, getter: Selector<(), Value>(cls.property(named: key)!.getter.name))
            let cls = cls  // captured alone, not the whole maker
            return TypedImplementation<Value, Void> { receiver, _, value in
                let object = unsafeDowncast(receiver, to: RuntimeObject.self)
                guard let table = ObservationTable.existing(on: object) else {
                    _ = try? object.sendSuper(original, value, from: cls)
                    return
                }
                setting.notify(object, table) { _ = try? object.sendSuper(original, value, from: cls) }
            }
        }
    }
}

/// What a notifying setter knows of its key, fixed when the setter is made: the key, its
/// getter typed, and whether a value of its type can hide a nil.
private final class Setting<Value>: @unchecked Sendable {
    let key: String
    let getter: Selector<(), Value>
    /// Whether values are unwrapped when boxed for a change: an optional, or an `Any` that may
    /// hold one, boxes a nil as nil. Other values box as they are, with no dynamic cast.
    let unwraps = OptionalValues.mayHideNil(Value.self)

    init(key: String, getter: Selector<(), Value>) {
        self.key = key
        self.getter = getter
    }

    /// Runs `set` on `object`, whose table is `table`, telling the registrations of `key`.
    ///
    /// The fast path, for a change not nested in another of the same key on this thread and
    /// with no key path through `key`: the old and new values are read with typed getter sends
    /// and kept here, boxed only for observers that take a type-erased change; the only lock is
    /// the one the snapshot of registrations takes. Other changes take the general path of
    /// `willChange` / `didChange`.
    @inline(__always)
    func notify(_ object: RuntimeObject, _ table: ObservationTable, set: () -> Void) {
        PendingChanges.withCurrent { pending in notify(object, table, pending, set: set) }
    }

    @inline(__always)
    private func notify(_ object: RuntimeObject, _ table: ObservationTable, _ pending: PendingChanges, set: () -> Void) {
        guard pending.index(of: table, key: key) == nil, let observers = table.observers(of: key) else { return set() }
        guard !observers.hasPaths else {
            let read = { SettingChange<Value>.box(self.read(object), unwrapping: self.unwraps) }
            table.willChange(object, key: key, reading: read)
            set()
            return table.didChange(object, key: key, reading: read)
        }
        pending.begin(table, key: key)
        var changes = Changes(old: observers.options.readsOldValue(for: .setting) ? read(object) : nil, spare: pending.spareChange.take())
        // The registrations are walked in the snapshot's buffer, which keeps each alive.
        if observers.options.sendsPriorNotification {
            observers.observations.withUnsafeBufferPointer { changes.deliver(to: $0, of: object, isPrior: true) }
        }
        set()
        pending.end(table, key: key)
        if observers.options.includesNewValue(isPrior: false, kind: .setting) { changes.new = read(object) }
        observers.observations.withUnsafeBufferPointer { changes.deliver(to: $0, of: object, isPrior: false) }
        pending.spareChange = changes.leftoverStorage()
    }

    /// The key's current value on `object`, by a typed send of its getter.
    @inline(__always)
    private func read(_ object: RuntimeObject) -> Value? {
        try? object.send(getter, ())
    }

    /// One setting's values, typed.
    private struct Changes {
        let old: Value?
        var new: Value?
        /// The last change told and the values it holds: the next observer asking for the same
        /// values is told the same change, made once.
        private var told: (holds: KeyValueObservingOptions, change: KeyValueChange)?
        /// Storage for the first change made, left over from the thread's last setting.
        private var spare: SettingChange<Value>?

        init(old: Value?, spare: KeyValueChangeStorage?) {
            self.old = old
            self.spare = spare as? SettingChange<Value>
            new = nil
        }

        /// The storage of the last change told, if no observer kept a copy of it, else the spare
        /// storage if unused: for the thread's next setting.
        mutating func leftoverStorage() -> KeyValueChangeStorage? {
            guard var storage = told?.change.storage else { return spare }
            told = nil
            return isKnownUniquelyReferenced(&storage) ? storage : nil
        }

        /// Tells the observers of `observations`, in order: a typed observation of `Value` with
        /// typed values, any other with a ``KeyValueChange``. (The prior notification goes only
        /// to the observations that ask for it.)
        ///
        /// Consecutive observers of the same key path and context that ask for the same values
        /// — every observer, usually — are sent one set of arguments, borrowed: no copy, retain
        /// or release of the key path, object and change per observer. Registrations are read
        /// unretained: the snapshot's buffer keeps each alive.
        @inline(__always)
        mutating func deliver(to observations: UnsafeBufferPointer<Observation>, of object: RuntimeObject, isPrior: Bool) {
            let method = KeyValueObserverMethods.observeValue
            var index = 0
            while index < observations.count {
                let first = Unmanaged.passUnretained(observations[index])
                index += 1
                guard let prepared = first._withUnsafeGuaranteedRef({ prepare($0, of: object, isPrior: isPrior) }) else { continue }
                let arguments = first._withUnsafeGuaranteedRef { ($0.keyPath, object, prepared.change, $0.context) }
                method.send(to: prepared.observer, arguments)
                index = Self.send(arguments, holding: prepared.holds, by: method, to: observations, from: index, of: object, isPrior: isPrior)
            }
        }

        /// Sends `arguments` to the observers from `index` on for as long as they ask for what
        /// the arguments hold; the index of the first that does not.
        @inline(__always)
        private static func send(_ arguments: ObserverMethodArguments, holding holds: KeyValueObservingOptions,
                                 by method: ObserverMethod, to observations: UnsafeBufferPointer<Observation>, from index: Int,
                                 of object: RuntimeObject, isPrior: Bool) -> Int {
            var index = index
            while index < observations.count {
                let next = Unmanaged.passUnretained(observations[index])
                // A registration without the prior notification is passed over in a prior run.
                let skipped = isPrior && !next._withUnsafeGuaranteedRef { $0.options.sendsPriorNotification }
                if !skipped {
                    let fits = next._withUnsafeGuaranteedRef { observation in
                        TypedChangeHandler<Value>.of(observation) == nil && Self.holds(for: observation, isPrior: isPrior) == holds
                            && observation.context == arguments.3 && observation.keyPath == arguments.0
                    }
                    guard fits else { return index }
                }
                index += 1
                guard !skipped, let observer = next._withUnsafeGuaranteedRef({ ObservationTable.observer(of: $0, on: object) }) else { continue }
                method.send(to: observer, arguments)
            }
            return index
        }

        /// Readies the telling of `observation`'s observer, if it is still to be told: a typed
        /// observation of `Value` is told here, with typed values; for any other, its observer,
        /// the values it asks for and the change that holds them.
        @inline(__always)
        private mutating func prepare(_ observation: Observation, of object: RuntimeObject, isPrior: Bool)
            -> (observer: RuntimeObject, holds: KeyValueObservingOptions, change: KeyValueChange)? {
            guard !isPrior || observation.options.sendsPriorNotification,
                  let observer = ObservationTable.observer(of: observation, on: object) else { return nil }
            let holds = Self.holds(for: observation, isPrior: isPrior)
            if let typed = TypedChangeHandler<Value>.of(observation) {
                typed.handler(object, ObservedChange(oldValue: holds.contains(.old) ? old : nil, newValue: holds.contains(.new) ? new : nil,
                                                     isPrior: isPrior))
                return nil
            }
            if let told, told.holds == holds { return (observer, holds, told.change) }
            let storage = spare.take() ?? SettingChange<Value>()
            storage.refill(old: holds.contains(.old) ? .some(old) : nil, new: holds.contains(.new) ? .some(new) : nil, isPrior: isPrior)
            let change = KeyValueChange(storage)
            told = (holds, change)
            return (observer, holds, change)
        }

        /// The values `observation` asks for in a prior or a final notification.
        @inline(__always)
        private static func holds(for observation: Observation, isPrior: Bool) -> KeyValueObservingOptions {
            let wantsOld = observation.options.includesOldValue
            let wantsNew = observation.options.includesNewValue(isPrior: isPrior, kind: .setting)
            return [wantsOld ? .old : [], wantsNew ? .new : [], isPrior ? .prior : []]
        }
    }
}
