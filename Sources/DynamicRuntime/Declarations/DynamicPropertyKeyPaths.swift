import Synchronization

/// Which ``DynamicPropertyRecord`` each `@Dynamic` property's storage key path stands for, read
/// without a lock on every access from Swift and written once per property.
///
/// Swift hands a wrapper's accessors key paths, not field offsets, and projecting a class's key
/// path costs a hundred sends where the optimiser does not fold it (across modules it does not),
/// so the accessors look the record up by the key path object's address instead. A key path's
/// address is unique while it lives; each record keeps the key paths it is listed under alive, so
/// an address in the table is never reused. A generic class's key paths are made anew on every
/// access: past ``keyPathsPerRecord`` of them a record stops listing more, and such accesses take
/// the slow path.
@usableFromInline
enum DynamicPropertyKeyPaths {
    /// The most key path objects one record is listed under.
    static let keyPathsPerRecord = 4

    /// The current table, nil while empty; replaced with `Runtime.lock` held, and the old one
    /// retired, so a borrowed table lasts the reader's read section.
    @usableFromInline static let current = AtomicReference<Snapshot, Retaining>()

    /// The record for the key path at `keyPathBits`, or nil. Call inside a read section.
    @inlinable @inline(__always)
    static func record(for keyPathBits: UInt) -> UnsafeRawPointer? {
        current.borrowed()?._withUnsafeGuaranteedRef { $0.record(for: keyPathBits) }
    }

    /// Lists `record` under `keyPath` unless the record already keeps ``keyPathsPerRecord``.
    /// `Runtime.lock` held.
    static func addLocked(_ keyPath: AnyKeyPath, for record: AnyObject, keeping kept: inout [AnyKeyPath]) {
        Runtime.lock.assertHeld()
        guard kept.count < keyPathsPerRecord else { return }
        kept.append(keyPath)
        let keyPathBits = UInt(bitPattern: Unmanaged.passUnretained(keyPath).toOpaque())
        let recordBits = UInt(bitPattern: Unmanaged.passUnretained(record).toOpaque())
        let entries = current.load()?.entries ?? []
        if let old = current.exchange(Snapshot(entries + [(keyPathBits, recordBits)])) { Reclamation.retire(old) }
    }

    /// An immutable open-addressed table from key path address to record address.
    @usableFromInline
    final class Snapshot {
        /// Pairs of (key path bits, record bits); a zero key is an empty slot. A power of two
        /// long, at most half full.
        @usableFromInline let slots: [(key: UInt, value: UInt)]
        /// Every pair, for the next snapshot.
        let entries: [(key: UInt, value: UInt)]

        init(_ entries: [(key: UInt, value: UInt)]) {
            self.entries = entries
            var capacity = 8
            while capacity < entries.count * 2 { capacity *= 2 }
            var slots = [(key: UInt, value: UInt)](repeating: (0, 0), count: capacity)
            for entry in entries {
                var index = Self.home(of: entry.key, capacity)
                while slots[index].key != 0 { index = (index + 1) & (capacity - 1) }
                slots[index] = entry
            }
            self.slots = slots
        }

        @inlinable @inline(__always)
        static func home(of key: UInt, _ capacity: Int) -> Int {
            // Objects are 16-byte aligned: the low bits say nothing.
            Int(truncatingIfNeeded: (key >> 4) &* 0x9E37_79B9_7F4A_7C15 >> 32) & (capacity - 1)
        }

        @inlinable
        func record(for key: UInt) -> UnsafeRawPointer? {
            slots.withUnsafeBufferPointer { slots in
                var index = Self.home(of: key, slots.count)
                while true {
                    let slot = slots[index]
                    if slot.key == key { return UnsafeRawPointer(bitPattern: slot.value) }
                    if slot.key == 0 { return nil }
                    index = (index + 1) & (slots.count - 1)
                }
            }
        }
    }
}
