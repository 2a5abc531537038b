import DynamicRuntime
import Foundation
import Testing
@testable import ControlKit

/// Every runtime class ControlKit and Layers ship admits all its declared members: nothing was
/// left out quietly. The classes are found in the modules' sources, so a new class is checked
/// without being listed here.
@MainActor @Suite struct ShippedClassValidationTests {
    /// Each class the two modules declare at file scope, by module-qualified name, with the file
    /// it is declared in; the private ones, which have no name to look up, left out.
    nonisolated static let declared: [(name: String, file: String)] = {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let declaration = /^(?:(?:open|public|final|internal|package|@MainActor|nonisolated)\s+)*class\s+(\w+)/
        var found: [(name: String, file: String)] = []
        for module in ["ControlKit", "Layers"] {
            let folder = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files where file.pathExtension == "swift" {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                for line in text.split(separator: "\n") {
                    if let match = line.firstMatch(of: declaration) {
                        found.append(("\(module).\(match.1)", file.lastPathComponent))
                    }
                }
            }
        }
        return found.sorted { $0.name < $1.name }
    }()

    @Test("the sources declare the runtime classes the modules ship, each found by its name")
    func everyDeclaredClassIsFound() throws {
        let runtimeClasses = Self.declared.filter { _typeByName($0.name) is RuntimeObject.Type }
        // 36 when this was written, more than twice the hand-kept list this replaces.
        #expect(runtimeClasses.count >= 36, "\(runtimeClasses.map(\.name))")
        let names = Set(runtimeClasses.map(\.name))
        #expect(names.isSuperset(of: ["ControlKit.UIView", "ControlKit.UISwitch", "ControlKit.UITableView", "Layers.CALayer", "Layers.CAShapeLayer"]))
        for (name, file) in Self.declared where _typeByName(name) == nil {
            Issue.record("\(name), declared in \(file), is not found by its name")
        }
    }

    @Test(arguments: declared.map(\.name))
    func validates(_ name: String) throws {
        guard let type = _typeByName(name) as? RuntimeObject.Type else { return }
        try RuntimeClass.of(type).validate()
    }

    @Test func theTouchesOverridesNameUIResponderSelectors() {
        let own = RuntimeClass.of(UIControl.self).ownMethods().map(\.selector)
        #expect(own.contains(UIResponder.touchesBeganMethod.selector.untyped))
        #expect(own.contains(UIResponder.touchesCancelledMethod.selector.untyped))
    }
}
