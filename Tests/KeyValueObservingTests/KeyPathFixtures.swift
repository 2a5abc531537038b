import DynamicRuntime
import KeyValueObserving

// Key-path observation fixtures, in both ways of declaring the table.

/// `KvPerson` declares its key paths in a constrained extension, rooted at the generic `Self`:
/// its subclasses (`KvDerived`, `KvLenient`) inherit them, and add none.
extension KvPerson: KeyPathObservable {}

extension KeyPathObservable where Self: KvPerson {
    static var observableKeyPaths: [ObservableKeyPath] {
        [.property(\Self.name, KvPerson.name), .property(\Self.nickname, KvPerson.nickname),
         .property(\Self.age, KvPerson.age), .property(\Self.friend, KvPerson.friend)]
    }
}

/// Declares its key paths in a `class var`, built by a generic function called with `Self.self`,
/// so that `KpSquare` can add its own.
class KpShape: RuntimeObject, KeyPathObservable {
    private var storedColor = "black"
    static let color = DeclaredProperty("color", of: KpShape.self, get: { $0.storedColor }, set: { $0.storedColor = $1 })
    override class var runtimeMembers: [any RuntimeMember] { [color] }

    var color: String {
        get { KpShape.color.get(self) }
        set { KpShape.color.set(self, newValue) }
    }

    class var observableKeyPaths: [ObservableKeyPath] { shapeKeyPaths(rootedAt: Self.self) }
    private static func shapeKeyPaths<Root: KpShape>(rootedAt _: Root.Type) -> [ObservableKeyPath] {
        [.property(\Root.color, KpShape.color)]
    }
}

/// Adds `side` to the key paths it inherits from `KpShape`.
final class KpSquare: KpShape {
    private var storedSide = 1
    static let side = DeclaredProperty("side", of: KpSquare.self, get: { $0.storedSide }, set: { $0.storedSide = $1 })
    override class var runtimeMembers: [any RuntimeMember] { [side] }

    var side: Int {
        get { KpSquare.side.get(self) }
        set { KpSquare.side.set(self, newValue) }
    }

    override class var observableKeyPaths: [ObservableKeyPath] {
        super.observableKeyPaths + squareKeyPaths(rootedAt: Self.self)
    }
    private static func squareKeyPaths<Root: KpSquare>(rootedAt _: Root.Type) -> [ObservableKeyPath] {
        [.property(\Root.side, KpSquare.side)]
    }
}

/// Misdeclared: its key paths are rooted at the class itself rather than at `Self`, and
/// `label` is mapped to a property of another class.
class KpMisrooted: RuntimeObject, KeyPathObservable {
    private var storedValue = 0
    static let value = DeclaredProperty("value", of: KpMisrooted.self, get: { $0.storedValue }, set: { $0.storedValue = $1 })
    override class var runtimeMembers: [any RuntimeMember] { [value] }

    var value: Int {
        get { KpMisrooted.value.get(self) }
        set { KpMisrooted.value.set(self, newValue) }
    }
    var label: String { "" }

    class var observableKeyPaths: [ObservableKeyPath] {
        [.property(\KpMisrooted.value, KpMisrooted.value), .property(\KpMisrooted.label, KvPerson.name)]
    }
}

final class KpMisrootedChild: KpMisrooted {}
