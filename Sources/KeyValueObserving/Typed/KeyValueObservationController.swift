import DynamicRuntime

/// Observations owned by an observer (Facebook's `FBKVOController`): the observer keeps a
/// controller, observes objects' key paths through it with blocks or actions, and everything it
/// observes is removed when the controller goes — whichever of observer and observed goes first,
/// with no `removeObserver` to forget.
///
/// ```swift
/// final class Badge: UIView {
///     lazy var observations = KeyValueObservationController(observer: self)
///     func show(_ person: Person) throws {
///         try observations.observe(person, keyPaths: ["name", "unread"], options: [.initial, .new]) { badge, person, change in
///             (badge as? Badge)?.setNeedsLayout()
///         }
///     }
/// }
/// ```
///
/// The controller holds its observer weakly (the observer owns it) and the objects it observes
/// strongly unless made with `retainsObserved: false`, as `FBKVOController` does. Observing an
/// object's key path it already observes is reported as a runtime issue and keeps the first
/// observation; removing one it does not observe does nothing. What `FBKVOController` asserts
/// on — an empty list of key paths, an action the observer does not answer — throws when asked
/// to observe, and observes nothing. Safe to use from several threads.
public final class KeyValueObservationController: @unchecked Sendable, CustomStringConvertible {
    /// The object the callbacks are for; nil once it has gone.
    public var observer: AnyObject? { weakObserver.object }
    /// Whether the controller keeps the objects it observes alive.
    public let retainsObserved: Bool

    private let weakObserver: WeakObserver
    /// One observation: what is observed, the key path, and the token that ends it.
    private struct Entry {
        /// The object's identity, and the object itself when the controller keeps it alive.
        let object: ObjectIdentifier
        let strongObject: RuntimeObject?
        let className: String
        let keyPath: String
        let token: ObservationToken
    }
    private let entries = Locked([Entry]())

    /// A controller for `observer`'s observations, keeping the observed objects alive unless
    /// `retainsObserved` is false.
    public init(observer: AnyObject, retainsObserved: Bool = true) {
        weakObserver = WeakObserver(observer)
        self.retainsObserved = retainsObserved
    }

    deinit {
        unobserveAll()
    }

    // MARK: Observing

    /// Observes `keyPath` of `object`, calling `block` with the observer, the object and each
    /// change. Throws what `addObserver` reports (an undefined key, a malformed path).
    public func observe(_ object: RuntimeObject, keyPath: String, options: KeyValueObservingOptions = [],
                        block: @escaping (_ observer: AnyObject?, _ object: RuntimeObject, _ change: KeyValueChange) -> Void) throws(KeyValueObservingError) {
        try observeOne(object, keyPath, options, block)
    }

    /// Observes `keyPath` of `object` with `block`; whether it began an observation (not when
    /// the key path is observed already).
    @discardableResult
    private func observeOne(_ object: RuntimeObject, _ keyPath: String, _ options: KeyValueObservingOptions,
                            _ block: @escaping (AnyObject?, RuntimeObject, KeyValueChange) -> Void) throws(KeyValueObservingError) -> Bool {
        let weakObserver = self.weakObserver
        return try add(object, keyPath) { () throws(KeyValueObservingError) -> ObservationToken in
            let handler = HandlerObserver { object, change in block(weakObserver.object, object, change) }
            try object.registerObserver(handler, forKeyPath: keyPath, options: options, context: nil)
            return ObservationToken(object: object, observer: handler, keyPath: keyPath)
        }
    }

    /// Observes each of `keyPaths` of `object` with the same `block`. When one cannot be
    /// observed, those this call began are removed again before the error is thrown, so a
    /// failed call observes nothing. No key paths at all throws `invalidArgument`.
    public func observe(_ object: RuntimeObject, keyPaths: [String], options: KeyValueObservingOptions = [],
                        block: @escaping (_ observer: AnyObject?, _ object: RuntimeObject, _ change: KeyValueChange) -> Void) throws(KeyValueObservingError) {
        guard !keyPaths.isEmpty else {
            throw KeyValueObservingError(.invalidArgument, className: object.reportedClass.name, keyPath: "",
                                         "KeyValueObservationController: no key paths to observe")
        }
        var begun: [String] = []
        do {
            for keyPath in keyPaths where try observeOne(object, keyPath, options, block) { begun.append(keyPath) }
        } catch {
            for keyPath in begun { unobserve(object, keyPath: keyPath) }
            throw error
        }
    }

    /// Observes `property` of `object` with typed changes.
    public func observe<Root: RuntimeObject, Value>(_ object: Root, _ property: DeclaredProperty<Root, Value>, options: KeyValueObservingOptions = [],
                                                    block: @escaping (_ observer: AnyObject?, _ object: Root, _ change: ObservedChange<Value>) -> Void)
        throws(KeyValueObservingError) {
        let weakObserver = self.weakObserver
        _ = try add(object, property.name) { () throws(KeyValueObservingError) -> ObservationToken in
            try object.observe(property, options: options) { object, change in block(weakObserver.object, object, change) }
        }
    }

