import DynamicRuntime

/// An associated value set on an object: undone by putting back what the key held before,
/// held as it was, while the key still holds what the plugin stored. Nothing to undo once the
/// object is gone.
struct AssociationChange: RecordedChange {
    weak var object: RuntimeObject?
    let objectName: String
    let key: AssociationKey
    let previous: HeldValue?
    let stored: HeldValue?

    var methodChanges: [(MethodAddress, MethodChange.Kind)] { [] }

    var associationSlots: [RevertSimulation.AssociationSlot] {
        object.map { [RevertSimulation.AssociationSlot(object: ObjectIdentifier($0), key: key)] } ?? []
    }

    func simulateRevert(in simulation: inout RevertSimulation) throws(RevertRefusal) {
        guard let object else { return }
        guard simulation.association(of: object, forKey: key) == stored?.identity else {
            throw RevertRefusal(address: nil, reason: "the associated value for \(key) of \(objectName) was changed after the plugin set it")
        }
        simulation.setAssociation(previous?.identity, of: object, forKey: key)
    }

    func revert() throws(RuntimeError) {
        guard let object else { return }
        try object.setAssociatedValue(previous?.value, forKey: key, policy: previous?.isWeak == true ? .weak : .retainNonatomic)
    }
}
