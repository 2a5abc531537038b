import DynamicRuntime
import KeyValueObserving
import RuntimePlugins
import Testing

private struct Failure: Error {}

/// Every kind of change a context records, on `button` and `imageView`, one step each: the seed's
/// add-or-exchange swizzle, a replaced and a re-set implementation, class and instance hooks,
/// a declared property, associated values (one key set twice), observations by selector and
/// typed.
func everyChange<Tag>(_ tag: Tag.Type, button: PgButton<Tag>, imageView: PgImageView,
                      observer: PgObserver) -> [@Sendable (PluginContext) throws -> Void] {
    let view = RuntimeClass.of(PgView<Tag>.self)
    let buttonClass = RuntimeClass.of(PgButton<Tag>.self)
    let key = AssociationKey(pgPointInside)
    return [
        { context in try swizzlePointInside(of: buttonClass, in: context, extendingBy: 5) },
        { context in try context.replaceMethod(pgTitle.untyped, implementation: TypedImplementation<(), String> { _, _, _ in "replaced" }, in: view) },
        { context in try context.setImplementation(TypedImplementation<(), String> { _, _, _ in "set" }, of: view.instanceMethod(for: pgTitle.untyped)!) },
        { context in try context.hook(PgView<Tag>.self, pgPointInside, before: { _, _ in }) },
        { context in try context.hook(button, pgTitle, instead: { _, _, _ in "hooked" }) },
        { context in
            try context.addProperty(RuntimeProperty(name: "hitTestEdgeInsets", attributes: PropertyAttributes(valueType: Double.self)), to: buttonClass)
        },
        { context in try context.setAssociatedValue(1.0, forKey: key, on: button) },
        { context in try context.setAssociatedValue(observer, forKey: key, on: button, policy: .weak) },
        { context in try context.setAssociatedValue("plugin", forKey: AssociationKey(pgTitle), on: imageView) },
        { context in try context.addObserver(observer, to: imageView, forKeyPath: "image", options: [.new]) },
        { context in try context.observe(PgImageView.image, of: imageView) { _, _ in } },
    ]
}

private func changeEverything<Tag>(_ tag: Tag.Type, button: PgButton<Tag>, imageView: PgImageView, observer: PgObserver,
                                   in context: PluginContext) throws {
    for step in everyChange(tag, button: button, imageView: imageView, observer: observer) { try step(context) }
}

@Suite struct AtomicInstallTests {
    @Test("a plugin that throws midway leaves method tables, hooks, properties, associations and observations exactly as they were")
    func atomicInstall() throws {
        enum Tag {}
        let button = PgButton<Tag>()
        let imageView = PgImageView()
        let observer = PgObserver()
        // State that the plugin's changes overwrite and must be put back.
        let key = AssociationKey(pgPointInside)
        try button.setAssociatedValue(0.5, forKey: key)
        try imageView.setAssociatedValue(observer, forKey: AssociationKey(pgTitle), policy: .weak)
        let classes = [RuntimeClass.of(PgView<Tag>.self), RuntimeClass.of(PgButton<Tag>.self)]
        let before = RuntimeSnapshot(classes: classes, objects: [button, imageView])

        let midway = Log()
        let registry = PluginRegistry()
        let error = expectPluginError(.installFailed, "\"everything\"", "Failure") {
            try registry.install(TestPlugin("everything") { context in
                try changeEverything(Tag.self, button: button, imageView: imageView, observer: observer, in: context)
                let changed = RuntimeSnapshot(classes: classes, objects: [button, imageView])
                midway.append(changed.differences(from: before).joined(separator: "\n"))
                throw Failure()
            })
        }
        #expect(error != nil)
        // The snapshot does see the changes, so its equality below means something.
        #expect(midway.lines.count == 1 && midway.lines[0].split(separator: "\n").count >= 10, "\(midway.lines)")

        let after = RuntimeSnapshot(classes: classes, objects: [button, imageView])
        #expect(after == before, "\(after.differences(from: before).joined(separator: "\n"))")
        #expect(registry.installedIdentifiers.isEmpty)
        #expect(try button.send(pgPointInside, 12) == false)
        #expect(try button.send(pgTitle, ()) == "view")
        #expect(button.associatedValue(forKey: key) as? Double == 0.5)
        imageView.image = "new"
        #expect(observer.changes == 0)
    }