    /// Observes `keyPath` of `object`, sending `action` to the observer with each change and the
    /// object (`-observeChange:object:`), while the observer is there. An observer that does not
    /// answer `action` with these arguments throws a ``KeyValueObservingError/Kind/runtime``
    /// error whose underlying error names its class and the selector.
    public func observe(_ object: RuntimeObject, keyPath: String, options: KeyValueObservingOptions = [],
                        action: Selector<(KeyValueChange, RuntimeObject), Void>) throws(KeyValueObservingError) {
        if let refusal = refusal(of: action) { throw KeyValueObservingError(refusal, object: object, keyPath: keyPath) }
        try observe(object, keyPath: keyPath, options: options) { observer, object, change in
            guard let target = observer as? RuntimeObject else { return }
            do {
                try target.send(action, (change, object))
            } catch {
                // Checked when observed: reached only when the observer's class has changed since.
                RuntimeIssues.report(RuntimeIssue("KeyValueObservationController: -[\(target.reportedClass.name) \(action.name)] failed for \(keyPath): \(error)"))
            }
        }
    }

    /// Why the observer cannot take `action` — it is gone, not a runtime object, or has no method
    /// of that name and signature — or nil when it can: asked when observing, as
    /// `FBKVOController` asserts, rather than at every change.
    private func refusal(of action: Selector<(KeyValueChange, RuntimeObject), Void>) -> RuntimeError? {
        guard let target = observer as? RuntimeObject else {
            let observer = self.observer.map { "a \(type(of: $0)), not a runtime object" } ?? "gone"
            return RuntimeError(.unrecognizedSelector, selector: action.name,
                                "KeyValueObservationController: \(action.name) cannot be sent: the observer is \(observer)")
        }
        let className = target.reportedClass.name
        let name = methodName(className: className, selector: action.name, isClassMethod: false)
        guard let method = target.dispatchClass.instanceMethod(for: action.untyped) else {
            return RuntimeError(.unrecognizedSelector, className: className, selector: action.name,
                                "\(name): unrecognized selector: the observer must answer the controller's action")
        }
        guard method.signature == action.signature else {
            return RuntimeError(.signatureMismatch, className: className, selector: action.name, expectedSignature: method.signature,
                                actualSignature: action.signature, "\(name): signature mismatch: the method is \(method.signature), the action sends \(action.signature)")
        }
        return nil
    }

    /// Registers one observation made by `make`, unless the object's key path is observed
    /// already (reported); whether it did.
    private func add(_ object: RuntimeObject, _ keyPath: String, _ make: () throws(KeyValueObservingError) -> ObservationToken) throws(KeyValueObservingError) -> Bool {
        let id = ObjectIdentifier(object)
        let observed = entries.withLock { $0.contains { $0.object == id && $0.keyPath == keyPath } }
        guard !observed else {
            RuntimeIssues.report(RuntimeIssue("KeyValueObservationController: \(object.reportedClass.name) \(keyPath) is observed already; the first observation stays"))
            return false
        }
        let token = try make()
        let entry = Entry(object: id, strongObject: retainsObserved ? object : nil, className: object.reportedClass.name, keyPath: keyPath, token: token)
        entries.withLock { $0.append(entry) }
        return true
    }

    // MARK: Removing

    /// Stops observing `keyPath` of `object`; nothing if it is not observed.
    public func unobserve(_ object: RuntimeObject, keyPath: String) {
        remove { $0.object == ObjectIdentifier(object) && $0.keyPath == keyPath }
    }

    /// Stops observing every key path of `object`.
    public func unobserve(_ object: RuntimeObject) {
        remove { $0.object == ObjectIdentifier(object) }
    }

    /// Stops every observation.
    public func unobserveAll() {
        remove { _ in true }
    }

    /// Ends the observations `matching` picks, outside the lock (ending one reaches the observed
    /// object's table, whose notifications may call back here).
    private func remove(where matching: (Entry) -> Bool) {
        let removed = entries.withLock { entries -> [Entry] in
            let removed = entries.filter(matching)
            entries.removeAll(where: matching)
            return removed
        }
        for entry in removed { entry.token.invalidate() }
    }

    // MARK: Description

    /// The observer, then each observed object's class with its key paths, in the order observed.
    public var description: String {
        let lines = entries.withLock { $0.map { "\($0.className).\($0.keyPath)" } }
        let observer = self.observer.map { "\(type(of: $0))" } ?? "gone"
        return "KeyValueObservationController(observer: \(observer)) observing [\(lines.joined(separator: ", "))]"
    }
}

/// The controller's observer, held weakly: the observer owns the controller.
private final class WeakObserver: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
