/// The runtime's process-wide state: one lock that serialises every change to classes and
/// method lists, and the graveyard.
///
/// Senders never take the lock on a cache hit. Because they read method lists, caches and
/// implementations without it, nothing they might still be reading is freed while they might:
/// a cache table, method, hook list or implementation that is replaced is retired. What a class
/// shared by many objects retires goes to the graveyard and lives for the rest of the process
/// (objc4 keeps implementations forever too, but those are code; here an implementation is a
/// closure, so a reverted class hook's body and its captures stay alive: capture weakly what must
/// be able to go). What a per-object hook class retires is kept by that class and freed with it
/// when its object dies: only sends to that object read it, and none can be in flight once the
/// object is being deinitialised.
@usableFromInline
enum Runtime {
    /// Serialises class creation, method-list changes, cache fills and hook bookkeeping.
    static let lock = RuntimeLock()

    nonisolated(unsafe) private static var graveyard: [AnyObject] = []
    nonisolated(unsafe) private static var buried: Set<ObjectIdentifier> = []

    /// Keeps `object` alive as long as a lock-free reader of `owner`'s methods may hold it: with
    /// `owner` when it is a per-object hook class, else for good. Call with `lock` held.
    static func retire(_ object: AnyObject, keptBy owner: RuntimeClass) {
        guard owner.hookedObject != nil else { return retire(object) }
        owner.retired.append(object)
    }

    /// Keeps `object` alive for good, because a lock-free reader may still hold it.
    /// Call with `lock` held.
    static func retire(_ object: AnyObject) {
        if buried.insert(ObjectIdentifier(object)).inserted {
            graveyard.append(object)
        }
    }
}
