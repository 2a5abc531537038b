import DynamicRuntime

/// Apple's names for the key-path observation's token and change, for code written against
/// Foundation's `observe(_:options:changeHandler:)`.
public typealias NSKeyValueObservation = ObservationToken
/// Apple's name for a typed change (`NSKeyValueObservedChange`).
public typealias NSKeyValueObservedChange<Value> = ObservedChange<Value>

/// The objects Foundation's key-path observation applies to (Apple's protocol of that name,
/// which `NSObject` adopts): here every ``RuntimeObject``, so the observation's `Self` is the
/// observed object's class.
public protocol _KeyValueCodingAndObserving: RuntimeObject {}

extension RuntimeObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Observes the property at `keyPath`, whose key-value coding name is `key` (`"balance"`,
    /// `"friend.name"`), as Foundation's `observe(_:options:changeHandler:)` does: a Swift key
    /// path carries no name here, so the source adapter writes it beside each such call of an
    /// adapted file (`observe(\.balance, options: [.new]) { … }` becomes
    /// `observe(\.balance, named: "balance", options: [.new]) { … }`).
    ///
    /// The signature is Apple's, which does not throw: a key the class does not have is reported
    /// as a runtime issue naming the class and key, and the returned observation observes
    /// nothing.
    @discardableResult
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, named key: String, options: KeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        do throws(KeyValueObservingError) {
            return try observe(keyPath: key, options: options) { object, change in
                changeHandler(unsafeDowncast(object, to: Self.self), change)
            }
        } catch {
            RuntimeIssues.report(error)
            return .refused(on: self)
        }
    }
}
