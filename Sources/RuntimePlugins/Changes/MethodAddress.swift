import DynamicRuntime

/// One method-list slot: a class, a side, a selector (`-[Class selector]` or `+[Class selector]`).
struct MethodAddress: Hashable {
    let owner: RuntimeClass
    let isClassSide: Bool
    let selector: AnySelector

    init(_ owner: RuntimeClass, classSide: Bool, _ selector: AnySelector) {
        self.owner = owner
        isClassSide = classSide
        self.selector = selector
    }

    init(_ restore: ImplementationRestore) {
        self.init(restore.owner, classSide: restore.isClassSide, restore.selector)
    }

    var name: String { methodName(className: owner.name, selector: selector.name, isClassMethod: isClassSide) }
}
