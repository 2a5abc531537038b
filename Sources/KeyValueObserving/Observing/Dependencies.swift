import DynamicRuntime

/// Dependent keys: a key whose value derives from others (`fullName` from `firstName` and
/// `lastName`) notifies when they change, as its class's `keyPathsForValuesAffectingValueForKey:`
/// says.
///
/// While a key has observers, its object watches each affecting key path on itself with a
/// ``DependencyForwarder`` that turns their prior and after notifications into
/// `willChangeValue` / `didChangeValue` of the key, so its old and new values are read around
/// the real change. Affecting paths are observed like any other, so dependencies follow
/// transitively and through sub-paths; forwarders are shared per key and counted, so a cycle of
/// dependencies stops where a key is already watched.
final class DependencyForwarder: RuntimeObject, @unchecked Sendable {
    weak var object: RuntimeObject?
    let key: String

    init(object: RuntimeObject, key: String) {
        self.object = object
        self.key = key
    }

    static let forward = KeyValueObserverMethods.observeValue.override(in: DependencyForwarder.self) { forwarder, arguments in
        guard let object = forwarder.object else { return }
        if arguments.2.isPrior {
            object.willChangeValue(forKey: forwarder.key)
        } else {
            object.didChangeValue(forKey: forwarder.key)
        }
    }
    override class var runtimeMembers: [any RuntimeMember] { [forward] }
}

extension RuntimeObject {
    /// Starts watching what affects `key`, for its first observer. A path leading back to a key
    /// whose dependencies are being set up on this object is skipped: that is a cycle, and
    /// watching it would nest a `willChangeValue` that no `didChangeValue` could unwind.
    func watchDependencies(of key: String, in table: ObservationTable) {
        let affecting = AffectingKeyPaths.of(key, in: self)
        guard !affecting.isEmpty else { return }
        let expanding = DependencyExpansion.inProgress.union([DependencyExpansion.mark(self, key)])
        let paths = affecting.filter { !expanding.contains(DependencyExpansion.mark(self, String($0.prefix { $0 != "." }))) }
        let forwarders = DependencyExpansion.$inProgress.withValue(expanding) {
            paths.sorted().compactMap { path -> (DependencyForwarder, String)? in
                let forwarder = DependencyForwarder(object: self, key: key)
                guard (try? addObserver(forwarder, forKeyPath: path, options: .prior)) != nil else { return nil }
                return (forwarder, path)
            }
        }
        table.setDependencies(forwarders, of: key)
    }

    /// Stops watching what affected a key, after its last observer.
    func unwatch(_ dependencies: [(DependencyForwarder, String)]) {
        for (forwarder, path) in dependencies {
            try? removeObserver(forwarder, forKeyPath: path)
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
    }

    private static let lock = RuntimeLock()
    @exclusivity(unchecked) nonisolated(unsafe) private static var answers: [Question: Set<String>] = [:]

    /// The key paths affecting `key` of `object`, by its reported class's answer.
    static func of(_ key: String, in object: RuntimeObject) -> Set<String> {
        let question = Question(cls: ObjectIdentifier(object.reportedClass), key: key)
        if let answer = lock.withLock({ answers[question] }) { return answer }
        // Asked outside the lock: the class method is user code.
        let answer = KeyValueObserverMethods.keyPathsForValuesAffecting.send(to: object.dispatchClass, key)
        lock.withLock { answers[question] = answer }
        return answer
    }
}

/// The keys whose dependencies are being set up by the current registration, as
/// `object:key` marks.
enum DependencyExpansion {
    @TaskLocal static var inProgress: Set<String> = []

    static func mark(_ object: RuntimeObject, _ key: String) -> String {
        "\(ObjectIdentifier(object).hashValue):\(key)"
    }
}
