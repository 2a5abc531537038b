/// The argument and result types of a method: the runtime's type encoding.
///
/// Objective-C encodes types as strings like `B40@0:8{CGPoint=dd}16@32`; SwizzleKit compares the
/// Swift types themselves and prints them readably, e.g. `(CGPoint, Optional<UIEvent>) -> Bool`.
/// Several arguments travel as one tuple; no arguments is `()`.
public struct Signature: Hashable, Sendable, CustomStringConvertible {
    /// The arguments, as one type (a tuple for several).
    public let argumentsType: any Any.Type
    /// The result type; `()` for none.
    public let resultType: any Any.Type

    /// The signature of an implementation taking `Args` and returning `Result`.
    public init<Args, Result>(_ arguments: Args.Type, _ result: Result.Type) {
        argumentsType = arguments
        resultType = result
    }

    /// The signature of arguments and a result known only at run time.
    init(argumentsType: any Any.Type, resultType: any Any.Type) {
        self.argumentsType = argumentsType
        self.resultType = resultType
    }

    public static func == (lhs: Signature, rhs: Signature) -> Bool {
        ObjectIdentifier(lhs.argumentsType) == ObjectIdentifier(rhs.argumentsType)
            && ObjectIdentifier(lhs.resultType) == ObjectIdentifier(rhs.resultType)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(argumentsType))
        hasher.combine(ObjectIdentifier(resultType))
    }

    /// Readable form, `(Arguments) -> Result`; this is what `method_getTypeEncoding` returns.
    /// A tuple (or `()`) prints as is; any other arguments type is parenthesised, including a
    /// function type, so one closure argument reads `((Int) -> Int) -> Bool`.
    public var description: String {
        let arguments = String(describing: argumentsType)
        let wrapped = Signature.isParenthesised(arguments) ? arguments : "(\(arguments))"
        return "\(wrapped) -> \(String(describing: resultType))"
    }

    /// Whether `text` is one parenthesised group, as a tuple type prints: its first parenthesis
    /// closes at its last character (`(Int) -> Int` starts with one that closes early).
    private static func isParenthesised(_ text: String) -> Bool {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return false }
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 { return offset == text.count - 1 }
        }
        return false
    }
}
