import DynamicRuntime
import Synchronization

/// One registration: an observer, a key path, options and a context.
///
/// The observer is not retained (Apple's observers are not either) and reads nil once its
/// deinit has begun, as a weak reference would, but is matched by identity, so an object can
/// still remove itself from inside its own `deinit`.
final class Observation: @unchecked Sendable {
    private let observerReference: UnretainedReference<RuntimeObject>
    /// The observer, retained, unless its deinit has begun.
    var observer: RuntimeObject? { observerReference.load() }
    let observerID: ObjectIdentifier
    let keyPath: String
    /// The first key of the path: the one whose changes notify directly.
    let key: String
    /// The rest of the path, observed on the value of `key` by a forwarder; nil for one key.
    let rest: String?
    let options: KeyValueObservingOptions
    let context: UnsafeMutableRawPointer?
    /// Set when removed; a delivery in flight on another thread reads it without the lock
    /// and skips the registration.
    private let removed = Atomic<Bool>(false)
    var isRemoved: Bool { removed.load(ordering: .acquiring) }
    func markRemoved() { removed.store(true, ordering: .releasing) }
    /// For a key path: what watches the rest of it on the current value of `key`.
    var forwarder: KeyPathForwarder?
    /// Whether the observer is a ``DependencyForwarder``: such a registration watches what
    /// affects another key, and is not one of its key's own (it watches no dependencies).
    let isDependency: Bool
    /// For the typed API: a ``TypedChangeHandler`` a notifying setter of the matching value type
    /// calls with typed values, instead of sending the observer a type-erased change.
    let typedHandler: AnyObject?

    init(observer: RuntimeObject, keyPath: String, options: KeyValueObservingOptions, context: UnsafeMutableRawPointer?,
         typedHandler: AnyObject? = nil) {
        observerReference = UnretainedReference(observer)
        observerID = ObjectIdentifier(observer)
        self.keyPath = keyPath
        let dot = Self.firstDot(in: keyPath)
        key = dot.map { String(keyPath[..<$0]) } ?? keyPath
        rest = dot.map { String(keyPath[keyPath.utf8.index(after: $0)...]) }
        self.options = options
        self.context = context
        self.typedHandler = typedHandler
        isDependency = observer is DependencyForwarder
    }

    /// The first key of `keyPath`: the whole of it when it has no dot.
    static func firstKey(of keyPath: String) -> String {
        firstDot(in: keyPath).map { String(keyPath[..<$0]) } ?? keyPath
    }

    /// Where the first dot of `keyPath` is, found by its byte (a `Character` search would
    /// break the string into graphemes).
    private static func firstDot(in keyPath: String) -> String.Index? {
        keyPath.firstIndex(ofASCII: UInt8(ascii: "."))
    }
}

/// Watches the rest of a key path on an intermediate object and passes its changes on as
/// changes of the whole path, to the registration it belongs to. Moved to the new intermediate
/// when the first key changes, so a detached intermediate no longer notifies.
final class KeyPathForwarder: RuntimeObject, @unchecked Sendable {
    weak var root: RuntimeObject?
    unowned let observation: Observation
    /// Serialises the moves and the removal's detach: a removal on another thread between a
    /// move's check and its registration would otherwise detach nothing and leave the new
    /// registration behind. Taken before the registration lock, never inside it.
    private let moving = RuntimeLock()
    /// The intermediate object currently watched; guarded by `moving`.
    private weak var target: RuntimeObject?

    init(root: RuntimeObject, observation: Observation) {
        self.root = root
        self.observation = observation
    }

    static let forward = KeyValueObserverMethods.observeValue.override(in: KeyPathForwarder.self) { forwarder, arguments in
        guard let root = forwarder.root else { return }
        ObservationTable.deliver(arguments.2, for: forwarder.observation, of: root)
    }
    override class var runtimeMembers: [any RuntimeMember] { [forward] }

    /// Watches the rest of the path on `target` (nothing if it is nil or not an object) instead
    /// of the current target, unless the registration is gone: a change can remove it while it is
    /// being delivered — through a cycle, `a.friend = a` observed as `friend.friend.name` — and
    /// moving it afterwards would register a forwarder nothing removes (found by fuzzing).
    func move(to target: Any?) {
        moving.withLock {
            detachLocked()
            guard !observation.isRemoved, let target = target as? RuntimeObject, let rest = observation.rest else { return }
            self.target = target
            try? target.registerObserver(self, forKeyPath: rest, options: observation.options.subtracting(.initial), context: nil)
        }
    }

    /// Stops watching the current target, for good once the registration is marked removed.
    func detach() {
        moving.withLock { detachLocked() }
    }

    private func detachLocked() {
        moving.assertHeld()
        if let target, let rest = observation.rest { try? target.unregisterObserver(self, forKeyPath: rest, context: nil) }
        target = nil
    }
}
