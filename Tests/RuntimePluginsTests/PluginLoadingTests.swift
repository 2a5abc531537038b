#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DynamicRuntime
import Foundation
import RuntimePlugins
import Testing

/// What the sample plugin library extends, by name.
final class PluginLoadTarget: RuntimeObject {}

/// Builds `LoadablePlugins/SamplePlugin.swift` into shared libraries the way PluginABI
/// documents: against this test binary's module files, without the runtime's objects. Each
/// variant is built once per run; a build that fails fails the tests that need it.
enum LoadablePlugin {
    static let sample = Result { try build("Sample") }
    static let incompatible = Result { try build("Incompatible", defines: ["INCOMPATIBLE_ABI"]) }
    static let empty = Result { try build("Empty", defines: ["NO_PLUGIN"]) }
    static let nameless = Result { try build("Nameless", defines: ["NO_ENTRY_SYMBOL"]) }

    struct BuildFailure: Error, CustomStringConvertible {
        let description: String
    }

    private static func build(_ name: String, defines: [String] = []) throws -> String {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LoadablePlugins/SamplePlugin.swift")
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("swizzlekit-plugins-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let library = output.appendingPathComponent("lib\(name)Plugin.so").path
        let modules = try modulesDirectory()
        // The runtime's inlined send reads a C module too (its read sections), mapped beside the modules.
        let readSections = URL(fileURLWithPath: modules).deletingLastPathComponent()
            .appendingPathComponent("CReadSections.build/module.modulemap").path
        var arguments = ["swiftc", "-emit-library", "-parse-as-library", "-swift-version", "6", "-module-name", "\(name)Plugin",
                         "-I", modules, "-Xcc", "-fmodule-map-file=\(readSections)", "-o", library, source.path]
        arguments += defines.flatMap { ["-D", $0] }
        #if canImport(Darwin)
        arguments += ["-Xlinker", "-undefined", "-Xlinker", "dynamic_lookup"]
        #endif
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BuildFailure(description: "\(arguments.joined(separator: " ")) failed:\n\(message)")
        }
        return library
    }

    /// The `Modules` directory of the build that made this test binary: found by walking up
    /// from the binary.
    private static func modulesDirectory() throws -> String {
        var directory = URL(fileURLWithPath: try testBinary()).resolvingSymlinksInPath().deletingLastPathComponent()
        while directory.path != "/" {
            let modules = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("RuntimePlugins.swiftmodule").path) {
                return modules.path
            }
            directory.deleteLastPathComponent()
        }
        throw BuildFailure(description: "no Modules directory with RuntimePlugins.swiftmodule above \(try testBinary())")
    }

    private static func testBinary() throws -> String {
        #if canImport(Darwin)
        var info = Dl_info()
        let anchor: @convention(c) () -> Void = {}
        guard dladdr(unsafeBitCast(anchor, to: UnsafeRawPointer.self), &info) != 0, let file = info.dli_fname else {
            throw BuildFailure(description: "cannot locate the test binary")
        }
        return String(cString: file)
        #else
        return "/proc/self/exe"
        #endif
    }
}

@Suite struct PluginLoadingTests {
    @Test("a plugin built as a shared library is loaded, version-checked and installed against this process's runtime")
    func loadsSharedLibraryPlugin() throws {
        let target = RuntimeClass.of(PluginLoadTarget.self)
        let greeting = Selector<(), String>("loadedGreeting")
        let registry = PluginRegistry()
        let path = try LoadablePlugin.sample.get()

        #expect(try registry.loadPlugin(at: path) == "com.swizzlekit.sample")
        // The library's change landed in this process's class registry and selector table.
        #expect(try PluginLoadTarget().send(greeting, ()) == "hello from a loaded plugin")
        #expect(registry.changes(to: greeting.untyped, in: target).map(\.description) == ["com.swizzlekit.sample added -[PluginLoadTarget loadedGreeting]"])
        // Loading it again installs nothing twice.
        #expect(try registry.loadPlugin(at: path) == "com.swizzlekit.sample")
        #expect(registry.installedIdentifiers == ["com.swizzlekit.sample"])

        try registry.uninstall("com.swizzlekit.sample")
        #expect(!target.respondsTo(greeting.untyped))
    }

    @Test("a library speaking another plugin interface version is refused")
    func incompatibleVersion() throws {
        let path = try LoadablePlugin.incompatible.get()
        expectPluginError(.incompatibleVersion, path, "version \(PluginABI.version + 1)", "this host speaks \(PluginABI.version)") {
            _ = try PluginLibrary.plugin(at: path)
        }
    }

    @Test("a library whose entry point returns no plugin is refused")
    func noPlugin() throws {
        let path = try LoadablePlugin.empty.get()
        expectPluginError(.notAPlugin, path, "returned no plugin") { _ = try PluginLibrary.plugin(at: path) }
    }

    @Test("a library without the entry symbol is refused")
    func missingEntrySymbol() throws {
        let path = try LoadablePlugin.nameless.get()
        expectPluginError(.missingEntrySymbol, path, PluginABI.entrySymbol) { _ = try PluginLibrary.plugin(at: path) }
    }

    @Test("a file that is not a library, or no file at all, is refused")
    func notALibrary() throws {
        let text = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-plugin-\(getpid()).so")
        try "just text".write(to: text, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: text) }
        expectPluginError(.notALibrary, text.path, "cannot be loaded") { _ = try PluginLibrary.plugin(at: text.path) }
        expectPluginError(.notALibrary, "/nonexistent/libNothing.so") { try PluginRegistry().loadPlugin(at: "/nonexistent/libNothing.so") }
    }
}