    @Test("a batch whose second plugin throws undoes the first one too")
    func atomicBatch() throws {
        enum Tag {}
        let classes = [RuntimeClass.of(PgView<Tag>.self), RuntimeClass.of(PgButton<Tag>.self)]
        let before = RuntimeSnapshot(classes: classes)
        let registry = PluginRegistry()
        expectPluginError(.installFailed, "\"second\"") {
            try registry.install([
                TestPlugin("first") { try swizzlePointInside(of: RuntimeClass.of(PgButton<Tag>.self), in: $0, extendingBy: 5) },
                TestPlugin("second", dependencies: ["first"]) { _ in throw Failure() },
            ])
        }
        #expect(RuntimeSnapshot(classes: classes) == before)
        #expect(registry.installedIdentifiers.isEmpty)
    }

    @Test("a change the runtime refuses fails the install with a message naming plugin, class and selector")
    func runtimeRefusal() throws {
        enum Tag {}
        let cls = RuntimeClass.of(PgButton<Tag>.self)
        let before = RuntimeSnapshot(classes: [cls])
        let error = expectPluginError(.installFailed, "\"mismatch\"", "PgButton<", " pointInside:]", "signature mismatch") {
            try PluginRegistry().install(TestPlugin("mismatch") { context in
                try context.addMethod(pgSwizzledPointInside.untyped, implementation: TypedImplementation<Double, Bool> { _, _, _ in true }, to: cls)
                // `pointInside:` takes a Double: an Int implementation is refused.
                try context.addMethod(pgPointInside.untyped, implementation: TypedImplementation<Int, Bool> { _, _, _ in true }, to: cls)
            })
        }
        #expect(error?.underlying?.kind == .signatureMismatch)
        #expect(RuntimeSnapshot(classes: [cls]) == before)
    }

    @Test("a context refuses changes once its plugin is uninstalled")
    func closedContext() throws {
        enum Tag {}
        let kept = ContextBox()
        let registry = PluginRegistry()
        try registry.install(TestPlugin("keeper") { kept.context = $0 })
        try registry.uninstall("keeper")
        let cls = RuntimeClass.of(PgView<Tag>.self)
        expectPluginError(.contextClosed, "\"keeper\"") {
            try kept.context?.addMethod(AnySelector("late"), implementation: TypedImplementation<(), Int> { _, _, _ in 1 }, to: cls)
        }
        #expect(!cls.respondsTo(AnySelector("late")))
    }
}

private final class ContextBox: @unchecked Sendable {
    var context: PluginContext?
}

@Suite struct UninstallTests {
    @Test("plugins uninstall in any order, each reverting exactly its own changes")
    func uninstallInAnyOrder() throws {
        enum Tag {}
        let button = PgButton<Tag>()
        let classes = [RuntimeClass.of(PgView<Tag>.self), RuntimeClass.of(PgButton<Tag>.self)]
        let key = AssociationKey(pgTitle)
        let initial = RuntimeSnapshot(classes: classes, objects: [button])
        let a = TestPlugin("a") { context in
            try context.hook(PgButton<Tag>.self, pgPointInside, instead: { _, x, original in original(x - 5) })
            try context.setAssociatedValue("a", forKey: key, on: button)
        }
        let b = TestPlugin("b") { context in
            try context.hook(PgButton<Tag>.self, pgPointInside, instead: { _, x, original in original(x + 1) })
            try context.replaceMethod(pgTitle.untyped, implementation: TypedImplementation<(), String> { _, _, _ in "b" },
                                      in: RuntimeClass.of(PgButton<Tag>.self))
        }
        for order in [["a", "b"], ["b", "a"]] {
            let registry = PluginRegistry()
            try registry.install([a, b])
            #expect(try button.send(pgPointInside, 13))  // 13 + 1 - 5 = 9
            try registry.uninstall(order[0])
            let remaining = order[1]
            // Left alone, a shifts by -5 (14 is inside, 15 not), b by +1 (8 is inside, 9 not).
            #expect(try button.send(pgPointInside, remaining == "a" ? 14 : 8))
            #expect(try button.send(pgPointInside, remaining == "a" ? 15 : 9) == false)
            #expect(try button.send(pgTitle, ()) == (remaining == "b" ? "b" : "view"))
            #expect((button.associatedValue(forKey: key) as? String) == (remaining == "a" ? "a" : nil))
            try registry.uninstall(remaining)
            let final = RuntimeSnapshot(classes: classes, objects: [button])
            #expect(final == initial, "order \(order): \(final.differences(from: initial).joined(separator: "\n"))")
        }
    }

