import ControlKitPlugins
import Foundation
import Testing

/// The seed plugins are verified by running `PassthroughReport` — what
/// `swift package verify-passthrough` runs — in a process of its own: the runtime has one
/// UIButton, the seed plugins refuse a second install in a process, and ControlKitPluginsTests
/// installs them in this one, in parallel with this suite.
@Suite("The seed plugins pass through at their defaults")
@MainActor
struct SeedPluginPassthroughTests {
    @Test("every shipped plugin changes nothing observable at its defaults, installed or after uninstalling")
    func everyShippedPluginPassesThrough() throws {
        let (status, output) = try runPassthroughReport()
        #expect(status == 0, "\(output)")
        for plugin in ControlKitPlugins.all {
            #expect(output.contains("PASS \(plugin.identifier) \(plugin.version): 9 steps"), "\(output)")
        }
        #expect(output.contains("passthrough verified: all 2 shipped plugins change nothing observable at their defaults"))
    }

    @Test("the shipped plugins are the two seed plugins")
    func shippedPluginsAreTheSeedPlugins() {
        #expect(ControlKitPlugins.all.map(\.identifier) == [HitAreaPlugin.identifier, StateBackgroundColorsPlugin.identifier])
    }
}

/// Runs the `PassthroughReport` executable built beside the test binary; its exit status and
/// output.
private func runPassthroughReport() throws -> (Int32, String) {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    // Beside the test binary on Linux; on macOS, beside the .xctest bundle that holds it.
    let candidates = sequence(first: testBinary.deletingLastPathComponent()) { url in
        url.pathComponents.count > 1 ? url.deletingLastPathComponent() : nil
    }.prefix(5).map { $0.appendingPathComponent("PassthroughReport") }
    let executable = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
                                  "PassthroughReport is not built beside \(testBinary.path); `swift build` builds it")
    let process = Process()
    process.executableURL = executable
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
}
