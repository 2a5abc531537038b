import DynamicRuntime
import Foundation
import Testing
@testable import ControlKit

/// Every runtime class ControlKit and Layers ship admits all its declared members: nothing was
/// left out quietly. The classes are found in the modules' sources, so a new class is checked
/// without being listed here.
@MainActor @Suite struct ShippedClassValidationTests {
    /// The classes the two modules declare at file scope, by module-qualified name with the file
    /// each is declared in (the private ones, which have no name to look up, left out), and the
    /// source files that could not be read.
    nonisolated static let sources: (declared: [(name: String, file: String)], unreadable: [String]) = {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let declaration = /^(?:(?:open|public|final|internal|package|@MainActor|nonisolated)\s+)*class\s+(\w+)/
        var declared: [(name: String, file: String)] = [], unreadable: [String] = []
        for module in ["ControlKit", "Layers"] {
            let folder = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files where file.pathExtension == "swift" {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else {
                    unreadable.append(file.path)
                    continue
                }
                for line in text.split(separator: "\n") {
                    if let match = line.firstMatch(of: declaration) {
                        declared.append(("\(module).\(match.1)", file.lastPathComponent))
                    }
                }
            }
        }
        return (declared.sorted { $0.name < $1.name }, unreadable)
    }()

    /// The declared classes that take part in the runtime.
    nonisolated static let runtimeClassNames = sources.declared.map(\.name).filter { _typeByName($0) is RuntimeObject.Type }

    @Test("the sources declare the runtime classes the modules ship, each found by its name")
    func everyDeclaredClassIsFound() throws {
        #expect(Self.sources.unreadable.isEmpty, "source files not read: \(Self.sources.unreadable)")
        // 36 when this was written, more than twice the hand-kept list this replaces.
        #expect(Self.runtimeClassNames.count >= 36, "\(Self.runtimeClassNames)")
        #expect(Set(Self.runtimeClassNames).isSuperset(of: ["ControlKit.UIView", "ControlKit.UISwitch", "ControlKit.UITableView",
                                                           "Layers.CALayer", "Layers.CAShapeLayer"]))
        for (name, file) in Self.sources.declared where _typeByName(name) == nil {
            Issue.record("\(name), declared in \(file), is not found by its name")
        }
    }

    @Test(arguments: runtimeClassNames)
    func validates(_ name: String) throws {
        let type = try #require(_typeByName(name) as? RuntimeObject.Type)
        try RuntimeClass.of(type).validate()
    }

    @Test func theTouchesOverridesNameUIResponderSelectors() {
        let own = RuntimeClass.of(UIControl.self).ownMethods().map(\.selector)
        #expect(own.contains(UIResponder.touchesBeganMethod.selector.untyped))
        #expect(own.contains(UIResponder.touchesCancelledMethod.selector.untyped))
    }
}
