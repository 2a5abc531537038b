import Synchronization

/// A class's lock-free method cache: an open-addressed table from method key to method.
///
/// Readers probe without a lock; a fill (with `Runtime.lock` held) writes an empty slot with a
/// releasing store, so a reader sees either nothing or a complete method. Entries are never
/// removed: invalidation publishes a new table and retires the old one, which racing readers may
/// still be probing. Because entries are methods rather than implementations, swapping
/// implementations does not touch the cache at all.
///
/// The mask and the slots are stored in the cache object itself (a `ManagedBuffer`), so a probe
/// reads both at fixed offsets from the cache's address: no load of a slots pointer between the
/// cache and its slot, one dependent load less on every send. The slots hold methods unretained:
/// a removed method is retired only after every cache that may hold it. Shared between threads
/// without being `Sendable` (`ManagedBuffer` is not): its slots are atomics, its mask never
/// changes and its count is guarded by `Runtime.lock`.
@usableFromInline
final class MethodCache: ManagedBuffer<MethodCache.Header, AtomicReference<RuntimeMethod, Unretained>> {
    @usableFromInline
    struct Header {
        /// The number of slots less one (a power of two less one).
        @usableFromInline let mask: Int
        /// Filled slots; guarded by `Runtime.lock`, written through `countField`.
        var count: Int
    }

    /// An empty cache of `capacity` slots, a power of two.
    static func make(capacity: Int) -> MethodCache {
        let buffer = create(minimumCapacity: capacity) { _ in Header(mask: capacity - 1, count: 0) }
        let cache = unsafeDowncast(buffer, to: MethodCache.self)
        cache.withUnsafeMutablePointerToElements { slots in
            for index in 0..<capacity { (slots + index).initialize(to: AtomicReference()) }
        }
        return cache
    }

    deinit {
        _ = withUnsafeMutablePointers { header, slots in
            slots.deinitialize(count: header.pointee.mask + 1)
        }
    }

    /// The number of slots less one.
    var mask: Int { withUnsafeMutablePointerToHeader { $0.pointee.mask } }

    /// Filled slots; `Runtime.lock` held. Written through the field's own address: a write
    /// through the header's `pointee` is an access of the whole header, whose mask probes read
    /// without the lock.
    private var countField: UnsafeMutablePointer<Int> {
        withUnsafeMutablePointerToHeader { $0.pointer(to: \.count).unsafelyUnwrapped }
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
        // Through the pointers, not `header`: the property's exclusivity check would cost a call.
        withUnsafeMutablePointers { header, slots in
            let mask = header.pointee.mask
            var index = MethodCache.index(of: keyBits, mask: mask)
            while true {
                guard let method = slots[index].borrowed() else { return nil }
                if method._withUnsafeGuaranteedRef({ $0.keyBits == keyBits }) { return method }
                index = (index &+ 1) & mask
            }
        }
    }

    /// Whether one more entry keeps the table at most three quarters full.
    var hasRoom: Bool { (countField.pointee + 1) * 4 <= (mask + 1) * 3 }

    /// Whether any method is cached; `Runtime.lock` held.
    var isEmpty: Bool { countField.pointee == 0 }

    /// Records `method` under its own key. Call with `Runtime.lock` held and `hasRoom` true.
    func insert(_ method: RuntimeMethod) {
        Runtime.lock.assertHeld()
        let mask = mask
        withUnsafeMutablePointerToElements { slots in
            var index = MethodCache.index(of: method.keyBits, mask: mask)
            while slots[index].borrowed() != nil {
                index = (index + 1) & mask
            }
            slots[index].store(method)
        }
        countField.pointee += 1
    }

    /// Every method cached, for growing into a larger table.
    func forEachMethod(_ body: (RuntimeMethod) -> Void) {
        withUnsafeMutablePointers { header, slots in
            for index in 0...header.pointee.mask {
                if let method = slots[index].load() { body(method) }
            }
        }
    }
}
