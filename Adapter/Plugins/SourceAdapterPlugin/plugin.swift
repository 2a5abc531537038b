import Foundation
import PackagePlugin

/// Runs `swizzlekit-adapt` over a target's iOS files, which `adapted(_:)` in the manifest moved
/// out of its sources and links from its folder. One command takes every file, since a
/// translation needs the whole target (an override in an extension moves into its class's file;
/// a class's `@objc` methods are registered in its body, wherever they are declared). The
/// folders of the target's dependencies in this package are read too, for the `@objc`
/// protocols they declare.
@main
struct SourceAdapterPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        guard let folder = iOSFolder(of: module) else {
            throw AdapterPluginError(message: "\(module.directoryURL.path): no link 'ios' to the iOS files' folder; an adapted target's folder holds a stub source and that link (see the porting article)")
        }
        let inputs = try swiftFiles(in: folder)
        let dependencyFiles = try module.dependencies.flatMap { dependency -> [URL] in
            guard case .target(let other) = dependency, let source = other as? SourceModuleTarget else { return [] }
            // A dependency that is not adapted has its sources in its own folder.
            return try swiftFiles(in: iOSFolder(of: source) ?? source.directoryURL)
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "Adapted")
        let outputs = inputs.map { output.appending(path: adaptedName(of: $0)) }
        return [.buildCommand(
            displayName: "Adapting \(target.name)'s iOS sources for Linux",
            executable: try context.tool(named: "swizzlekit-adapt").url,
            arguments: ["--output", output.path] + dependencyFiles.flatMap { ["--context", $0.path] } + inputs.map(\.path),
            inputFiles: inputs + dependencyFiles,
            outputFiles: outputs)]
    }

    /// The iOS files' folder, which an adapted target's folder links as `ios`; nil for a target
    /// that is not adapted.
    private func iOSFolder(of target: SourceModuleTarget) -> URL? {
        let link = target.directoryURL.appending(path: "ios")
        return FileManager.default.fileExists(atPath: link.path) ? link.resolvingSymlinksInPath() : nil
    }

    private func swiftFiles(in folder: URL) throws -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw AdapterPluginError(message: "\(folder.path): cannot list the folder")
        }
        // Hidden files are not sources, as SwiftPM treats them.
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.path < $1.path }
    }

    /// The output's name: the input's, marked, so its `#fileID` and the original's differ.
    private func adaptedName(of input: URL) -> String {
        input.deletingPathExtension().lastPathComponent + ".linux.swift"
    }
}

struct AdapterPluginError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
