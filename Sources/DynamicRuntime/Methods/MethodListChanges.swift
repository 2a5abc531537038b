/// Looking up and changing a class's methods: `class_getInstanceMethod`, `class_addMethod`,
/// `class_replaceMethod` and friends. Every change takes `Runtime.lock` and invalidates exactly
/// the caches that could hold what it changes.
extension RuntimeClass {
    /// The instance method a send of `selector` reaches from this class, own or inherited
    /// (`class_getInstanceMethod`). Like objc4's, a miss runs dynamic method resolution first,
    /// so a method `+resolveInstanceMethod:` would add is found (and can be swizzled).
    public func instanceMethod(for selector: AnySelector) -> RuntimeMethod? {
        instanceMethods.findResolving(selector)
    }

    /// The class method a send of `selector` reaches from this class (`class_getClassMethod`);
    /// a miss runs `+resolveClassMethod:` first.
    public func classMethod(for selector: AnySelector) -> RuntimeMethod? {
        classMethods.findResolving(selector)
    }

    /// This class's own methods, in the order they were added, inherited ones excluded
    /// (`class_copyMethodList`; pass `classSide` for the metaclass's list).
    public func ownMethods(classSide: Bool = false) -> [RuntimeMethod] {
        let table = methods(classSide: classSide)
        return Runtime.lock.withLock { table.order.compactMap { table.methods[$0] } }
    }

    /// Whether instances respond to `selector` (`class_respondsToSelector`). Like Apple's, this
    /// runs dynamic method resolution but not forwarding.
    public func respondsTo(_ selector: AnySelector) -> Bool {
        instanceMethods.findResolving(selector) != nil
    }

    /// Adds a method to this class (`class_addMethod`). Returns false, changing nothing, when the
    /// class itself already has `selector`; adding over an inherited method shadows it for this
    /// class and its subclasses only.
    ///
    /// Throws `signatureMismatch` when an inherited method has another signature (Objective-C
    /// would accept it and crash later), and `classInUse` for a disposed class.
    @discardableResult
    public func addMethod(_ selector: AnySelector, implementation: Implementation, classSide: Bool = false) throws(RuntimeError) -> Bool {
        let table = methods(classSide: classSide)
        return try Runtime.lock.withLock { () throws(RuntimeError) -> Bool in
            try table.checkChangeableLocked(selector)
            if table.methods[selector] != nil { return false }
            try table.admitLocked(selector, implementation)
            return true
        }
    }

    /// Adds `method`'s base implementation to this class, on its side (instance or class), as a
    /// category method: `class_addMethod` with the declaration's selector and signature.
    @discardableResult
    public func addMethod<Receiver, Args, Result>(_ method: DeclaredMethod<Receiver, Args, Result>) throws(RuntimeError) -> Bool {
        try addMethod(method.selector.untyped, implementation: method.baseImplementation, classSide: method.isClassMethod)
    }

    /// Throws the problem recorded for this class's (or a superclass's) member for `selector`,
    /// if the runtime could not admit it (see ``validate()``): what a hook, swizzle or
    /// observation touching that member throws.
    public func checkDefinition(of selector: AnySelector, classSide: Bool = false) throws(RuntimeError) {
        let table = methods(classSide: classSide)
        try Runtime.lock.withLock { () throws(RuntimeError) in try table.owner.checkDefinitionLocked(selector, classSide: table.isClassSide) }
    }

    /// Replaces the implementation of this class's own method for `selector`, returning the
    /// previous one; adds the method (returning nil) when the class only inherits it or lacks it
    /// (`class_replaceMethod`). Inherited methods are never changed.
    @discardableResult
    public func replaceMethod(_ selector: AnySelector, implementation: Implementation, classSide: Bool = false) throws(RuntimeError) -> Implementation? {
        let table = methods(classSide: classSide)
        return try Runtime.lock.withLock { () throws(RuntimeError) -> Implementation? in
            try table.checkChangeableLocked(selector)
            if let own = table.methods[selector] {
                try own.checkReplaceable(by: implementation)
                return own.exchange(implementation)
            }
            try table.admitLocked(selector, implementation)
            return nil
        }
    }

