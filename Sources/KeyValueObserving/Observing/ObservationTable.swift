#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DynamicRuntime
import Foundation

/// An observed object's registrations and its changes in progress, kept as an associated object
/// of the object (so it goes away with it, after its `deinit` body).
///
/// Its lock guards the lists only; values are read and observers called outside it, so an
/// observer may change, add or remove observations from inside a notification.
final class ObservationTable: @unchecked Sendable {
    private let lock = RuntimeLock()
    /// In registration order.
    private var observations: [Observation] = []
    /// Changes in progress, by thread and key: will/did pairs nest per thread.
    private var pending: [PendingKey: PendingChange] = [:]

    /// Per key with observers: how many, and the forwarders watching what affects it.
    private var dependencies: [String: (count: Int, forwarders: [(DependencyForwarder, String)])] = [:]

    private struct PendingKey: Hashable {
        let thread: UInt
        let key: String
    }

    private struct PendingChange {
        var depth: Int
        /// A setting, or for an ordered to-many change its kind and the indexes it touches.
        var kind = KeyValueChange.Kind.setting
        var indexes: IndexSet?
        /// The registrations told of this change, each with its path's old value if it asked.
        var affected: [(observation: Observation, old: Any??)]
    }

    private static let associationKey = AssociationKey(ObservationTable.self as AnyObject)
    /// Serialises making tables and registration changes (which also switch classes).
    static let registrationLock = RuntimeLock()

    /// The table of `object`, if it has ever been observed.
    static func existing(on object: RuntimeObject) -> ObservationTable? {
        object.associatedValue(forKey: associationKey) as? ObservationTable
    }

    /// The table of `object`, made if needed. `registrationLock` held.
    static func table(on object: RuntimeObject) -> ObservationTable {
        if let table = existing(on: object) { return table }
        let table = ObservationTable()
        try? object.setAssociatedValue(table, forKey: associationKey, policy: .retain)
        return table
    }

    // MARK: Registrations (`registrationLock` held)

    func add(_ observation: Observation) {
        lock.withLock { observations.append(observation) }
    }

    /// Removes the most recent registration matching, or throws nothing and returns nil.
    func remove(observerID: ObjectIdentifier, keyPath: String, context: UnsafeMutableRawPointer??) -> Observation? {
        lock.withLock {
            guard let index = observations.lastIndex(where: {
                $0.observerID == observerID && $0.keyPath == keyPath && (context == nil || $0.context == context!)
            }) else { return nil }
            let removed = observations.remove(at: index)
            removed.markRemoved()
            return removed
        }
    }

    /// Whether any registration still watches `key` directly.
    func observes(key: String) -> Bool {
        lock.withLock { observations.contains { $0.key == key } }
    }

    var isEmpty: Bool { lock.withLock { observations.isEmpty } }

    /// Counts one more observer of `key`; true for the first, whose caller then watches what
    /// affects it.
    func retainDependencies(of key: String) -> Bool {
        lock.withLock {
            dependencies[key, default: (0, [])].count += 1
            return dependencies[key]!.count == 1
        }
    }

    func setDependencies(_ forwarders: [(DependencyForwarder, String)], of key: String) {
        lock.withLock { dependencies[key]?.forwarders = forwarders }
    }

    /// Counts one observer of `key` fewer; for the last, returns the forwarders to unregister.
    func releaseDependencies(of key: String) -> [(DependencyForwarder, String)] {
        lock.withLock {
            guard let entry = dependencies[key] else { return [] }
            if entry.count > 1 {
                dependencies[key]!.count -= 1
                return []
            }
            dependencies[key] = nil
            return entry.forwarders
        }
    }

    // MARK: Changes

    /// `willChangeValueForKey:` (or, with a kind other than setting, `willChange:valuesAtIndexes:forKey:`):
    /// at the outermost call on this thread, records the old values the registrations asked
    /// for — for a to-many change, the elements at `indexes` — and sends prior notifications.
    func willChange(_ object: RuntimeObject, key: String, kind: KeyValueChange.Kind = .setting, indexes: IndexSet? = nil,
                    reading read: (() -> Any?)? = nil) {
        let pendingKey = PendingKey(thread: Self.currentThread, key: key)
        let affected: [Observation]? = lock.withLock {
            if pending[pendingKey] != nil {
                pending[pendingKey]!.depth += 1
                return nil
            }
            pending[pendingKey] = PendingChange(depth: 1, affected: [])
            return observations.filter { $0.key == key }
        }
        guard let affected else { return }
        var values = ValueCache(object, key: key, read: read)
        let recorded = affected.map { observation -> (observation: Observation, old: Any??) in
            let wantsOld = !observation.options.isDisjoint(with: [.old, .prior]) || observation.rest != nil
            guard wantsOld, kind != .insertion else { return (observation, nil) }
            return (observation, .some(Self.elements(values[observation.keyPath], at: indexes)))
        }
        // Replaced whole: assigning through the optional would allocate on every change.
        lock.withLock {
            pending[pendingKey] = PendingChange(depth: pending[pendingKey]?.depth ?? 1, kind: kind, indexes: indexes, affected: recorded)
        }
        for (observation, old) in recorded where observation.options.contains(.prior) {
            let change = KeyValueChange(kind: kind, old: observation.options.contains(.old) ? old : nil, indexes: indexes, isPrior: true)
            Self.deliver(change, for: observation, of: object)
        }
    }

    /// `didChangeValueForKey:`: at the outermost call on this thread, notifies every
    /// registration recorded by the matching `willChange`, moving key-path forwarders to the
    /// new intermediate object. A `didChange` without a `willChange` does nothing.
    func didChange(_ object: RuntimeObject, key: String, reading read: (() -> Any?)? = nil) {
        let pendingKey = PendingKey(thread: Self.currentThread, key: key)
        let finished: PendingChange? = lock.withLock {
            guard var change = pending[pendingKey] else { return nil }
            change.depth -= 1
            if change.depth > 0 {
                pending[pendingKey] = change
                return nil
            }
            pending[pendingKey] = nil
            return change
        }
        guard let finished else { return }
        var values = ValueCache(object, key: key, read: read)
        for (observation, old) in finished.affected {
            if let forwarder = observation.forwarder {
                forwarder.detach()
                forwarder.attach(to: values[observation.key])
            }
            let wantsNew = observation.options.contains(.new) && finished.kind != .removal
            let new: Any?? = wantsNew ? .some(Self.elements(values[observation.keyPath], at: finished.indexes)) : nil
            let change = KeyValueChange(kind: finished.kind, old: observation.options.contains(.old) ? old : nil, new: new,
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

    /// Tells the observer of `observation` about `change` of `object`, unless the
    /// registration has been removed meanwhile; a registration whose observer has died is
    /// dropped instead.
    static func deliver(_ change: KeyValueChange, for observation: Observation, of object: RuntimeObject) {
        guard !observation.isRemoved else { return }
        guard let observer = observation.observer else {
            try? object.removeObservation(observation.observerID, "a dead observer", observation.keyPath, context: .some(observation.context))
            return
        }
        _ = try? observer.send(KeyValueObserverMethods.observeValue, (observation.keyPath, object, change, observation.context))
    }

    private static var currentThread: UInt { UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(bitPattern: UInt(pthread_self())))) }
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
            let value = if keyPath == key, let read { read() } else { (try? object.value(forKeyPath: keyPath)) ?? nil }
            values[keyPath] = value
            return value
        }
    }
}
