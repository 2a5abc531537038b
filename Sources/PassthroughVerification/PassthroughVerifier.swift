import DynamicRuntime
import RuntimePlugins

/// Verifies that a plugin installed at its defaults changes nothing observable: plays the
/// fixed script (``PassthroughScript``) on a fresh scene without the plugin, again with it
/// installed, and once more after uninstalling it, and compares the recordings line by line
/// and the window's renderings after each step pixel by pixel.
///
/// ```swift
/// let report = try PassthroughVerifier.verify(HitAreaPlugin())
/// print(report)          // PASS org.swizzlekit.controlkit.hit-area 1.0.0: 9 steps, …
/// ```
///
/// A plugin changes the one runtime of the process, so verifications are serialised: one runs
/// at a time, and the plugin must not be installed in `registry` already (the first run would
/// not be without it).
@MainActor
public enum PassthroughVerifier {
    /// Runs one verification at a time.
    private static let lock = RuntimeLock()

    /// Verifies `plugin`, installing it through `registry` and uninstalling it afterwards.
    /// Throws, changing nothing, when `plugin` is installed already; rethrows the registry's
    /// refusal to install or uninstall it.
    public static func verify(_ plugin: any RuntimePlugin, registry: PluginRegistry = .shared) throws(PassthroughError) -> PassthroughReport {
        try lock.withLock { () throws(PassthroughError) -> PassthroughReport in
            guard !registry.isInstalled(plugin.identifier) else { throw .alreadyInstalled(plugin.identifier) }
            let without = PassthroughRecording.record()
            do throws(PluginError) {
                try registry.install(plugin)
            } catch {
                throw .plugin(error)
            }
            let with = PassthroughRecording.record()
            do throws(PluginError) {
                try registry.uninstall(plugin.identifier)
            } catch {
                throw .plugin(error)
            }
            let after = PassthroughRecording.record()
            return PassthroughReport(plugin: plugin.identifier, version: plugin.version, steps: without.steps.count,
                                     linesPerRun: without.steps.reduce(0) { $0 + $1.lines.count },
                                     differencesWhileInstalled: without.differences(from: with),
                                     differencesAfterUninstall: without.differences(from: after),
                                     pixelDifferenceWhileInstalled: without.pixelDifference(from: with),
                                     pixelDifferenceAfterUninstall: without.pixelDifference(from: after))
        }
    }
}
