import DynamicRuntime

/// The dynamic methods of key-value observing, installed on the root class as a category on
/// first use; classes override them the Objective-C way, with methods of the same selectors
/// and signatures in their own method lists.
public enum KeyValueObserverMethods {
    /// `observeValueForKeyPath:ofObject:change:context:`, sent to an observer for each change.
    /// The root implementation does nothing (Apple's raises).
    public static let observeValue =
        Selector<(String, RuntimeObject, KeyValueChange, UnsafeMutableRawPointer?), Void>("observeValueForKeyPath:ofObject:change:context:")

    /// The class method `automaticallyNotifiesObserversForKey:`: whether plain sets of a key
    /// notify. The root implementation answers the per-key class method
    /// `automaticallyNotifiesObserversOf<Key>` if the class has one, else true.
    public static let automaticallyNotifiesObservers = Selector<String, Bool>("automaticallyNotifiesObserversForKey:")

    /// The per-key variant for `key`: `automaticallyNotifiesObserversOfName` for `name`.
    public static func automaticallyNotifiesObservers(of key: String) -> Selector<(), Bool> {
        Selector("automaticallyNotifiesObserversOf\(key.prefix(1).uppercased())\(key.dropFirst())")
    }

    /// The class method `keyPathsForValuesAffectingValueForKey:`: the key paths whose changes
    /// change `key` too. The root implementation answers the per-key class method
    /// `keyPathsForValuesAffecting<Key>` if the class has one, else nothing.
    public static let keyPathsForValuesAffecting = Selector<String, Set<String>>("keyPathsForValuesAffectingValueForKey:")

    /// The per-key variant for `key`: `keyPathsForValuesAffectingFullName` for `fullName`.
    public static func keyPathsForValuesAffecting(_ key: String) -> Selector<(), Set<String>> {
        Selector("keyPathsForValuesAffecting\(key.prefix(1).uppercased())\(key.dropFirst())")
    }

    static let installed: Void = {
        let root = RuntimeClass.of(RuntimeObject.self)
        _ = try? root.addMethod(observeValue.untyped, implementation: TypedImplementation<(String, RuntimeObject, KeyValueChange, UnsafeMutableRawPointer?), Void> { _, _, _ in })
        _ = try? root.addMethod(automaticallyNotifiesObservers.untyped, implementation: TypedImplementation<String, Bool> { receiver, _, key in
            perKeyAnswer(of: receiver, automaticallyNotifiesObservers(of: key)) ?? true
        }, classSide: true)
        _ = try? root.addMethod(keyPathsForValuesAffecting.untyped, implementation: TypedImplementation<String, Set<String>> { receiver, _, key in
            perKeyAnswer(of: receiver, keyPathsForValuesAffecting(key)) ?? []
        }, classSide: true)
    }()

    /// The class's answer to a per-key class method, or nil when it has none. Asks first, so the
    /// usual case — no such method — builds no unrecognized-selector error.
    private static func perKeyAnswer<Result>(of receiver: AnyObject, _ selector: Selector<(), Result>) -> Result? {
        let cls = unsafeDowncast(receiver, to: RuntimeClass.self)
        guard cls.classMethod(for: selector.untyped) != nil else { return nil }
        return try? cls.send(selector, ())
    }
}
