import DynamicRuntime
import KeyValueObserving

/// The runtime state of some classes and objects, as readable facts: what proves that an
/// install undone, or an uninstall, left everything exactly as it was.
///
/// For each class, both sides: its superclass, its own methods with their signatures and the
/// identity of their implementations, the hooks in its method list, its own declared
/// properties. For each object: its dispatch class chain — with the own methods of the hidden
/// classes the runtime made for it (per-object hook classes, key-value observing's) — its
/// associated values (identity for objects, printed form for values, and whether held
/// weakly), and the key-value observations registered on it.
///
/// Left out, because they change nothing a send or a read can see: a hidden class with no
/// methods of its own (a per-object hook class stays under its object after its last hook
/// goes, empty, as the runtime keeps it), method caches, and key-value observing's own
/// bookkeeping value on an object once observed.
public struct RuntimeSnapshot: Equatable, Sendable, CustomStringConvertible {
    /// One line per fact, classes first, then objects, in the order given.
    public let facts: [String]

    /// The current state of `classes` and `objects`.
    public init(classes: [RuntimeClass], objects: [RuntimeObject] = []) {
        facts = classes.flatMap(Self.facts(of:)) + objects.flatMap(Self.facts(of:))
    }

    /// The facts only `other` has (`- fact`) and those only this has (`+ fact`): empty when equal.
    public func differences(from other: RuntimeSnapshot) -> [String] {
        other.facts.filter { !facts.contains($0) }.map { "- \($0)" } + facts.filter { !other.facts.contains($0) }.map { "+ \($0)" }
    }

    public var description: String { facts.joined(separator: "\n") }

    private static func facts(of cls: RuntimeClass) -> [String] {
        ["\(cls.name) : \(cls.superclass?.name ?? "(root)")"] + methodFacts(of: cls)
            + cls.ownProperties.map { "\(cls.name) \($0)" }
    }

    private static func methodFacts(of cls: RuntimeClass) -> [String] {
        [false, true].flatMap { classSide in
            let hooks = cls.hookEntries(classSide: classSide)
            return cls.ownMethods(classSide: classSide).map { method in
                var fact = "\(method) \(method.signature) \(identity(of: method.implementation))"
                if let entries = hooks[method.selector] { fact += " hooks \(entries.map(hex))" }
                return fact
            }
        }
    }

    private static func facts(of object: RuntimeObject) -> [String] {
        let name = "<\(type(of: object)) \(hex(ObjectIdentifier(object)))>"
        var chain: [RuntimeClass] = []
        var cls: RuntimeClass? = object.dispatchClass
        while let current = cls {
            let isEmptyHidden = current.isHiddenFromClassQuery && current.ownMethods().isEmpty && current.ownMethods(classSide: true).isEmpty
            if !isEmptyHidden { chain.append(current) }
            cls = current.superclass
        }
        let hiddenMethods = chain.filter(\.isHiddenFromClassQuery).flatMap(methodFacts(of:))
        // Observation info is kept apart from associations: listed below, never among them.
        let associations = object.associations
            .sorted { $0.key.description < $1.key.description }
            .map { "\(name) [\($0.key)] = \($0.value.map(describe) ?? "nil")\($0.isWeak ? " (weak)" : "")" }
        return ["\(name) class chain: \(chain.map(\.name).joined(separator: " > "))"]
            + hiddenMethods.map { "\(name) \($0)" } + associations + object.observationInfo.map { "\(name) \($0)" }
    }

    private static func describe(_ value: Any) -> String {
        type(of: value) is AnyClass ? "<\(type(of: value)) \(hex(ObjectIdentifier(value as AnyObject)))>" : String(reflecting: value)
    }

    private static func identity(of implementation: Implementation) -> String {
        "imp \(hex(ObjectIdentifier(implementation)))"
    }

    private static func hex(_ id: ObjectIdentifier) -> String {
        "0x" + String(UInt(bitPattern: id), radix: 16)
    }
}
