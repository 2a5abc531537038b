import DynamicRuntime

/// A declared property added to a class (`class_addProperty`): undone by removing it.
/// Nothing can be stacked on a declaration, so there is nothing to check.
struct PropertyAddition: RecordedChange {
    let owner: RuntimeClass
    let property: RuntimeProperty

    var methodChanges: [(MethodAddress, MethodChange.Kind)] { [] }

    func simulateRevert(in simulation: inout RevertSimulation) throws(RevertRefusal) {}

    func revert() throws(RuntimeError) {
        _ = owner.removeProperty(property)
    }
}
