/// Dynamic subclasses: allocate, register, dispose (`objc_allocateClassPair` and friends).
extension RuntimeClass {
    /// Allocates a dynamic subclass of `superclass` named `name` (`objc_allocateClassPair`).
    /// Add methods, then ``register()`` it before any object takes it.
    ///
    /// Throws `duplicateClassName` if a class of that name exists (Objective-C returns nil), and
    /// `classInUse` if `superclass` is not registered.
    public static func allocateSubclass(of superclass: RuntimeClass, named name: String) throws(RuntimeError) -> RuntimeClass {
        try Runtime.lock.withLock { () throws(RuntimeError) -> RuntimeClass in
            try allocateSubclassLocked(of: superclass, named: name)
        }
    }

    /// ``allocateSubclass(of:named:)`` with `Runtime.lock` held. `hookedObject` marks a
    /// per-object hook class, whose instances are all of `swiftType` (the object's own type);
    /// `isHidden` hides the class from `-class`.
    package static func allocateSubclassLocked(of superclass: RuntimeClass, named name: String,
                                               hookedObject: ObjectIdentifier? = nil, swiftType: RuntimeObject.Type? = nil,
                                               isHidden: Bool = false) throws(RuntimeError) -> RuntimeClass {
        Runtime.lock.assertHeld()
        guard ClassRegistry.byName.value[name] == nil else {
            throw RuntimeError(.duplicateClassName, className: name, "objc_allocateClassPair(\(superclass.name), \"\(name)\"): a class named \(name) already exists")
        }
        guard superclass.isUsableLocked else {
            throw RuntimeError(.classInUse, className: superclass.name, "objc_allocateClassPair(\(superclass.name), \"\(name)\"): the superclass \(superclass.name) is not registered")
        }
        let cls = RuntimeClass(name: name, superclass: superclass, swiftType: swiftType ?? superclass.swiftType, isDynamic: true,
                               hookedObject: hookedObject, isHidden: isHidden)
        superclass.subclasses.append(cls)
        ClassRegistry.byName.value[name] = cls
        return cls
    }

    /// Allocates and registers a subclass that `-class` hides: for isa-swizzling subclasses the
    /// runtime's own layers make (key-value observing's notifying classes).
    package static func allocateHiddenSubclass(of superclass: RuntimeClass, named name: String) throws(RuntimeError) -> RuntimeClass {
        try Runtime.lock.withLock { () throws(RuntimeError) -> RuntimeClass in
            let cls = try allocateSubclassLocked(of: superclass, named: name, isHidden: true)
            cls.state = .registered
            return cls
        }
    }

    /// Makes an allocated class usable (`objc_registerClassPair`). Throws `classInUse` if it is
    /// not a freshly allocated class.
    public func register() throws(RuntimeError) {
        try Runtime.lock.withLock { () throws(RuntimeError) in
            guard state == .allocated else {
                throw RuntimeError(.classInUse, className: name, "objc_registerClassPair(\(name)): the class is \(state), not freshly allocated")
            }
            state = .registered
        }
    }

    /// Removes a dynamic class (`objc_disposeClassPair`). Throws `classInUse` while an object has
    /// it as dispatch class or a class inherits from it, and for mirrors of Swift classes; the
    /// runtime is unchanged then. The record itself stays in memory, since lock-free senders
    /// may still hold it, but its name is free again.
    public func dispose() throws(RuntimeError) {
        try Runtime.lock.withLock { () throws(RuntimeError) in try disposeLocked() }
    }

    /// ``dispose()`` with `Runtime.lock` held.
    func disposeLocked() throws(RuntimeError) {
        Runtime.lock.assertHeld()
        let refusal: String? = switch state {
        case .mirror: "it mirrors a Swift class"
        case .disposed: "it is already disposed"
        case .allocated, .registered:
            if instanceCount > 0 { "\(instanceCount) object(s) still have it as their class" }
            else if !subclasses.isEmpty { "it still has subclasses (\(subclasses.map(\.name).joined(separator: ", ")))" }
            else { nil }
        }
        if let refusal {
            throw RuntimeError(.classInUse, className: name, "objc_disposeClassPair(\(name)): \(refusal)")
        }
        superclass?.subclasses.removeAll { $0 === self }
        ClassRegistry.byName.value[name] = nil
        state = .disposed
        Self.propertiesChangedLocked()
        retireLocked()
    }

