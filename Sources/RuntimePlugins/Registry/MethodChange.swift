import DynamicRuntime

/// One change an installed plugin made to a class's method list: the answer to "who changed
/// this method?".
public struct MethodChange: Hashable, Sendable, CustomStringConvertible {
    /// How the method was changed.
    public enum Kind: String, Sendable {
        case added
        case replaced
        case exchanged
        case implementationSet = "set the implementation of"
        case hooked
    }

    /// The plugin's identifier.
    public let plugin: String
    /// The class whose method list holds the method.
    public let owner: RuntimeClass
    public let selector: AnySelector
    public let isClassSide: Bool
    public let kind: Kind

    /// `-[Class selector]` or `+[Class selector]`.
    public var methodName: String { DynamicRuntime.methodName(className: owner.name, selector: selector.name, isClassMethod: isClassSide) }

    /// `plugin hooked -[Class selector]`.
    public var description: String { "\(plugin) \(kind.rawValue) \(methodName)" }

    init(plugin: String, _ address: MethodAddress, _ kind: Kind) {
        self.plugin = plugin
        owner = address.owner
        selector = address.selector
        isClassSide = address.isClassSide
        self.kind = kind
    }

    var address: MethodAddress { MethodAddress(owner, classSide: isClassSide, selector) }
}

/// Two or more installed plugins changing the same method of the same class. Allowed — the
/// changes chain, each later one over the earlier — and listed, so nobody is surprised.
public struct PluginConflict: Hashable, Sendable, CustomStringConvertible {
    /// The changes, in installation order.
    public let changes: [MethodChange]

    /// The plugins, in installation order, each once.
    public var plugins: [String] {
        changes.map(\.plugin).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// `-[Class selector]`.
    public var methodName: String { changes[0].methodName }

    /// `-[Class selector]: a hooked, then b exchanged`.
    public var description: String {
        "\(methodName): " + changes.map { "\($0.plugin) \($0.kind.rawValue)" }.joined(separator: ", then ")
    }
}
