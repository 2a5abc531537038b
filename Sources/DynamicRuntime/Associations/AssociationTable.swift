import Synchronization

/// One object's associated values, behind the object's own lock word.
///
/// Lives in ``RuntimeObject``'s `associationTable`, made and published on the first store, so a
/// read takes only this object's lock, never a process-wide one, and an object that never had an
/// association costs one atomic load. Values are always released outside the lock: a value's
/// deinit may use associations, of this object or of others.
///
/// Reads take the lock too, though a lock-free read would be cheaper: a reader must retain the
/// value before a writer that replaces it can release it (the atomic policies' promise), and
/// without a way to defer that release (safe memory reclamation) only mutual exclusion gives
/// that. The lock is one word (`SpinLock`), so a read costs one atomic exchange and one
/// store on top of the lookup. The slots (``AssociationMap``) are raw memory touched only under
/// `lock`, hence no exclusivity checks on them.
@usableFromInline
final class AssociationTable {
    private let lock = SpinLock()
    /// Guarded by `lock`.
    @exclusivity(unchecked) private var map = AssociationMap()
    /// The ``RuntimeObject/bookkeeping(as:)`` object; nil until it is made. Set once, read
    /// without the lock, released with the table: not a slot, so neither `removeAll` nor
    /// `entries` sees it.
    @usableFromInline let storedBookkeeping = AtomicReference<AnyObject, Retaining>()

    deinit {
        // Normally empty by now: `releaseAll` empties a table before releasing it, and a table
        // that lost a first-store race never had entries.
        map.takeAll().dispose()
    }

    /// The bookkeeping object, unretained (it lives as long as the table), or nil if none was
    /// made.
    @inlinable @inline(__always)
    func bookkeeping() -> Unmanaged<AnyObject>? {
        storedBookkeeping.borrowed()
    }

    /// The bookkeeping object, `made` now if there is none; racing callers agree on one.
    func bookkeeping(makingIfNeeded make: () -> AnyObject) -> Unmanaged<AnyObject> {
        if let existing = bookkeeping() { return existing }
        let fresh = make()
        let (exchanged, current) = storedBookkeeping.compareExchange(expected: nil, desired: fresh)
        return exchanged ? Unmanaged.passUnretained(fresh) : current.unsafelyUnwrapped
    }

    /// The value for `key`, nil if none (or if a zeroing reference's value is gone).
    @inline(__always)
    func value(forKey key: UInt) -> Any? {
        guard _fastPath(lock.tryLock()) else { return valueWaitingForLock(forKey: key) }
        defer { lock.unlock() }
        return valueLocked(forKey: key)
    }

    /// `value(forKey:)` when the lock is held by another thread.
    @inline(never)
    private func valueWaitingForLock(forKey key: UInt) -> Any? {
        lock.withLock { valueLocked(forKey: key) }
    }

    @inline(__always)
    private func valueLocked(forKey key: UInt) -> Any? {
        lock.assertHeld()
        guard let slot = map.slot(for: key) else { return nil }
        if _fastPath(slot.pointee.kind != .weak) { return AssociationSlot.strongValue(of: slot) }
        return AssociationSlot.weakValue(of: slot)
    }

    /// Keeps `value` strongly for `key`, held as `kind` (`instance` or `value`), leaving in
    /// `value` what the slot held (an empty placeholder if nothing strongly), for the caller to
    /// release once the lock is dropped. Moves, never copies: no retain, no release under the lock.
    @inline(__always)
    func store(_ value: inout Any, as kind: AssociationSlot.Kind, forKey key: UInt) {
        lock.withLock {
            let slot = map.slot(making: key)
            if _slowPath(slot.pointee.kind == .weak) { slot.pointee.referent = nil }
            slot.pointee.kind = kind
            AssociationSlot.exchange(&value, withStrongValueOf: slot)
        }
    }

    /// Keeps `object` by a zeroing weak reference for `key`; returns the strongly held value it
    /// replaced, for the caller to release once the lock is dropped.
    func store(weakly object: AnyObject, forKey key: UInt) -> Any {
        lock.withLock {
            let slot = map.slot(making: key)
            slot.pointee.referent = object
            slot.pointee.kind = .weak
            var old = AssociationSlot.weakPlaceholder
            swap(&old, &slot.pointee.strong)
            return old
        }
    }

    /// Removes `key`'s value; returns the strongly held value, for the caller to release once the
    /// lock is dropped.
    func remove(forKey key: UInt) -> Any? {
        lock.withLock { map.remove(key)?.strong }
    }

    /// Every key's address with its value (nil once a zeroing reference's value is gone) and
    /// whether it is held weakly, in table order.
    func entries() -> [(key: UInt, value: Any?, isWeak: Bool)] {
        lock.withLock {
            var entries: [(key: UInt, value: Any?, isWeak: Bool)] = []
            entries.reserveCapacity(map.count)
            map.forEach { key, slot in
                let isWeak = slot.pointee.kind == .weak
                entries.append((key, isWeak ? AssociationSlot.weakValue(of: slot) : AssociationSlot.strongValue(of: slot), isWeak))
            }
            return entries
        }
    }

