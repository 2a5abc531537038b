/// The error every runtime misuse throws, with fields naming what was involved — the class, the
/// selector or key path, and for a signature mismatch both signatures — beside a readable
/// message in Objective-C's `-[Class selector]` / `+[Class selector]` form.
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
        /// A class's declared members could not all be admitted when the runtime mirrored it:
        /// ``RuntimeError/problems`` lists each, with its class, selector and signatures.
        case inadmissibleDefinition
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
        /// A member of a main-actor class was sent by selector from off the main actor,
        /// as the Main Thread Checker reports a UIKit call off the main thread.
        case offMainActor
    }

    /// What went wrong.
    public let kind: Kind
    /// The class involved (its runtime name), if any.
    public let className: String?
    /// The selector involved, if any.
    public let selector: String?
    /// Whether ``selector`` names a class method.
    public let isClassMethod: Bool
    /// For a signature mismatch: the signature the method (or inherited selector) has.
    public let expectedSignature: Signature?
    /// For a signature mismatch: the signature offered instead.
    public let actualSignature: Signature?
    /// For ``Kind/inadmissibleDefinition`` from validation: every problem found, each an error
    /// of its own.
    public let problems: [RuntimeError]
    /// A readable message naming the class and selector.
    public let message: String

    /// An error of `kind` about `selector` of `className`, with a readable `message`.
    public init(_ kind: Kind, className: String? = nil, selector: String? = nil, isClassMethod: Bool = false,
                expectedSignature: Signature? = nil, actualSignature: Signature? = nil,
                problems: [RuntimeError] = [], _ message: String) {
        self.kind = kind
        self.className = className
        self.selector = selector
        self.isClassMethod = isClassMethod
        self.expectedSignature = expectedSignature
        self.actualSignature = actualSignature
        self.problems = problems
        self.message = message
    }

    /// An error of `kind` about `selector` of `cls`, whose message starts with
    /// `-[Class selector]` (or `+[…]`) followed by `detail`.
    init(_ kind: Kind, _ cls: RuntimeClass, _ selector: AnySelector, classSide: Bool,
         expected: Signature? = nil, actual: Signature? = nil, _ detail: String) {
        self.init(kind, className: cls.name, selector: selector.name, isClassMethod: classSide,
                  expectedSignature: expected, actualSignature: actual,
                  "\(methodName(className: cls.name, selector: selector.name, isClassMethod: classSide)): \(detail)")
    }

    public var description: String { message }
}

/// `-[Class selector]` for an instance method, `+[Class selector]` for a class method: how every
/// message of the package names a method.
public func methodName(className: String, selector: String, isClassMethod: Bool) -> String {
    "\(isClassMethod ? "+" : "-")[\(className) \(selector)]"
}

extension RuntimeClass {
    /// `-[Class selector]` or `+[Class selector]` for this class.
    func methodName(_ selector: AnySelector, classSide: Bool) -> String {
        DynamicRuntime.methodName(className: name, selector: selector.name, isClassMethod: classSide)
    }
}

extension RuntimeError {
    @usableFromInline
    static func unrecognized(_ cls: RuntimeClass, _ selector: AnySelector, classSide: Bool) -> RuntimeError {
        RuntimeError(.unrecognizedSelector, cls, selector, classSide: classSide,
                     "unrecognized selector sent to \(classSide ? "class" : "instance")")
    }

    static func signatureMismatch(_ cls: RuntimeClass, _ selector: AnySelector, classSide: Bool,
                                  expected: Signature, actual: Signature) -> RuntimeError {
        RuntimeError(.signatureMismatch, cls, selector, classSide: classSide, expected: expected, actual: actual,
                     "signature mismatch: the method is \(expected), got \(actual)")
    }
}