    @Test("uninstall refuses, changing nothing, when a later plugin swizzled over its change; reverse order then works")
    func stackedSwizzleRefusal() throws {
        enum Tag {}
        let buttonClass = RuntimeClass.of(PgButton<Tag>.self)
        let classes = [RuntimeClass.of(PgView<Tag>.self), buttonClass]
        let initial = RuntimeSnapshot(classes: classes)
        let registry = PluginRegistry()
        try registry.install(TestPlugin("hit-area") { try swizzlePointInside(of: buttonClass, in: $0, extendingBy: 5) })
        try registry.install(TestPlugin("on-top") { context in
            let on = TypedImplementation<Double, Bool> { _, _, _ in true }
            try context.addMethod(AnySelector("top_pointInside:"), implementation: on, to: buttonClass)
            try context.exchangeImplementations(buttonClass.instanceMethod(for: pgPointInside.untyped)!,
                                                buttonClass.instanceMethod(for: AnySelector("top_pointInside:"))!)
        })
        let stacked = RuntimeSnapshot(classes: classes)
        expectPluginError(.revertConflict, "\"hit-area\"", "PgButton<", " pointInside:]", "plugin \"on-top\"", "nothing was undone") {
            try registry.uninstall("hit-area")
        }
        #expect(RuntimeSnapshot(classes: classes) == stacked)
        #expect(registry.installedIdentifiers == ["hit-area", "on-top"])
        try registry.uninstall("on-top")
        try registry.uninstall("hit-area")
        #expect(RuntimeSnapshot(classes: classes) == initial)
    }

    /// Found by fuzzing: two plugins set equal values under one key; the earlier one uninstalled
    /// first passed the check (the value looked like its own), removed the later one's value,
    /// and the later plugin could then never be uninstalled.
    @Test("uninstall refuses while a later plugin set an associated value over the plugin's, even an equal one; reverse order then works")
    func layeredAssociationRefusal() throws {
        let imageView = PgImageView()
        let key = AssociationKey(pgTitle)
        let registry = PluginRegistry()
        try registry.install(TestPlugin("first") { try $0.setAssociatedValue("b", forKey: key, on: imageView) })
        try registry.install(TestPlugin("second") { try $0.setAssociatedValue("b", forKey: key, on: imageView) })
        expectPluginError(.revertConflict, "\"first\"", "plugin \"second\"", "associated value", "nothing was undone") {
            try registry.uninstall("first")
        }
        #expect(imageView.associatedValue(forKey: key) as? String == "b")
        #expect(registry.installedIdentifiers == ["first", "second"])
        try registry.uninstall("second")
        #expect(imageView.associatedValue(forKey: key) as? String == "b")
        try registry.uninstall("first")
        #expect(imageView.associatedValue(forKey: key) == nil)
    }

    @Test("uninstall refuses when code outside the registry overwrote an associated value the plugin set")
    func stackedAssociationRefusal() throws {
        let imageView = PgImageView()
        let key = AssociationKey(pgTitle)
        let registry = PluginRegistry()
        try registry.install(TestPlugin("tagger") { try $0.setAssociatedValue("tag", forKey: key, on: imageView) })
        try imageView.setAssociatedValue("user", forKey: key)
        expectPluginError(.revertConflict, "\"tagger\"", "associated value", "code outside the registry") { try registry.uninstall("tagger") }
        #expect(imageView.associatedValue(forKey: key) as? String == "user")
        try imageView.setAssociatedValue("tag", forKey: key)
        try registry.uninstall("tagger")
        #expect(imageView.associatedValue(forKey: key) == nil)
    }

