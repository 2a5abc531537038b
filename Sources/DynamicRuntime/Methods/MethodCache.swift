import Synchronization

/// A class's lock-free method cache: an open-addressed table from method key to method.
///
/// Readers probe without a lock; a fill (with `Runtime.lock` held) writes an empty slot with a
/// releasing store, so a reader sees either nothing or a complete method. Entries are never
/// removed: invalidation publishes a new table and retires the old one, which racing readers may
/// still be probing. Because entries are methods rather than implementations, swapping
/// implementations does not touch the cache at all.
@usableFromInline
final class MethodCache: @unchecked Sendable {
    @usableFromInline
    let mask: Int
    /// Methods unretained: a removed method is retired only after every cache that may hold it.
    @usableFromInline
    let slots: UnsafeMutablePointer<AtomicReference<RuntimeMethod, Unretained>>
    /// Filled slots; guarded by `Runtime.lock`.
    private(set) var count = 0

    init(capacity: Int) {
        mask = capacity - 1
        slots = .allocate(capacity: capacity)
        for index in 0..<capacity {
            (slots + index).initialize(to: AtomicReference())
        }
    }

    deinit {
        slots.deinitialize(count: mask + 1)
        slots.deallocate()
    }

    /// Where probing for a key starts: keys are 16-byte-aligned immortal objects, so their
    /// address bits above the alignment are hash enough — keys made one after another, as a
    /// class's selectors mostly are, take distinct slots — and one shift is all a probe computes
    /// (mixing in higher bits cost a send three instructions more).
    @inlinable @inline(__always)
    static func index(of keyBits: UInt, mask: Int) -> Int {
        Int(truncatingIfNeeded: keyBits >> 4) & mask
    }

    /// The cached method for the key at `keyBits`, unretained (a removed method is retired after
    /// every cache holding it is, so it outlives the caller's read section).
    @inlinable @inline(__always)
    func method(forKeyBits keyBits: UInt) -> Unmanaged<RuntimeMethod>? {
        var index = MethodCache.index(of: keyBits, mask: mask)
        while true {
            guard let method = slots[index].borrowed() else { return nil }
            if method._withUnsafeGuaranteedRef({ $0.keyBits == keyBits }) { return method }
            index = (index &+ 1) & mask
        }
    }

    /// Whether one more entry keeps the table at most three quarters full.
    var hasRoom: Bool { (count + 1) * 4 <= (mask + 1) * 3 }

    /// Records `method` under its own key. Call with `Runtime.lock` held and `hasRoom` true.
    func insert(_ method: RuntimeMethod) {
        var index = MethodCache.index(of: method.keyBits, mask: mask)
        while slots[index].borrowed() != nil {
            index = (index + 1) & mask
        }
        slots[index].store(method)
        count += 1
    }

    /// Every method cached, for growing into a larger table.
    func forEachMethod(_ body: (RuntimeMethod) -> Void) {
        for index in 0...mask {
            if let method = slots[index].load() { body(method) }
        }
    }
}
