import SwiftSyntax

/// One file's translation: the edits that give its Linux form, what it refuses, and the
/// overrides declared in its extensions, which move into their classes' bodies.
final class FileTranslation: SyntaxVisitor {
    /// An override declared in an extension, to be moved into its class.
    struct MovedMember {
        let className: String
        let range: Range<Int>
        let line: Int
    }

    let path: String
    let text: [UInt8]
    private let index: TargetIndex
    private let converter: SourceLocationConverter
    var edits = TextEdits()
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var moved: [MovedMember] = []
    /// Whether the Linux form names the runtime's types (`AnySelector`, `Dynamic`, …).
    var needsRuntime = false
    /// Whether it declares a model class (`NSObject`'s), which may observe by key path.
    private(set) var needsKeyValueObserving = false

    /// Attributes with no meaning on Linux: removed, the declaration kept.
    private static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction", "GKInspectable",
    ]

    init(path: String, text: [UInt8], tree: SourceFileSyntax, index: TargetIndex) {
        self.path = path
        self.text = text
        self.index = index
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    // MARK: Attributes and dynamic properties

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        let decl = node.parent?.parent
        // `@objc dynamic var`'s `@objc` becomes `@Dynamic` (below).
        let isDynamicProperty = decl?.as(VariableDeclSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.dynamic) } ?? false
        if Self.removedAttributes.contains(name), !(name == "objc" && isDynamicProperty) { edits.blank(range(of: node), in: text) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isObjC = node.attributes.hasAttribute("objc")
        if let dynamic = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.dynamic) }) {
            guard isObjC, isStored(node) else {
                refuse(node, isObjC ? "'@objc dynamic' on a computed property is not translated: declare the stored property it reads '@objc dynamic', and the computed one's dependencies with keyPathsForValuesAffecting"
                                    : "'dynamic' without '@objc' has no Linux form: write '@objc dynamic'")
                return .visitChildren
            }
            // `@Dynamic` takes `@objc`'s place: an attribute goes before the modifiers.
            if let objc = node.attributes.attribute(named: "objc") { edits.replace(range(of: objc), with: "@Dynamic") }
            edits.blank(range(of: dynamic), in: text)
            needsRuntime = true
        }
        if let managed = node.attributes.attribute(named: "NSManaged") {
            translateManaged(node, attribute: managed)
        }
        return .visitChildren
    }

    /// `@NSManaged var progress: CGFloat`: a dynamic property, stored by the runtime and
    /// starting at its type's zero, as Core Data and Core Animation start theirs.
    private func translateManaged(_ node: VariableDeclSyntax, attribute: AttributeSyntax) {
        guard let binding = node.bindings.first, node.bindings.count == 1, binding.accessorBlock == nil,
              binding.initializer == nil, let type = binding.typeAnnotation?.type else {
            refuse(node, "'@NSManaged' is translated for one stored property with a type and no initial value")
            return
        }
        guard let zero = ZeroValues.zero(of: type) else {
            refuse(node, "'@NSManaged' property of type '\(type.trimmedDescription)': no zero value is known for it; make the type optional or declare it '@objc dynamic var \(binding.pattern.trimmedDescription) = <initial value>'")
            return
        }
        edits.replace(range(of: attribute), with: "@Dynamic")
        edits.replace(type.endPositionBeforeTrailingTrivia.utf8Offset..<type.endPositionBeforeTrailingTrivia.utf8Offset, with: " = \(zero)")
        needsRuntime = true
    }

    /// Whether `node` declares one stored property; observers (`didSet`, `willSet`) keep it stored.
    private func isStored(_ node: VariableDeclSyntax) -> Bool {
        guard node.bindings.count == 1, let binding = node.bindings.first else { return false }
        guard let accessors = binding.accessorBlock else { return true }
        guard case .accessors(let list) = accessors.accessors else { return false }
        return list.allSatisfy { [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.dynamic) }) {
            refuse(node, "'dynamic' on a method is not translated: its Swift calls would not go through the runtime as on iOS; declare the method with DeclaredMethod and call it with send(to:)")
        }
        return .visitChildren
    }

    // MARK: #selector and #keyPath

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector": translateSelector(node)
        case "keyPath": translateKeyPath(node)
        default: return .visitChildren
        }
        return .skipChildren
    }

    private func translateSelector(_ node: MacroExpansionExprSyntax) {
        guard let argument = node.arguments.first, node.arguments.count == 1 else {
            refuse(node, "'#selector' takes one method reference")
            return
        }
        needsRuntime = true
        if let accessor = argument.label?.text {
            let name = lastComponent(of: argument.expression).baseName
            let selector = accessor == "setter" ? SelectorNames.setter(name) : SelectorNames.getter(name)
            edits.replace(range(of: node), with: "AnySelector(\(literal(selector)))")
            return
        }
        let (base, reference) = split(argument.expression)
        let typeName = base.map { $0 == "self" || $0 == "Self" ? TypeWalker.enclosingTypeName(of: node) : $0 } ?? TypeWalker.enclosingTypeName(of: node)
        let method = typeName.flatMap { lookUp(reference, in: $0) } ?? lookUpAnywhere(reference)
        let selector = method?.selector ?? SelectorNames.method(reference.baseName, labels: reference.labels ?? [])
        // A class of this target registers its `@objc` methods; an action declared in an
        // extension of another module's class is added on the selector's first use.
        if let method, method.isAction, let typeName, index.classes[typeName] == nil {
            let owner = base.flatMap { $0 == "self" ? nil : $0 } ?? "Self"
            edits.replace(range(of: node), with: "AnySelector(\(literal(selector)), \(owner).\(method.reference))")
        } else {
            edits.replace(range(of: node), with: "AnySelector(\(literal(selector)))")
        }
    }

    private func translateKeyPath(_ node: MacroExpansionExprSyntax) {
        guard let argument = node.arguments.first, node.arguments.count == 1, argument.label == nil else {
            refuse(node, "'#keyPath' takes one key path")
            return
        }
        var components = argument.expression.trimmedDescription.split(separator: ".").map(String.init)
        // `#keyPath(Person.name)` names the type first; a key never starts with a capital.
        if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
        edits.replace(range(of: node), with: literal(components.joined(separator: ".")))
    }

    /// A method reference's base name and labels (nil when none are written).
    private struct Reference {
        let baseName: String
        let labels: [String?]?
    }

    private func split(_ expression: ExprSyntax) -> (base: String?, reference: Reference) {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return (member.base?.trimmedDescription, reference(member.declName))
        }
        return (nil, lastComponent(of: expression))
    }

    private func lastComponent(of expression: ExprSyntax) -> Reference {
        if let member = expression.as(MemberAccessExprSyntax.self) { return reference(member.declName) }
        if let name = expression.as(DeclReferenceExprSyntax.self) { return reference(name) }
        return Reference(baseName: expression.trimmedDescription, labels: nil)
    }

    private func reference(_ name: DeclReferenceExprSyntax) -> Reference {
        Reference(baseName: name.baseName.text,
                  labels: name.argumentNames.map { $0.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text } })
    }

    private func lookUp(_ reference: Reference, in typeName: String) -> MethodInfo? {
        let candidates = (index.methods[typeName] ?? []).filter { $0.baseName == reference.baseName }
        if let labels = reference.labels { return candidates.first { $0.labels == labels } }
        return candidates.count == 1 ? candidates[0] : nil
    }

    private func lookUpAnywhere(_ reference: Reference) -> MethodInfo? {
        let candidates = index.methods.keys.compactMap { lookUp(reference, in: $0) }
        return Set(candidates.map(\.selector)).count == 1 ? candidates.first : nil
    }

    // MARK: Protocols and optional requirements

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let objc = node.attributes.attribute(named: "objc") else { return .visitChildren }
        edits.blank(range(of: objc), in: text)
        for inherited in node.inheritanceClause?.inheritedTypes ?? [] where inherited.type.trimmedDescription == "NSObjectProtocol" {
            edits.replace(range(of: inherited.type), with: "AnyObject")
        }
        for member in node.memberBlock.members
        where member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }) == true {
            if member.decl.is(FunctionDeclSyntax.self) {
                // Sent by name (`OptionalRequirement`): an implementer registers it.
                edits.blank(range(of: member), in: text)
            } else {
                refuse(member, "an optional property requirement is not translated: declare it as an optional method, or as a property with a default in a protocol extension")
            }
        }
        return .skipChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        translateKeyPathObservation(node)
        translateOptionalRequirementCall(node)
    }

    /// `observe(\.balance, options: …) { … }`, Foundation's key-path observation: a Swift key
    /// path carries no name on Linux, so the key-value coding name is written beside it.
    private func translateKeyPathObservation(_ node: FunctionCallExprSyntax) {
        let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard name == "observe", let first = node.arguments.first, first.label == nil,
              let keyPath = first.expression.as(KeyPathExprSyntax.self) else { return }
        var names: [String] = []
        for component in keyPath.components {
            switch component.component {
            case .property(let property): names.append(property.declName.baseName.text)
            case .optional: continue
            default:
                refuse(component, "a key path with a subscript is not observable by key-value observing")
                return
            }
        }
        let end = first.expression.endPositionBeforeTrailingTrivia.utf8Offset
        edits.replace(end..<end, with: ", named: \(literal(names.joined(separator: ".")))")
    }

    private func translateOptionalRequirementCall(_ node: FunctionCallExprSyntax) {
        guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
              let member = chained.expression.as(MemberAccessExprSyntax.self), let base = member.base else { return }
        let labels = node.arguments.map { $0.label?.text }
        guard let requirement = index.optionalRequirement(member.declName.baseName.text, labels: labels) else { return }
        guard node.trailingClosure == nil, node.additionalTrailingClosures.isEmpty else {
            refuse(node, "a trailing closure passed to an optional requirement is not translated: pass it in the parentheses")
            return
        }
        let callRange = range(of: node)
        let inner = edits.extract(inside: callRange)
        let arguments = node.arguments.map { inner.applied(to: text, in: range(of: $0.expression)) }
        var receiver = inner.applied(to: text, in: range(of: base))
        if base.is(OptionalChainingExprSyntax.self) { receiver.removeLast() }
        let types = requirement.parameterTypes
        let argumentsType = types.count == 1 ? types[0] : "(" + types.joined(separator: ", ") + ")"
        let argumentsValue = arguments.count == 1 ? arguments[0] : "(" + arguments.joined(separator: ", ") + ")"
        var send = "OptionalRequirement<\(argumentsType), \(requirement.resultType ?? "Void")>(\(literal(requirement.selector))).send(to: \(receiver), \(argumentsValue))"
        // Inside a longer chain (`delegate?.title?(for: 0).count`), the result stays optional-chained.
        if let parent = node.parent, parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self) { send = "(\(send))?" }
        edits.replace(callRange, with: send)
        needsRuntime = true
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // An optional requirement read as a value (`if let method = delegate?.method`).
        if let chained = node.parent?.as(OptionalChainingExprSyntax.self), !(chained.parent?.is(FunctionCallExprSyntax.self) ?? false),
           node.base != nil, isOptionalRequirementName(node.declName) {
            refuse(node, "an optional requirement taken as a value is not translated: call it with 'delegate?.\(node.declName.trimmedDescription)?(…)'")
        }
        return .visitChildren
    }

    private func isOptionalRequirementName(_ name: DeclReferenceExprSyntax) -> Bool {
        index.objCProtocols.values.contains { $0.contains { $0.isOptional && $0.method.baseName == name.baseName.text } }
    }

    // MARK: Classes and extensions

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.inheritanceClause?.inheritedTypes.first, first.type.trimmedDescription == "NSObject" {
            edits.replace(range(of: first.type), with: "RuntimeObject")
            needsRuntime = true
            needsKeyValueObserving = true
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let typeName = node.extendedType.trimmedDescription
        for member in node.memberBlock.members
        where member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) == true {
            if index.classes[typeName] != nil {
                moved.append(MovedMember(className: typeName, range: range(of: member), line: line(of: member)))
            } else {
                refuse(member, "an override in an extension of '\(typeName)', which this target does not declare: Swift on Linux overrides only in a class's body; declare it in a subclass")
            }
        }
        return .visitChildren
    }

    // MARK: Support

    private func refuse(_ node: some SyntaxProtocol, _ message: String) {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        diagnostics.append(Diagnostic(file: path, line: location.line, column: location.column, message: message))
    }

    private func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }
}

/// `text` as a Swift string literal.
func literal(_ text: String) -> String {
    "\"" + text.flatMap { $0 == "\\" || $0 == "\"" ? ["\\", $0] : [$0] } + "\""
}
