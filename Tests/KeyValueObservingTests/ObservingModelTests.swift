import DynamicRuntime
import KeyValueObserving
import SwizzleKitTesting
import Testing

/// Key-value observing against a reference model: random operations on a graph of the derived
/// chain fixtures (`DerivedChainTests`) — attaching and detaching nodes and leaves, setting
/// values, adding and removing observers of key paths through derived keys — and after each set,
/// every observer's notifications compared with what the model says: one notification exactly
/// when the set touched something the observed path depends on, as the graph stood before it,
/// carrying the path's new value.
@Suite struct ObservingModelTests {
    /// What each key of each class depends on (the fixtures' `keyPathsForValuesAffecting…`).
    /// `selected` and `aliased` alias one path; `crossed` depends through both.
    static let dependencies: [String: [String]] = ["selected": ["holder.node"], "aliased": ["holder.node"],
                                                   "derived": ["selected.score", "selected.leaf.flag"],
                                                   "crossed": ["selected.leaf.flag", "aliased.score"], "score": ["leaf.value"]]


    /// The value of `key` of `object`, read through key-value coding.
    static func value(_ object: RuntimeObject, _ key: String) -> Any? {
        (try? object.codedValue(forKey: key)).flatMap { $0 }
    }

    /// The (object, key) pairs a change of which changes `path` of `object`, as the graph stands:
    /// each key along the path, what each derived key depends on, and the rest of the path on
    /// the value found.
    static func watched(_ object: RuntimeObject, _ path: String) -> Set<Watch> {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        let key = parts[0]
        var result: Set<Watch> = [Watch(object, key)]
        for dependency in dependencies[key] ?? [] { result.formUnion(watched(object, dependency)) }
        if parts.count > 1, let next = value(object, key) as? RuntimeObject { result.formUnion(watched(next, parts[1])) }
        return result
    }

    struct Watch: Hashable {
        let object: ObjectIdentifier
        let key: String
        init(_ object: RuntimeObject, _ key: String) { (self.object, self.key) = (ObjectIdentifier(object), key) }
    }

    /// The path's value as a comparable description.
    static func describe(_ value: Any?) -> String {
        switch value {
        case let object as RuntimeObject: "object \(ObjectIdentifier(object).hashValue)"
        case let value?: "\(value)"
        case nil: "nil"
        }
    }

    @Test("random attaches, detaches, sets and registrations: every observer told exactly what the model says",
          arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func againstTheModel(seed: UInt64) throws {
        var random = SplitMix(state: seed)
        let root = ChainRoot(), holder = ChainHolder()
        root.holder = holder
        let nodes = (0..<3).map { _ in ChainNode() }, leaves = (0..<3).map { _ in ChainLeaf() }
        let paths = ["derived", "crossed", "selected.score", "aliased.leaf.value", "aliased.score", "holder.node.leaf.flag",
                     "selected", "selected.leaf"]
        var observers: [(observer: KvObserver, path: String)] = []
        var log: [String] = []
        defer { for (observer, path) in observers { root.removeObserver(observer, forKeyPath: path) } }
        for _ in 0..<150 {
            let operation = Int.random(in: 0..<10, using: &random)
            if operation == 0 || observers.isEmpty {
                let path = paths.randomElement(using: &random)!
                let observer = KvObserver()
                root.addObserver(observer, forKeyPath: path, options: [.new])
                observers.append((observer, path))
                log.append("observe \(path)")
                continue
            }
            if operation == 1 {
                let (observer, path) = observers.remove(at: Int.random(in: 0..<observers.count, using: &random))
                root.removeObserver(observer, forKeyPath: path)
                log.append("unobserve \(path)")
                continue
            }
            // A set: what the model expects, from the graph as it stands before it.
            let target: RuntimeObject, key: String, apply: () -> Void
            switch operation {
            case 2, 3:
                let node = Bool.random(using: &random) ? nodes.randomElement(using: &random) : nil
                (target, key, apply) = (holder, "node", { holder.node = node })
            case 4, 5:
                let node = nodes.randomElement(using: &random)!, leaf = Int.random(in: 0..<4, using: &random) == 0 ? nil : leaves.randomElement(using: &random)
                (target, key, apply) = (node, "leaf", { node.leaf = leaf })
            case 6, 7:
                let leaf = leaves.randomElement(using: &random)!, value = Int.random(in: 0..<5, using: &random)
                (target, key, apply) = (leaf, "value", { leaf.value = value })
            default:
                let leaf = leaves.randomElement(using: &random)!
                (target, key, apply) = (leaf, "flag", { leaf.flag.toggle() })
            }
            let touched = Watch(target, key)
            let expected = observers.map { Self.watched(root, $0.path).contains(touched) }
            let before = observers.map(\.observer.received.count)
            apply()
            log.append("set \(key)")
            for (index, (observer, path)) in observers.enumerated() {
                let notified = observer.received.count - before[index]
                #expect(notified == (expected[index] ? 1 : 0), "seed \(seed), observing \(path), after \(log.suffix(12))")
                if notified == 1 {
                    let now = (try? root.codedValue(forKeyPath: path)).flatMap { $0 }
                    #expect(Self.describe(observer.changes.last?.newValue) == Self.describe(now), "seed \(seed), \(path)'s new value")
                }
            }
        }
    }
}