    /// Declares a property on this class (`class_addProperty`); false, changing nothing, if the
    /// class or a superclass already declares one of that name — as objc4, whose check is
    /// `class_getProperty`. (A Swift subclass may still redeclare one in `runtimeMembers`, as
    /// an Objective-C subclass may redeclare an `@property`.)
    @discardableResult
    public func addProperty(_ property: RuntimeProperty) -> Bool {
        Runtime.lock.withLock {
            guard propertyLocked(named: property.name) == nil else { return false }
            addPropertyLocked(property)
            return true
        }
    }

    /// The property `name` declared by this class or a superclass (`class_getProperty`).
    public func property(named name: String) -> RuntimeProperty? {
        Runtime.lock.withLock { propertyLocked(named: name) }
    }

    private func propertyLocked(named name: String) -> RuntimeProperty? {
        Runtime.lock.assertHeld()
        var current: RuntimeClass? = self
        while let cls = current {
            if let property = cls.properties[name] { return property }
            current = cls.superclass
        }
        return nil
    }

    /// The properties this class itself declares, in order (`class_copyPropertyList`).
    public var ownProperties: [RuntimeProperty] {
        Runtime.lock.withLock { propertyOrder.compactMap { properties[$0] } }
    }


}

extension MethodTable {
    /// Throws unless this table's `selector` may change: its class is not disposed, and the
    /// members it declared for `selector` were all admitted. `Runtime.lock` held.
    func checkChangeableLocked(_ selector: AnySelector) throws(RuntimeError) {
        Runtime.lock.assertHeld()
        if owner.state == .disposed {
            throw RuntimeError(.classInUse, owner, selector, classSide: isClassSide, "the class is disposed")
        }
        try owner.checkDefinitionLocked(selector, classSide: isClassSide)
    }

    /// Admits `implementation` as this table's own method for `selector`, over whatever it
    /// inherits: the one way a method joins a class, from a mirror's members or
    /// `class_addMethod`. Throws, changing nothing, when the table has its own method already,
    /// the inherited one has another signature, or the implementation cannot serve here.
    /// `Runtime.lock` held.
    func admitLocked(_ selector: AnySelector, _ implementation: Implementation) throws(RuntimeError) {
        Runtime.lock.assertHeld()
        if methods[selector] != nil {
            throw RuntimeError(.inadmissibleDefinition, owner, selector, classSide: isClassSide,
                               "the class lists this selector twice; the first is kept")
        }
        if let inherited = findLocked(selector), inherited.signature != implementation.signature {
            throw RuntimeError(.signatureMismatch, owner, selector, classSide: isClassSide,
                               expected: inherited.signature, actual: implementation.signature,
                               "signature mismatch: the inherited \(inherited) is \(inherited.signature), got \(implementation.signature)")
        }
        try checkPlacement(of: implementation, for: selector)
        addLocked(RuntimeMethod(key: SelectorTable.key(selector, implementation.signature), implementation: implementation, table: self))
    }

    /// The method a send of `selector` reaches from this table, after running dynamic method
    /// resolution on a miss and looking again whatever the resolver answers (as objc4). Takes
    /// `Runtime.lock`; the resolver runs outside it.
    func findResolving(_ selector: AnySelector) -> RuntimeMethod? {
        if let method = find(selector) { return method }
        Messenger.resolve(selector, in: self)
        return find(selector)
    }
}

extension RuntimeMethod {
    /// Installs `implementation` and returns the previous one (`method_setImplementation`).
    /// Throws `signatureMismatch`, changing nothing, when the signatures differ.
    @discardableResult
    public func setImplementation(_ implementation: Implementation) throws(RuntimeError) -> Implementation {
        try Runtime.lock.withLock { () throws(RuntimeError) -> Implementation in
            try checkReplaceable(by: implementation)
            return exchange(implementation)
        }
    }

    /// Swaps the implementations of two methods (`method_exchangeImplementations`), atomically
    /// with respect to other runtime changes. Throws `signatureMismatch`, naming both methods and
    /// signatures, when they differ.
    public func exchangeImplementation(with other: RuntimeMethod) throws(RuntimeError) {
        try Runtime.lock.withLock { () throws(RuntimeError) in
            guard signature == other.signature else {
                throw RuntimeError(.signatureMismatch, table.owner, selector, classSide: table.isClassSide,
                                   expected: signature, actual: other.signature,
                                   "method_exchangeImplementations with \(other): signature mismatch: \(signature) versus \(other.signature)")
            }
            let mine = implementation
            try checkReplaceable(by: other.implementation)
            try other.checkReplaceable(by: mine)
            exchange(other.exchange(mine))
        }
    }
}
