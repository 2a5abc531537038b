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
            try checkChangeableLocked(selector, classSide: classSide)
            if table.methods[selector] != nil { return false }
            try table.addOwnMethodLocked(selector, implementation)
            return true
        }
    }

    /// Replaces the implementation of this class's own method for `selector`, returning the
    /// previous one; adds the method (returning nil) when the class only inherits it or lacks it
    /// (`class_replaceMethod`). Inherited methods are never changed.
    @discardableResult
    public func replaceMethod(_ selector: AnySelector, implementation: Implementation, classSide: Bool = false) throws(RuntimeError) -> Implementation? {
        let table = methods(classSide: classSide)
        return try Runtime.lock.withLock { () throws(RuntimeError) -> Implementation? in
            try checkChangeableLocked(selector, classSide: classSide)
            if let own = table.methods[selector] {
                try own.checkReplaceable(by: implementation)
                return own.exchange(implementation)
            }
            try table.addOwnMethodLocked(selector, implementation)
            return nil
        }
    }

    /// Declares a property on this class (`class_addProperty`); false, changing nothing, if the
    /// class or a superclass already declares one of that name — as objc4, whose check is
    /// `class_getProperty`. (A Swift subclass may still redeclare one in `runtimeProperties`, as
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

    private func checkChangeableLocked(_ selector: AnySelector, classSide: Bool) throws(RuntimeError) {
        if state == .disposed {
            throw RuntimeError(.classInUse, "\(RuntimeError.methodName(self, selector, classSide: classSide)): the class is disposed")
        }
    }
}

extension MethodTable {
    /// Adds `implementation` as this table's own method for `selector`, over whatever it
    /// inherits, after checking the signature and placement. `Runtime.lock` held; the table has
    /// no own method for `selector`.
    func addOwnMethodLocked(_ selector: AnySelector, _ implementation: Implementation) throws(RuntimeError) {
        if let inherited = findLocked(selector) { try inherited.checkSignature(of: implementation) }
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
                throw RuntimeError(.signatureMismatch,
                                   "method_exchangeImplementations(\(self), \(other)): signature mismatch: \(signature) versus \(other.signature)")
            }
            let mine = implementation
            try checkReplaceable(by: other.implementation)
            try other.checkReplaceable(by: mine)
            exchange(other.exchange(mine))
        }
    }
}
