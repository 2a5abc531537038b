import ControlKitPlugins
import Foundation
import PassthroughVerification
import RuntimePlugins
import Testing

@Suite("The seed plugins pass through at their defaults", .serialized)
struct SeedPluginPassthroughTests {
    @Test("the hit-area plugin at zero insets changes nothing observable, installed or after uninstalling")
    func hitAreaPluginPassesThrough() throws {
        let report = try verifyWhenFree(HitAreaPlugin())
        #expect(report.passed, "\(report)")
        #expect(report.plugin == HitAreaPlugin.identifier)
    }

    @Test("the state background colours plugin with no colour set changes nothing observable, installed or after uninstalling")
    func stateBackgroundColorsPluginPassesThrough() throws {
        let report = try verifyWhenFree(StateBackgroundColorsPlugin())
        #expect(report.passed, "\(report)")
        #expect(report.plugin == StateBackgroundColorsPlugin.identifier)
    }

    @Test("every plugin the package ships is verified by the command's list")
    func everyShippedPluginIsListed() {
        #expect(ControlKitPlugins.all.map(\.identifier) == [HitAreaPlugin.identifier, StateBackgroundColorsPlugin.identifier])
    }
}

/// Verifies `plugin` in a registry of its own. The seed plugins refuse a second install in one
/// process, and ControlKitPluginsTests installs them too, in parallel with this suite: while
/// they hold one, the install here is refused, so it is retried for a few seconds.
private func verifyWhenFree(_ plugin: any RuntimePlugin) throws -> PassthroughReport {
    for _ in 0..<200 {
        do {
            return try PassthroughVerifier.verify(plugin, registry: PluginRegistry())
        } catch {
            guard isInstalledElsewhere(error) else { throw error }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }
    return try PassthroughVerifier.verify(plugin, registry: PluginRegistry())
}

/// Whether the install was refused because the plugin's category is in the runtime already.
private func isInstalledElsewhere(_ error: PassthroughError) -> Bool {
    guard case .plugin(let pluginError) = error else { return false }
    return pluginError.kind == .installFailed && pluginError.description.contains("exists already")
}
