import DynamicRuntime

/// Dependent keys: a key whose value derives from others (`fullName` from `firstName` and
/// `lastName`) notifies when they change, as its class's `keyPathsForValuesAffectingValueForKey:`
/// says.
///
/// While a key has observers of its own, its object watches every key path that affects it —
/// transitively, see ``AffectingKeyPaths/closure(of:in:)`` — on itself with a
/// ``DependencyForwarder`` that turns their prior and after notifications into a will / did
/// change of the key they affect, so its old and new values are read around the real change. A
/// path found through another derived key announces that key, not the observed one: `derived`
/// depending on `selected.score`, and `selected` on `holder.node`, a change of `holder.node` is a
/// change of `selected`, which moves the observation of `selected.score` to the new node and
/// so reaches `derived` — announcing `derived` alone would leave `selected.score` watching the
/// node it started on, or none. A path found through several derived keys announces each of
/// them, for the same reason. These forwarders' registrations never watch dependencies
/// themselves, so keys that depend on each other cannot keep each other watched: a key's
/// forwarders go with its last own observer.
///
/// In a cycle (two keys that depend on each other, both observed), a change comes back round to
/// the key that started it: a forwarded will of a key already changing on this thread joins that
/// change instead of nesting in it (see ``PendingChanges/Entry/forwarded``), so each set tells
/// each key's observers once.
final class DependencyForwarder: RuntimeObject, @unchecked Sendable {
    weak var object: RuntimeObject?
    let key: String

    init(object: RuntimeObject, key: String) {
        self.object = object
        self.key = key
    }

    static let forward = KeyValueObserverMethods.observeValue.override(in: DependencyForwarder.self) { forwarder, arguments in
        guard let object = forwarder.object, let table = ObservationTable.existing(on: object) else { return }
        if arguments.2.isPrior {
            table.willChange(object, key: forwarder.key, forwarded: true)
        } else {
            table.didChange(object, key: forwarder.key, forwarded: true)
        }
    }
    override class var runtimeMembers: [any RuntimeMember] { [forward] }
}

extension RuntimeObject {
    /// Starts watching what affects `key`, for its first observer of its own.
    func watchDependencies(of key: String, in table: ObservationTable) {
        let paths = AffectingKeyPaths.closure(of: key, in: self)
        guard !paths.isEmpty else { return }
        let forwarders = paths.compactMap { path, affected -> (DependencyForwarder, String)? in
            let forwarder = DependencyForwarder(object: self, key: affected)
            guard (try? registerObserver(forwarder, forKeyPath: path, options: .prior, context: nil)) != nil else { return nil }
            return (forwarder, path)
        }
        // The key's last own observer may have gone meanwhile, on another thread: then nobody
        // keeps these, so they go now.
        if !table.setDependencies(forwarders, of: key) { unwatch(forwarders) }
    }

    /// Stops watching what affected a key, after its last own observer.
    func unwatch(_ dependencies: [(DependencyForwarder, String)]) {
        for (forwarder, path) in dependencies {
            try? unregisterObserver(forwarder, forKeyPath: path, context: nil)
        }
    }
}

/// What each class answers to `keyPathsForValuesAffectingValueForKey:`, asked once per class
/// and key, as Apple's caches it: registering an observer asks again on every first
/// registration of a key.
enum AffectingKeyPaths {
    private struct Question: Hashable {
        let cls: ObjectIdentifier
        let key: String

        /// The class and the key's length, not its characters: hashing a string costs more
        /// than the lookup, and questions that collide are still told apart by `==`.
        func hash(into hasher: inout Hasher) {
            hasher.combine(cls)
            hasher.combine(key.utf8.count)
        }
    }

    /// Behind a lock of their own: the class is asked outside it.
    private static let answers = Locked([Question: Set<String>](), guardedBy: SpinLock())

    /// The key paths affecting `key` of `object`, by its reported class's answer.
    static func of(_ key: String, in object: RuntimeObject) -> Set<String> {
        let question = Question(cls: ObjectIdentifier(object.reportedClass), key: key)
        if let answer = answers.withLock({ $0[question] }) { return answer }
        // Asked outside the lock: the class method is user code.
        let answer = KeyValueObserverMethods.keyPathsForValuesAffecting.send(to: object.dispatchClass, key)
        answers.withLock { $0[question] = answer }
        return answer
    }

    /// Every key path whose change changes `key` of `object`, each with a key it affects
    /// directly, sorted: those its class names (affecting `key`), and transitively those
    /// affecting each of their first keys on the same object (affecting that key, whose change
    /// reaches `key` through the path naming it). A path through `key` itself is left out — the
    /// key's own changes already notify — which is where a cycle of dependencies stops. A path
    /// affecting several of these keys comes once for each: every one of them leads a path to
    /// move when it changes (`selected` and `aliased` both on `holder.node`, GNUstep's
    /// visitedAliasCollision), and their forwarded changes of `key` join into one.
    static func closure(of key: String, in object: RuntimeObject) -> [(path: String, affected: String)] {
        let direct = of(key, in: object)
        // Most keys depend on nothing: no sets are made for them.
        guard !direct.isEmpty else { return [] }
        var pairs: [(path: String, affected: String)] = [], visited: Set<String> = [key], pending: [String] = []
        // Each key is visited once, so no pair comes twice.
        func visit(_ affecting: Set<String>, of affected: String) {
            for path in affecting {
                let first = Observation.firstKey(of: path)
                guard first != key else { continue }
                pairs.append((path, affected))
                if visited.insert(first).inserted { pending.append(first) }
            }
        }
        visit(direct, of: key)
        while let next = pending.popLast() { visit(of(next, in: object), of: next) }
        // Sorted, so forwarders register (and so hear a change) in the same order in every run.
        return pairs.sorted { ($0.path, $0.affected) < ($1.path, $1.affected) }
    }
}
