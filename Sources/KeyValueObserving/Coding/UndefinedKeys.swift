import DynamicRuntime

/// The dynamic methods key-value coding falls back to for a key no property answers:
/// `valueForUndefinedKey:` and `setValue:forUndefinedKey:`.
///
/// They are installed on the root class as a category, on first use of key-value coding. A
/// class overrides one by naming it — `UndefinedKeys.valueForUndefinedKey.override(in:)` in its
/// `runtimeMembers` — or with `class_addMethod`. Apple's defaults raise an
/// exception; these return an `undefinedKey` error naming class and key, which key-value coding
/// reports as a runtime issue. A key one of them serves can be observed like a property.
public enum UndefinedKeys {
    /// `valueForUndefinedKey:` — the key; the value, or the error to throw.
    public static let valueForUndefinedKey = DeclaredMethod("valueForUndefinedKey:", of: RuntimeObject.self) {
        (object, key: String) -> Result<Any?, KeyValueObservingError> in .failure(undefined(key, in: object))
    }

    /// `setValue:forUndefinedKey:` — the value and the key; success, or the error to throw.
    public static let setValueForUndefinedKey = DeclaredMethod("setValue:forUndefinedKey:", of: RuntimeObject.self) {
        (object, arguments: (Any?, String)) -> Result<Void, KeyValueObservingError> in .failure(undefined(arguments.1, in: object))
    }

    /// Adds the defaults to the root class once. They cannot be refused: the root class is
    /// never disposed and declares neither selector itself.
    static let installed: Void = {
        let root = RuntimeClass.of(RuntimeObject.self)
        _ = try? root.addMethod(valueForUndefinedKey)
        _ = try? root.addMethod(setValueForUndefinedKey)
    }()

    private static func undefined(_ key: String, in object: RuntimeObject) -> KeyValueObservingError {
        KeyValueObservingError(.undefinedKey, className: object.reportedClass.name, keyPath: key,
                               "this class is not key value coding-compliant for the key \(key)")
    }
}
