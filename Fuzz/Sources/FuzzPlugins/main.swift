import DynamicRuntime
import FuzzSupport
import RuntimePlugins

// A plugin's manifest — identifier, version, dependencies — and its install steps, passed through
// the plugin ABI check and installed alone or in a batch: whatever the input, an install that
// fails leaves the runtime exactly as before it, the plugins installed always come after their
// dependencies, and once every plugin is uninstalled the runtime is exactly as it started.
runFuzzTarget { input in
    let start = FzFixture.snapshot()
    var plugins: [FzPlugin] = []
    for _ in 0...input.choice(4) {
        let plugin = FzPlugin(from: &input)
        if let checked = FzEntry.check(plugin, from: &input) { plugins.append(checked) }
    }
    let registry = PluginRegistry()
    // Which plugin each identifier installed is: of several with one identifier, a batch keeps
    // the first.
    var installedPlugins: [String: FzPlugin] = [:]
    if input.choice(2) == 0 {
        install { () throws(PluginError) in
            for identifier in try registry.install(plugins) { installedPlugins[identifier] = plugins.first { $0.identifier == identifier } }
        }
    } else {
        for plugin in plugins {
            install { () throws(PluginError) in if try registry.install(plugin) { installedPlugins[plugin.identifier] = plugin } }
        }
    }
    let installed = registry.installedIdentifiers
    expectInvariant(Set(installed) == Set(installedPlugins.keys), "the registry lists \(installed), installs returned \(installedPlugins.keys)")
    for (index, identifier) in installed.enumerated() {
        let dependencies = installedPlugins[identifier]?.dependencies ?? []
        expectInvariant(dependencies.allSatisfy { installed.prefix(index).contains($0) },
                        "\(identifier) is installed before one of its dependencies \(dependencies): \(installed)")
    }
    // Uninstalls in the input's order may be refused (dependents, changes covered since);
    // what is left uninstalls in reverse order of installation.
    for _ in 0..<input.choice(4) where !registry.installedIdentifiers.isEmpty {
        try? registry.uninstall(input.pick(registry.installedIdentifiers))
    }
    for identifier in registry.installedIdentifiers.reversed() {
        do {
            try registry.uninstall(identifier)
        } catch {
            expectInvariant(false, "\(identifier) does not uninstall in reverse order: \(error)")
        }
    }
    let end = FzFixture.snapshot()
    expectInvariant(end == start, "uninstalling everything left:\n\(end.differences(from: start).joined(separator: "\n"))")
}

/// Runs an install that may fail; a failed one must change nothing.
func install(_ body: () throws(PluginError) -> Void) {
    let before = FzFixture.snapshot()
    do {
        try body()
    } catch {
        let after = FzFixture.snapshot()
        expectInvariant(after == before, "a failed install (\(error)) left:\n\(after.differences(from: before).joined(separator: "\n"))")
    }
}
