import DynamicRuntime

/// Where a plugin makes its runtime changes: each one is made through the context, which
/// records it so the ``PluginRegistry`` can undo exactly it — all of them when the install step
/// throws midway, and on uninstall.
///
/// The context stays usable while the plugin is installed, so changes a plugin makes later
/// (an observation added the first time a category method runs, say) are recorded and undone
/// too. Once the plugin is uninstalled, asking the context for a change throws `contextClosed`.
///
/// Changes made around the context (calling the runtime directly) are not recorded, so they
/// are neither undone nor reported.
public final class PluginContext: @unchecked Sendable {
    /// The identifier of the plugin whose changes this records.
    public let pluginIdentifier: String

    private let lock = RuntimeLock()
    // Guarded by `lock`.
    private var changes: [any RecordedChange] = []
    private var isOpen = true

    init(pluginIdentifier: String) {
        self.pluginIdentifier = pluginIdentifier
    }

    /// Makes a change with `change` and records what it returns (nil: nothing changed).
    ///
    /// The lock is not held while `change` runs: a change may call back into the plugin (an
    /// observation's initial notification), which may ask the context for more changes.
    func record<T, Failure: Error>(_ change: () throws(Failure) -> (T, (any RecordedChange)?)) throws(PluginError) -> T {
        guard lock.withLock({ isOpen }) else { throw closed }
        let made: (T, (any RecordedChange)?)
        do {
            made = try change()
        } catch {
            throw PluginError(refusal: error, plugin: pluginIdentifier)
        }
        guard let recorded = made.1 else { return made.0 }
        let kept = lock.withLock { () -> Bool in
            if isOpen { changes.append(recorded) }
            return isOpen
        }
        guard kept else {
            // Uninstalled while the change was being made: it must not outlive the plugin.
            try? recorded.revert()
            throw closed
        }
        return made.0
    }

    private var closed: PluginError {
        PluginError(.contextClosed, plugin: pluginIdentifier, "is not installed; its context makes no more changes")
    }

    /// The methods changed so far, in order, and how.
    var methodChanges: [(MethodAddress, MethodChange.Kind)] {
        lock.withLock { changes.flatMap(\.methodChanges) }
    }

    /// The associated values set so far, by object and key.
    var associationSlots: [RevertSimulation.AssociationSlot] {
        lock.withLock { changes.flatMap(\.associationSlots) }
    }

    /// Undoes every recorded change, newest first, after checking that none would drop a change
    /// made since; when one would, throws and changes nothing, leaving the context open.
    /// Returns the undos the runtime still refused (another thread changing the same methods
    /// between the check and the undo); the others are made regardless.
    func revertAll() throws(RevertRefusal) -> [RuntimeError] {
        let taken = lock.withLock { () -> [any RecordedChange] in
            isOpen = false
            return changes
        }
        var simulation = RevertSimulation()
        do {
            for change in taken.reversed() { try change.simulateRevert(in: &simulation) }
        } catch {
            lock.withLock { isOpen = true }
            throw error
        }
        return rollBack()
    }

    /// Closes the context and undoes every recorded change, newest first, without checking
    /// first: after a failed install step, when every change is the plugin's own and on top.
    /// Returns the undos the runtime refused.
    @discardableResult
    func rollBack() -> [RuntimeError] {
        let taken = lock.withLock { () -> [any RecordedChange] in
            isOpen = false
            defer { changes = [] }
            return changes
        }
        var refused: [RuntimeError] = []
        for change in taken.reversed() {
            do { try change.revert() } catch { refused.append(error) }
        }
        return refused
    }
}
