import KeyValueObserving
import RuntimePlugins
import Testing
@testable import DynamicRuntime

private struct Injected: Error {}

/// A runtime class whose declared members list one selector twice: a definition problem the
/// runtime records when it mirrors the class, and refuses the first change that touches.
final class FiListedTwice: RuntimeObject, @unchecked Sendable {
    static let twice = DeclaredMethod("fiTwice", of: FiListedTwice.self) { (_, _: ()) -> String in "first" }
    static let again = DeclaredMethod("fiTwice", of: FiListedTwice.self) { (_, _: ()) -> String in "second" }
    static let plain = DeclaredMethod("fiPlain", of: FiListedTwice.self) { (_, _: ()) -> String in "plain" }
    override class var runtimeMembers: [any RuntimeMember] { [twice, plain, again] }
}

/// Fault injection: a change made of several steps fails at each step in turn, and the runtime is
/// compared, by snapshot, with what it was before.
@Suite struct FaultInjectionTests {
    @Test("a plugin failing at each of its steps in turn, by throwing or by a refused change, leaves the runtime exactly as before")
    func pluginFailingAtEachStep() throws {
        enum Tag {}
        let button = PgButton<Tag>(), imageView = PgImageView(), observer = PgObserver()
        let steps = everyChange(Tag.self, button: button, imageView: imageView, observer: observer)
        let classes = [RuntimeClass.of(PgView<Tag>.self), RuntimeClass.of(PgButton<Tag>.self)]
        let before = RuntimeSnapshot(classes: classes, objects: [button, imageView])
        // A change the runtime refuses: a hook on a selector the class lacks.
        let refused: @Sendable (PluginContext) throws -> Void = { context in
            try context.hook(PgView<Tag>.self, Selector<Int, Int>("missing:"), before: { _, _ in })
        }
        let registry = PluginRegistry()
        for failing in 0...steps.count {
            let thrown: @Sendable (PluginContext) throws -> Void = { _ in throw Injected() }
            for failure in [thrown, refused] {
                let error = expectPluginError(.installFailed, "\"step \(failing)\"") {
                    try registry.install(TestPlugin("step \(failing)") { context in
                        for step in steps.prefix(failing) { try step(context) }
                        try failure(context)
                    })
                }
                #expect(error != nil)
                let after = RuntimeSnapshot(classes: classes, objects: [button, imageView])
                #expect(after == before, "failing at step \(failing): \(after.differences(from: before).joined(separator: "\n"))")
            }
        }
        #expect(registry.installedIdentifiers.isEmpty)
        // Every step does change something, so the snapshots' equality means something.
        try registry.install(TestPlugin("all") { context in for step in steps { try step(context) } })
        #expect(RuntimeSnapshot(classes: classes, objects: [button, imageView]).differences(from: before).count >= steps.count)
        try registry.uninstall("all")
        #expect(RuntimeSnapshot(classes: classes, objects: [button, imageView]) == before)
    }

    @Test("a per-object hook refused after its object's class is chosen leaves the object on its class, and no class made")
    func perObjectHookRefusedMidway() throws {
        let object = FiListedTwice()
        let cls = RuntimeClass.of(FiListedTwice.self)
        let before = RuntimeSnapshot(classes: [cls], objects: [object])
        // The method exists with this signature, so the hook gets as far as the object's own
        // class; the definition problem refuses it there.
        #expect(throws: RuntimeError.self) { try object.hook(FiListedTwice.twice.selector, before: { _, _ in }) }
        #expect(object_getClass(object) === cls)
        #expect(RuntimeSnapshot(classes: [cls], objects: [object]) == before)
        #expect(subclassNames(of: cls).isEmpty)
        // A hook on a sound method of the same class still works, and reverts.
        let token = try object.hook(FiListedTwice.plain.selector, instead: { _, _, _ in "hooked" })
        #expect(FiListedTwice.plain.send(to: object, ()) == "hooked")
        try token.revert()
        #expect(FiListedTwice.plain.send(to: object, ()) == "plain")
    }

    @Test("a class pair whose methods are refused midway is disposed, and the runtime is as before: the name free, the superclass's subclasses unchanged")
    func classPairRefusedMidway() throws {
        enum Tag {}
        let superclass = RuntimeClass.of(PgView<Tag>.self)
        let before = RuntimeSnapshot(classes: [superclass])
        let subclassesBefore = subclassNames(of: superclass)
        let name = "FiPair_\(UInt(bitPattern: ObjectIdentifier(superclass).hashValue))"
        let pair = try RuntimeClass.allocateSubclass(of: superclass, named: name)
        let implementations: [(AnySelector, Implementation)] = [
            (AnySelector("fiAdded"), TypedImplementation<(), String> { _, _, _ in "added" }),
            // `title` is inherited as () -> String: another signature is refused.
            (pgTitle.untyped, TypedImplementation<Int, Int> { _, _, value in value }),
            (AnySelector("fiNeverAdded"), TypedImplementation<(), Int> { _, _, _ in 1 }),
        ]
        var added = 0
        do {
            for (selector, implementation) in implementations {
                try pair.addMethod(selector, implementation: implementation)
                added += 1
            }
            Issue.record("the mistyped method was added")
        } catch {
            #expect(error.kind == .signatureMismatch && error.selector == "title", "\(error)")
            try objc_disposeClassPair(pair)
        }
        #expect(added == 1)
        #expect(objc_getClass(name) == nil)
        #expect(subclassNames(of: superclass) == subclassesBefore)
        #expect(RuntimeSnapshot(classes: [superclass]) == before)
        // The name is free again.
        let again = try objc_allocateClassPair(superclass, name)
        try objc_registerClassPair(again)
        #expect(objc_getClass(name) === again)
        try objc_disposeClassPair(again)
    }
}

/// The names of `cls`'s subclasses, read under the runtime lock that guards them.
private func subclassNames(of cls: RuntimeClass) -> [String] {
    Runtime.lock.withLock { cls.subclasses.map(\.name) }
}
