/// A declared property: Objective-C's `objc_property_t`. Key-value coding finds its accessors
/// through it.
public struct RuntimeProperty: Sendable, Hashable, CustomStringConvertible {
    /// The property's name, e.g. `frame`.
    public let name: String
    /// Its attributes: type, accessors and storage semantics.
    public let attributes: PropertyAttributes

    /// A property named `name` with `attributes`.
    public init(name: String, attributes: PropertyAttributes) {
        self.name = name
        self.attributes = attributes
    }

    /// The getter's selector: the attribute's, else the property's name.
    public var getter: AnySelector { AnySelector(attributes.getterName ?? name) }

    /// The setter's selector, nil when read-only: the attribute's, else `setName:`.
    public var setter: AnySelector? {
        if attributes.isReadOnly { return nil }
        return AnySelector(attributes.setterName ?? "set\(name.prefix(1).uppercased())\(name.dropFirst()):")
    }

    public var description: String { "@property \(attributes) \(name)" }
}

/// What `class_addProperty`'s attribute list says: the value type, custom accessor names and
/// storage semantics.
public struct PropertyAttributes: Sendable, Hashable, CustomStringConvertible {
    /// How the setter keeps the value (Objective-C's `assign` / `retain` / `copy` / `weak`).
    public enum Storage: String, Sendable, Hashable {
        case assign, strong, copy, weak
    }

    /// The value's type.
    public let valueType: any Any.Type
    /// A getter name other than the property's.
    public var getterName: String?
    /// A setter name other than `setName:`.
    public var setterName: String?
    /// Read-only: no setter.
    public var isReadOnly: Bool
    /// Storage semantics.
    public var storage: Storage
    /// `nonatomic`.
    public var isNonatomic: Bool

    /// Attributes of a property of `valueType`.
    public init(valueType: any Any.Type, getterName: String? = nil, setterName: String? = nil,
                isReadOnly: Bool = false, storage: Storage = .strong, isNonatomic: Bool = true) {
        self.valueType = valueType
        self.getterName = getterName
        self.setterName = setterName
        self.isReadOnly = isReadOnly
        self.storage = storage
        self.isNonatomic = isNonatomic
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        ObjectIdentifier(lhs.valueType) == ObjectIdentifier(rhs.valueType) && lhs.getterName == rhs.getterName
            && lhs.setterName == rhs.setterName && lhs.isReadOnly == rhs.isReadOnly
            && lhs.storage == rhs.storage && lhs.isNonatomic == rhs.isNonatomic
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(valueType))
        hasher.combine(getterName)
        hasher.combine(setterName)
    }

    public var description: String {
        var parts = [isNonatomic ? "nonatomic" : "atomic", storage.rawValue]
        if isReadOnly { parts.append("readonly") }
        if let getterName { parts.append("getter=\(getterName)") }
        if let setterName { parts.append("setter=\(setterName)") }
        return "(\(parts.joined(separator: ", "))) \(String(describing: valueType))"
    }
}

/// A property record a class declares: what a ``DeclaredProperty`` adds beside its accessors.
public struct PropertyDefinition: Sendable {
    let property: RuntimeProperty
    let owner: RuntimeObject.Type

    init(property: RuntimeProperty, owner: RuntimeObject.Type) {
        self.property = property
        self.owner = owner
    }
}
