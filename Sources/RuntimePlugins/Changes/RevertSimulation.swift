import DynamicRuntime

/// The runtime as undoing some of a plugin's changes would leave it, computed without making
/// them: an uninstall checks every undo here first, newest first, so it either makes all of
/// them or none. What it has not touched reads from the live runtime.
struct RevertSimulation {
    private var implementations: [MethodAddress: Implementation?] = [:]
    private var hookEntries: [ObjectIdentifier: [ObjectIdentifier]] = [:]
    private var associations: [AssociationSlot: ValueIdentity?] = [:]

    /// An object's association under one key.
    struct AssociationSlot: Hashable {
        let object: ObjectIdentifier
        let key: AssociationKey
    }

    /// The implementation of the own method at `address`; nil when there is none.
    func implementation(at address: MethodAddress) -> Implementation? {
        implementations[address] ?? address.owner.ownImplementation(for: address.selector, classSide: address.isClassSide)
    }

    mutating func setImplementation(_ implementation: Implementation?, at address: MethodAddress) {
        implementations[address] = .some(implementation)
    }

    /// The hooks left at the site `plan` describes.
    func hookEntries(of plan: HookRevertPlan) -> [ObjectIdentifier] {
        hookEntries[plan.site] ?? plan.entries
    }

    mutating func setHookEntries(_ entries: [ObjectIdentifier], of plan: HookRevertPlan) {
        hookEntries[plan.site] = entries
    }

    /// What `object` holds under `key`; nil when nothing.
    func association(of object: RuntimeObject, forKey key: AssociationKey) -> ValueIdentity? {
        if let simulated = associations[AssociationSlot(object: ObjectIdentifier(object), key: key)] { return simulated }
        return HeldValue.current(of: object, forKey: key)?.identity
    }

    mutating func setAssociation(_ identity: ValueIdentity?, of object: RuntimeObject, forKey key: AssociationKey) {
        associations[AssociationSlot(object: ObjectIdentifier(object), key: key)] = .some(identity)
    }
}
