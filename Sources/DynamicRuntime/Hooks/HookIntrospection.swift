/// What reverting one hook will do, read before doing it: for bookkeeping that must check a
/// whole series of reverts before making any (RuntimePlugins). Package-visible.
package struct HookRevertPlan {
    /// The class whose method list holds the hook's method, and on which side.
    package let owner: RuntimeClass
    package let isClassSide: Bool
    package let selector: AnySelector
    /// The site's identity and its hooks', in list order, this one included.
    package let site: ObjectIdentifier
    package let entry: ObjectIdentifier
    package let entries: [ObjectIdentifier]
    /// What the method must hold for the revert to succeed.
    package let dispatcher: Implementation
    /// What the method gets back when its last hook goes; nil: the method is removed.
    package let restored: Implementation?
}

extension HookToken {
    /// What ``revert()`` would do now; nil when the hook is gone already (reverting is a no-op).
    package var revertPlan: HookRevertPlan? {
        Runtime.lock.withLock { () -> HookRevertPlan? in
            guard site.containsLocked(entry), let targets = site.revertTargetsLocked() else { return nil }
            let table = site.method.table
            return HookRevertPlan(owner: table.owner, isClassSide: table.isClassSide, selector: site.method.selector,
                                  site: ObjectIdentifier(site), entry: ObjectIdentifier(entry), entries: site.entryIDsLocked(),
                                  dispatcher: targets.dispatcher, restored: targets.restored)
        }
    }
}

extension RuntimeClass {
    /// The hooks living in this class's own method list, by selector, each list in order.
    package func hookEntries(classSide: Bool) -> [AnySelector: [ObjectIdentifier]] {
        let table = methods(classSide: classSide)
        return Runtime.lock.withLock {
            var entries: [AnySelector: [ObjectIdentifier]] = [:]
            for selector in table.order {
                if let site = HookRegistry[table, selector] { entries[selector] = site.entryIDsLocked() }
            }
            return entries
        }
    }
}
