/// Per-object hook classes: a dynamic subclass made for one object, so hooks on it touch no
/// other instance. Made on the first instance hook and reused for every later one; it hides from
/// `-class`, stays in the object's class chain (`object_setClass` may not drop it) and is disposed
/// of when its object dies.
extension RuntimeObject {
    /// The object's hook class, made and swapped in under it if it has none yet — but only once
    /// the dispatch class is found to answer `key` with its signature and without a definition
    /// problem, so a refused hook leaves the object as it was. `Runtime.lock` held, dispatch class resolved.
    func perObjectClassLocked(for key: MethodKey) throws(RuntimeError) -> RuntimeClass {
        Runtime.lock.assertHeld()
        if let own = ownHookClassLocked { return own }
        let base = dispatchClass
        // The checks a hook site makes on a new class, made before the class is (fault injection
        // found an object left on a new class by a refused hook).
        _ = try base.instanceMethods.findLocked(matching: key)
        try base.checkDefinitionLocked(key.selector, classSide: false)
        // Skip numbers whose name a user class already has; count only a class actually made.
        var number = PerObjectClasses.count.value
        var name: String
        repeat {
            number += 1
            name = "\(base.name)_SwizzleKitHooks_\(number)"
        } while ClassRegistry.byName.value[name] != nil
        let cls = try RuntimeClass.allocateSubclassLocked(of: base, named: name, hookedObject: ObjectIdentifier(self),
                                                          swiftType: type(of: self), isHidden: true)
        PerObjectClasses.count.value = number
        cls.state = .registered
        cls.hookedInstance = Unmanaged.passUnretained(self)
        storeDispatchClassLocked(cls)
        return cls
    }

    /// The object's hook class, if it has one: its dispatch class or an ancestor of it.
    /// `Runtime.lock` held, dispatch class resolved.
    var ownHookClassLocked: RuntimeClass? {
        Runtime.lock.assertHeld()
        return dispatchClass.firstInChain { $0.hookedObject == ObjectIdentifier(self) }
    }
}

enum PerObjectClasses {
    /// Numbers per-object class names.
    static let count = Locked(0, guardedBy: Runtime.lock)

    /// Unlinks the hook class of an object that is being deinitialised, drops its hooks, and
    /// releases it once the lock is let go (its hooks' captures may be objects of the runtime):
    /// with it go its method tables, caches, hook lists and the hooks' bodies and captures (no
    /// send to the object can be in flight). If a class still inherits from it, it stays, hooks
    /// and all. `Runtime.lock` held.
    static func discardLocked(_ cls: RuntimeClass, of object: ObjectIdentifier) {
        Runtime.lock.assertHeld()
        guard cls.hookedObject == object, cls.instanceCount == 0, cls.subclasses.isEmpty, cls.state == .registered else { return }
        unlinkLocked(cls)
        // Its methods go too: a hook's dispatcher copied under another selector of this class
        // holds the class's table through its site, a cycle that would keep both (found by
        // LeakSanitizer in the model-based test).
        for side in [false, true] {
            let table = cls.methods(classSide: side)
            for selector in Array(table.methods.keys) { table.removeLocked(selector) }
        }
        cls.forgetMetaclassLocked()
        Runtime.lock.releaseAfterUnlock([cls])
    }

    /// Puts the object of `cls`, a per-object hook class whose last hook has just gone, back on
    /// the class beneath — its own, or a notifying class while it is observed — and retires
    /// `cls`: a send in flight may still be running in it. Nothing happens while the class has
    /// a method of its own or a class inherits from it. `Runtime.lock` held.
    static func retireIfUnhookedLocked(_ cls: RuntimeClass) {
        Runtime.lock.assertHeld()
        guard let object = cls.hookedInstance, cls.state == .registered, cls.instanceCount == 1, cls.subclasses.isEmpty,
              cls.methods(classSide: false).methods.isEmpty, cls.methods(classSide: true).methods.isEmpty,
              let beneath = cls.superclass else { return }
        // Not retained: a retain of an object already in its deinit would run the deinit twice.
        let moved = object._withUnsafeGuaranteedRef { object in
            guard object.dispatchClass === cls else { return false }
            object.storeDispatchClassLocked(beneath)
            return true
        }
        guard moved else { return }
        unlinkLocked(cls)
        cls.retireLocked()
    }

    /// Takes `cls` out of the class hierarchy and the registry, with its hooks. `Runtime.lock` held.
    private static func unlinkLocked(_ cls: RuntimeClass) {
        Runtime.lock.assertHeld()
        cls.hookedInstance = nil
        cls.superclass?.subclasses.removeAll { $0 === cls }
        ClassRegistry.byName.value[cls.name] = nil
        cls.state = .disposed
        RuntimeClass.propertiesChangedLocked()
        HookRegistry.discardLocked(cls)
    }
}

/// Stacking isa-swizzling subclasses with per-object hooks. An object's per-object hook class
/// always sits on top; a notifying subclass (key-value observing's) goes beneath it, so either
/// can come and go first without dropping the other. A raw `object_setClass` would drop the
/// hooks (the Aspects / KVO crash class), so it throws `hookConflict` instead.
extension RuntimeObject {
    /// The class beneath the object's per-object hook class, or its dispatch class if it has none.
    public final var classBeneathHooks: RuntimeClass {
        let top = dispatchClass
        return Runtime.lock.withLock { top.hookedObject == ObjectIdentifier(self) ? top.superclass! : top }
    }

    /// Sets the class beneath the object's per-object hook class (re-parenting that class), or
    /// the dispatch class when there is none, and returns the class that was there. The same
    /// classes are allowed as for `object_setClass`; anything else throws `invalidClassChange`.
    @discardableResult
    public final func setClassBeneathHooks(_ cls: RuntimeClass) throws(RuntimeError) -> RuntimeClass {
        _ = isa
        return try Runtime.lock.withLock { () throws(RuntimeError) -> RuntimeClass in
            let top = dispatchClass
            guard top.hookedObject == ObjectIdentifier(self) else { return try setDispatchClassLocked(cls) }
            try checkClassChangeLocked(to: cls)
            guard !cls.isSubclass(of: top) else {
                throw RuntimeError(.invalidClassChange, className: cls.name, "setClassBeneathHooks(<\(top.name)>, \(cls.name)): \(cls.name) descends from the object's own hook class")
            }
            let old = top.superclass!
            top.setSuperclassLocked(cls)
            return old
        }
    }
}
