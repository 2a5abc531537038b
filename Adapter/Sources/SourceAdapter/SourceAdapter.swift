import SwiftParser
import SwiftSyntax

/// A file's Linux form.
public struct AdaptedFile: Equatable, Sendable {
    /// The iOS file's path.
    public let originalPath: String
    /// The Linux form, whose `#sourceLocation` lines map it back to the original's lines.
    public let text: String
}

/// Translates a target's UIKit files written for iOS into forms Swift on Linux compiles, over
/// SwizzleKit's runtime. See the porting article for what each idiom becomes.
public enum SourceAdapter {
    /// The Linux forms of `files` (paths and texts) of one target, and what could not be
    /// translated. `context` holds the texts of the files of the targets it depends on, read for
    /// their `@objc` protocols. Nothing is dropped quietly: each refusal is a diagnostic.
    public static func adapt(files: [(path: String, text: String)], context: [String] = []) -> (files: [AdaptedFile], diagnostics: [Diagnostic]) {
        let parsed = files.map { (path: $0.path, text: Array($0.text.utf8), tree: Parser.parse(source: $0.text)) }
        let index = TargetIndex(files: parsed.map { ($0.path, $0.tree) }, context: context.map { Parser.parse(source: $0) })
        let translations = parsed.map { FileTranslation(path: $0.path, text: $0.text, tree: $0.tree, index: index) }
        var diagnostics = translations.flatMap(\.diagnostics)

        // Overrides declared in extensions move into their class's body, with the lines they
        // came from; then each class's registrations follow them there.
        var movedInto: [String: [String]] = [:]
        for translation in translations {
            for member in translation.moved {
                let inner = translation.edits.extract(inside: member.range)
                let moved = inner.applied(to: translation.text, in: member.range)
                translation.edits.blank(member.range, in: translation.text)
                movedInto[member.className, default: []].append(
                    "#sourceLocation(file: \(literal(translation.path)), line: \(member.line))\n" + moved + "\n")
            }
        }
        for (name, cls) in index.classes {
            let methods = index.registrations(of: name)
            guard let translation = translations.first(where: { $0.path == cls.file }) else { continue }
            var block = movedInto[name] ?? []
            if !methods.isEmpty {
                if cls.declaresRuntimeMembers || cls.isGeneric {
                    diagnostics.append(Diagnostic(file: cls.file, line: cls.closingBraceLine, column: 1, message: cls.isGeneric
                        ? "the '@objc' methods of the generic class '\(name)' are not registered: a generic class has no one runtime class"
                        : "'\(name)' declares runtimeMembers and has '@objc' methods: list them there yourself (DeclaredMethod)"))
                } else if cls.inherited.isEmpty {
                    diagnostics.append(Diagnostic(file: cls.file, line: cls.closingBraceLine, column: 1,
                        message: "'\(name)' has '@objc' methods but no superclass: derive it from NSObject, as Objective-C needs"))
                } else if let declaration = Registrations.declaration(for: cls, methods: methods) {
                    block.append("#sourceLocation(file: \(literal(cls.file)), line: \(cls.closingBraceLine))\n" + declaration + "\n")
                }
            }
            guard !block.isEmpty else { continue }
            let restore = "#sourceLocation(file: \(literal(cls.file)), line: \(cls.closingBraceLine))\n"
            translation.edits.replace(cls.closingBrace..<cls.closingBrace, with: "\n" + block.joined() + restore)
            translation.needsRuntime = true
        }

        let adapted = translations.map { translation in
            var header = ""
            if translation.needsRuntime { header += "import DynamicRuntime\n" }
            if translation.needsKeyValueObserving { header += "import KeyValueObserving\n" }
            header += "#sourceLocation(file: \(literal(translation.path)), line: 1)\n"
            return AdaptedFile(originalPath: translation.path,
                               text: header + translation.edits.applied(to: translation.text, in: 0..<translation.text.count))
        }
        return (adapted, diagnostics.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) })
    }
}
