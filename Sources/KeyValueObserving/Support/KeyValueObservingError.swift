import DynamicRuntime

/// What key-value coding and observing refuse, with fields naming the object's class and the
/// key path, beside a readable message.
///
/// Apple's raise `NSUndefinedKeyException` or `NSRangeException`, or crash on a removal that
/// matches no registration; here nothing changes, and the error is thrown by the Swift-first API
/// (the typed observations, the to-many proxy) or carried by the runtime issue an Apple-named
/// API reports (`addObserver`, `removeObserver`, `value(forKey:)`, `setValue(_:forKey:)`).
public struct KeyValueObservingError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// No property answers the key and `valueForUndefinedKey:` / `setValue:forUndefinedKey:`
        /// did not serve it (Apple's `NSUndefinedKeyException`).
        case undefinedKey
        /// A value is not of the property's type (or nil for a non-optional property).
        case valueTypeMismatch
        /// An observer was removed for a key path it is not registered for.
        case observerNotRegistered
        /// An index outside a to-many collection (Apple's `NSRangeException`).
        case indexOutOfRange
        /// Arguments that do not fit together: a batch of elements and indexes of different
        /// counts (Apple's `NSInvalidArgumentException`), or no key paths for the observation
        /// controller to observe (`FBKVOController` asserts).
        case invalidArgument
        /// A key path whose collection operator is malformed: no collection on its left, an
        /// unknown operator, a right key path missing or (for `@count`) given, a value on its
        /// left that is not a collection, or a set through it (Apple raises).
        case invalidCollectionOperator
        /// The runtime refused a step: ``KeyValueObservingError/underlying`` says why (an
        /// observer whose observer method was declared with another signature, for one, or an
        /// action the observation controller's observer does not answer).
        case runtime
    }

    /// What went wrong.
    public let kind: Kind
    /// The class of the object involved, as it reports itself.
    public let className: String
    /// The key or key path involved.
    public let keyPath: String
    /// The runtime's own error, for ``Kind/runtime``.
    public let underlying: RuntimeError?
    /// A readable message naming the class and key path.
    public let message: String

    /// An error of `kind` about `keyPath` of an instance of `className`; the message is
    /// `<Class> keyPath: detail`.
    public init(_ kind: Kind, className: String, keyPath: String, underlying: RuntimeError? = nil, _ detail: String) {
        self.kind = kind
        self.className = className
        self.keyPath = keyPath
        self.underlying = underlying
        message = "<\(className)> \(keyPath): \(detail)"
    }

    /// The runtime's refusal of a step for `keyPath` of `object`.
    init(_ error: RuntimeError, object: RuntimeObject, keyPath: String) {
        self.init(.runtime, className: object.reportedClass.name, keyPath: keyPath, underlying: error, error.message)
    }

    public var description: String { message }
}

extension RuntimeObject {
    /// Runs a runtime step for `keyPath`, turning its refusal into a ``KeyValueObservingError``.
    func runtimeStep<T>(for keyPath: String, _ step: () throws(RuntimeError) -> T) throws(KeyValueObservingError) -> T {
        do throws(RuntimeError) {
            return try step()
        } catch {
            throw KeyValueObservingError(error, object: self, keyPath: keyPath)
        }
    }
}
