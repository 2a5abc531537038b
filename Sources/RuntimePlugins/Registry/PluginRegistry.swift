#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DynamicRuntime

/// The installed plugins: installs them in dependency order, each atomically and once, and
/// uninstalls them in any order, undoing exactly what each changed.
///
/// - Installing is idempotent, as `+load` runs once: a plugin whose identifier is installed is
///   skipped.
/// - Installing is atomic: when a plugin's install step throws, every change it made through its
///   context is undone — method lists, properties, associated values and observations are as
///   they were — and so are those of the plugins installed before it in the same call.
/// - Uninstalling checks first that undoing the plugin loses nothing made since over one of its
///   changes (a swizzle of a method it added, a hook's method swizzled over, an associated value
///   overwritten); if it would, it throws `revertConflict`, naming the method and who changed it,
///   and changes nothing.
/// - Several plugins may change the same method: the changes chain and ``conflicts`` lists
///   them; ``changes(to:in:classSide:)`` answers who changed a method.
///
/// Operations are serialised. A plugin's install step must not call the registry's install or
/// uninstall (it throws `reentrantCall`); the queries are fine anywhere.
public final class PluginRegistry: @unchecked Sendable {
    /// The process's registry, as the process has one runtime.
    public static let shared = PluginRegistry()

    /// One installed plugin and the record of its changes.
    struct Entry {
        let plugin: any RuntimePlugin
        let context: PluginContext
    }

    /// Serialises installs and uninstalls.
    private let operationLock = RuntimeLock()
    /// Guards `entries` and `operator`, briefly; queries take only this one.
    private let stateLock = RuntimeLock()
    private var entries: [Entry] = []
    /// The thread running an install or uninstall, to refuse re-entry rather than deadlock.
    private var operatorThread: pthread_t?

    /// An empty registry, for a set of plugins managed apart from ``shared``.
    public init() {}

    /// The identifiers of the installed plugins, in installation order.
    public var installedIdentifiers: [String] {
        stateLock.withLock { entries.map(\.plugin.identifier) }
    }

    /// Whether the plugin `identifier` is installed.
    public func isInstalled(_ identifier: String) -> Bool {
        installedIdentifiers.contains(identifier)
    }

    /// Installs `plugin` as the batch `install(_:)` does: true if it was installed now,
    /// false if it already was.
    @discardableResult
    public func install(_ plugin: any RuntimePlugin) throws(PluginError) -> Bool {
        try !install([plugin]).isEmpty
    }

    /// Installs `plugins`, each after its dependencies (installed already or among `plugins`),
    /// skipping those installed already; returns the identifiers installed now, in order.
    ///
    /// All or nothing: if an install step throws, that plugin's changes and those of every
    /// plugin this call installed before it are undone, and `installFailed` names it.
    @discardableResult
    public func install(_ plugins: [any RuntimePlugin]) throws(PluginError) -> [String] {
        try exclusively { () throws(PluginError) -> [String] in
            let installed = Set(installedIdentifiers)
            var pending: [any RuntimePlugin] = []
            for plugin in plugins where !installed.contains(plugin.identifier) {
                guard let other = pending.first(where: { $0.identifier == plugin.identifier }) else {
                    pending.append(plugin)
                    continue
                }
                if type(of: other) != type(of: plugin) {
                    throw PluginError(.duplicateIdentifier, plugin: plugin.identifier,
                                      "claimed by both \(type(of: other)) and \(type(of: plugin))")
                }
            }
            var done: [PluginContext] = []
            for plugin in try DependencyOrder.resolve(pending, installed: installed) {
                let context = PluginContext(pluginIdentifier: plugin.identifier)
                do {
                    try plugin.install(in: context)
                } catch {
                    let refused = ([context] + done.reversed()).flatMap { $0.rollBack() }
                    stateLock.withLock { entries.removeAll { entry in done.contains { $0 === entry.context } } }
                    throw Self.installFailure(plugin.identifier, error, refused: refused)
                }
                stateLock.withLock { entries.append(Entry(plugin: plugin, context: context)) }
                done.append(context)
            }
            return done.map(\.pluginIdentifier)
        }
    }

