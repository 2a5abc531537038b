import Foundation
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

    @Test("an object whose last hook is reverted is back on its class, and its per-object class is gone and freed with no later change")
    func backOnItsClassWhenTheLastHookGoes() throws {
        let shape = FxShape()
        weak var hookClass: RuntimeClass?
        weak var canary: Canary?
        var name = ""
        do {
            let captured = Canary()
            canary = captured
            let area = try shape.hook(FxShape.area.selector, instead: { _, arguments, original in
                withExtendedLifetime(captured) { original(arguments) + 1 }
            })
            let named = try shape.hook(FxShape.name.selector, after: { _, _, _ in })
            hookClass = object_getClass(shape)
            name = hookClass?.name ?? ""
            try area.revert()
            #expect(object_getClass(shape) === hookClass, "a hook is left: the object stays on its class")
            try named.revert()
        }
        #expect(object_getClass(shape) === RuntimeClass.of(FxShape.self))
        #expect(objc_getClass(name) == nil, "the per-object class \(name) is gone")
        #expect(try shape.send(FxShape.area.selector, ()) == 0)
        // Released once no send can be in it: within the grace period's bound, with nothing
        // else changing meanwhile.
        let deadline = ContinuousClock.now + .seconds(2)
        while hookClass != nil || canary != nil, ContinuousClock.now < deadline { usleep(5_000) }
        #expect(hookClass == nil && canary == nil, "the class and the hook's captures are freed")
        // Hooked again, it gets a class of its own again.
        let again = try shape.hook(FxShape.area.selector, instead: { _, _, _ in 7 })
        #expect(object_getClass(shape).isHiddenFromClassQuery && object_getClass(shape).name != name)
        #expect(try shape.send(FxShape.area.selector, ()) == 7)
        try again.revert()
        #expect(object_getClass(shape) === RuntimeClass.of(FxShape.self))
    }

    @Test("a per-object class given a method of its own stays when its last hook goes, as objc4 keeps added methods")
    func aClassWithAMethodOfItsOwnStays() throws {
        let shape = FxShape()
        let token = try shape.hook(FxShape.area.selector, before: { _, _ in })
        let hookClass = object_getClass(shape)
        #expect(try class_addMethod(hookClass, sel_registerName("fxExtra"), TypedImplementation<(), Int> { _, _, _ in 1 }, "() -> Int"))
        try token.revert()
        #expect(object_getClass(shape) === hookClass)
        #expect(try shape.perform(sel_registerName("fxExtra")) as? Int == 1)
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
