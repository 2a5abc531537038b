/// The runtime's process-wide state: one lock that serialises every change to classes and
/// method lists, and the graveyard.
///
/// Senders never take the lock on a cache hit. Because they read method lists, caches and
/// implementations without it, nothing they might still be reading is ever freed: a cache table,
/// method, hook list or implementation that is replaced goes to the graveyard and lives for the
/// rest of the process. objc4 keeps implementations forever too, but those are code; here an
/// implementation is a closure, so a hook's body and everything it captures stay alive after
/// `revert()` and after a hooked object dies, because a call in flight may still run them. So every
/// change keeps what it replaced for good: a hook should capture weakly what must be able to go.
@usableFromInline
enum Runtime {
    /// Serialises class creation, method-list changes, cache fills and hook bookkeeping.
    static let lock = RuntimeLock()

    nonisolated(unsafe) private static var graveyard: [AnyObject] = []
    nonisolated(unsafe) private static var buried: Set<ObjectIdentifier> = []

    /// Keeps `object` alive for good, because a lock-free reader may still hold it.
    /// Call with `lock` held.
    static func retire(_ object: AnyObject) {
        if buried.insert(ObjectIdentifier(object)).inserted {
            graveyard.append(object)
        }
    }
}