    /// Uninstalls the plugin `identifier`, undoing every change it made, newest first.
    ///
    /// Throws, changing nothing, `notInstalled`, `dependentsInstalled` (naming them), or
    /// `revertConflict` when undoing would drop a change made since over one of the plugin's —
    /// naming the method and the plugins that changed it later. Uninstall those first.
    public func uninstall(_ identifier: String) throws(PluginError) {
        try exclusively { () throws(PluginError) in
            let (entry, later, dependents) = stateLock.withLock { () -> (Entry?, [Entry], [String]) in
                guard let index = entries.firstIndex(where: { $0.plugin.identifier == identifier }) else { return (nil, [], []) }
                let dependents = entries.filter { $0.plugin.dependencies.contains(identifier) }.map(\.plugin.identifier)
                return (entries[index], Array(entries[(index + 1)...]), dependents)
            }
            guard let entry else {
                throw PluginError(.notInstalled, plugin: identifier, "is not installed")
            }
            guard dependents.isEmpty else {
                throw PluginError(.dependentsInstalled, plugin: identifier,
                                  "cannot be uninstalled while \(dependents.map { "\"\($0)\"" }.joined(separator: ", ")) depend on it")
            }
            // An associated value a later plugin set over this one's: undoing this one would put
            // back what was there before both, dropping the later plugin's value — or, when the
            // two values are equal and so look the same, undo the later plugin's change in its
            // place (found by fuzzing). Uninstall the later plugin first, as for a method.
            let slots = Set(entry.context.associationSlots)
            let layered = later.filter { !slots.isDisjoint(with: $0.context.associationSlots) }.map { "\"\($0.plugin.identifier)\"" }
            guard layered.isEmpty else {
                throw PluginError(.revertConflict, plugin: identifier,
                                  "cannot be uninstalled: plugin \(layered.joined(separator: ", ")) set an associated value over one it set; undoing it would drop that change, so nothing was undone")
            }
            let refused: [RuntimeError]
            do throws(RevertRefusal) {
                refused = try entry.context.revertAll()
            } catch {
                throw Self.revertConflict(identifier, error, later: later)
            }
            stateLock.withLock { entries.removeAll { $0.context === entry.context } }
            if let first = refused.first {
                throw PluginError(.revertConflict, plugin: identifier,
                                  "uninstalled, but the runtime refused to undo: \(refused.map(\.message).joined(separator: "; "))",
                                  underlying: first)
            }
        }
    }

    /// The installed plugins' records, in installation order.
    var installedEntries: [Entry] {
        stateLock.withLock { entries }
    }

    /// Runs `body` as the one install or uninstall in progress; throws `reentrantCall` when
    /// called from inside one on the same thread.
    private func exclusively<T>(_ body: () throws(PluginError) -> T) throws(PluginError) -> T {
        let me = pthread_self()
        let isReentrant = stateLock.withLock { operatorThread.map { pthread_equal($0, me) != 0 } ?? false }
        if isReentrant {
            throw PluginError(.reentrantCall, plugin: "(registry)", "install and uninstall cannot be called from a plugin's install step")
        }
        return try operationLock.withLock { () throws(PluginError) -> T in
            stateLock.withLock { operatorThread = me }
            defer { stateLock.withLock { operatorThread = nil } }
            return try body()
        }
    }

    private static func installFailure(_ identifier: String, _ error: any Error, refused: [RuntimeError]) -> PluginError {
        let inner = error as? PluginError
        let underlying = (error as? RuntimeError) ?? inner?.underlying
        var detail = "install failed and was undone: \(error)"
        if !refused.isEmpty { detail += "; the runtime refused to undo: \(refused.map(\.message).joined(separator: "; "))" }
        return PluginError(.installFailed, plugin: identifier, detail, underlying: underlying, observingError: inner?.observingError,
                           className: inner?.className, selector: inner?.selector, isClassMethod: inner?.isClassMethod ?? false)
    }

    private static func revertConflict(_ identifier: String, _ refusal: RevertRefusal, later: [Entry]) -> PluginError {
        let culprits = refusal.address.map { address in
            later.filter { $0.context.methodChanges.contains { $0.0 == address } }.map { "\"\($0.plugin.identifier)\"" }
        } ?? []
        let by = culprits.isEmpty ? "code outside the registry" : "plugin \(culprits.joined(separator: ", "))"
        return PluginError(.revertConflict, plugin: identifier,
                           "cannot be uninstalled: \(refusal.reason) (by \(by)); undoing it would drop that change, so nothing was undone",
                           className: refusal.address?.owner.name, selector: refusal.address?.selector.name,
                           isClassMethod: refusal.address?.isClassSide ?? false)
    }
}
