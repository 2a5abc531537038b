import Foundation
import PackagePlugin

/// `swift package verify-passthrough`: builds the `PassthroughReport` executable and runs it,
/// which verifies every plugin the package ships with the passthrough harness and prints a
/// report; the command fails when the report does.
///
/// A command plugin cannot import the package's modules, so it asks SwiftPM to build the
/// product and runs the built executable. Building needs no permission beyond the default one
/// (SwiftPM writes into its own build directory), so CI runs the command as it is.
@main
struct VerifyPassthrough: CommandPlugin {
    /// The executable product that runs the verification.
    static let product = "PassthroughReport"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let result = try packageManager.build(.product(Self.product), parameters: .init(configuration: .debug, logging: .concise))
        guard result.succeeded else {
            print(result.logText)
            throw CommandFailure("building \(Self.product) failed")
        }
        guard let executable = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw CommandFailure("building \(Self.product) produced no executable")
        }
        let process = Process()
        process.executableURL = executable.url
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CommandFailure("\(Self.product) exited with status \(process.terminationStatus): a plugin did not pass through")
        }
    }
}

/// Why the command failed; SwiftPM prints it and exits non-zero.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
