import DynamicRuntime
import KeyValueObserving
import RuntimePlugins
import Testing

@Suite struct DependencyOrderTests {
    @Test("installs every plugin after its dependencies, whatever order they are given in")
    func dependencyOrder() throws {
        let log = Log()
        let plugin = { (id: String, dependencies: [String]) in TestPlugin(id, dependencies: dependencies) { _ in log.append(id) } }
        let registry = PluginRegistry()
        let installed = try registry.install([plugin("app", ["ui", "core"]), plugin("ui", ["core"]), plugin("core", []), plugin("extra", [])])
        #expect(log.lines == ["core", "ui", "app", "extra"])
        #expect(installed == ["core", "ui", "app", "extra"])
        #expect(registry.installedIdentifiers == ["core", "ui", "app", "extra"])
        // A dependency installed by an earlier call counts.
        try registry.install(plugin("late", ["ui"]))
        #expect(log.lines.last == "late")
    }

    @Test("a dependency cycle is an error naming the circle, and nothing is installed")
    func dependencyCycle() {
        let log = Log()
        let registry = PluginRegistry()
        let plugins = [TestPlugin("a", dependencies: ["b"]) { _ in log.append("a") },
                       TestPlugin("b", dependencies: ["c"]) { _ in log.append("b") },
                       TestPlugin("c", dependencies: ["a"]) { _ in log.append("c") }]
        expectPluginError(.dependencyCycle, "a → b → c → a") { try registry.install(plugins) }
        expectPluginError(.dependencyCycle, "self → self") { try registry.install(TestPlugin("self", dependencies: ["self"])) }
        #expect(log.lines.isEmpty)
        #expect(registry.installedIdentifiers.isEmpty)
    }

    @Test("a missing dependency is an error naming the plugin and what it depends on")
    func missingDependency() {
        let registry = PluginRegistry()
        let error = expectPluginError(.missingDependency, "\"ui\"", "depends on \"core\"") {
            try registry.install([TestPlugin("standalone"), TestPlugin("ui", dependencies: ["core"])])
        }
        #expect(error?.plugin == "ui")
        #expect(registry.installedIdentifiers.isEmpty)
    }

    @Test("installing an installed plugin is a no-op, as +load runs once")
    func idempotence() throws {
        let log = Log()
        let registry = PluginRegistry()
        let plugin = TestPlugin("once") { _ in log.append("installed") }
        #expect(try registry.install(plugin))
        #expect(try !registry.install(plugin))
        #expect(try registry.install([plugin, plugin, TestPlugin("other")]) == ["other"])
        #expect(log.lines == ["installed"])
        #expect(registry.installedIdentifiers == ["once", "other"])
    }

    @Test("two different plugin types claiming one identifier are refused")
    func duplicateIdentifiers() {
        struct Impostor: RuntimePlugin {
            let identifier = "twin"
            let version = "0"
            func install(in context: PluginContext) throws {}
        }
        expectPluginError(.duplicateIdentifier, "twin") { try PluginRegistry().install([TestPlugin("twin"), Impostor()]) }
    }

    @Test("uninstalling a plugin others depend on, or one not installed, is refused")
    func uninstallMisuse() throws {
        let registry = PluginRegistry()
        try registry.install([TestPlugin("core"), TestPlugin("ui", dependencies: ["core"])])
        expectPluginError(.dependentsInstalled, "\"core\"", "\"ui\"") { try registry.uninstall("core") }
        expectPluginError(.notInstalled, "\"ghost\"") { try registry.uninstall("ghost") }
        try registry.uninstall("ui")
        try registry.uninstall("core")
        expectPluginError(.notInstalled, "\"core\"") { try registry.uninstall("core") }
        #expect(registry.installedIdentifiers.isEmpty)
    }

    @Test("an install step that calls the registry is refused, not deadlocked")
    func reentrancy() throws {
        let log = Log()
        let registry = PluginRegistry()
        try registry.install(TestPlugin("outer") { _ in
            do {
                try registry.install(TestPlugin("inner"))
            } catch let error as PluginError {
                log.append("\(error.kind)")
            }
            log.append("installed: \(registry.installedIdentifiers)")
        })
        #expect(log.lines == ["reentrantCall", "installed: []"])
        #expect(registry.installedIdentifiers == ["outer"])
        // The plugin's step holds the registry, which holds the plugin: uninstalling breaks that.
        try registry.uninstall("outer")
    }
}
