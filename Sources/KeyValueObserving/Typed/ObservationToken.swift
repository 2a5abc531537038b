import DynamicRuntime
import Synchronization

/// An observation made with the typed API; it lasts until ``invalidate()`` or until the token
/// is released (`NSKeyValueObservation`).
public final class ObservationToken: @unchecked Sendable {
    private weak var object: RuntimeObject?
    private let observer: RuntimeObject
    private let keyPath: String
    private let isValid = Atomic<Bool>(true)

    init(object: RuntimeObject, observer: RuntimeObject, keyPath: String) {
        self.object = object
        self.observer = observer
        self.keyPath = keyPath
    }

    /// A token for an observation that was refused: invalidating it does nothing.
    static func refused(on object: RuntimeObject) -> ObservationToken {
        let token = ObservationToken(object: object, observer: HandlerObserver { _, _ in }, keyPath: "")
        token.isValid.store(false, ordering: .relaxed)
        return token
    }

    /// Ends the observation; later calls do nothing.
    public func invalidate() {
        guard isValid.exchange(false, ordering: .acquiringAndReleasing) else { return }
        try? object?.unregisterObserver(observer, forKeyPath: keyPath, context: nil)
    }

    deinit {
        invalidate()
    }
}

/// The observer behind a token: calls the handler with each change.
final class HandlerObserver: RuntimeObject, @unchecked Sendable {
    let handler: (RuntimeObject, KeyValueChange) -> Void

    init(_ handler: @escaping (RuntimeObject, KeyValueChange) -> Void) {
        self.handler = handler
    }

    static let observe = KeyValueObserverMethods.observeValue.override(in: HandlerObserver.self) { observer, arguments in
        observer.handler(arguments.1, arguments.2)
    }
    override class var runtimeMembers: [any RuntimeMember] { [observe] }
}

/// The typed side of a typed observation: a notifying setter whose value type is `Value` calls
/// it with the values as they are, with no boxing into `Any` and no change value to build.
final class TypedChangeHandler<Value>: @unchecked Sendable {
    let handler: (RuntimeObject, ObservedChange<Value>) -> Void

    init(_ handler: @escaping (RuntimeObject, ObservedChange<Value>) -> Void) {
        self.handler = handler
    }

    /// The handler of `observation` if it takes changes of `Value`: checked by the class's
    /// identity, no dynamic cast.
    @inline(__always)
    static func of(_ observation: Observation) -> TypedChangeHandler<Value>? {
        guard let handler = observation.typedHandler,
              ObjectIdentifier(type(of: handler)) == ObjectIdentifier(TypedChangeHandler<Value>.self) else { return nil }
        return unsafeDowncast(handler, to: TypedChangeHandler<Value>.self)
    }
}
