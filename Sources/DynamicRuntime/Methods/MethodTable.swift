import Synchronization

/// One side of a class's methods — instance methods, or class methods (the metaclass's list in
/// Objective-C) — with its cache.
///
/// The method list and every change to it are guarded by `Runtime.lock`; the cache is read
/// without it.
@usableFromInline
final class MethodTable: @unchecked Sendable {
    /// Set once by the class right after it is made, never written again: no exclusivity
    /// checks are needed to read it.
    @exclusivity(unchecked) @usableFromInline unowned(unsafe) var owner: RuntimeClass!
    @usableFromInline let isClassSide: Bool

    /// Own methods by selector, and their order of addition for `class_copyMethodList`.
    private(set) var methods: [AnySelector: RuntimeMethod] = [:]
    private(set) var order: [AnySelector] = []

    /// The cache, read without the lock; replaced with the lock held, and the old one retired,
    /// so a borrowed cache lasts the reader's read section.
    @usableFromInline
    let cache = AtomicReference<MethodCache, Retaining>(MethodCache.make(capacity: 8))

    init(isClassSide: Bool) {
        self.isClassSide = isClassSide
    }

    /// The same side of the superclass, borrowed: what a super send from this class searches.
    @inlinable
    var superTableUnretained: Unmanaged<MethodTable>? {
        // `unsafelyUnwrapped`: a checked unwrap between load and use keeps a retain and release.
        Unmanaged.passUnretained(owner.unsafelyUnwrapped)._withUnsafeGuaranteedRef { cls in
            cls.superclassReference.borrowed()?
                ._withUnsafeGuaranteedRef { Unmanaged.passUnretained(isClassSide ? $0.classMethods : $0.instanceMethods) }
        }
    }

    /// The same side of the superclass.
    var superTable: MethodTable? {
        superTableUnretained?.takeUnretainedValue()
    }

    // MARK: Lookup

    /// The cache's answer alone: no lock, no reference counting.
    @inlinable @inline(__always)
    func cachedMethod(forKeyBits keyBits: UInt) -> Unmanaged<RuntimeMethod>? {
        cache.withBorrowed { $0.method(forKeyBits: keyBits) }
    }

    /// The method a send of the key at `keyBits` reaches from this class after the cache missed:
    /// a locked walk up the superclasses that fills the cache. Nil when no class has the
    /// selector; throws when the one found has another signature.
    @usableFromInline
    func lookUpAndFill(_ keyBits: UInt) throws(RuntimeError) -> Unmanaged<RuntimeMethod>? {
        let key = MethodKey.at(keyBits)
        return try Runtime.lock.withLock { () throws(RuntimeError) -> Unmanaged<RuntimeMethod>? in
            guard let method = findLocked(key.selector) else { return nil }
            guard method.key === key else {
                throw RuntimeError.signatureMismatch(owner, key.selector, classSide: isClassSide,
                                                     expected: method.signature, actual: key.signature)
            }
            fillLocked(method)
            return Unmanaged.passUnretained(method)
        }
    }

    /// The method for `selector` in this class or the nearest superclass; `Runtime.lock` held.
    func findLocked(_ selector: AnySelector) -> RuntimeMethod? {
        Runtime.lock.assertHeld()
        var table: MethodTable? = self
        while let current = table {
            if let method = current.methods[selector] { return method }
            table = current.superTable
            // The root metaclass inherits from the root class, as objc4's does: a class-side
            // lookup ends in the root class's instance methods that accept any receiver.
            if table == nil, current.isClassSide, let method = current.owner.instanceMethods.methods[selector],
               method.servesClassSide {
                return method
            }
        }
        return nil
    }

    /// The method a send of `key` reaches from this class; throws as that send would when there
    /// is none or it has another signature. `Runtime.lock` held.
    func findLocked(matching key: MethodKey) throws(RuntimeError) -> RuntimeMethod {
        Runtime.lock.assertHeld()
        guard let method = findLocked(key.selector) else {
            throw RuntimeError.unrecognized(owner, key.selector, classSide: isClassSide)
        }
        guard method.key === key else {
            throw RuntimeError.signatureMismatch(owner, key.selector, classSide: isClassSide,
                                                 expected: method.signature, actual: key.signature)
        }
        return method
    }

    /// The locked walk without touching the cache: what a send would reach.
    func find(_ selector: AnySelector) -> RuntimeMethod? {
        Runtime.lock.withLock { findLocked(selector) }
    }

