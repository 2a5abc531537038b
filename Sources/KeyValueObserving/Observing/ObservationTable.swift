import DynamicRuntime
import Foundation

/// An observed object's registrations, grouped by the key whose changes notify them, kept as the
/// object's runtime bookkeeping: beside its associated values, not one of them, so
/// `objc_removeAssociatedObjects` leaves observations working and removable (as Apple keeps
/// observation info apart from associations), and freed with the object, after its `deinit`
/// body.
///
/// Its lock guards the groups and dependency forwarders only; values are read and observers
/// called outside it, so an observer may change, add or remove observations from inside a
/// notification. A change takes its key's group as a snapshot (a copy of a copy-on-write array:
/// a retain, no allocation). Changes in progress are per thread: see ``PendingChanges``.
final class ObservationTable: @unchecked Sendable {
    /// Guards the groups and dependencies: short sections, no user code.
    private let lock = SpinLock()
    /// One group per key ever registered: a group emptied by removals stays, keeping its
    /// storage for the key's next registration. Guarded by `lock`: no exclusivity checks needed.
    @exclusivity(unchecked) private var groups: [KeyObservers] = []
    /// How many registrations the groups hold. Guarded by `lock`.
    @exclusivity(unchecked) private var registrations = 0

    /// Per key with observers whose value depends on others: the forwarders watching what
    /// affects it. Guarded by `lock`.
    @exclusivity(unchecked) private var dependencies: [String: [(DependencyForwarder, String)]] = [:]

    /// The registrations whose first key is `key`, in registration order, with what they ask
    /// for summed up when they change, so a change needs no scan to know what to read.
    struct KeyObservers {
        let key: String
        private(set) var observations: [Observation] = []
        /// The union of the registrations' options.
        private(set) var options: KeyValueObservingOptions = []
        /// Whether a registration observes a longer path through `key`.
        private(set) var hasPaths = false
        /// Whether a registration is the key's own, not a ``DependencyForwarder``'s.
        private(set) var hasOwn = false

        init(key: String) {
            self.key = key
        }

        mutating func append(_ observation: Observation) {
            observations.append(observation)
            summarize()
        }

        /// Removes the most recent registration matching; nil if there is none.
        mutating func remove(where matches: (Observation) -> Bool) -> Observation? {
            guard let index = observations.lastIndex(where: matches) else { return nil }
            defer { summarize() }
            return observations.remove(at: index)
        }

        private mutating func summarize() {
            options = observations.reduce([]) { $0.union($1.options) }
            hasPaths = observations.contains { $0.rest != nil }
            hasOwn = observations.contains { !$0.isDependency }
        }
    }

    /// Serialises making tables and registration changes (which also switch classes).
    static let registrationLock = RuntimeLock()

    /// The table of `object`, if it has ever been observed.
    @inline(__always)
    static func existing(on object: RuntimeObject) -> ObservationTable? {
        object.bookkeeping(as: ObservationTable.self)
    }

    /// The table of `object`, made if needed. `registrationLock` held.
    static func table(on object: RuntimeObject) -> ObservationTable {
        object.bookkeeping(makingIfNeeded: ObservationTable.init)
    }

    // MARK: Registrations (`registrationLock` held)

    /// Adds `observation`; true when it is the first of its key's own (not a dependency
    /// forwarder's), whose caller then watches what affects the key.
    func add(_ observation: Observation) -> Bool {
        lock.withLock {
            let index = groups.firstIndex { $0.key == observation.key } ?? {
                groups.append(KeyObservers(key: observation.key))
                return groups.count - 1
            }()
            let hadOwn = groups[index].hasOwn
            groups[index].append(observation)
            registrations += 1
            return !hadOwn && groups[index].hasOwn
        }
    }

    /// Removes the most recent registration matching, or returns nil. When it was the last of
    /// its key's own, also returns the forwarders that watched what affects the key, to
    /// unregister; `isEmpty` tells whether it was the table's last registration.
    func remove(observerID: ObjectIdentifier, keyPath: String, context: UnsafeMutableRawPointer??)
        -> (Observation, dependencies: [(DependencyForwarder, String)], isEmpty: Bool)? {
        let key = Observation.firstKey(of: keyPath)
        return lock.withLock {
            guard let index = groups.firstIndex(where: { $0.key == key }),
                  let removed = groups[index].remove(where: {
                      $0.observerID == observerID && $0.keyPath == keyPath && (context == nil || $0.context == context!)
                  }) else { return nil }
            removed.markRemoved()
            registrations -= 1
            let lastOwn = !groups[index].hasOwn
            guard lastOwn, !removed.isDependency, !dependencies.isEmpty else { return (removed, [], registrations == 0) }
            return (removed, dependencies.removeValue(forKey: key) ?? [], registrations == 0)
        }
    }

    /// Keeps the forwarders watching what affects `key`, while it has registrations of its own;
    /// false, keeping nothing, when it has none left.
    func setDependencies(_ forwarders: [(DependencyForwarder, String)], of key: String) -> Bool {
        lock.withLock {
            guard groups.contains(where: { $0.key == key && $0.hasOwn }) else { return false }
            dependencies[key] = forwarders
            return true
        }
    }

    // MARK: Changes

    /// A snapshot of the registrations of `key`; nil when it has none.
    func observers(of key: String) -> KeyObservers? {
        lock.withLock {
            for group in groups where group.key == key { return group.observations.isEmpty ? nil : group }
            return nil
        }
    }

