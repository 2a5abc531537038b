import DynamicRuntime

/// The dynamic methods of key-value observing, installed on the root class as a category on
/// first use. A class overrides one by naming it, e.g.
/// `KeyValueObserverMethods.observeValue.override(in: Watcher.self) { watcher, arguments in … }`
/// listed in its `runtimeMembers`: the selector and argument types come from
/// here, so they cannot be mistyped.
public enum KeyValueObserverMethods {
    /// `observeValueForKeyPath:ofObject:change:context:`, sent to an observer for each change
    /// with the key path, the object, the change and the registration's context. The root
    /// implementation calls the observer's Swift
    /// `observeValue(forKeyPath:of:change:context:)` with Apple's
    /// change dictionary, so an `override func observeValue` ported from UIKit code hears it.
    public static let observeValue = DeclaredMethod("observeValueForKeyPath:ofObject:change:context:", of: RuntimeObject.self) {
        (observer, arguments: (String, RuntimeObject, KeyValueChange, UnsafeMutableRawPointer?)) in
        observer.observeValue(forKeyPath: arguments.0, of: arguments.1, change: arguments.2.dictionary, context: arguments.3)
    }

    /// The class method `automaticallyNotifiesObserversForKey:`: whether plain sets of a key
    /// notify. The root implementation answers the per-key class method
    /// `automaticallyNotifiesObserversOf<Key>` if the class has one, else true.
    public static let automaticallyNotifiesObservers = DeclaredMethod(classMethod: "automaticallyNotifiesObserversForKey:",
                                                                      of: RuntimeObject.self) { cls, key in
        perKeyAnswer(of: cls, automaticallyNotifiesObservers(of: key)) ?? true
    }

    /// The per-key variant for `key`: `automaticallyNotifiesObserversOfName` for `name`.
    public static func automaticallyNotifiesObservers(of key: String) -> Selector<(), Bool> {
        Selector("automaticallyNotifiesObserversOf\(key.prefix(1).uppercased())\(key.dropFirst())")
    }

    /// The class method `keyPathsForValuesAffectingValueForKey:`: the key paths whose changes
    /// change `key` too. The root implementation answers the per-key class method
    /// `keyPathsForValuesAffecting<Key>` if the class has one, else nothing.
    public static let keyPathsForValuesAffecting = DeclaredMethod(classMethod: "keyPathsForValuesAffectingValueForKey:",
                                                                  of: RuntimeObject.self) { cls, key in
        perKeyAnswer(of: cls, keyPathsForValuesAffecting(key)) ?? []
    }

    /// The per-key variant for `key`: `keyPathsForValuesAffectingFullName` for `fullName`.
    public static func keyPathsForValuesAffecting(_ key: String) -> Selector<(), Set<String>> {
        Selector("keyPathsForValuesAffecting\(key.prefix(1).uppercased())\(key.dropFirst())")
    }

    /// Adds the root implementations once. They cannot be refused: the root class is never
    /// disposed and declares none of these selectors itself.
    static let installed: Void = {
        let root = RuntimeClass.of(RuntimeObject.self)
        _ = try? root.addMethod(observeValue)
        _ = try? root.addMethod(automaticallyNotifiesObservers)
        _ = try? root.addMethod(keyPathsForValuesAffecting)
    }()

    /// Throws the problem recorded for `observer`'s own observer method — one declared with
    /// another signature (optional arguments, as UIKit code writes them) is never called, so
    /// registering it must fail rather than observe nothing.
    ///
    /// A mirror that passes is remembered: its answer cannot change once the root method is
    /// installed. Its members were admitted when it was mirrored, its superclasses are fixed, and
    /// a method added to it or above it later must keep the inherited signature.
    static func checkObserverMethod(of observer: RuntimeObject) throws(RuntimeError) {
        let cls = observer.dispatchClass
        let id = ObjectIdentifier(cls)
        if !cls.isDynamic, checkedMirrors.withLock({ $0.contains(id) }) { return }
        let selector = observeValue.selector
        try cls.checkDefinition(of: selector.untyped)
        // A class mirrored before the root category was installed admitted its method as a new
        // selector, with whatever signature it declared.
        if let method = cls.instanceMethod(for: selector.untyped), method.signature != selector.signature {
            throw RuntimeError(.signatureMismatch, className: cls.name, selector: selector.name,
                               expectedSignature: selector.signature, actualSignature: method.signature,
                               "\(method): signature mismatch: key-value observing sends \(selector.signature), the observer's method is \(method.signature)")
        }
        if !cls.isDynamic { checkedMirrors.withLock { _ = $0.insert(id) } }
    }

    /// Mirrors (never freed, so their identifiers are never reused) whose observer method passed.
    private static let checkedMirrors = Locked(Set<ObjectIdentifier>(), guardedBy: SpinLock())

    /// The class's answer to a per-key class method, or nil when it has none. Asks first, so the
    /// usual case — no such method — builds no unrecognized-selector error.
    private static func perKeyAnswer<Result>(of cls: RuntimeClass, _ selector: Selector<(), Result>) -> Result? {
        guard cls.classMethod(for: selector.untyped) != nil else { return nil }
        return try? cls.send(selector, ())
    }
}

/// The arguments of `observeValueForKeyPath:ofObject:change:context:`: the key path, the object,
/// the change and the registration's context.
typealias ObserverMethodArguments = (String, RuntimeObject, KeyValueChange, UnsafeMutableRawPointer?)

/// The declaration of `observeValueForKeyPath:ofObject:change:context:`.
typealias ObserverMethod = DeclaredMethod<RuntimeObject, ObserverMethodArguments, Void>
