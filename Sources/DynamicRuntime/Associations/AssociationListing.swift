/// One associated value as stored: its key, its value (nil once a zeroing reference's value is
/// gone) and whether it is held weakly (`assign`, `weak`).
package struct AssociationRecord {
    package let key: AssociationKey
    package let value: Any?
    package let isWeak: Bool
}

extension RuntimeObject {
    /// Every associated value of this object, in storage order. Objective-C has no such call;
    /// it is package-visible, for snapshots and reverts of runtime state (RuntimePlugins).
    package var associations: [AssociationRecord] {
        withExtendedLifetime(self) {
            let entries = AssociationTable.existing(of: self)?._withUnsafeGuaranteedRef { $0.entries() } ?? []
            return entries.map { AssociationRecord(key: AssociationKey(UnsafeRawPointer(bitPattern: $0.key)!), value: $0.value, isWeak: $0.isWeak) }
        }
    }
}
