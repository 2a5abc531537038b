import SwiftParser
import SwiftSyntax

/// A method as the adapter needs it: its Objective-C selector and the types to register it with.
struct MethodInfo {
    let baseName: String
    /// Argument labels, nil for `_`.
    let labels: [String?]
    /// Parameter types as written.
    let parameterTypes: [String]
    /// The result type as written; nil for `Void`.
    let resultType: String?
    let explicitObjC: Bool
    /// The name in `@objc(name:)`, if given.
    let objCName: String?
    /// Whether it can be registered: an instance method, not an override, not generic, async,
    /// throwing, variadic or `inout`.
    let registrable: Bool
    /// An action's shape: at most two parameters and no result.
    var isAction: Bool { registrable && parameterTypes.count <= 2 && resultType == nil }
    var selector: String { objCName ?? SelectorNames.method(baseName, labels: labels) }
    /// The reference in Swift's form, `handle(pan:)`.
    var reference: String {
        labels.isEmpty ? baseName : baseName + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
}

/// A requirement of an `@objc` protocol.
struct Requirement {
    let method: MethodInfo
    let isOptional: Bool
}

/// A class this target declares.
struct ClassInfo {
    let name: String
    let file: String
    let inherited: [String]
    let objcMembers: Bool
    /// The offset of its body's closing brace, where registrations and moved overrides go.
    let closingBrace: Int
    let closingBraceLine: Int
    let declaresRuntimeMembers: Bool
    let isGeneric: Bool
    /// `open` or `public`, which its `runtimeMembers` override must repeat; else empty.
    let access: String
}

/// What the adapter knows across a target's files (and the `@objc` protocols of the targets it
/// depends on): its classes, their methods wherever declared, the protocols each conforms to.
struct TargetIndex {
    var classes: [String: ClassInfo] = [:]
    /// Methods by type name, from the type's body and its extensions in this target.
    var methods: [String: [MethodInfo]] = [:]
    /// `@objc` methods of the type (explicit, `@IBAction`, or the class is `@objcMembers`).
    var objCMethods: [String: [MethodInfo]] = [:]
    var conformances: [String: Set<String>] = [:]
    var objCProtocols: [String: [Requirement]] = [:]

    init(files: [(path: String, tree: SourceFileSyntax)], context: [SourceFileSyntax]) {
        for tree in context { collectProtocols(in: tree) }
        for file in files {
            collectProtocols(in: file.tree)
            let converter = SourceLocationConverter(fileName: file.path, tree: file.tree)
            for type in TypeWalker.types(in: file.tree) {
                collect(type, path: file.path, converter: converter)
            }
        }
    }

    /// The optional requirement named `baseName` with these labels, in any `@objc` protocol.
    func optionalRequirement(_ baseName: String, labels: [String?]) -> MethodInfo? {
        for requirements in objCProtocols.values {
            if let found = requirements.first(where: { $0.isOptional && $0.method.baseName == baseName && $0.method.labels == labels }) {
                return found.method
            }
        }
        return nil
    }

    /// The methods of class `name` to register: its `@objc` ones and those implementing a
    /// requirement of an `@objc` protocol it conforms to.
    func registrations(of name: String) -> [MethodInfo] {
        var chosen = objCMethods[name] ?? []
        let requirements = (conformances[name] ?? []).flatMap { objCProtocols[$0] ?? [] }
        for requirement in requirements {
            if let method = (methods[name] ?? []).first(where: {
                $0.baseName == requirement.method.baseName && $0.labels == requirement.method.labels
            }) {
                chosen.append(method)
            }
        }
        var seen = Set<String>()
        return chosen.filter { $0.registrable && seen.insert($0.selector).inserted }
    }

    private mutating func collectProtocols(in tree: SourceFileSyntax) {
        for protocolDecl in TypeWalker.protocols(in: tree) where protocolDecl.attributes.hasAttribute("objc") {
            objCProtocols[protocolDecl.name.text] = protocolDecl.memberBlock.members.compactMap { member in
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { return nil }
                return Requirement(method: MethodInfo(function, objcMembers: true),
                                   isOptional: function.modifiers.contains { $0.name.tokenKind == .keyword(.optional) })
            }
        }
    }

