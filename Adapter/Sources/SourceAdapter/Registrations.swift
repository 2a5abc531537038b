/// The runtime members a class of the target declares by `@objc`: its `@objc` and `@IBAction`
/// methods (every method of an `@objcMembers` class) and those implementing a requirement of an
/// `@objc` protocol it conforms to, listed as Objective-C lists them in the class's method list
/// when it loads. Each is a ``DeclaredMethod`` whose body calls the Swift method, so a send
/// reaches a Swift override too.
enum Registrations {
    /// The `runtimeMembers` override for `cls`, on one line; nil when it has none.
    static func declaration(for cls: ClassInfo, methods: [MethodInfo]) -> String? {
        guard !methods.isEmpty else { return nil }
        let members = methods.map { member(of: cls.name, $0) }.joined(separator: ", ")
        return cls.access + "override class var runtimeMembers: [any RuntimeMember] { [\(members)] }"
    }

    private static func member(of className: String, _ method: MethodInfo) -> String {
        let types = method.parameterTypes
        let parameter: String
        let call: String
        switch types.count {
        case 0:
            parameter = "_: ()"
            call = ""
        case 1:
            parameter = "argument: \(types[0])"
            call = label(method.labels[0]) + "argument"
        default:
            parameter = "arguments: (\(types.joined(separator: ", ")))"
            call = method.labels.enumerated().map { label($0.element) + "arguments.\($0.offset)" }.joined(separator: ", ")
        }
        return "DeclaredMethod(\(literal(method.selector)), of: \(className).self) { (object: \(className), \(parameter)) -> \(method.resultType ?? "Void") in object.\(method.baseName)(\(call)) }"
    }

    private static func label(_ label: String?) -> String { label.map { $0 + ": " } ?? "" }
}
