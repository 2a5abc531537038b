import SwiftSyntax

/// The value an `@NSManaged` property starts at, as the runtime's storage starts at zero: for
/// the types a layer or model commonly declares so.
enum ZeroValues {
    private static let zeros: [String: String] = [
        "Bool": "false", "String": "\"\"",
        "CGPoint": ".zero", "CGSize": ".zero", "CGRect": ".zero", "CGAffineTransform": ".identity",
        "UIEdgeInsets": ".zero",
    ]
    private static let numbers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Float", "Double", "CGFloat", "TimeInterval", "CFTimeInterval", "NSInteger", "NSUInteger",
    ]

    static func zero(of type: TypeSyntax) -> String? {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "nil" }
        if type.is(ArrayTypeSyntax.self) { return "[]" }
        if type.is(DictionaryTypeSyntax.self) { return "[:]" }
        let name = type.trimmedDescription
        if numbers.contains(name) { return "0" }
        return zeros[name]
    }
}
