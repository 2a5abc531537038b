/// The runtime's process-wide state: one lock that serialises every change to classes and
/// method lists.
///
/// Senders never take the lock on a cache hit. Because they read method lists, caches and
/// implementations without it, what a change replaces is retired rather than freed, and
/// ``Reclamation`` releases it once no read section can still be using it.
@usableFromInline
enum Runtime {
    /// Serialises class creation, method-list changes, cache fills and hook bookkeeping.
    static let lock = RuntimeLock()
}
