import DynamicRuntime

/// The dynamic methods key-value coding falls back to for a key no property answers:
/// `valueForUndefinedKey:` and `setValue:forUndefinedKey:`.
///
/// They are installed on the root class as a category, on first use of key-value coding. A
/// class overrides them the Objective-C way, with a method of the same selector and signature
/// in its own method list (its ``RuntimeObject/runtimeMethods`` or `class_addMethod`). Apple's
/// defaults raise an exception; these return an `undefinedKey` error naming class and key, which
/// the key-value coding calls throw.
public enum UndefinedKeys {
    /// `valueForUndefinedKey:` — the key; the value, or the error to throw.
    public static let valueForUndefinedKey = Selector<String, Result<Any?, RuntimeError>>("valueForUndefinedKey:")

    /// `setValue:forUndefinedKey:` — the value and the key; success, or the error to throw.
    public static let setValueForUndefinedKey = Selector<(Any?, String), Result<Void, RuntimeError>>("setValue:forUndefinedKey:")

    /// Adds the defaults to the root class once.
    static let installed: Void = {
        let root = RuntimeClass.of(RuntimeObject.self)
        _ = try? root.addMethod(valueForUndefinedKey.untyped, implementation: TypedImplementation<String, Result<Any?, RuntimeError>> {
            receiver, _, key in .failure(undefined(key, in: receiver))
        })
        _ = try? root.addMethod(setValueForUndefinedKey.untyped, implementation: TypedImplementation<(Any?, String), Result<Void, RuntimeError>> {
            receiver, _, arguments in .failure(undefined(arguments.1, in: receiver))
        })
    }()

    private static func undefined(_ key: String, in receiver: AnyObject) -> RuntimeError {
        let name = (receiver as? RuntimeObject)?.reportedClass.name ?? "\(type(of: receiver))"
        return RuntimeError(.undefinedKey, "<\(name)>: this class is not key value coding-compliant for the key \(key)")
    }
}