    /// Whether objects may take this class and subclasses may be made of it.
    var isUsableLocked: Bool {
        Runtime.lock.assertHeld()
        return state == .mirror || state == .registered
    }
}

extension RuntimeObject {
    /// Changes the dispatch class and returns the old one (`object_setClass`).
    ///
    /// Throws `invalidClassChange`, leaving the object as it was, unless `cls` is usable and is
    /// the object's Swift class, one of its ancestors, or a dynamic subclass of those — so every
    /// method that can run still gets an instance of the class it was written for. Associated
    /// objects stay with the object. `type(of:)` never changes.
    ///
    /// Once the object has instance hooks, its own hook class holds them: a `cls` that does not
    /// descend from it throws `hookConflict`, changing nothing, since the hooks would silently
    /// stop running while their tokens still say active. Use ``setClassBeneathHooks(_:)`` to
    /// change the class beneath them.
    @discardableResult
    public final func setDispatchClass(_ cls: RuntimeClass) throws(RuntimeError) -> RuntimeClass {
        _ = isa
        return try Runtime.lock.withLock { () throws(RuntimeError) -> RuntimeClass in try setDispatchClassLocked(cls) }
    }

    /// ``setDispatchClass(_:)`` with `Runtime.lock` held and the dispatch class resolved.
    func setDispatchClassLocked(_ cls: RuntimeClass) throws(RuntimeError) -> RuntimeClass {
        Runtime.lock.assertHeld()
        try checkClassChangeLocked(to: cls)
        if let own = ownHookClassLocked, !cls.isSubclass(of: own) {
            throw RuntimeError(.hookConflict, className: cls.name, "object_setClass(<\(dispatchClass.name)>, \(cls.name)): the object's instance hooks live in \(own.name), which \(cls.name) does not descend from; use setClassBeneathHooks to change the class beneath them")
        }
        let old = dispatchClass
        storeDispatchClassLocked(cls)
        return old
    }

    /// Throws `invalidClassChange` unless `cls` is usable and is the object's Swift class, one of
    /// its ancestors, or a dynamic subclass of those. `Runtime.lock` held, dispatch class resolved
    /// (so the mirrors of the object's class and its ancestors exist).
    func checkClassChangeLocked(to cls: RuntimeClass) throws(RuntimeError) {
        Runtime.lock.assertHeld()
        if let other = cls.firstInChain(where: { $0.hookedObject.map { $0 != ObjectIdentifier(self) } ?? false }) {
            throw RuntimeError(.invalidClassChange, className: cls.name, "object_setClass(<\(dispatchClass.name)>, \(cls.name)): \(other.name) is another object's own hook class")
        }
        guard cls.isUsableLocked, isInstanceLocked(of: cls.swiftType) else {
            let reason = !cls.isUsableLocked ? "\(cls.name) is not registered"
                : cls.swiftType is Self.Type
                ? "\(cls.name) is a Swift subclass of \(type(of: self)), and an object keeps the storage of the type it was made as: make the object as \(cls.name), or add the methods to a dynamic subclass (objc_allocateClassPair) and set that"
                : "\(cls.name) is not \(type(of: self)), an ancestor of it, or a dynamic subclass of those"
            throw RuntimeError(.invalidClassChange, className: cls.name, "object_setClass(<\(dispatchClass.name)>, \(cls.name)): \(reason)")
        }
    }

    /// Whether the object's Swift type is `type` or a subclass of it. Its own type, the usual
    /// case (a class made on top of the object's), needs no mirror looked up. `Runtime.lock`
    /// held, dispatch class resolved (so the mirror of the object's type exists).
    private func isInstanceLocked(of type: RuntimeObject.Type) -> Bool {
        Runtime.lock.assertHeld()
        if ObjectIdentifier(type) == ObjectIdentifier(Swift.type(of: self)) { return true }
        guard let mirror = ClassRegistry.existingMirrorLocked(of: Swift.type(of: self)),
              let base = ClassRegistry.existingMirrorLocked(of: type) else { return false }
        return mirror.isSubclass(of: base)
    }

    /// Stores the dispatch class, keeping dynamic classes' instance counts; `Runtime.lock` held
    /// and the dispatch class already resolved.
    func storeDispatchClassLocked(_ cls: RuntimeClass) {
        Runtime.lock.assertHeld()
        let old = dispatchClass
        if old.isDynamic { old.instanceCount -= 1 }
        if cls.isDynamic { cls.instanceCount += 1 }
        isaReference.store(cls)
    }
}
