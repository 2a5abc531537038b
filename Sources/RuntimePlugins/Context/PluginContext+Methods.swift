import DynamicRuntime

/// Method-list changes, with the semantics of their `<objc/runtime.h>` namesakes, so a seed's
/// swizzle (add-or-exchange included) ports line for line onto the context.
extension PluginContext {
    /// Adds a method to `cls` (`class_addMethod`); false, changing nothing, when `cls` has its
    /// own method for `selector` already. Undone by removing the method.
    @discardableResult
    public func addMethod(_ selector: AnySelector, implementation: Implementation, to cls: RuntimeClass,
                          classSide: Bool = false) throws(PluginError) -> Bool {
        try record { () throws(RuntimeError) -> (Bool, (any RecordedChange)?) in
            guard try cls.addMethod(selector, implementation: implementation, classSide: classSide) else { return (false, nil) }
            return (true, MethodListChange(kind: .added, restores: [
                ImplementationRestore(owner: cls, isClassSide: classSide, selector: selector, expected: implementation, restored: nil),
            ]))
        }
    }

    /// Replaces the implementation of `cls`'s own method, returning the previous one, or adds
    /// the method and returns nil (`class_replaceMethod`). Undone by putting the previous one
    /// back, or removing the method.
    @discardableResult
    public func replaceMethod(_ selector: AnySelector, implementation: Implementation, in cls: RuntimeClass,
                              classSide: Bool = false) throws(PluginError) -> Implementation? {
        try record { () throws(RuntimeError) -> (Implementation?, (any RecordedChange)?) in
            let previous = try cls.replaceMethod(selector, implementation: implementation, classSide: classSide)
            return (previous, MethodListChange(kind: previous == nil ? .added : .replaced, restores: [
                ImplementationRestore(owner: cls, isClassSide: classSide, selector: selector, expected: implementation, restored: previous),
            ]))
        }
    }

    /// Swaps two methods' implementations (`method_exchangeImplementations`). Undone by
    /// swapping them back.
    public func exchangeImplementations(_ first: RuntimeMethod, _ second: RuntimeMethod) throws(PluginError) {
        try record { () throws(RuntimeError) -> ((), (any RecordedChange)?) in
            let (firstImplementation, secondImplementation) = (first.implementation, second.implementation)
            try first.exchangeImplementation(with: second)
            return ((), MethodListChange(kind: .exchanged, restores: [
                ImplementationRestore(owner: first.owner, isClassSide: first.isClassSide, selector: first.selector,
                                      expected: secondImplementation, restored: firstImplementation),
                ImplementationRestore(owner: second.owner, isClassSide: second.isClassSide, selector: second.selector,
                                      expected: firstImplementation, restored: secondImplementation),
            ]))
        }
    }

    /// Sets a method's implementation and returns the previous one (`method_setImplementation`).
    /// Undone by putting the previous one back.
    @discardableResult
    public func setImplementation(_ implementation: Implementation, of method: RuntimeMethod) throws(PluginError) -> Implementation {
        try record { () throws(RuntimeError) -> (Implementation, (any RecordedChange)?) in
            let previous = try method.setImplementation(implementation)
            return (previous, MethodListChange(kind: .implementationSet, restores: [
                ImplementationRestore(owner: method.owner, isClassSide: method.isClassSide, selector: method.selector,
                                      expected: implementation, restored: previous),
            ]))
        }
    }
}