    private mutating func collect(_ type: TypeWalker.TypeDecl, path: String, converter: SourceLocationConverter) {
        if let classDecl = type.classDecl {
            let inherited = classDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            let brace = classDecl.memberBlock.rightBrace
            classes[type.name] = ClassInfo(
                name: type.name, file: path, inherited: inherited,
                objcMembers: classDecl.attributes.hasAttribute("objcMembers"),
                closingBrace: brace.positionAfterSkippingLeadingTrivia.utf8Offset,
                closingBraceLine: converter.location(for: brace.positionAfterSkippingLeadingTrivia).line,
                declaresRuntimeMembers: classDecl.memberBlock.members.contains {
                    $0.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedDescription == "runtimeMembers" } ?? false
                },
                isGeneric: classDecl.genericParameterClause != nil,
                access: classDecl.modifiers.first { [.keyword(.open), .keyword(.public)].contains($0.name.tokenKind) }.map { $0.name.text + " " } ?? "")
            conformances[type.name, default: []].formUnion(inherited)
        } else if let extensionDecl = type.extensionDecl {
            conformances[type.name, default: []].formUnion(extensionDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
        }
        let objcMembers = type.classDecl?.attributes.hasAttribute("objcMembers") ?? false
        for member in type.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
            let info = MethodInfo(function, objcMembers: objcMembers)
            methods[type.name, default: []].append(info)
            if info.explicitObjC { objCMethods[type.name, default: []].append(info) }
        }
    }
}

extension MethodInfo {
    init(_ function: FunctionDeclSyntax, objcMembers: Bool) {
        let parameters = function.signature.parameterClause.parameters
        baseName = function.name.text
        labels = parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
        parameterTypes = parameters.map { $0.type.trimmedDescription }
        let result = function.signature.returnClause?.type.trimmedDescription
        resultType = (result == "Void" || result == "()") ? nil : result
        let objc = function.attributes.attribute(named: "objc")
        objCName = objc?.arguments?.trimmedDescription
        let isPrivate = function.modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
        explicitObjC = objc != nil || function.attributes.hasAttribute("IBAction") || (objcMembers && !isPrivate)
        let isStatic = function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        // An override's selector is its superclass's, registered there (UIKit's are dynamic members).
        let isOverride = function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
        let effects = function.signature.effectSpecifiers
        registrable = !isStatic && !isOverride && function.genericParameterClause == nil && effects?.asyncSpecifier == nil
            && effects?.throwsClause == nil
            && !parameters.contains { $0.ellipsis != nil || $0.type.is(AttributedTypeSyntax.self) }
    }
}

/// The type declarations of a file, nested ones included, named as Swift names them from
/// outside (`Outer.Inner`).
enum TypeWalker {
    struct TypeDecl {
        let name: String
        let members: MemberBlockItemListSyntax
        let classDecl: ClassDeclSyntax?
        let extensionDecl: ExtensionDeclSyntax?
    }

    static func types(in tree: SourceFileSyntax) -> [TypeDecl] {
        let walker = Walker(viewMode: .sourceAccurate)
        walker.walk(tree)
        return walker.found
    }

    static func protocols(in tree: SourceFileSyntax) -> [ProtocolDeclSyntax] {
        let walker = Walker(viewMode: .sourceAccurate)
        walker.walk(tree)
        return walker.protocols
    }

    /// The name of the type `node` is declared in (a class, struct, enum or extension), if any.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var names: [String] = []
        var current = node.parent
        while let node = current {
            if let decl = node.asProtocol(NamedDeclSyntax.self), node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self)
                || node.is(EnumDeclSyntax.self) || node.is(ActorDeclSyntax.self) {
                names.insert(decl.name.text, at: 0)
            } else if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                names.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
                break
            }
            current = node.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    private final class Walker: SyntaxVisitor {
        var found: [TypeDecl] = []
        var protocols: [ProtocolDeclSyntax] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            found.append(TypeDecl(name: name(node), members: node.memberBlock.members, classDecl: node, extensionDecl: nil))
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            found.append(TypeDecl(name: node.extendedType.trimmedDescription, members: node.memberBlock.members, classDecl: nil, extensionDecl: node))
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            protocols.append(node)
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        private func name(_ node: ClassDeclSyntax) -> String {
            [TypeWalker.enclosingTypeName(of: node), node.name.text].compactMap { $0 }.joined(separator: ".")
        }
    }
}

extension AttributeListSyntax {
    func attribute(named name: String) -> AttributeSyntax? {
        for element in self {
            if let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == name {
                return attribute
            }
        }
        return nil
    }

    func hasAttribute(_ name: String) -> Bool { attribute(named: name) != nil }
}
