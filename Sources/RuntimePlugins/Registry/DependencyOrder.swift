/// The order plugins install in: every plugin after its dependencies, otherwise as given.
enum DependencyOrder {
    /// `plugins` ordered so each comes after the ones it depends on. A dependency must be among
    /// `plugins` or in `installed`; throws `missingDependency` naming both plugins otherwise,
    /// and `dependencyCycle` naming the circle (`a → b → a`).
    static func resolve(_ plugins: [any RuntimePlugin], installed: Set<String>) throws(PluginError) -> [any RuntimePlugin] {
        var byIdentifier: [String: any RuntimePlugin] = [:]
        for plugin in plugins { byIdentifier[plugin.identifier] = plugin }
        var ordered: [any RuntimePlugin] = []
        var done: Set<String> = []
        var path: [String] = []

        func visit(_ plugin: any RuntimePlugin) throws(PluginError) {
            let identifier = plugin.identifier
            if done.contains(identifier) { return }
            if let start = path.firstIndex(of: identifier) {
                let circle = (path[start...] + [identifier]).joined(separator: " → ")
                throw PluginError(.dependencyCycle, plugin: identifier, "its dependencies form a cycle: \(circle)")
            }
            path.append(identifier)
            for dependency in plugin.dependencies where !installed.contains(dependency) {
                guard let required = byIdentifier[dependency] else {
                    throw PluginError(.missingDependency, plugin: identifier,
                                      "depends on \"\(dependency)\", which is neither installed nor being installed")
                }
                try visit(required)
            }
            path.removeLast()
            done.insert(identifier)
            ordered.append(plugin)
        }

        for plugin in plugins { try visit(plugin) }
        return ordered
    }
}