    @Test("a hook a raw swizzle covered since is refused too, and reverts once the swizzle is undone")
    func hookUnderSwizzle() throws {
        enum Tag {}
        let view = RuntimeClass.of(PgView<Tag>.self)
        let registry = PluginRegistry()
        try registry.install(TestPlugin("hooker") { try $0.hook(PgView<Tag>.self, pgTitle, after: { _, _, _ in }) })
        let raw = TypedImplementation<(), String> { _, _, _ in "raw" }
        let previous = try view.instanceMethod(for: pgTitle.untyped)!.setImplementation(raw)
        expectPluginError(.revertConflict, "\"hooker\"", "PgView<", " title]", "code outside the registry") { try registry.uninstall("hooker") }
        try view.instanceMethod(for: pgTitle.untyped)!.setImplementation(previous)
        try registry.uninstall("hooker")
        #expect(view.hookEntries(classSide: false).isEmpty)
        #expect(try PgView<Tag>().send(pgTitle, ()) == "view")
    }
}

@Suite struct ChangeReportTests {
    @Test("two plugins changing one method are allowed, chained, and listed as a conflict")
    func conflicts() throws {
        enum Tag {}
        let registry = PluginRegistry()
        try registry.install(TestPlugin("plus-one") { try $0.hook(PgButton<Tag>.self, pgPointInside, instead: { _, x, original in original(x + 1) }) })
        try registry.install(TestPlugin("double") { try $0.hook(PgButton<Tag>.self, pgPointInside, instead: { _, x, original in original(x * 2) }) })
        try registry.install(TestPlugin("elsewhere") { try $0.hook(PgView<Tag>.self, pgTitle, after: { _, _, _ in }) })
        // Chained: double runs outermost, then plus-one, then the original: 4 → 8 → 9, inside.
        #expect(try PgButton<Tag>().send(pgPointInside, 4))
        #expect(try PgButton<Tag>().send(pgPointInside, 5) == false)
        let conflicts = registry.conflicts.filter { $0.methodName.contains("PgButton") }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.plugins == ["plus-one", "double"])
        #expect(conflicts.first?.description.hasSuffix("pointInside:]: plus-one hooked, then double hooked") == true)
        #expect(!registry.conflicts.contains { $0.plugins.contains("elsewhere") })
    }

    @Test("who changed this method: the installed plugins' changes to it in the class and its superclasses")
    func whoChanged() throws {
        enum Tag {}
        let view = RuntimeClass.of(PgView<Tag>.self)
        let button = RuntimeClass.of(PgButton<Tag>.self)
        let registry = PluginRegistry()
        try registry.install(TestPlugin("view-hook") { try $0.hook(PgView<Tag>.self, pgPointInside, before: { _, _ in }) })
        try registry.install(TestPlugin("hit-area") { try swizzlePointInside(of: button, in: $0, extendingBy: 5) })
        let onButton = registry.changes(to: pgPointInside.untyped, in: button).map(\.description)
        #expect(onButton.count == 2)
        // Class names are qualified only when another class took the short name first: test order decides.
        #expect(onButton == ["view-hook hooked -[\(view.name) pointInside:]", "hit-area added -[\(button.name) pointInside:]"])
        #expect(registry.changes(to: pgPointInside.untyped, in: view).map(\.plugin) == ["view-hook"])
        #expect(registry.changes(to: pgSwizzledPointInside.untyped, in: button).map(\.kind) == [.added, .replaced])
        #expect(registry.changes(to: pgTitle.untyped, in: button).isEmpty)
        #expect(registry.changes(to: pgPointInside.untyped, in: button, classSide: true).isEmpty)
        try registry.uninstall("view-hook")
        #expect(registry.changes(to: pgPointInside.untyped, in: button).map(\.plugin) == ["hit-area"])
    }
}
