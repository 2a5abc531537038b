import Synchronization

/// One object's associated values, behind the object's own lock.
///
/// Lives in ``RuntimeObject``'s `associationBits`, made and published on the first store, so a
/// read takes only this object's lock, never a process-wide one, and an object that never had an
/// association costs one atomic load. Values are always released outside the lock: a value's
/// deinit may use associations, of this object or of others.
final class AssociationTable {
    private let lock = RuntimeLock()
    // Guarded by `lock`.
    private var entries: [AssociationKey: AssociationEntry] = [:]

    /// The value for `key`, nil if none (or if a zeroing reference's value is gone).
    func value(forKey key: AssociationKey) -> Any? {
        lock.withLock { entries[key]?.value }
    }

    /// Stores `entry` for `key`, or removes the key's entry when `entry` is nil; returns the
    /// entry it replaced, for the caller to release once the lock is dropped.
    func replace(_ key: AssociationKey, with entry: AssociationEntry?) -> AssociationEntry? {
        lock.withLock {
            if let entry { entries.updateValue(entry, forKey: key) } else { entries.removeValue(forKey: key) }
        }
    }

    /// Removes every entry and returns them, for the caller to release once the lock is dropped.
    func removeAll() -> [AssociationKey: AssociationEntry] {
        lock.withLock {
            var removed: [AssociationKey: AssociationEntry] = [:]
            swap(&removed, &entries)
            return removed
        }
    }

    // MARK: The table of an object

    /// `object`'s table, or nil if it never had an association. The table lives as long as the
    /// object: the caller keeps `object` alive while using it.
    static func existing(of object: RuntimeObject) -> AssociationTable? {
        let bits = object.associationBits.load(ordering: .acquiring)
        guard bits != 0 else { return nil }
        return Unmanaged<AssociationTable>.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped).takeUnretainedValue()
    }

    /// `object`'s table, made now if it has none. Racing first stores agree on one table: the
    /// losers free theirs.
    static func of(_ object: RuntimeObject) -> AssociationTable {
        if let table = existing(of: object) { return table }
        let fresh = Unmanaged.passRetained(AssociationTable())
        let (exchanged, current) = object.associationBits.compareExchange(
            expected: 0, desired: UInt(bitPattern: fresh.toOpaque()), ordering: .acquiringAndReleasing)
        if exchanged { return fresh.takeUnretainedValue() }
        fresh.release()
        return Unmanaged<AssociationTable>.fromOpaque(UnsafeRawPointer(bitPattern: current).unsafelyUnwrapped).takeUnretainedValue()
    }

    /// Stores `entry` (nil removes) for `key` on `object`, releasing any old value after the
    /// table's lock is dropped.
    static func store(_ entry: AssociationEntry?, forKey key: AssociationKey, on object: RuntimeObject) {
        withExtendedLifetime(object) {
            let table = entry == nil ? existing(of: object) : of(object)
            let old = table?.replace(key, with: entry)
            withExtendedLifetime(old) {}
        }
    }

    /// The value for `key` on `object`.
    static func value(forKey key: AssociationKey, on object: RuntimeObject) -> Any? {
        withExtendedLifetime(object) { existing(of: object)?.value(forKey: key) }
    }

    /// Removes every association of `object`, releasing the values after the lock is dropped.
    static func removeAll(of object: RuntimeObject) {
        withExtendedLifetime(object) {
            let old = existing(of: object)?.removeAll()
            withExtendedLifetime(old) {}
        }
    }

    /// Frees `object`'s table and releases its values; called from `RuntimeObject.deinit`, so
    /// after the subclasses' deinit bodies, as `object_dispose` runs after `-dealloc`. Repeats if
    /// a released value's deinit made a new association on the dying object.
    static func releaseAll(of object: RuntimeObject) {
        while true {
            let bits = object.associationBits.exchange(0, ordering: .acquiringAndReleasing)
            guard bits != 0 else { return }
            let table = Unmanaged<AssociationTable>.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped).takeRetainedValue()
            let old = table.removeAll()
            withExtendedLifetime(old) {}
        }
    }
}

/// One associated value and how it is held.
struct AssociationEntry {
    /// The value, for the retaining and copying policies.
    private let strong: Any?
    /// The value, for `assign` and `weak`: zeroing, so a read after the value died gives nil.
    private weak var referent: AnyObject?

    /// Holds `value` strongly.
    init(retaining value: Any) {
        strong = value
        referent = nil
    }

    /// Holds `object` by a zeroing weak reference.
    init(weakly object: AnyObject) {
        strong = nil
        referent = object
    }

    /// The value, nil once a weakly held value is gone.
    var value: Any? {
        if let strong { return strong }
        return referent.map { $0 as Any }
    }
}
