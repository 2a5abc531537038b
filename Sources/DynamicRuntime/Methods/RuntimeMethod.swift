import Synchronization

/// One entry of a class's method list: a selector, its signature and its current implementation
/// (Objective-C's `Method`).
///
/// The key never changes; the implementation does (`method_setImplementation`,
/// `method_exchangeImplementations`). Caches point at methods, not implementations, so changing
/// an implementation needs no cache invalidation: the next send reads the new one.
public final class RuntimeMethod: @unchecked Sendable, CustomStringConvertible {
    let key: MethodKey
    /// `key`'s address, compared by cache probes.
    @usableFromInline
    let keyBits: UInt

    /// The class that owns this method, and on which side (instance or class methods).
    unowned(unsafe) let table: MethodTable

    /// Whether class-side sends reach this method too: a root-class instance method whose
    /// implementation accepts any receiver (see ``RuntimeClass``). Its implementation may only
    /// be replaced by another that does.
    let servesClassSide: Bool

    /// The current implementation, bound to this method's selector: read without the lock by
    /// senders; replaced with the lock held, and the old one retired, so a borrowed one lasts
    /// the sender's read section.
    @usableFromInline
    let current: AtomicReference<BoundImplementation, Retaining>

    init(key: MethodKey, implementation: Implementation, table: MethodTable) {
        self.key = key
        keyBits = key.bits
        self.table = table
        servesClassSide = !table.isClassSide && table.owner.superclass == nil && implementation.receiverType == nil
        current = AtomicReference(implementation.bound(to: key.selector))
    }

    /// The method's selector (`method_getName`).
    public var selector: AnySelector { key.selector }

    /// The method's signature (`method_getTypeEncoding` prints it).
    public var signature: Signature { key.signature }

    /// The current implementation (`method_getImplementation`).
    public var implementation: Implementation {
        // Retained inside a read section: a concurrent exchange may retire it.
        ReadSection.reading { current.load().unsafelyUnwrapped.implementation }
    }

    public var description: String {
        table.owner.methodName(selector, classSide: table.isClassSide)
    }

    /// Installs `implementation` and returns the previous one, which is retired: a sender may
    /// have read it just before the store, or still be running it. Call with `Runtime.lock` held
    /// and the signature already checked.
    @discardableResult
    func exchange(_ implementation: Implementation) -> Implementation {
        let previous = current.exchange(implementation.bound(to: selector)).unsafelyUnwrapped
        table.forgetDirectCallsLocked()
        Reclamation.retire(previous)
        return previous.implementation
    }

    /// Throws unless `implementation` has this method's signature.
    func checkSignature(of implementation: Implementation) throws(RuntimeError) {
        guard implementation.signature == signature else {
            throw RuntimeError.signatureMismatch(table.owner, selector, classSide: table.isClassSide,
                                                 expected: signature, actual: implementation.signature)
        }
    }

    /// Throws unless `implementation` could replace this method's: same signature, and it
    /// accepts every receiver that reaches this method.
    func checkReplaceable(by implementation: Implementation) throws(RuntimeError) {
        try checkSignature(of: implementation)
        if servesClassSide, let required = implementation.receiverType {
            throw RuntimeError(.signatureMismatch, table.owner, selector, classSide: false,
                               "class-side sends reach this root method too; an implementation needing receivers of type \(required) cannot serve them")
        }
        try table.checkPlacement(of: implementation, for: selector)
    }

    /// Calls the current implementation. The caller guarantees its signature is `(Args) -> Result`,
    /// which a cache hit on the method's key proves. Debug builds report a receiver that is not of
    /// the implementation's ``Implementation/receiverType``.
    @inlinable @inline(__always)
    func invoke<Args, Result>(_ receiver: AnyObject, _ selector: AnySelector, _ arguments: Args) -> Result {
        // The unchecked downcast is what the key's match proves.
        current.withBorrowed {
            #if DEBUG
            $0.implementation.checkReceiver(receiver, selector)
            #endif
            return unsafeDowncast($0, to: TypedBoundImplementation<Args, Result>.self).body(receiver, arguments)
        }
    }
}
