import DynamicRuntime
import FuzzSupport
import RuntimePlugins

/// A plugin library's entry point as the ABI check sees it: the version it reports and what it
/// returns are the input's.
enum FzEntry {
    enum Answer { case plugin, nothing, foreignBox }

    /// What the entry point does on its next call; set just before the check calls it.
    nonisolated(unsafe) static var version = 0
    nonisolated(unsafe) static var answer = Answer.plugin
    nonisolated(unsafe) static var plugin: FzPlugin?

    /// Returned, unretained, when the versions differ: the check must leave it alone.
    static let ignored = FzView()

    static let entry: PluginABI.EntryPoint = { hostVersion, pluginVersion in
        guard FzEntry.version == hostVersion else {
            pluginVersion.pointee = FzEntry.version
            return FzEntry.answer == .nothing ? nil : Unmanaged.passUnretained(FzEntry.ignored).toOpaque()
        }
        switch FzEntry.answer {
        case .nothing:
            pluginVersion.pointee = hostVersion
            return nil
        case .foreignBox:
            pluginVersion.pointee = hostVersion
            return Unmanaged.passRetained(FzView()).toOpaque()
        case .plugin:
            return PluginABI.export({ FzEntry.plugin! }, hostVersion: hostVersion, pluginVersion: pluginVersion)
        }
    }

    /// `plugin` handed over by an entry point behaving as the input says, through the ABI check:
    /// the plugin back when the entry point behaves, nil (with the check's error) when not.
    static func check(_ plugin: FzPlugin, from input: inout FuzzInput) -> FzPlugin? {
        version = input.choice(8) == 0 ? input.int() : PluginABI.version
        answer = input.pick([.plugin, .plugin, .plugin, .nothing, .foreignBox])
        self.plugin = plugin
        defer { self.plugin = nil }
        let behaves = version == PluginABI.version && answer == .plugin
        do {
            let checked = try PluginLibrary.plugin(from: entry, of: "fuzz/\(plugin.identifier)")
            expectInvariant(behaves, "the ABI check accepted version \(version) answering \(answer)")
            return checked as? FzPlugin
        } catch {
            expectInvariant(!behaves, "the ABI check refused a well-behaved entry point: \(error)")
            return nil
        }
    }
}