    private func fillLocked(_ method: RuntimeMethod) {
        Runtime.lock.assertHeld()
        let current = cache.load().unsafelyUnwrapped
        if current.method(forKeyBits: method.keyBits) != nil { return }
        if current.hasRoom {
            current.insert(method)
            return
        }
        let larger = MethodCache.make(capacity: (current.mask + 1) * 2)
        current.forEachMethod { larger.insert($0) }
        larger.insert(method)
        publish(larger)
    }

    private func publish(_ cache: MethodCache) {
        Reclamation.retire(self.cache.exchange(cache).unsafelyUnwrapped)
    }

    // MARK: Changes (all with `Runtime.lock` held)

    /// What every receiver reaching this table is an instance of: the class's Swift type, or
    /// ``RuntimeClass`` for class methods.
    @usableFromInline
    var receiverType: AnyObject.Type { isClassSide ? RuntimeClass.self : owner.swiftType }

    /// Throws unless `implementation` may serve `selector` here: every receiver that can reach
    /// this table is an instance of its ``Implementation/receiverType``, and a hook dispatcher
    /// stays where its hooks belong.
    func checkPlacement(of implementation: Implementation, for selector: AnySelector) throws(RuntimeError) {
        if let required = implementation.receiverType, !isSubclass(receiverType, of: required) {
            throw RuntimeError(.signatureMismatch, owner, selector, classSide: isClassSide,
                               "the implementation needs receivers of type \(required), but \(owner.name) receives \(receiverType)")
        }
        if let pin = implementation.pin, !pin.allows(self, selector) {
            throw RuntimeError(.hookConflict, owner, selector, classSide: isClassSide,
                               "the implementation runs the hooks of \(pin.table.owner.methodName(pin.selector, classSide: pin.table.isClassSide)) and cannot serve here")
        }
    }

    /// Adds `method` as this class's own, shadowing any inherited one, and invalidates the caches
    /// that could hold what it shadows.
    func addLocked(_ method: RuntimeMethod) {
        Runtime.lock.assertHeld()
        precondition(methods[method.selector] == nil, "addLocked over an own method")
        methods[method.selector] = method
        order.append(method.selector)
        invalidateLocked()
    }

    /// Removes an own method, so sends reach the inherited one again. Only hooks do this, to
    /// undo a method they added; Objective-C has no public way to remove a method.
    func removeLocked(_ selector: AnySelector) {
        Runtime.lock.assertHeld()
        guard let method = methods.removeValue(forKey: selector) else { return }
        order.removeAll { $0 == selector }
        // Unpublished from every cache first: a cache holds it unretained.
        invalidateLocked()
        Reclamation.retire(method)
    }

    /// Empties this cache and those of the same side of every subclass (and for the root
    /// class's instance methods, which class-side lookups end in, every class side too).
    /// `changedAbove`: what changed is above this table (a superclass's methods, or the
    /// superclass itself), so the hook sites here that shadow inherited methods find them again;
    /// it is so for every subclass.
    func invalidateLocked(changedAbove: Bool = false) {
        Runtime.lock.assertHeld()
        if !cache.withBorrowed({ $0.isEmpty }) { publish(MethodCache.make(capacity: 8)) }
        if changedAbove { HookRegistry.superclassMethodsChangedLocked(in: self) }
        if !isClassSide { owner.forgetDirectCallsLocked() }
        if !isClassSide, owner.superclass == nil { owner.classMethods.invalidateLocked(changedAbove: true) }
        for subclass in owner.subclasses {
            (isClassSide ? subclass.classMethods : subclass.instanceMethods).invalidateLocked(changedAbove: true)
        }
    }

    /// Forgets what direct calls learned of this class and its subclasses: an implementation
    /// they may reach changed (``DirectCall``).
    func forgetDirectCallsLocked() {
        Runtime.lock.assertHeld()
        guard !isClassSide else { return }
        owner.forgetDirectCallsLocked()
        for subclass in owner.subclasses { subclass.instanceMethods.forgetDirectCallsLocked() }
    }
}

/// Whether `type` is `base` or inherits from it.
func isSubclass(_ type: AnyClass, of base: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let cls = current {
        if ObjectIdentifier(cls) == ObjectIdentifier(base) { return true }
        current = _getSuperclass(cls)
    }
    return false
}
