/// One object's association slots keyed by the key's address: an open-addressing hash table
/// with linear probing, so a lookup is a multiply, a shift and usually one comparison, however
/// many keys the object has. Not thread-safe: ``AssociationTable`` guards it with its lock.
///
/// `capacity` (a power of two, at least 4) key words, 0 marking an empty position, beside as
/// many slots, initialised exactly where the key is not 0. At most three quarters full, so a
/// probe always ends. Removal shifts the entries after the hole back (no tombstones), so the
/// table never needs cleaning; overwriting a key's value touches its slot alone and allocates
/// nothing.
struct AssociationMap {
    /// `capacity` key addresses, 0 where empty; nil until the first key.
    private var keys: UnsafeMutablePointer<UInt>?
    private var slots: UnsafeMutablePointer<AssociationSlot>?
    /// `capacity - 1`.
    private var mask = 0
    /// `64 - log2(capacity)`: a key's home position is the top bits of its hash.
    private var shift: UInt = 0
    /// The number of keys.
    private(set) var count = 0

    /// The number of positions: 0 before the first key, then a power of two.
    var capacity: Int { keys == nil ? 0 : mask &+ 1 }

    /// The slot for `key`, or nil.
    @inline(__always)
    func slot(for key: UInt) -> UnsafeMutablePointer<AssociationSlot>? {
        guard let keys else { return nil }
        var position = home(of: key)
        while true {
            let found = keys[position]
            if _fastPath(found == key) { return slots.unsafelyUnwrapped + position }
            if found == 0 { return nil }
            position = (position &+ 1) & mask
        }
    }

    /// The slot for `key`, made if there is none — holding nothing yet (a strong placeholder),
    /// for the caller to fill. Allocates only when a new key needs more room.
    @inline(__always)
    mutating func slot(making key: UInt) -> UnsafeMutablePointer<AssociationSlot> {
        if let slot = slot(for: key) { return slot }
        return insert(key)
    }

    /// A new slot for `key`, which is absent.
    private mutating func insert(_ key: UInt) -> UnsafeMutablePointer<AssociationSlot> {
        if (count &+ 1) &* 4 > capacity &* 3 { grow() }
        let position = emptyPosition(for: key)
        keys.unsafelyUnwrapped[position] = key
        count &+= 1
        let slot = slots.unsafelyUnwrapped + position
        slot.initialize(to: AssociationSlot())
        return slot
    }

    /// Removes `key`'s slot and returns it, or nil if there is none. Each entry after the hole
    /// whose probe passed through it moves back into it, so every key stays reachable from its
    /// home position.
    mutating func remove(_ key: UInt) -> AssociationSlot? {
        guard let slot = slot(for: key) else { return nil }
        let keys = keys.unsafelyUnwrapped, slots = slots.unsafelyUnwrapped
        let removed = slot.move()
        count &-= 1
        var hole = slot - slots
        var next = (hole &+ 1) & mask
        while keys[next] != 0 {
            // The entry at `next` may fill the hole if the hole lies between its home and it.
            if (next &- home(of: keys[next])) & mask >= (next &- hole) & mask {
                keys[hole] = keys[next]
                (slots + hole).moveInitialize(from: slots + next, count: 1)
                hole = next
            }
            next = (next &+ 1) & mask
        }
        keys[hole] = 0
        return removed
    }

    /// Calls `body` with each key and its slot, in table order.
    func forEach(_ body: (UInt, UnsafeMutablePointer<AssociationSlot>) -> Void) {
        guard let keys else { return }
        for position in 0...mask where keys[position] != 0 {
            body(keys[position], slots.unsafelyUnwrapped + position)
        }
    }

    /// Every slot, handed over: the map is left empty, the caller disposes of what it returns.
    mutating func takeAll() -> AssociationMap {
        defer { self = AssociationMap() }
        return self
    }

    /// Deinitialises every slot, releasing their values, and frees the storage.
    consuming func dispose() {
        guard let keys else { return }
        forEach { _, slot in slot.deinitialize(count: 1) }
        keys.deallocate()
        slots.unsafelyUnwrapped.deallocate()
    }

    // MARK: Positions

