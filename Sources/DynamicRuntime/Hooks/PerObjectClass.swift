/// Per-object hook classes: a dynamic subclass made for one object, so hooks on it touch no
/// other instance. Made on the first instance hook and reused for every later one; it hides from
/// `-class` and is disposed of when its object dies.
extension RuntimeObject {
    /// The object's hook class, made and swapped in under it if it has none yet.
    @usableFromInline
    func perObjectClass() throws(RuntimeError) -> RuntimeClass {
        _ = isaPointer
        let id = ObjectIdentifier(self)
        return try Runtime.lock.withLock { () throws(RuntimeError) -> RuntimeClass in
            var current: RuntimeClass? = dispatchClass
            while let cls = current {
                if cls.hookedObject == id { return cls }
                current = cls.superclass
            }
            let base = dispatchClass
            PerObjectClasses.count += 1
            let cls = try RuntimeClass.allocateSubclassLocked(
                of: base, named: "\(base.name)_SwizzleKitHooks_\(PerObjectClasses.count)", hookedObject: id,
                swiftType: type(of: self), isHidden: true)
            cls.state = .registered
            storeDispatchClassLocked(cls)
            return cls
        }
    }
}

enum PerObjectClasses {
    /// Numbers per-object class names; guarded by `Runtime.lock`.
    nonisolated(unsafe) static var count = 0

    /// Disposes of the hook class of an object that is being deinitialised, and drops its hooks.
    /// If a class still inherits from it, it stays, hooks and all. `Runtime.lock` held.
    static func discardLocked(_ cls: RuntimeClass, of object: ObjectIdentifier) {
        guard cls.hookedObject == object, (try? cls.disposeLocked()) != nil else { return }
        HookRegistry.discardLocked(cls)
    }
}

/// Stacking isa-swizzling subclasses with per-object hooks. An object's per-object hook class
/// always sits on top; a notifying subclass (key-value observing's) goes beneath it, so either
/// can come and go first without dropping the other — where a raw `object_setClass` would
/// silently drop the hooks (the Aspects / KVO crash class).
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
        _ = isaPointer
        return try Runtime.lock.withLock { () throws(RuntimeError) -> RuntimeClass in
            let top = dispatchClass
            guard top.hookedObject == ObjectIdentifier(self) else { return try setDispatchClassLocked(cls) }
            try checkClassChangeLocked(to: cls)
            guard !cls.isSubclass(of: top) else {
                throw RuntimeError(.invalidClassChange, "setClassBeneathHooks(<\(top.name)>, \(cls.name)): \(cls.name) descends from the object's own hook class")
            }
            let old = top.superclass!
            top.setSuperclassLocked(cls)
            return old
        }
    }
}
