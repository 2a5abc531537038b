import DynamicRuntime

/// Who changed what: per method, and where plugins overlap.
extension PluginRegistry {
    /// Who changed the method a send of `selector` to `cls` (or its instances) can run: the
    /// installed plugins' changes to that selector in `cls` and in its superclasses, in
    /// installation order. Empty when no installed plugin touched it.
    public func changes(to selector: AnySelector, in cls: RuntimeClass, classSide: Bool = false) -> [MethodChange] {
        allChanges.filter { $0.selector == selector && $0.isClassSide == classSide && cls.isSubclass(of: $0.owner) }
    }

    /// Every method of a class that two or more installed plugins changed, each with its
    /// changes in installation order.
    public var conflicts: [PluginConflict] {
        var grouped: [MethodAddress: [MethodChange]] = [:]
        var order: [MethodAddress] = []
        for change in allChanges {
            if grouped[change.address] == nil { order.append(change.address) }
            grouped[change.address, default: []].append(change)
        }
        return order.compactMap { address in
            let changes = grouped[address]!
            return Set(changes.map(\.plugin)).count > 1 ? PluginConflict(changes: changes) : nil
        }
    }

    private var allChanges: [MethodChange] {
        installedEntries.flatMap { entry in
            entry.context.methodChanges.map { MethodChange(plugin: entry.plugin.identifier, $0.0, $0.1) }
        }
    }
}