    /// Removes every slot and hands them over, for the caller to `dispose()` once the lock is
    /// dropped.
    func removeAll() -> AssociationMap {
        lock.withLock { map.takeAll() }
    }

    // MARK: The table of an object

    /// `object`'s table, or nil if it never had an association. Unretained: the table lives as
    /// long as the object, and the caller keeps `object` alive while using it (through
    /// `Unmanaged._withUnsafeGuaranteedRef`, which adds no retain and release).
    @inlinable @inline(__always)
    static func existing(of object: RuntimeObject) -> Unmanaged<AssociationTable>? {
        object.associationTable.borrowed()
    }

    /// `object`'s table, made now if it has none; unretained, as `existing(of:)`'s. Racing
    /// first stores agree on one table: the losers free theirs.
    @inline(__always)
    static func of(_ object: RuntimeObject) -> Unmanaged<AssociationTable> {
        if let table = existing(of: object) { return table }
        return made(for: object)
    }

    private static func made(for object: RuntimeObject) -> Unmanaged<AssociationTable> {
        let fresh = AssociationTable()
        let (exchanged, current) = object.associationTable.compareExchange(expected: nil, desired: fresh)
        return exchanged ? Unmanaged.passUnretained(fresh) : current.unsafelyUnwrapped
    }

    /// Stores `entry` (nil removes) for `key` on `object`, releasing any old value after the
    /// table's lock is dropped.
    static func store(_ entry: consuming AssociationEntry?, forKey key: AssociationKey, on object: RuntimeObject) {
        switch consume entry {
        case .strong(var value)?: store(&value, as: AssociationSlot.Kind(holding: value), forKey: key, on: object)
        case .weak(let referent)?: store(weakly: referent, forKey: key, on: object)
        case nil: remove(forKey: key, on: object)
        }
    }

    /// Keeps `value` strongly for `key` on `object`, held as `kind` (`instance` only for a value
    /// of shape `instance`), leaving in `value` what it replaced, for the caller to release (the
    /// table's lock is dropped by then).
    @inline(__always)
    static func store(_ value: inout Any, as kind: AssociationSlot.Kind, forKey key: AssociationKey, on object: RuntimeObject) {
        withExtendedLifetime(object) { of(object)._withUnsafeGuaranteedRef { $0.store(&value, as: kind, forKey: key.address) } }
    }

    /// Keeps `referent` weakly for `key` on `object`, releasing the old value after the table's
    /// lock is dropped.
    static func store(weakly referent: AnyObject, forKey key: AssociationKey, on object: RuntimeObject) {
        let old = withExtendedLifetime(object) {
            of(object)._withUnsafeGuaranteedRef { $0.store(weakly: referent, forKey: key.address) }
        }
        withExtendedLifetime(old) {}
    }

    /// Removes `key`'s value from `object`, releasing it after the table's lock is dropped.
    static func remove(forKey key: AssociationKey, on object: RuntimeObject) {
        let old = withExtendedLifetime(object) { existing(of: object)?._withUnsafeGuaranteedRef { $0.remove(forKey: key.address) } }
        withExtendedLifetime(old) {}
    }

    /// The value for `key` on `object`.
    @inline(__always)
    static func value(forKey key: AssociationKey, on object: RuntimeObject) -> Any? {
        withExtendedLifetime(object) { existing(of: object)?._withUnsafeGuaranteedRef { $0.value(forKey: key.address) } }
    }

    /// Removes every association of `object`, releasing the values after the lock is dropped.
    static func removeAll(of object: RuntimeObject) {
        withExtendedLifetime(object) { existing(of: object)?._withUnsafeGuaranteedRef { $0.removeAll() } }?.dispose()
    }

    /// Frees `object`'s table and releases its values; called from `RuntimeObject.deinit`, so
    /// after the subclasses' deinit bodies, as `object_dispose` runs after `-dealloc`. Repeats if
    /// a released value's deinit made a new association on the dying object.
    static func releaseAll(of object: RuntimeObject) {
        while true {
            guard let table = object.associationTable.exchange(nil) else { return }
            table.removeAll().dispose()
            withExtendedLifetime(table) {}
        }
    }
}

/// A value ready to store and how it is to be held: made outside every lock (copies included),
/// before the table is touched.
enum AssociationEntry {
    /// Held strongly (the retaining and copying policies).
    case strong(Any)
    /// Held by a zeroing weak reference (`assign` and `weak`); strong only while in transit.
    case weak(AnyObject)

    /// Holds `value` strongly.
    init(retaining value: Any) {
        self = .strong(value)
    }

    /// Holds `object` by a zeroing weak reference.
    init(weakly object: AnyObject) {
        self = .weak(object)
    }
}
