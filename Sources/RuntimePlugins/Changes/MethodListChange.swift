import DynamicRuntime

/// Methods added, replaced, exchanged or given a new implementation: undone by putting back
/// each own method's previous implementation (or removing the method the plugin added), all at
/// once, and only while each still holds what the plugin left there.
struct MethodListChange: RecordedChange {
    let kind: MethodChange.Kind
    let restores: [ImplementationRestore]

    var methodChanges: [(MethodAddress, MethodChange.Kind)] {
        restores.map { (MethodAddress($0), kind) }
    }

    func simulateRevert(in simulation: inout RevertSimulation) throws(RevertRefusal) {
        for restore in restores {
            let address = MethodAddress(restore)
            guard simulation.implementation(at: address) === restore.expected else {
                throw RevertRefusal(address: address, reason: "\(address.name) was changed after the plugin \(kind.rawValue) it")
            }
            simulation.setImplementation(restore.restored, at: address)
        }
    }

    func revert() throws(RuntimeError) {
        try RuntimeClass.restore(restores)
    }
}
