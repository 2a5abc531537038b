import DynamicRuntime
import Testing

/// Captured by hook bodies: its release shows the body was freed.
final class Canary: @unchecked Sendable {}

/// Per-object hook classes are freed with their object (issue 13, item 1): the class, its
/// method table and cache, its hook lists, and the hooks' bodies with what they capture.
@Suite("Per-object hook classes are freed with their object") struct PerObjectClassLifetimeTests {
    @Test("a hooked object's class and its hooks' captures go when the object (and any token kept) does; tokens stay answerable")
    func freedWithTheObject() throws {
        weak var canary: Canary?
        weak var hookClass: RuntimeClass?
        var token: HookToken?
        do {
            let shape = FxShape()
            let captured = Canary()
            canary = captured
            token = try shape.hook(FxShape.area.selector, instead: { _, arguments, original in
                withExtendedLifetime(captured) { original(arguments) + 1 }
            })
            _ = try shape.hook(FxShape.name.selector, after: { _, _, _ in withExtendedLifetime(captured) {} })
            #expect(try shape.send(FxShape.area.selector, ()) == 1, "the hook runs")
            hookClass = object_getClass(shape)
            #expect(hookClass?.name.contains("SwizzleKitHooks") == true)
        }
        #expect(hookClass == nil, "the per-object class is freed")
        #expect(token?.isActive == false)
        try token?.revert()
        // A token holds its own hook, as a handle does; with it gone, nothing is left.
        token = nil
        #expect(canary == nil, "the hooks' bodies and captures are freed")
    }

    @Test("10,000 short-lived hooked objects leave none of their classes or captures behind")
    func manyObjects() throws {
        var canaries: [() -> Canary?] = []
        for _ in 0..<10_000 {
            let shape = FxShape()
            let captured = Canary()
            weak let weakCanary = captured
            canaries.append { weakCanary }
            _ = try shape.hook(FxShape.area.selector, before: { _, _ in withExtendedLifetime(captured) {} })
            _ = try shape.send(FxShape.area.selector, ())
        }
        #expect(canaries.allSatisfy { $0() == nil })
    }

    @Test("a class that still inherits from a hooked object's class keeps it, hooks and all")
    func keptWhileInherited() throws {
        weak var hookClass: RuntimeClass?
        var subclass: RuntimeClass?
        do {
            let shape = FxShape()
            _ = try shape.hook(FxShape.area.selector, before: { _, _ in })
            let cls = object_getClass(shape)
            hookClass = cls
            subclass = try objc_allocateClassPair(cls, "PerObjectLifetimeSubclass")
        }
        #expect(hookClass != nil, "kept for its subclass")
        #expect(subclass != nil)
    }
}
