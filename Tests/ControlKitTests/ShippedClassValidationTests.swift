import DynamicRuntime
import Foundation
import Testing
@testable import ControlKit

/// Every runtime class ControlKit and Layers ship admits all its declared members: nothing was
/// left out quietly. The classes are found in the modules' sources, so a new class is checked
/// without being listed here.
@MainActor @Suite struct ShippedClassValidationTests {
    /// The Swift source files of the two modules, with their module and text, and the files that
    /// could not be read.
    nonisolated static let sourceFiles: (files: [(module: String, file: URL, text: String)], unreadable: [String]) = {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var read: [(module: String, file: URL, text: String)] = [], unreadable: [String] = []
        for module in ["ControlKit", "Layers"] {
            let folder = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files where file.pathExtension == "swift" {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else {
                    unreadable.append(file.path)
                    continue
                }
                read.append((module, file, text))
            }
        }
        return (read, unreadable)
    }()

    /// The classes the two modules declare at file scope, by module-qualified name with the file
    /// each is declared in (the private ones, which have no name to look up, left out).
    nonisolated static let declaredClasses: [(name: String, file: String)] = {
        let declaration = /^(?:(?:open|public|final|internal|package|@MainActor|nonisolated)\s+)*class\s+(\w+)/
        var declared: [(name: String, file: String)] = []
        for (module, file, text) in sourceFiles.files {
            for line in text.split(separator: "\n") {
                if let match = line.firstMatch(of: declaration) {
                    declared.append(("\(module).\(match.1)", file.lastPathComponent))
                }
            }
        }
        return declared.sorted { $0.name < $1.name }
    }()

    /// The declared classes that take part in the runtime.
    nonisolated static let runtimeClassNames = declaredClasses.map(\.name).filter { _typeByName($0) is RuntimeObject.Type }

    @Test("the sources declare the runtime classes the modules ship, each found by its name")
    func everyDeclaredClassIsFound() throws {
        #expect(Self.sourceFiles.unreadable.isEmpty, "source files not read: \(Self.sourceFiles.unreadable)")
        // 36 when this was written, more than twice the hand-kept list this replaces.
        #expect(Self.runtimeClassNames.count >= 36, "\(Self.runtimeClassNames)")
        #expect(Set(Self.runtimeClassNames).isSuperset(of: ["ControlKit.UIView", "ControlKit.UISwitch", "ControlKit.UITableView",
                                                           "Layers.CALayer", "Layers.CAShapeLayer"]))
        for (name, file) in Self.declaredClasses where _typeByName(name) == nil {
            Issue.record("\(name), declared in \(file), is not found by its name")
        }
    }

    @Test(arguments: runtimeClassNames)
    func validates(_ name: String) throws {
        let type = try #require(_typeByName(name) as? RuntimeObject.Type)
        try RuntimeClass.of(type).validate()
    }

    /// Every member the two modules declare with a selector or property name written out —
    /// `DeclaredMethod("name:", of: Owner.self, …)` or `DeclaredProperty("name", of: Owner.self, …)`
    /// — is its owner's own, so none was left off a `runtimeMembers` list.
    nonisolated static let writtenOutMembers: [(owner: String, name: String, isProperty: Bool)] = {
        let method = /DeclaredMethod\(\s*(classMethod:\s*)?"([^"]+)",\s*of:\s*(\w+)\.self/
        let property = /DeclaredProperty\(\s*(?:readOnly:\s*)?"([^"]+)",\s*of:\s*(\w+)\.self/
        var found: [(owner: String, name: String, isProperty: Bool)] = []
        for (module, _, text) in sourceFiles.files {
            for match in text.matches(of: method) where match.1 == nil {
                found.append(("\(module).\(match.3)", String(match.2), false))
            }
            for match in text.matches(of: property) {
                found.append(("\(module).\(match.2)", String(match.1), true))
            }
        }
        return found
    }()

    @Test("every member declared by name is in its class's own lists")
    func everyDeclaredMemberIsListed() throws {
        // About a hundred when this was written.
        #expect(Self.writtenOutMembers.count >= 90)
        for (owner, name, isProperty) in Self.writtenOutMembers {
            let type = try #require(_typeByName(owner) as? RuntimeObject.Type, "\(owner) is not found by its name")
            let cls = RuntimeClass.of(type)
            if isProperty {
                #expect(class_copyPropertyList(cls).contains { $0.name == name }, "\(owner) does not list its property \(name)")
            } else {
                #expect(cls.ownMethods().contains { $0.selector.name == name }, "\(owner) does not list its method \(name)")
            }
        }
    }

    @Test func theTouchesOverridesNameUIResponderSelectors() {
        let own = RuntimeClass.of(UIControl.self).ownMethods().map(\.selector)
        #expect(own.contains(UIResponder.touchesBeganMethod.selector.untyped))
        #expect(own.contains(UIResponder.touchesCancelledMethod.selector.untyped))
    }
}
