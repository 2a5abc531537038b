import DynamicRuntime

/// One change a plugin made through its context, able to check and make its own undo.
protocol RecordedChange {
    /// The methods it changed and how, for "who changed this method?" and the conflict report.
    var methodChanges: [(MethodAddress, MethodChange.Kind)] { get }

    /// The associated values it set, by object and key: a later plugin's change of the same
    /// one is layered over it.
    var associationSlots: [RevertSimulation.AssociationSlot] { get }

    /// Checks, against `simulation` (the runtime as the changes undone before this one leave
    /// it), that undoing this loses nothing made since; then undoes it in `simulation`.
    func simulateRevert(in simulation: inout RevertSimulation) throws(RevertRefusal)

    /// Undoes the change; throws when the runtime refuses (a change made since, in a race).
    func revert() throws(RuntimeError)
}

extension RecordedChange {
    /// None: only ``AssociationChange`` sets associated values.
    var associationSlots: [RevertSimulation.AssociationSlot] { [] }
}

/// Why a change cannot be undone: the method (if it is one) and what happened to it.
struct RevertRefusal: Error {
    let address: MethodAddress?
    let reason: String
}
