extension RuntimeClass {
    /// Removes `property` from the properties this class itself declares: the undo of
    /// ``addProperty(_:)``, for bookkeeping that reverts what it changed (RuntimePlugins).
    /// Returns false, changing nothing, when the class declares no property of that name or
    /// another one. Package-visible: Objective-C has no `class_removeProperty`.
    package func removeProperty(_ property: RuntimeProperty) -> Bool {
        Runtime.lock.withLock {
            guard properties[property.name] == property else { return false }
            properties[property.name] = nil
            propertyOrder.removeAll { $0 == property.name }
            Self.propertiesChangedLocked()
            return true
        }
    }
}
