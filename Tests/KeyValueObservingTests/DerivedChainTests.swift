import DynamicRuntime
import KeyValueObserving
import Testing

/// A chain of derived keys: `derived` depends on `selected.score` and `selected.leaf.flag`,
/// `selected` and `aliased` on `holder.node`, `crossed` on `selected.leaf.flag` and
/// `aliased.score`, and a node's `score` on `leaf.value` (GNUstep's branchVisitedScope and
/// visitedAliasCollision shapes).
final class ChainLeaf: RuntimeObject {
    private var storedValue = 0, storedFlag = false
    static let value = DeclaredProperty("value", of: ChainLeaf.self, get: { $0.storedValue }, set: { $0.storedValue = $1 })
    static let flag = DeclaredProperty("flag", of: ChainLeaf.self, get: { $0.storedFlag }, set: { $0.storedFlag = $1 })
    override class var runtimeMembers: [any RuntimeMember] { [value, flag] }
    var value: Int { get { ChainLeaf.value.get(self) } set { ChainLeaf.value.set(self, newValue) } }
    var flag: Bool { get { ChainLeaf.flag.get(self) } set { ChainLeaf.flag.set(self, newValue) } }
}

final class ChainNode: RuntimeObject {
    private var storedLeaf: ChainLeaf?
    static let leaf = DeclaredProperty("leaf", of: ChainNode.self, get: { $0.storedLeaf }, set: { $0.storedLeaf = $1 })
    static let score = DeclaredProperty(readOnly: "score", of: ChainNode.self) { ($0.leaf?.value ?? 0) * 10 }
    static let scoreDependencies = DeclaredMethod(classMethod: KeyValueObserverMethods.keyPathsForValuesAffecting("score").name,
                                                  of: ChainNode.self) { (_, _: ()) -> Set<String> in ["leaf.value"] }
    override class var runtimeMembers: [any RuntimeMember] { [leaf, score, scoreDependencies] }
    var leaf: ChainLeaf? { get { ChainNode.leaf.get(self) } set { ChainNode.leaf.set(self, newValue) } }
}

final class ChainHolder: RuntimeObject {
    private var storedNode: ChainNode?
    static let node = DeclaredProperty("node", of: ChainHolder.self, get: { $0.storedNode }, set: { $0.storedNode = $1 })
    override class var runtimeMembers: [any RuntimeMember] { [node] }
    var node: ChainNode? { get { ChainHolder.node.get(self) } set { ChainHolder.node.set(self, newValue) } }
}

final class ChainRoot: RuntimeObject {
    private var storedHolder: ChainHolder?
    static let holder = DeclaredProperty("holder", of: ChainRoot.self, get: { $0.storedHolder }, set: { $0.storedHolder = $1 })
    static let selected = DeclaredProperty(readOnly: "selected", of: ChainRoot.self) { $0.holder?.node }
    static let derived = DeclaredProperty(readOnly: "derived", of: ChainRoot.self) { root -> String in
        "\(root.selected.map { ChainNode.score.get($0) } ?? -1) \(root.selected?.leaf?.flag ?? false)"
    }
    static let aliased = DeclaredProperty(readOnly: "aliased", of: ChainRoot.self) { $0.holder?.node }
    static let crossed = DeclaredProperty(readOnly: "crossed", of: ChainRoot.self) { root -> String in
        "\(ChainRoot.aliased.get(root).map { ChainNode.score.get($0) } ?? -1) \(root.selected?.leaf?.flag ?? false)"
    }
    static func affecting(_ key: String, _ paths: Set<String>) -> any RuntimeMember {
        DeclaredMethod(classMethod: KeyValueObserverMethods.keyPathsForValuesAffecting(key).name, of: ChainRoot.self) { (_, _: ()) -> Set<String> in paths }
    }
    override class var runtimeMembers: [any RuntimeMember] {
        [holder, selected, derived, aliased, crossed, affecting("selected", ["holder.node"]), affecting("aliased", ["holder.node"]),
         affecting("derived", ["selected.score", "selected.leaf.flag"]), affecting("crossed", ["selected.leaf.flag", "aliased.score"])]
    }
    var holder: ChainHolder? { get { ChainRoot.holder.get(self) } set { ChainRoot.holder.set(self, newValue) } }
    var selected: ChainNode? { ChainRoot.selected.get(self) }
}

@Suite struct DerivedChainTests {
    /// `crossed` reaches the node through both aliases: each must follow it (visitedAliasCollision).
    @Test("registered while the chain is broken, then attached: each later change beneath notifies once",
          arguments: ["derived", "crossed"])
    func registeredBeforeAttaching(key: String) {
        let root = ChainRoot(), holder = ChainHolder(), observer = KvObserver()
        root.holder = holder
        root.addObserver(observer, forKeyPath: key, options: [.new])
        let leaf = ChainLeaf(), node = ChainNode()
        node.leaf = leaf
        holder.node = node
        #expect(observer.changes.map { $0.newValue as? String } == ["0 false"])
        leaf.value = 5
        #expect(observer.changes.map { $0.newValue as? String } == ["0 false", "50 false"])
        leaf.flag = true
        #expect(observer.changes.map { $0.newValue as? String } == ["0 false", "50 false", "50 true"])
        root.removeObserver(observer, forKeyPath: key)
    }

    @Test("registered with the chain whole: each change beneath notifies once")
    func registeredAfterAttaching() {
        let root = ChainRoot(), holder = ChainHolder(), leaf = ChainLeaf(), node = ChainNode(), observer = KvObserver()
        node.leaf = leaf
        holder.node = node
        root.holder = holder
        root.addObserver(observer, forKeyPath: "derived", options: [.new])
        leaf.value = 5
        leaf.flag = true
        #expect(observer.changes.map { $0.newValue as? String } == ["50 false", "50 true"])
        root.removeObserver(observer, forKeyPath: "derived")
    }

    @Test("two derived keys aliasing one node, both observed, registered before attaching: each hears its changes")
    func aliasedNodes() {
        let root = ChainRoot(), holder = ChainHolder(), derived = KvObserver(), aliased = KvObserver()
        root.holder = holder
        root.addObserver(derived, forKeyPath: "derived", options: [.new])
        root.addObserver(aliased, forKeyPath: "aliased.leaf.value", options: [.new])
        let leaf = ChainLeaf(), node = ChainNode()
        node.leaf = leaf
        holder.node = node
        leaf.value = 7
        #expect(derived.changes.map { $0.newValue as? String } == ["0 false", "70 false"])
        #expect(aliased.changes.map { $0.newValue as? Int } == [0, 7])
        root.removeObserver(derived, forKeyPath: "derived")
        root.removeObserver(aliased, forKeyPath: "aliased.leaf.value")
    }
}
