import Synchronization

/// One object's associated values, behind the object's own lock.
///
/// Lives in ``RuntimeObject``'s `associationBits`, made and published on the first store, so a
/// read takes only this object's lock, never a process-wide one, and an object that never had an
/// association costs one atomic load. Values are always released outside the lock: a value's
/// deinit may use associations, of this object or of others.
///
/// The entries are a small unordered array of slots keyed by the key's address, searched
/// linearly (objects rarely have more than a handful of associations) and updated in place, so
/// overwriting a key's value allocates nothing. The array is raw memory touched only under
/// `lock`, hence no exclusivity checks on its fields.
final class AssociationTable {
    private let lock = RuntimeLock()
    // Guarded by `lock`: `count` initialised slots at the start of `capacity` allocated ones.
    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<AssociationSlot>?
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var capacity = 0
    /// Bits of the retained ``RuntimeObject/bookkeeping(as:)`` object; 0 until it is made. Set
    /// once, read without the lock, released with the table: not a slot, so neither
    /// `removeAll` nor `entries` sees it.
    private let bookkeepingBits = Atomic<UInt>(0)

    deinit {
        // Normally empty by now: `releaseAll` empties a table before releasing it, and a table
        // that lost a first-store race never had entries.
        Self.dispose(slots, count: count)
        let bits = bookkeepingBits.load(ordering: .acquiring)
        if bits != 0 { Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped).release() }
    }

    /// The bookkeeping object, unretained (it lives as long as the table), or nil if none was
    /// made.
    @inline(__always)
    func bookkeeping() -> Unmanaged<AnyObject>? {
        let bits = bookkeepingBits.load(ordering: .acquiring)
        guard bits != 0 else { return nil }
        return Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped)
    }

    /// The bookkeeping object, `made` now if there is none; racing callers agree on one.
    func bookkeeping(makingIfNeeded make: () -> AnyObject) -> Unmanaged<AnyObject> {
        if let existing = bookkeeping() { return existing }
        let fresh = Unmanaged.passRetained(make())
        let (exchanged, current) = bookkeepingBits.compareExchange(
            expected: 0, desired: UInt(bitPattern: fresh.toOpaque()), ordering: .acquiringAndReleasing)
        if exchanged { return fresh }
        fresh.release()
        return Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: current).unsafelyUnwrapped)
    }

    /// The index of `key`'s slot, or nil. Under `lock`.
    @inline(__always)
    private func indexLocked(of key: UInt) -> Int? {
        guard let slots else { return nil }
        var index = 0
        while index < count {
            if slots[index].key == key { return index }
            index &+= 1
        }
        return nil
    }

    /// A new slot at the end for `key`, holding nothing yet (the caller fills it). Under `lock`.
    private func appendLocked(_ key: UInt) -> UnsafeMutablePointer<AssociationSlot> {
        if count == capacity {
            let newCapacity = Swift.max(4, capacity * 2)
            let grown = UnsafeMutablePointer<AssociationSlot>.allocate(capacity: newCapacity)
            if let slots {
                grown.moveInitialize(from: slots, count: count)
                slots.deallocate()
            }
            slots = grown
            capacity = newCapacity
        }
        let slot = slots.unsafelyUnwrapped + count
        slot.initialize(to: AssociationSlot(key: key))
        count &+= 1
        return slot
    }

    /// The value for `key`, nil if none (or if a zeroing reference's value is gone).
    func value(forKey key: UInt) -> Any? {
        lock.withLock {
            guard let index = indexLocked(of: key) else { return nil }
            // Field by field, in place: copying the whole slot would copy its weak reference.
            let slot = slots.unsafelyUnwrapped + index
            if _fastPath(!slot.pointee.isWeak) { return slot.pointee.strong }
            return AssociationTable.weakValue(of: slot)
        }
    }

    /// The value a weak slot holds, nil once it is gone. Out of line: the strong read stays small
    /// enough to inline.
    @inline(never)
    private static func weakValue(of slot: UnsafeMutablePointer<AssociationSlot>) -> Any? {
        slot.pointee.referent.map { $0 as Any }
    }

    /// Keeps `value` strongly for `key`, leaving in `value` what the slot held (an empty
    /// placeholder if nothing strongly), for the caller to release once the lock is dropped.
    /// Moves, never copies: no retain, no release under the lock.
    func store(_ value: inout Any, forKey key: UInt) {
        lock.withLock {
            guard let index = indexLocked(of: key) else {
                swap(&value, &appendLocked(key).pointee.strong)
                return
            }
            let slot = slots.unsafelyUnwrapped + index
            if slot.pointee.isWeak {
                slot.pointee.referent = nil
                slot.pointee.isWeak = false
            }
            swap(&value, &slot.pointee.strong)
        }
    }

    /// Keeps `object` by a zeroing weak reference for `key`; returns the strongly held value it
    /// replaced, for the caller to release once the lock is dropped.
    func store(weakly object: AnyObject, forKey key: UInt) -> Any {
        lock.withLock {
            let slot = indexLocked(of: key).map { slots.unsafelyUnwrapped + $0 } ?? appendLocked(key)
            slot.pointee.referent = object
            slot.pointee.isWeak = true
            var old = AssociationSlot.weakPlaceholder
            swap(&old, &slot.pointee.strong)
            return old
        }
    }

    /// Removes `key`'s value; returns the strongly held value, for the caller to release once the
    /// lock is dropped.
    func remove(forKey key: UInt) -> Any? {
        lock.withLock {
            guard let index = indexLocked(of: key) else { return nil }
            let slots = slots.unsafelyUnwrapped
            let removed = (slots + index).move()
            count &-= 1
            if index != count { (slots + index).moveInitialize(from: slots + count, count: 1) }
            return removed.strong
        }
    }

    /// Every key's address with its value (nil once a zeroing reference's value is gone) and
    /// whether it is held weakly, in storage order.
    func entries() -> [(key: UInt, value: Any?, isWeak: Bool)] {
        lock.withLock {
            (0..<count).map { index in
                let slot = slots.unsafelyUnwrapped + index
                let value: Any? = slot.pointee.isWeak ? AssociationTable.weakValue(of: slot) : .some(slot.pointee.strong)
                return (slot.pointee.key, value, slot.pointee.isWeak)
            }
        }
    }

    /// Removes every slot and hands them over, for the caller to `dispose` once the lock is
    /// dropped.
    func removeAll() -> (slots: UnsafeMutablePointer<AssociationSlot>?, count: Int) {
        lock.withLock {
            defer { (slots, count, capacity) = (nil, 0, 0) }
            return (slots, count)
        }
    }

    /// Releases the values of slots `removeAll` handed over, and their memory.
    static func dispose(_ slots: UnsafeMutablePointer<AssociationSlot>?, count: Int) {
        guard let slots else { return }
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    // MARK: The table of an object

    /// `object`'s table, or nil if it never had an association. Unretained: the table lives as
    /// long as the object, and the caller keeps `object` alive while using it (through
    /// `_withUnsafeGuaranteedRef`, which adds no retain and release).
    @inline(__always)
    static func existing(of object: RuntimeObject) -> Unmanaged<AssociationTable>? {
        let bits = object.associationBits.load(ordering: .acquiring)
        guard bits != 0 else { return nil }
        return Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped)
    }

    /// `object`'s table, made now if it has none; unretained, as `existing(of:)`'s. Racing
    /// first stores agree on one table: the losers free theirs.
    @inline(__always)
    static func of(_ object: RuntimeObject) -> Unmanaged<AssociationTable> {
        if let table = existing(of: object) { return table }
        return made(for: object)
    }

    private static func made(for object: RuntimeObject) -> Unmanaged<AssociationTable> {
        let fresh = Unmanaged.passRetained(AssociationTable())
        let (exchanged, current) = object.associationBits.compareExchange(
            expected: 0, desired: UInt(bitPattern: fresh.toOpaque()), ordering: .acquiringAndReleasing)
        if exchanged { return fresh }
        fresh.release()
        return Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: current).unsafelyUnwrapped)
    }

    /// Stores `entry` (nil removes) for `key` on `object`, releasing any old value after the
    /// table's lock is dropped.
    static func store(_ entry: consuming AssociationEntry?, forKey key: AssociationKey, on object: RuntimeObject) {
        switch consume entry {
        case .strong(var value)?: store(&value, forKey: key, on: object)
        case .weak(let referent)?: store(weakly: referent, forKey: key, on: object)
        case nil: remove(forKey: key, on: object)
        }
    }

    /// Keeps `value` strongly for `key` on `object`, leaving in `value` what it replaced, for the
    /// caller to release (the table's lock is dropped by then).
    @inline(__always)
    static func store(_ value: inout Any, forKey key: AssociationKey, on object: RuntimeObject) {
        withExtendedLifetime(object) { of(object)._withUnsafeGuaranteedRef { $0.store(&value, forKey: key.address) } }
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
        guard let removed = withExtendedLifetime(object, { existing(of: object)?._withUnsafeGuaranteedRef { $0.removeAll() } }) else {
            return
        }
        dispose(removed.slots, count: removed.count)
    }

    /// Frees `object`'s table and releases its values; called from `RuntimeObject.deinit`, so
    /// after the subclasses' deinit bodies, as `object_dispose` runs after `-dealloc`. Repeats if
    /// a released value's deinit made a new association on the dying object.
    static func releaseAll(of object: RuntimeObject) {
        while true {
            let bits = object.associationBits.exchange(0, ordering: .acquiringAndReleasing)
            guard bits != 0 else { return }
            let table = Unmanaged<AssociationTable>.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped).takeRetainedValue()
            let (slots, count) = table.removeAll()
            dispose(slots, count: count)
            withExtendedLifetime(table) {}
        }
    }
}

/// One key's value in an ``AssociationTable`` and how it is held: strongly (`strong`), or by a
/// zeroing weak reference (`referent`, when `isWeak`).
///
/// `strong` is an `Any`, not an `Any?`: a read copies it without testing an optional through the
/// existential's value witnesses.
struct AssociationSlot {
    /// The address of the key (``AssociationKey/address``).
    let key: UInt
    /// Whether `referent` holds the value (`assign` and `weak`).
    var isWeak = false
    /// The value, for the retaining and copying policies; ``weakPlaceholder`` when it holds none.
    var strong: Any = AssociationSlot.weakPlaceholder
    /// The value, for `assign` and `weak`: zeroing, so a read after the value died gives nil.
    /// Nil unless `isWeak`.
    weak var referent: AnyObject?

    /// An empty slot for `key` (the caller fills it).
    init(key: UInt) {
        self.key = key
    }

    /// What `strong` holds when the slot holds no value strongly: an empty tuple, which needs no
    /// box and whose release does nothing.
    static var weakPlaceholder: Any { () }
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