    /// `willChangeValueForKey:` (or, with a kind other than setting, `willChange:valuesAtIndexes:forKey:`):
    /// at the outermost call on this thread, records the old values the registrations asked
    /// for — for a to-many change, the elements at `indexes` — and sends prior notifications.
    /// `forwarded` for a ``DependencyForwarder``'s: one for a key already changing on this
    /// thread joins that change rather than nesting in it.
    func willChange(_ object: RuntimeObject, key: String, kind: KeyValueChange.Kind = .setting, indexes: IndexSet? = nil,
                    forwarded: Bool = false, reading read: (() -> Any?)? = nil) {
        PendingChanges.withCurrent { pending in
            willChange(object, key: key, kind: kind, indexes: indexes, forwarded: forwarded, reading: read, pending)
        }
    }

    private func willChange(_ object: RuntimeObject, key: String, kind: KeyValueChange.Kind, indexes: IndexSet?,
                            forwarded: Bool, reading read: (() -> Any?)?, _ pending: PendingChanges) {
        if let index = pending.index(of: self, key: key) {
            if forwarded { pending.entries[index].forwarded += 1 } else { pending.entries[index].depth += 1 }
            return
        }
        let record = PendingChanges.Record(kind: kind, indexes: indexes)
        pending.begin(self, key: key, record: record)
        var values = ValueCache(object, key: key, read: read)
        record.affected = (observers(of: key)?.observations ?? []).map { observation -> (observation: Observation, old: Any??) in
            guard observation.options.readsOldValue(for: kind) else { return (observation, nil) }
            return (observation, .some(Self.elements(values[observation.keyPath], at: indexes)))
        }
        for (observation, old) in record.affected where observation.options.sendsPriorNotification {
            let change = KeyValueChange(kind: kind, old: observation.options.includesOldValue ? old : nil, indexes: indexes, isPrior: true)
            Self.deliver(change, for: observation, of: object)
        }
    }

    /// `didChangeValueForKey:`: at the outermost call on this thread, notifies every
    /// registration recorded by the matching `willChange`, moving key-path forwarders to the
    /// new intermediate object. A `didChange` without a `willChange` does nothing, and a
    /// `forwarded` one matching a forwarded `willChange` that joined a change ends nothing.
    func didChange(_ object: RuntimeObject, key: String, forwarded: Bool = false, reading read: (() -> Any?)? = nil) {
        PendingChanges.withCurrent { pending in didChange(object, key: key, forwarded: forwarded, reading: read, pending) }
    }

    private func didChange(_ object: RuntimeObject, key: String, forwarded: Bool, reading read: (() -> Any?)?,
                           _ pending: PendingChanges) {
        guard let index = pending.index(of: self, key: key) else { return }
        if forwarded, pending.entries[index].forwarded > 0 {
            pending.entries[index].forwarded -= 1
            return
        }
        pending.entries[index].depth -= 1
        guard pending.entries[index].depth == 0, let finished = pending.entries.remove(at: index).record else { return }
        var values = ValueCache(object, key: key, read: read)
        for (observation, old) in finished.affected {
            observation.forwarder?.move(to: values[observation.key])
            let wantsNew = observation.options.includesNewValue(isPrior: false, kind: finished.kind)
            let new: Any?? = wantsNew ? .some(Self.elements(values[observation.keyPath], at: finished.indexes)) : nil
            let change = KeyValueChange(kind: finished.kind, old: observation.options.includesOldValue ? old : nil, new: new,
                                        indexes: finished.indexes)
            Self.deliver(change, for: observation, of: object)
        }
    }

    /// The value itself for a setting (nil `indexes`); for a to-many change, the array's
    /// elements at `indexes` — what Apple's change dictionary carries.
    private static func elements(_ value: Any?, at indexes: IndexSet?) -> Any? {
        guard let indexes, let array = value as? [Any] else { return value }
        return indexes.filter { $0 < array.count }.map { array[$0] }
    }

    /// The observer of `observation` to tell of a change of `object`: nil if the registration
    /// has been removed meanwhile, or if its observer has died (its registration is then
    /// dropped).
    static func observer(of observation: Observation, on object: RuntimeObject) -> RuntimeObject? {
        guard !observation.isRemoved else { return nil }
        guard let observer = observation.observer else {
            try? object.removeObservation(observation.observerID, "a dead observer", observation.keyPath, context: .some(observation.context))
            return nil
        }
        return observer
    }

    /// Tells the observer of `observation` about `change` of `object`, if it is still to be
    /// told (see ``observer(of:on:)``).
    static func deliver(_ change: consuming KeyValueChange, for observation: Observation, of object: RuntimeObject) {
        guard let observer = observer(of: observation, on: object) else { return }
        send(change, to: observer, for: observation, of: object)
    }

    /// Sends `observeValueForKeyPath:ofObject:change:context:` to `observer`.
    @inline(__always)
    static func send(_ change: consuming KeyValueChange, to observer: RuntimeObject, for observation: Observation, of object: RuntimeObject) {
        KeyValueObserverMethods.observeValue.send(to: observer, (observation.keyPath, object, change, observation.context))
    }
}

/// Key-path values of one object, read once each per change; the changing key itself through
/// `read` when the caller has a faster way (the notifying setter's typed getter send).
private struct ValueCache {
    let object: RuntimeObject
    let key: String
    let read: (() -> Any?)?
    var values: [String: Any?] = [:]

    init(_ object: RuntimeObject, key: String, read: (() -> Any?)?) {
        self.object = object
        self.key = key
        self.read = read
    }

    subscript(keyPath: String) -> Any? {
        mutating get {
            if let value = values[keyPath] { return value }
            let value = if keyPath == key, let read { read() } else { (try? object.codedValue(forKeyPath: keyPath)) ?? nil }
            values[keyPath] = value
            return value
        }
    }
}
