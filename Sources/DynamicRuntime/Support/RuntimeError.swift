/// The one error every runtime misuse throws. Its message names the class and the selector
/// (or key) involved, in Objective-C's `-[Class selector]` / `+[Class selector]` form.
///
/// Apple's runtime raises an exception or traps for most of these; SwizzleKit throws instead and
/// leaves the runtime unchanged, so a bad plugin or a typo never takes the process down.
public struct RuntimeError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// No class in the chain implements the selector, resolution added nothing and no
        /// forwarding target took it.
        case unrecognizedSelector
        /// An implementation, send or hook has a signature other than the method's, or a receiver
        /// of the wrong type: an implementation installed where receivers it was not written for
        /// would reach it, or a super send to an object or class outside the sending class.
        case signatureMismatch
        /// A class with that name is already registered.
        case duplicateClassName
        /// A class pair still has instances or subclasses, or is not in a state that allows the call.
        case classInUse
        /// `object_setClass` to a class the object's Swift type cannot be.
        case invalidClassChange
        /// A hook cannot be installed where it was asked for.
        case hookConflict
        /// A hook cannot be reverted without undoing somebody else's change made over it.
        case revertConflict
        /// An associated value cannot be stored under the requested policy.
        case invalidAssociation
        /// Key-value coding found no property for a key (`valueForUndefinedKey:`).
        case undefinedKey
        /// An observer was removed for a key path it is not registered for.
        case observerNotRegistered
        /// An index outside a collection (a to-many proxy's), where Apple raises `NSRangeException`.
        case indexOutOfRange
    }

    /// What went wrong.
    public let kind: Kind
    /// A readable message naming the class and selector or key.
    public let message: String

    /// Makes an error of `kind` with a readable `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}

extension RuntimeError {
    /// `-[Class selector]` for instance methods, `+[Class selector]` for class methods.
    static func methodName(_ cls: RuntimeClass, _ selector: AnySelector, classSide: Bool) -> String {
        "\(classSide ? "+" : "-")[\(cls.name) \(selector.name)]"
    }

    static func unrecognized(_ cls: RuntimeClass, _ selector: AnySelector, classSide: Bool) -> RuntimeError {
        RuntimeError(.unrecognizedSelector,
                     "\(methodName(cls, selector, classSide: classSide)): unrecognized selector sent to \(classSide ? "class" : "instance")")
    }

    static func signatureMismatch(_ cls: RuntimeClass, _ selector: AnySelector, classSide: Bool,
                                  expected: Signature, actual: Signature) -> RuntimeError {
        RuntimeError(.signatureMismatch,
                     "\(methodName(cls, selector, classSide: classSide)): signature mismatch: the method is \(expected), got \(actual)")
    }
}
