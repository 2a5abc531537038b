import DynamicRuntime

/// A hook, on a class or on one object: undone by its token, which the runtime lets go in any
/// order among hooks, but not from under a raw swizzle made over it since.
struct HookInstallation: RecordedChange {
    let token: HookToken
    /// The hooked class method-list slot, for reports; nil for a hook on one object.
    let address: MethodAddress?

    var methodChanges: [(MethodAddress, MethodChange.Kind)] {
        address.map { [($0, .hooked)] } ?? []
    }

    func simulateRevert(in simulation: inout RevertSimulation) throws(RevertRefusal) {
        guard let plan = token.revertPlan else { return }
        let site = MethodAddress(plan.owner, classSide: plan.isClassSide, plan.selector)
        guard simulation.implementation(at: site) === plan.dispatcher else {
            throw RevertRefusal(address: address ?? site, reason: "\(site.name) was swizzled over the plugin's hook since")
        }
        let remaining = simulation.hookEntries(of: plan).filter { $0 != plan.entry }
        simulation.setHookEntries(remaining, of: plan)
        if remaining.isEmpty { simulation.setImplementation(plan.restored, at: site) }
    }

    func revert() throws(RuntimeError) {
        try token.revert()
    }
}
