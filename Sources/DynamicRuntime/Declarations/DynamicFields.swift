import Synchronization

/// The ``Dynamic`` properties an instance of a class stores, by field offset: the class's own and
/// its superclasses'. Made with the class and never changed, so a `@Dynamic` accessor finds its
/// property's record from the receiver's dispatch class with a few loads and no lock.
///
/// A class that declares no `@Dynamic` property shares its superclass's table, and a class the
/// runtime makes (a key-value observing subclass, a per-object hook class) its superclass's: an
/// object's fields are its Swift type's, whatever class it is on.
@usableFromInline
final class DynamicFields: @unchecked Sendable {
    // Immutable after init; the records are never freed.

    /// The table of a class with no `@Dynamic` property.
    static let none = DynamicFields(entries: [])

    /// Pairs of (field offset, record address), open-addressed by offset; offset 0 (the object
    /// header, never a field) marks an empty slot. A power of two long, at most a quarter full.
    @usableFromInline let slots: [(offset: Int, record: UnsafeRawPointer?)]
    /// Every record by offset, kept for the tables of subclasses.
    let entries: [(offset: Int, record: any DynamicFieldRecord)]

    private init(entries: [(offset: Int, record: any DynamicFieldRecord)]) {
        self.entries = entries
        var capacity = 4
        while capacity < entries.count * 4 { capacity *= 2 }
        var slots = [(offset: Int, record: UnsafeRawPointer?)](repeating: (0, nil), count: capacity)
        for entry in entries {
            var index = Self.home(of: entry.offset, capacity)
            while slots[index].offset != 0 { index = (index + 1) & (capacity - 1) }
            slots[index] = (entry.offset, UnsafeRawPointer(Unmanaged.passUnretained(entry.record as AnyObject).toOpaque()))
        }
        self.slots = slots
    }

    /// This table with `own`, a subclass's own fields, added; this one if it has none.
    func adding(_ own: [(offset: Int, record: any DynamicFieldRecord)]) -> DynamicFields {
        own.isEmpty ? self : DynamicFields(entries: entries + own)
    }

    /// The record of the field at `offset`, or nil.
    @inlinable @inline(__always)
    func record(at offset: Int) -> UnsafeRawPointer? {
        slots.withUnsafeBufferPointer { slots in
            var index = Self.home(of: offset, slots.count)
            while true {
                let slot = slots[index]
                if slot.offset == offset { return slot.record }
                if slot.offset == 0 { return nil }
                index = (index + 1) & (slots.count - 1)
            }
        }
    }

    @inlinable @inline(__always)
    static func home(of offset: Int, _ capacity: Int) -> Int {
        // Fields of one class lie a few bytes apart: spread them over the table.
        (offset &* 0x9E37) >> 4 & (capacity - 1)
    }

    /// The record of the field at `offset` of an instance of the class this table belongs to, or
    /// of a subclass, typed. Debug builds check the record is of `Value`.
    @inlinable @inline(__always)
    func record<Value>(at offset: Int, of _: Value.Type) -> Unmanaged<DynamicPropertyRecord<Value>>? {
        guard let found = record(at: offset) else { return nil }
        let record = Unmanaged<DynamicPropertyRecord<Value>>.fromOpaque(found)
        assert(Unmanaged<AnyObject>.fromOpaque(found).takeUnretainedValue() is DynamicPropertyRecord<Value>,
               "the @Dynamic field at offset \(offset) is not of type \(Value.self)")
        return record
    }
}

extension DynamicFields {
    /// What a class knows of its `@Dynamic` accessors.
    @usableFromInline
    enum Directness {
        /// Not learned since the class was made or last changed.
        @inlinable static var unknown: UInt8 { 0 }
        /// Every getter and setter a send from the class reaches is its record's base
        /// implementation: an access from Swift may read or write the field in place.
        @inlinable static var direct: UInt8 { 1 }
        /// Some accessor is hooked, swizzled or overridden: accesses send.
        @inlinable static var sends: UInt8 { 2 }
    }
}

/// A ``DynamicPropertyRecord`` of any type, as a class's table keeps it.
protocol DynamicFieldRecord: RuntimeMember, AnyObject {
    /// Whether sends of both accessors from `cls` reach the record's base implementations.
    /// `Runtime.lock` held.
    func isReachedDirectlyLocked(from cls: RuntimeClass) -> Bool
}

extension RuntimeClass {
    /// Whether an access from Swift to a `@Dynamic` property of this class's instances may skip
    /// the send: nothing has replaced the accessors a send reaches.
    @inlinable @inline(__always)
    var reachesDynamicFieldsDirectly: Bool {
        dynamicFieldsDirectness.load(ordering: .acquiring) == DynamicFields.Directness.direct
    }

    /// Whether ``reachesDynamicFieldsDirectly`` is known.
    @inlinable @inline(__always)
    var knowsDynamicFieldsDirectness: Bool {
        dynamicFieldsDirectness.load(ordering: .relaxed) != DynamicFields.Directness.unknown
    }

    /// Learns ``reachesDynamicFieldsDirectly`` when it is not known.
    @usableFromInline @inline(never)
    func learnDynamicFieldsDirectness() {
        guard dynamicFieldsDirectness.load(ordering: .acquiring) == DynamicFields.Directness.unknown else { return }
        Runtime.lock.withLock {
            // Under the lock no change runs between the lookups and the store, and every change
            // forgets the answer after it (``forgetDirectCallsLocked()``).
            let direct = dynamicFields.entries.allSatisfy { $0.record.isReachedDirectlyLocked(from: self) }
            dynamicFieldsDirectness.store(direct ? DynamicFields.Directness.direct : DynamicFields.Directness.sends, ordering: .releasing)
        }
    }

    /// Forgets what direct calls and `@Dynamic` accessors learned of this class: what a send
    /// from it reaches may have changed. `Runtime.lock` held.
    func forgetDirectCallsLocked() {
        Runtime.lock.assertHeld()
        directCallBits.store(0, ordering: .releasing)
        dynamicFieldsDirectness.store(DynamicFields.Directness.unknown, ordering: .releasing)
    }
}
