import DynamicRuntime
import KeyValueObserving
import RuntimePlugins
import Testing

// Method lists are process-wide and Swift Testing runs tests in parallel, so every test that
// changes classes uses its own: `PgView<Tag>` / `PgButton<Tag>` with a tag type local to it.

/// `pointInside:` — inside when 0 ≤ x < 10 — as views answer it.
let pgPointInside = Selector<Double, Bool>("pointInside:")
/// The swizzled selector of the seed's add-or-exchange pattern.
let pgSwizzledPointInside = Selector<Double, Bool>("pg_pointInside:")
let pgTitle = Selector<(), String>("title")

class PgView<Tag>: RuntimeObject, @unchecked Sendable {
    override class var runtimeMembers: [any RuntimeMember] {
        [MethodDefinition(pgPointInside, of: PgView<Tag>.self, implementation: TypedImplementation { _, _, x in x >= 0 && x < 10 }),
         MethodDefinition(pgTitle, of: PgView<Tag>.self, implementation: TypedImplementation { _, _, _ in "view" })]
    }
}

final class PgButton<Tag>: PgView<Tag>, @unchecked Sendable {}

/// An image view with a declared, observable `image`.
final class PgImageView: RuntimeObject, @unchecked Sendable {
    private var storedImage = ""
    static let image = DeclaredProperty("image", of: PgImageView.self, get: { $0.storedImage }, set: { $0.storedImage = $1 })
    override class var runtimeMembers: [any RuntimeMember] { [image] }

    var image: String {
        get { PgImageView.image.get(self) }
        set { PgImageView.image.set(self, newValue) }
    }
}

/// Counts the changes it is told of.
final class PgObserver: RuntimeObject, @unchecked Sendable {
    var changes = 0
    static let observe = KeyValueObserverMethods.observeValue.override(in: PgObserver.self) { observer, _ in observer.changes += 1
    }
    override class var runtimeMembers: [any RuntimeMember] { [observe] }
}

/// A plugin made of a closure, for tests.
struct TestPlugin: RuntimePlugin {
    let identifier: String
    var version = "1.0"
    var dependencies: [String] = []
    let body: @Sendable (PluginContext) throws -> Void

    init(_ identifier: String, dependencies: [String] = [], _ body: @escaping @Sendable (PluginContext) throws -> Void = { _ in }) {
        self.identifier = identifier
        self.dependencies = dependencies
        self.body = body
    }

    func install(in context: PluginContext) throws {
        try body(context)
    }
}

/// Lines appended from plugins' install steps and hooks.
final class Log: @unchecked Sendable {
    private let lock = RuntimeLock()
    private var storage: [String] = []

    func append(_ line: String) {
        lock.withLock { storage.append(line) }
    }

    var lines: [String] { lock.withLock { storage } }
}

/// The seed's add-or-exchange swizzle of `pointInside:` on `cls`: add the swizzled method, then
/// add the original selector with the swizzled implementation (replacing the swizzled
/// selector's with the original's) or, if the class has its own, exchange the two.
func swizzlePointInside(of cls: RuntimeClass, in context: PluginContext, extendingBy margin: Double) throws {
    let swizzled = TypedImplementation<Double, Bool> { receiver, _, x in
        // After the exchange, the swizzled selector runs the original.
        (try? (receiver as! RuntimeObject).send(pgSwizzledPointInside, x)) == true || (x >= -margin && x < 10 + margin)
    }
    try context.addMethod(pgSwizzledPointInside.untyped, implementation: swizzled, to: cls)
    let original = cls.instanceMethod(for: pgPointInside.untyped)!
    let swizzledMethod = cls.instanceMethod(for: pgSwizzledPointInside.untyped)!
    if try context.addMethod(pgPointInside.untyped, implementation: swizzledMethod.implementation, to: cls) {
        try context.replaceMethod(pgSwizzledPointInside.untyped, implementation: original.implementation, in: cls)
    } else {
        try context.exchangeImplementations(original, swizzledMethod)
    }
}

/// Expects `body` to throw a `PluginError` of `kind` naming what each fragment names, read from
/// its fields where it has them: a quoted identifier (`"\"id\""`) is ``PluginError/plugin``, a
/// method's tail (`Class selector]`, ` selector]`) its ``PluginError/className`` and
/// ``PluginError/selector``. Anything else is the reason, which only the message carries.
@discardableResult
func expectPluginError(_ kind: PluginError.Kind, _ fragments: String..., sourceLocation: SourceLocation = #_sourceLocation,
                       _ body: () throws -> Void) -> PluginError? {
    do {
        try body()
        Issue.record("expected a \(kind) error", sourceLocation: sourceLocation)
    } catch let error as PluginError {
        #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
        for fragment in fragments {
            if fragment.hasPrefix("\""), fragment.hasSuffix("\""), fragment.count > 1 {
                // The plugin refused; other plugins it names (dependents, culprits) only the message carries.
                #expect(error.plugin == String(fragment.dropFirst().dropLast()) || error.message.contains(fragment), "\(error)",
                        sourceLocation: sourceLocation)
            } else if fragment.hasSuffix("]") {
                let words = fragment.dropLast().split(separator: " ")
                #expect(error.selector == words.last.map(String.init), "\(error)", sourceLocation: sourceLocation)
                if words.count == 2 {
                    #expect(error.className?.contains(words[0]) == true, "\(error)", sourceLocation: sourceLocation)
                }
            } else if fragment.hasSuffix("<"), let className = error.className {
                #expect(className.contains(fragment), "\(error)", sourceLocation: sourceLocation)
            } else {
                #expect(error.message.contains(fragment), "\"\(error.message)\" lacks \"\(fragment)\"", sourceLocation: sourceLocation)
            }
        }
        return error
    } catch {
        Issue.record("expected a PluginError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}
