import Foundation
import Testing

/// `swizzlekit-adapt`, as the plugin runs it: a refusal fails the command, naming the line, so
/// the build stops there.
@Suite struct CommandTests {
    /// The built command, beside this test bundle.
    private let command = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("swizzlekit-adapt")

    /// Runs the command over `files` (paths under a new folder, and their texts).
    private func run(_ files: [String: String]) throws -> (status: Int32, output: String, written: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swizzlekit-adapt-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        var inputs: [String] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let file = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            inputs.append(file.path)
        }
        let output = folder.appendingPathComponent("out").path
        try #require(FileManager.default.isExecutableFile(atPath: command.path), "build the package first: \(command.path) is missing")
        let process = Process()
        process.executableURL = command
        process.arguments = ["--output", output] + inputs
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let written = (try? FileManager.default.contentsOfDirectory(atPath: output))?.sorted() ?? []
        return (process.terminationStatus, printed.replacingOccurrences(of: folder.path + "/", with: ""), written)
    }

    @Test("a file the adapter translates is written as NAME.linux.swift, and the command succeeds")
    func translates() throws {
        let result = try run(["Model.swift": "class Model: NSObject {\n    @objc dynamic var n = 0\n}\n"])
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
        #expect(result.written == ["Model.linux.swift"])
    }

    @Test("a construct the adapter refuses fails the command with file:line:column: error: and the reason")
    func refusalFailsTheBuild() throws {
        let result = try run(["Ring.swift": "import UIKit\n\nclass Ring: UIView {\n    @objc dynamic var angle: CGFloat { 0 }\n}\n"])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("Ring.swift:4:5: error: '@objc dynamic' on a computed property is not translated"))
    }

    @Test("two files of one name are refused: their outputs would collide")
    func duplicateNames() throws {
        let result = try run(["A/Same.swift": "let a = 1\n", "B/Same.swift": "let b = 1\n"])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("B/Same.swift:1:1: error: A/Same.swift has this file's name"))
        #expect(result.written.isEmpty)
    }
}
