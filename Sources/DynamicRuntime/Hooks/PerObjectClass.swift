/// Per-object hook classes: a dynamic subclass made for one object, so hooks on it touch no
/// other instance. Made on the first instance hook and reused for every later one; it hides from
/// `-class` and is disposed of when its object dies.
extension RuntimeObject {
    /// The object's hook class, made and swapped in under it if it has none yet.
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
                of: base, named: "\(base.name)_SwizzleKitHooks_\(PerObjectClasses.count)", hookedObject: id, isHidden: true)
            cls.state = .registered
            storeDispatchClassLocked(cls)
            return cls
        }
    }
}

enum PerObjectClasses {
    /// Numbers per-object class names; guarded by `Runtime.lock`.
    nonisolated(unsafe) static var count = 0

    /// Drops the hook class of an object that is being deinitialised. `Runtime.lock` held.
    static func discardLocked(_ cls: RuntimeClass, of object: ObjectIdentifier) {
        guard cls.hookedObject == object else { return }
        HookRegistry.discardLocked(cls)
        try? cls.disposeLocked()
    }
}
