/// Undoing method-list changes exactly, for bookkeeping that reverts what it changed (the
/// RuntimePlugins module): compare-and-restore, all or nothing, so a revert that would drop
/// somebody else's later change is refused and changes nothing. Package-visible: Objective-C
/// has no public way to remove a method.

/// One own method to put back: it must hold `expected` now, and gets `restored`.
package struct ImplementationRestore {
    /// The class whose own method it is.
    package let owner: RuntimeClass
    /// Whether it is a class method.
    package let isClassSide: Bool
    /// The method's selector.
    package let selector: AnySelector
    /// What the own method must hold now; anything else means a later change would be lost.
    package let expected: Implementation
    /// What it gets back; nil removes the own method, so sends reach the inherited one again.
    package let restored: Implementation?

    package init(owner: RuntimeClass, isClassSide: Bool, selector: AnySelector, expected: Implementation, restored: Implementation?) {
        self.owner = owner
        self.isClassSide = isClassSide
        self.selector = selector
        self.expected = expected
        self.restored = restored
    }

    /// `-[Class selector]`.
    package var methodName: String { owner.methodName(selector, classSide: isClassSide) }
}

extension RuntimeClass {
    /// The implementation of this class's own method for `selector`; nil if it only inherits
    /// one or has none.
    package func ownImplementation(for selector: AnySelector, classSide: Bool) -> Implementation? {
        let table = methods(classSide: classSide)
        return Runtime.lock.withLock { table.methods[selector]?.implementation }
    }

    /// Applies every restore, in order, or none: throws `revertConflict`, naming the method,
    /// when an own method is missing or no longer holds what its restore expects (checked as
    /// the earlier restores of the list leave it).
    package static func restore(_ restores: [ImplementationRestore]) throws(RuntimeError) {
        try Runtime.lock.withLock { () throws(RuntimeError) in
            struct Slot: Hashable {
                let table: ObjectIdentifier
                let selector: AnySelector
            }
            var simulated: [Slot: Implementation?] = [:]
            for restore in restores {
                let table = restore.owner.methods(classSide: restore.isClassSide)
                let id = Slot(table: ObjectIdentifier(table), selector: restore.selector)
                let current = simulated[id] ?? table.methods[restore.selector]?.implementation
                guard current === restore.expected, let method = table.methods[restore.selector] else {
                    throw RuntimeError(.revertConflict, restore.owner, restore.selector, classSide: restore.isClassSide, "changed since; reverting would drop that change")
                }
                if let restored = restore.restored { try method.checkReplaceable(by: restored) }
                simulated[id] = .some(restore.restored)
            }
            for restore in restores {
                let table = restore.owner.methods(classSide: restore.isClassSide)
                if let restored = restore.restored {
                    table.methods[restore.selector]!.exchange(restored)
                } else {
                    table.removeLocked(restore.selector)
                }
            }
        }
    }
}

extension RuntimeMethod {
    /// The class whose method list holds this method.
    package var owner: RuntimeClass { table.owner }
    /// Whether this is a class method.
    package var isClassSide: Bool { table.isClassSide }
}