    /// `key`'s home position, where its probe starts: Fibonacci hashing, the top bits of the
    /// address times 2⁶⁴/φ, so aligned addresses spread over every position. Changes as the map
    /// grows.
    @inline(__always)
    func home(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    /// The first empty position on `key`'s probe (`key` must be absent).
    private func emptyPosition(for key: UInt) -> Int {
        let keys = keys.unsafelyUnwrapped
        var position = home(of: key)
        while keys[position] != 0 { position = (position &+ 1) & mask }
        return position
    }

    /// Doubles the capacity (4 for the first key), moving every slot to its new position.
    private mutating func grow() {
        let old = self
        let doubled = Swift.max(4, capacity &* 2)
        keys = UnsafeMutablePointer<UInt>.allocate(capacity: doubled)
        keys.unsafelyUnwrapped.initialize(repeating: 0, count: doubled)
        slots = UnsafeMutablePointer<AssociationSlot>.allocate(capacity: doubled)
        mask = doubled &- 1
        shift = UInt(64 &- doubled.trailingZeroBitCount)
        old.forEach { key, slot in
            let position = emptyPosition(for: key)
            keys.unsafelyUnwrapped[position] = key
            (slots.unsafelyUnwrapped + position).moveInitialize(from: slot, count: 1)
        }
        old.keys?.deallocate()
        old.slots?.deallocate()
    }
}

/// One key's value in an ``AssociationMap`` and how it is held.
///
/// `strong` is an `Any`, not an `Any?`: a read copies it without testing an optional through the
/// existential's value witnesses.
struct AssociationSlot {
    /// How the slot holds its value.
    enum Kind {
        /// Strongly, in `strong`, as a class reference: a read copies it with one retain.
        case instance
        /// Strongly, in `strong`, as anything else: a read copies it through its type's value
        /// witnesses.
        case value
        /// By the zeroing weak reference `referent` (`assign` and `weak`); `strong` holds
        /// ``weakPlaceholder``.
        case weak

        /// How a value is held strongly: as an instance when its shape is `instance`.
        @inline(__always)
        init(holding value: borrowing Any) {
            self = AssociatedValueShape(of: value) == .instance ? .instance : .value
        }
    }

    var kind = Kind.value
    /// The value, for the retaining and copying policies; ``weakPlaceholder`` when it holds none.
    var strong: Any = AssociationSlot.weakPlaceholder
    /// The value, for `assign` and `weak`: zeroing, so a read after the value died gives nil.
    /// Nil unless `kind` is `weak`.
    weak var referent: AnyObject?

    /// A copy of the value `slot` holds strongly. An instance's is its reference retained once
    /// and the existential's words copied as they are — what the class's value witnesses would
    /// do, without calling through them.
    @inline(__always)
    static func strongValue(of slot: UnsafeMutablePointer<AssociationSlot>) -> Any {
        guard slot.pointee.kind == .instance else { return slot.pointee.strong }
        let strong = UnsafeRawPointer(slot) + MemoryLayout<AssociationSlot>.offset(of: \.strong).unsafelyUnwrapped
        _ = Unmanaged<AnyObject>.fromOpaque(strong.load(as: UnsafeRawPointer.self)).retain()
        // Overwritten in place: the placeholder needs no release.
        var copy = weakPlaceholder
        // Typed, so that the `Any` is not opened (to its placeholder's empty tuple).
        withUnsafeMutablePointer(to: &copy) { (copy: UnsafeMutablePointer<Any>) in
            UnsafeMutableRawPointer(copy).copyMemory(from: strong, byteCount: MemoryLayout<Any>.size)
        }
        return copy
    }

    /// The value a weak slot holds, nil once it is gone. Out of line: the strong read stays small
    /// enough to inline.
    @inline(never)
    static func weakValue(of slot: UnsafeMutablePointer<AssociationSlot>) -> Any? {
        slot.pointee.referent.map { $0 as Any }
    }

    /// Swaps `value` with the value `slot` holds strongly, word for word: an existential is
    /// moved by copying its words, so this is `swap` without its three outlined moves.
    @inline(__always)
    static func exchange(_ value: inout Any, withStrongValueOf slot: UnsafeMutablePointer<AssociationSlot>) {
        typealias Words = (UInt, UInt, UInt, UInt)
        let strong = UnsafeMutableRawPointer(slot) + MemoryLayout<AssociationSlot>.offset(of: \.strong).unsafelyUnwrapped
        withUnsafeMutablePointer(to: &value) { (value: UnsafeMutablePointer<Any>) in
            let incoming = UnsafeMutableRawPointer(value).load(as: Words.self)
            UnsafeMutableRawPointer(value).storeBytes(of: strong.load(as: Words.self), as: Words.self)
            strong.storeBytes(of: incoming, as: Words.self)
        }
    }

    /// What `strong` holds when the slot holds no value strongly: an empty tuple, which needs no
    /// box and whose release does nothing.
    static var weakPlaceholder: Any { () }
}
