import Foundation
import Testing
@testable import DynamicRuntime

/// `HkAnimal` declares `speak:`; `HkDog` inherits it, `HkPuppy` inherits from the dog, `HkCat`
/// is a sibling. Each test uses its own selector name (classes are shared across tests).
class HkAnimal: RuntimeObject {
    var log: [String] = []
    override class var runtimeMembers: [any RuntimeMember] { [speak, legs] }
    static let speak = DeclaredMethod("speak:", of: HkAnimal.self) { (animal, word: String) -> String in
        animal.log.append("animal")
        return "animal says \(word)"
    }
    static let legs = DeclaredMethod("legs", of: HkAnimal.self) { (_, _: ()) in 4 }
}
class HkDog: HkAnimal {}
final class HkPuppy: HkDog {}
final class HkCat: HkAnimal {}
/// Touched by one test only, so it can assert on the class's own method list.
final class HkBird: HkAnimal {}
/// Touched by one test only, which gives it thousands of hooked selectors.
final class HkCrowd: RuntimeObject {}

/// A class method, `+hk_make:`, on a class and its subclass: what class-method hooks hook.
class HkFactory: RuntimeObject {
    static let make = DeclaredMethod(classMethod: "hk_make:", of: HkFactory.self) { (cls, count: Int) -> String in "\(cls.name) \(count)" }
    override class var runtimeMembers: [any RuntimeMember] { [make] }
}
final class HkSubFactory: HkFactory {}

/// A fresh selector implemented on `HkAnimal`, so tests sharing the fixture classes never share hooks.
private func freshSelector(_ tag: String) throws -> Selector<Int, Int> {
    let selector = Selector<Int, Int>("hk_\(tag):")
    try RuntimeClass.of(HkAnimal.self).addMethod(selector.untyped, implementation: TypedImplementation<Int, Int> { _, _, x in x })
    return selector
}

@Suite struct HookTests {
    @Test func beforeAfterAndInsteadRunInOrderAroundTheOriginal() throws {
        let selector = try freshSelector("order")
        let dog = HkDog()
        var events: [String] = []
        let before = try HkDog.hook(selector, before: { _, x in events.append("before \(x)") })
        let after = try HkDog.hook(selector, after: { _, x, result in events.append("after \(x) -> \(result)") })
        let instead = try HkDog.hook(selector, instead: { _, x, original in
            events.append("instead")
            return original(x + 1) * 10
        })
        #expect(try dog.send(selector, 1) == 20)
        #expect(events == ["before 1", "instead", "after 1 -> 20"])
        for token in [before, after, instead] { try token.revert() }
        #expect(try dog.send(selector, 1) == 1)
    }

    /// The whole composition order the DocC article *Hook Order* states: an object's hooks
    /// outside its subclass's, a subclass's outside its superclass's; at each, befores in
    /// installation order, insteads nested (the newest outermost), afters in installation order.
    @Test func hooksComposeObjectThenSubclassThenClassEachBeforeInsteadAfter() throws {
        let selector = try freshSelector("composition")
        let puppy = HkPuppy()
        var events: [String] = []
        try HkAnimal.hook(selector, before: { _, _ in events.append("animal before 1") })
        try HkAnimal.hook(selector, instead: { _, x, original in events.append("animal instead 1"); return original(x) })
        try HkAnimal.hook(selector, after: { _, _, _ in events.append("animal after 1") })
        try HkAnimal.hook(selector, before: { _, _ in events.append("animal before 2") })
        try HkAnimal.hook(selector, instead: { _, x, original in events.append("animal instead 2"); return original(x) })
        try HkAnimal.hook(selector, after: { _, _, _ in events.append("animal after 2") })
        try puppy.hook(selector, before: { _, _ in events.append("object before") })
        try puppy.hook(selector, instead: { _, x, original in events.append("object instead"); return original(x) })
        try puppy.hook(selector, after: { _, _, _ in events.append("object after") })
        try HkDog.hook(selector, before: { _, _ in events.append("dog before") })
        try HkDog.hook(selector, instead: { _, x, original in events.append("dog instead"); return original(x) })
        try HkDog.hook(selector, after: { _, _, _ in events.append("dog after") })
        #expect(try puppy.send(selector, 1) == 1)
        #expect(events == [
            "object before", "object instead",
            "dog before", "dog instead",
            "animal before 1", "animal before 2", "animal instead 2", "animal instead 1", "animal after 1", "animal after 2",
            "dog after",
            "object after",
        ])
    }

    /// Aspects' most requested feature: hooking a class method with typed hooks, for the class
    /// and its subclasses, handed the class the message went to; reverted, the method is back.
    @Test func classMethodsTakeTypedHooks() throws {
        let selector = HkFactory.make.selector
        let factory = RuntimeClass.of(HkFactory.self), subFactory = RuntimeClass.of(HkSubFactory.self)
        var events: [String] = []
        let before = try HkFactory.hookClassMethod(selector, before: { cls, count in events.append("before \(cls.name) \(count)") })
        let instead = try HkFactory.hookClassMethod(selector, instead: { cls, count, original in "[" + original(count + 1) + "]" })
        let after = try HkFactory.hookClassMethod(selector, after: { _, _, result in events.append("after \(result)") })
        #expect(try factory.send(selector, 1) == "[HkFactory 2]")
        #expect(try subFactory.send(selector, 5) == "[HkSubFactory 6]")
        #expect(events == ["before HkFactory 1", "after [HkFactory 2]", "before HkSubFactory 5", "after [HkSubFactory 6]"])
        #expect(String(describing: instead).contains("+[HkFactory hk_make:]"))
        for token in [before, instead, after] { try token.revert() }
        #expect(try factory.send(selector, 1) == "HkFactory 1")
        // A class method the class does not have cannot be hooked.
        #expect(throws: RuntimeError.self) { try HkFactory.hookClassMethod(Selector<Int, Int>("hk_absent:"), before: { _, _ in }) }
    }

    /// Class-method hooks compose as instance-method hooks do: with a swizzle through the
    /// metaclass made before them (they wrap it, and leave it when reverted), with hooks on a
    /// subclass's class method (the subclass's outermost), reverted in any order.
    @Test(arguments: [[0, 1, 2], [2, 1, 0], [1, 0, 2]])
    func classMethodHooksComposeWithMetaclassSwizzlesAndSubclassHooks(order: [Int]) throws {
        let selector = Selector<Int, String>("hk_build\(order.map(String.init).joined()):")
        let factory = RuntimeClass.of(HkFactory.self), subFactory = RuntimeClass.of(HkSubFactory.self)
        let implementation = { (tag: String) in TypedImplementation<Int, String>(receiverType: RuntimeClass.self) { _, _, x in "\(tag) \(x)" } }
        #expect(try factory.addMethod(selector.untyped, implementation: implementation("plain"), classSide: true))
        // A swizzle through the metaclass, as Objective-C writes it: class_replaceMethod(object_getClass(cls), …).
        try class_replaceMethod(object_getClass(factory), selector.untyped, implementation("swizzled"), "(Int) -> String")
        #expect(try factory.send(selector, 1) == "swizzled 1")
        let tokens = [
            try HkFactory.hookClassMethod(selector, instead: { _, x, original in "<" + original(x) + ">" }),
            try HkSubFactory.hookClassMethod(selector, instead: { _, x, original in "{" + original(x) + "}" }),
            try HkFactory.hookClassMethod(selector, before: { _, _ in }),
        ]
        #expect(try factory.send(selector, 1) == "<swizzled 1>")
        #expect(try subFactory.send(selector, 2) == "{<swizzled 2>}")
        for index in order { try tokens[index].revert() }
        #expect(try factory.send(selector, 1) == "swizzled 1" && subFactory.send(selector, 2) == "swizzled 2")
    }

    @Test func laterInsteadHooksWrapEarlierOnes() throws {
        let selector = try freshSelector("nesting")
        try HkAnimal.hook(selector, instead: { _, x, original in original(x) + 1 })
        try HkAnimal.hook(selector, instead: { _, x, original in original(x) * 2 })
        #expect(try HkCat().send(selector, 5) == 12)
    }

    @Test func classHookAppliesToSubclassesButNotToSuperclassOrSiblings() throws {
        let selector = try freshSelector("scope")
        let token = try HkDog.hook(selector, instead: { _, x, _ in -x })
        #expect(try HkDog().send(selector, 3) == -3)
        #expect(try HkPuppy().send(selector, 3) == -3)
        #expect(try HkAnimal().send(selector, 3) == 3)
        #expect(try HkCat().send(selector, 3) == 3)
        try token.revert()
        #expect(try HkPuppy().send(selector, 3) == 3)
        #expect(RuntimeClass.of(HkDog.self).ownMethods().allSatisfy { $0.selector != selector.untyped },
                "reverting removes the shadowing method the hook added")
    }

    @Test(arguments: [false, true])
    func hooksOnClassAndSuperclassEachRunOncePerCall(superclassFirst: Bool) throws {
        let selector = try freshSelector("hierarchy\(superclassFirst)")
        var calls: [String] = []
        func hookDog() throws -> HookToken { try HkDog.hook(selector, before: { _, _ in calls.append("dog") }) }
        func hookAnimal() throws -> HookToken { try HkAnimal.hook(selector, before: { _, _ in calls.append("animal") }) }
        let tokens = superclassFirst ? [try hookAnimal(), try hookDog()] : [try hookDog(), try hookAnimal()]
        #expect(try HkPuppy().send(selector, 1) == 1)
        #expect(calls == ["dog", "animal"])
        calls = []
        #expect(try HkAnimal().send(selector, 1) == 1)
        #expect(calls == ["animal"])
        for token in tokens.reversed() { try token.revert() }
        calls = []
        _ = try HkPuppy().send(selector, 1)
        #expect(calls.isEmpty)
    }

    @Test(arguments: [[0, 1, 2], [1, 0, 2], [2, 1, 0], [1, 2, 0]])
    func revertingInAnyOrderRemovesExactlyThatHook(order: [Int]) throws {
        let selector = try freshSelector("revert\(order)")
        var calls: [Int] = []
        let tokens = try (0..<3).map { index in try HkCat.hook(selector, before: { _, _ in calls.append(index) }) }
        var remaining = Set(0..<3)
        for index in order {
            try tokens[index].revert()
            remaining.remove(index)
            calls = []
            _ = try HkCat().send(selector, 0)
            #expect(calls == remaining.sorted())
            #expect(!tokens[index].isActive)
        }
        try tokens[order[0]].revert()  // a second revert is a no-op
    }

    @Test func onceHookRunsOnlyOnTheFirstCallAndRemovesItself() throws {
        let selector = try freshSelector("once")
        var count = 0
        let token = try HkCat.hook(selector, options: .once, before: { _, _ in count += 1 })
        _ = try HkCat().send(selector, 0)
        _ = try HkCat().send(selector, 0)
        #expect(count == 1)
        #expect(!token.isActive)
    }

    /// A `once` hook that has not fired must not cost the calls it does not run in: a send takes
    /// no lock on a cache hit, even through a site that holds one.
    @Test func anUnfiredOnceHookLeavesCallsLockFree() throws {
        let selector = try freshSelector("onceUnfired")
        let once = try HkCat.hook(selector, options: .once, instead: { _, x, original in original(x) })
        // Installed later, so it runs outermost and never calls down: the once hook stays unfired.
        let cutOff = try HkCat.hook(selector, instead: { _, x, _ in x + 1 })
        let cat = Shared(value: HkCat())
        #expect(try cat.value.send(selector, 1) == 2, "fills the cache")
        let finished = AtomicCounter()
        Runtime.lock.withLock {
            Thread.detachNewThread {
                _ = try? cat.value.send(selector, 1)
                finished.increment()
            }
            let deadline = ContinuousClock.now + .seconds(10)
            while finished.value == 0, ContinuousClock.now < deadline { usleep(1_000) }
            #expect(finished.value == 1, "the send waited for Runtime.lock")
        }
        #expect(once.isActive)
        try cutOff.revert()
        try once.revert()
    }

    @Test func instanceHookTouchesOnlyThatObjectAndReusesItsClass() throws {
        let selector = try freshSelector("instance")
        let hooked = HkDog()
        let other = HkDog()
        let first = try hooked.hook(selector, instead: { _, x, original in original(x) + 100 })
        let perObject = object_getClass(hooked)
        #expect(perObject != RuntimeClass.of(HkDog.self))
        #expect(perObject.superclass == RuntimeClass.of(HkDog.self))
        #expect(hooked.reportedClass == RuntimeClass.of(HkDog.self), "-class hides the per-object class")
        let second = try hooked.hook(selector, after: { _, _, _ in })
        #expect(object_getClass(hooked) == perObject, "the per-object class is made once")
        #expect(try hooked.send(selector, 1) == 101)
        #expect(try other.send(selector, 1) == 1)
        try first.revert()
        try second.revert()
        #expect(try hooked.send(selector, 1) == 1)
    }

    /// An object's hook on an inherited method calls what a super send reaches at each call:
    /// a hook added above it later and reverted, a method added above it, a new implementation
    /// of the method it reaches.
    @Test func anObjectsHookOnAnInheritedMethodFollowsEveryChangeAbove() throws {
        let selector = try freshSelector("above")
        let dog = RuntimeClass.of(HkDog.self)
        let puppy = HkPuppy()
        let onPuppy = try puppy.hook(selector, instead: { _, x, original in original(x) + 1000 })
        #expect(try puppy.send(selector, 1) == 1001)
        // The dog's hook shadows the animal's method; reverting it removes that shadow again.
        let onDog = try HkDog.hook(selector, instead: { _, x, original in original(x) + 100 })
        #expect(try puppy.send(selector, 1) == 1101)
        try onDog.revert()
        #expect(try puppy.send(selector, 1) == 1001)
        #expect(try class_addMethod(dog, selector.untyped, TypedImplementation<Int, Int> { _, _, x in x + 10 }, "(Int) -> Int"))
        #expect(try puppy.send(selector, 1) == 1011)
        let added = try #require(class_getInstanceMethod(dog, selector.untyped))
        try method_setImplementation(added, TypedImplementation<Int, Int> { _, _, x in x + 20 })
        #expect(try puppy.send(selector, 1) == 1021)
        try onPuppy.revert()
        #expect(try puppy.send(selector, 1) == 21)
        #expect(object_getClass(puppy) == RuntimeClass.of(HkPuppy.self))
    }

    @Test func instanceAndClassHooksBothRun() throws {
        let selector = try freshSelector("both")
        let dog = HkDog()
        var calls: [String] = []
        let onClass = try HkDog.hook(selector, before: { _, _ in calls.append("class") })
        let onObject = try dog.hook(selector, before: { _, _ in calls.append("object") })
        _ = try dog.send(selector, 0)
        #expect(calls == ["object", "class"])
        try onClass.revert()
        try onObject.revert()
    }

    @Test func perObjectClassIsDisposedWhenTheObjectDies() throws {
        let selector = try freshSelector("death")
        var name = ""
        var token: HookToken?
        do {
            let dog = HkDog()
            token = try dog.hook(selector, before: { _, _ in })
            name = object_getClass(dog).name
            #expect(objc_getClass(name) != nil)
        }
        #expect(objc_getClass(name) == nil)
        #expect(token?.isActive == false)
        try token?.revert()
    }

    @Test func hookBodyGetsTheReceiverTypedAndCanCallOtherMethods() throws {
        let dog = HkDog()
        let token = try HkDog.hook(HkAnimal.speak.selector, after: { (dog: HkDog, _, result) in dog.log.append(result) })
        #expect(HkAnimal.speak.send(to: dog, "woof") == "animal says woof")
        #expect(dog.log == ["animal", "animal says woof"])
        try token.revert()
    }

    @Test func rawSwizzleOverAHookMakesRevertThrowAndKeepsTheSwizzle() throws {
        let selector = try freshSelector("conflict")
        let cls = RuntimeClass.of(HkCat.self)
        let token = try HkCat.hook(selector, before: { _, _ in })
        let method = try #require(class_getInstanceMethod(cls, selector.untyped))
        let swizzle = TypedImplementation<Int, Int> { _, _, x in x + 7 }
        let hookDispatcher = try method_setImplementation(method, swizzle)

        let error = try #require(throws: RuntimeError.self) { try token.revert() }
        #expect(error.kind == .revertConflict)
        #expect(error.names("-[HkCat hk_conflict:]"))
        #expect(try HkCat().send(selector, 0) == 7, "the swizzle survives the refused revert")
        let conflict = try #require(throws: RuntimeError.self) { try HkCat.hook(selector, before: { _, _ in }) }
        #expect(conflict.kind == .hookConflict)

        try method_setImplementation(method, hookDispatcher)
        try token.revert()
        #expect(try HkCat().send(selector, 2) == 2)
    }

    @Test func hookingAnUnknownSelectorOrWrongSignatureThrowsAndChangesNothing() throws {
        let unknown = Selector<Int, Int>("hk_neverImplemented:")
        let missing = try #require(throws: RuntimeError.self) { try HkBird.hook(unknown, before: { _, _ in }) }
        #expect(missing.kind == .unrecognizedSelector)
        #expect(missing.names("-[HkBird hk_neverImplemented:]"))

        let wrong = Selector<String, Int>("speak:")
        let mismatch = try #require(throws: RuntimeError.self) { try HkBird.hook(wrong, before: { _, _ in }) }
        #expect(mismatch.kind == .signatureMismatch)
        #expect(mismatch.shows("(String) -> String") && mismatch.shows("(String) -> Int"))
        #expect(RuntimeClass.of(HkBird.self).ownMethods().isEmpty)
        #expect(HkAnimal.speak.send(to: HkBird(), "tweet") == "animal says tweet")
    }

    /// A second hook whose selector matches a live site's by name but not by signature is a
    /// signature mismatch, not a conflict with a raw swizzle.
    @Test func hookingALiveSiteWithAnotherSignatureIsASignatureMismatch() throws {
        let selector = try freshSelector("liveSiteSignature")
        let token = try HkCat.hook(selector, before: { _, _ in })
        let other = Selector<String, Int>(selector.name)
        let error = try #require(throws: RuntimeError.self) { try HkCat.hook(other, before: { _, _ in }) }
        #expect(error.kind == .signatureMismatch)
        #expect(error.names("-[HkCat hk_liveSiteSignature:]") && error.shows("(Int) -> Int")
                && error.shows("(String) -> Int"), "\(error.message)")
        try token.revert()
    }

    /// `object_setClass` off the object's own hook class would drop its hooks while their tokens
    /// still say active; it is refused, and `setClassBeneathHooks` does the job.
    @Test func setClassOffTheObjectsHookClassIsRefusedAndKeepsTheHooks() throws {
        let selector = try freshSelector("setClassOffHooks")
        let dog = HkDog()
        let token = try dog.hook(selector, instead: { _, x, original in original(x) + 10 })
        let hookClass = object_getClass(dog)
        let error = try #require(throws: RuntimeError.self) { try object_setClass(dog, RuntimeClass.of(HkAnimal.self)) }
        #expect(error.kind == .hookConflict)
        #expect(error.className == "HkAnimal" && error.message.contains(hookClass.name)
                && error.message.contains("setClassBeneathHooks"), "\(error.message)")
        #expect(object_getClass(dog) === hookClass)
        #expect(token.isActive)
        #expect(try dog.send(selector, 1) == 11)

        // A class beneath the hook class's own chain is still fine, through either call.
        let below = try objc_allocateClassPair(hookClass, fxUniqueName("HkBelowOwnHookClass"))
        try objc_registerClassPair(below)
        #expect(try object_setClass(dog, below) === hookClass)
        #expect(try dog.send(selector, 1) == 11)
        #expect(try object_setClass(dog, hookClass) === below)
        #expect(try dog.setClassBeneathHooks(RuntimeClass.of(HkAnimal.self)) === RuntimeClass.of(HkDog.self))
        #expect(try dog.send(selector, 1) == 11)
        try dog.setClassBeneathHooks(RuntimeClass.of(HkDog.self))
        try objc_disposeClassPair(below)
        try token.revert()
    }

    /// A per-object class takes the next number no class of that name already has.
    @Test func aPerObjectClassNeverTakesTheNameOfAUserClass() throws {
        let selector = try freshSelector("hookClassName")
        let base = try objc_allocateClassPair(RuntimeClass.of(HkDog.self), fxUniqueName("HkNamedLikeHooks"))
        try objc_registerClassPair(base)
        let dog = HkDog()
        try object_setClass(dog, base)
        // Every number the next per-object classes could take, unless more than twenty are made
        // meanwhile by tests running in parallel.
        let next = PerObjectClasses.count.withLock { $0 } + 1
        let taken = try (next..<next + 20).map { number in
            let cls = try objc_allocateClassPair(RuntimeClass.of(HkDog.self), "\(base.name)_SwizzleKitHooks_\(number)")
            try objc_registerClassPair(cls)
            return cls
        }
        let token = try dog.hook(selector, before: { _, _ in })
        let hookClass = object_getClass(dog)
        #expect(hookClass.superclass === base)
        #expect(!taken.contains(hookClass))
        #expect(taken.allSatisfy { objc_getClass($0.name) === $0 })
        try token.revert()
        for cls in taken { try objc_disposeClassPair(cls) }
    }

    /// A hooked object's death drops its own hook class's sites and no other's: beside 20,000 live
    /// sites of another class, 100 deaths leave every one of those registered and running. (The
    /// registry is keyed by method table, so a death never visits them; this test timed deaths
    /// beside the crowd against deaths alone, which a loaded machine under ThreadSanitizer made
    /// fail: times belong in benchmarks.)
    @Test func aHookedObjectsDeathDropsOnlyItsOwnSites() throws {
        let selector = try freshSelector("deathCost")
        let crowd = RuntimeClass.of(HkCrowd.self)
        let crowdSelectors = (0..<20_000).map { Selector<Int, Int>("hk_crowd\($0):") }
        final class Fired: @unchecked Sendable { var count = 0 }
        let fired = Fired()
        let tokens = try crowdSelectors.map { crowded in
            try crowd.addMethod(crowded.untyped, implementation: TypedImplementation<Int, Int> { _, _, x in x })
            return try HkCrowd.hook(crowded, before: { _, _ in fired.count += 1 })
        }
        var hookClasses: [RuntimeClass] = []
        do {
            let dogs = (0..<100).map { _ in HkDog() }
            for dog in dogs {
                try dog.hook(selector, before: { _, _ in })
                hookClasses.append(object_getClass(dog))
            }
        }
        let (ownLeft, crowdLeft) = Runtime.lock.withLock {
            (hookClasses.filter { HookRegistry[$0.instanceMethods, selector.untyped] != nil }.count,
             crowdSelectors.filter { HookRegistry[crowd.instanceMethods, $0.untyped] != nil }.count)
        }
        #expect(ownLeft == 0, "the dead objects' sites are gone")
        #expect(crowdLeft == 20_000, "every other site stays")
        let object = HkCrowd()
        for crowded in crowdSelectors.prefix(100) { _ = try object.send(crowded, 1) }
        #expect(fired.count == 100)
        for token in tokens { try token.revert() }
    }

    /// The shape key-value observing will take: a runtime-made subclass swapped in beneath the
    /// object's hooks. Either can be installed first and either removed first.
    @Test(arguments: [false, true])
    func isaSwizzledSubclassAndInstanceHooksStackInEitherOrder(hookFirst: Bool) throws {
        let selector = try freshSelector("stack\(hookFirst)")
        let dog = HkDog()
        let dogClass = RuntimeClass.of(HkDog.self)
        let notifying = try RuntimeClass.allocateSubclass(of: dogClass, named: "HkNotifying_\(hookFirst)")
        // Unowned: the class holds its method, which must not hold the class (LeakSanitizer).
        try notifying.addMethod(selector.untyped, implementation: TypedImplementation<Int, Int> { [unowned notifying] receiver, cmd, x in
            (try? (receiver as! RuntimeObject).sendSuper(selector, x, from: notifying)).map { $0 + 1000 } ?? -1
        })
        try notifying.register()

        var token: HookToken?
        func hook() throws { token = try dog.hook(selector, instead: { _, x, original in original(x) + 10 }) }
        if hookFirst { try hook() }
        try dog.setClassBeneathHooks(notifying)
        if !hookFirst { try hook() }
        #expect(try dog.send(selector, 1) == 1011)
        #expect(dog.classBeneathHooks == notifying)
        #expect(dog.reportedClass == notifying, "only the hook class hides; this one did not ask to")

        if hookFirst {
            try token?.revert()
            #expect(try dog.send(selector, 1) == 1001)
            try dog.setClassBeneathHooks(dogClass)
            #expect(try dog.send(selector, 1) == 1)
        } else {
            try dog.setClassBeneathHooks(dogClass)
            #expect(try dog.send(selector, 1) == 11, "the hook survives the subclass leaving")
            try token?.revert()
            #expect(try dog.send(selector, 1) == 1)
        }
        try notifying.dispose()
    }

    @Test func classBeneathHooksRefusesACycleThroughTheHookClass() throws {
        let selector = try freshSelector("cycle")
        let dog = HkDog()
        let token = try dog.hook(selector, before: { _, _ in })
        let below = try RuntimeClass.allocateSubclass(of: object_getClass(dog), named: "HkBelowHookClass")
        try below.register()
        let error = try #require(throws: RuntimeError.self) { try dog.setClassBeneathHooks(below) }
        #expect(error.kind == .invalidClassChange)
        #expect(try dog.send(selector, 4) == 4)
        try below.dispose()
        try token.revert()
    }

    /// A hook body gets its receiver typed, so its dispatcher must never be moved where other
    /// receivers reach it — Objective-C would run it on a superclass instance and crash.
    @Test func movingAHookDispatcherToASuperclassIsRefused() throws {
        let selector = try freshSelector("moveUp")
        try RuntimeClass.of(HkDog.self).addMethod(selector.untyped, implementation: TypedImplementation<Int, Int> { _, _, x in x + 1 })
        let token = try HkDog.hook(selector, before: { (dog: HkDog, _) in dog.log.append("hooked") })
        let dogMethod = try #require(class_getInstanceMethod(RuntimeClass.of(HkDog.self), selector.untyped))
        let animalMethod = try #require(class_getInstanceMethod(RuntimeClass.of(HkAnimal.self), selector.untyped))

        let error = try #require(throws: RuntimeError.self) { try method_exchangeImplementations(dogMethod, animalMethod) }
        #expect(error.kind == .signatureMismatch)
        #expect(error.message.contains("needs receivers of type HkDog"))
        let setError = try #require(throws: RuntimeError.self) { try method_setImplementation(animalMethod, method_getImplementation(dogMethod)) }
        #expect(setError.kind == .signatureMismatch)
        #expect(try HkAnimal().send(selector, 1) == 1, "the superclass is unchanged")
        #expect(try HkDog().send(selector, 1) == 2)

        // Every puppy is a dog, but the dispatcher serves its selector in its own class only;
        // under another selector (the seed's exchange pattern) it may go anywhere dogs go.
        let puppyClass = RuntimeClass.of(HkPuppy.self)
        let pinned = try #require(throws: RuntimeError.self) {
            try puppyClass.addMethod(selector.untyped, implementation: method_getImplementation(dogMethod))
        }
        #expect(pinned.kind == .hookConflict)
        let other = Selector<Int, Int>("hk_moveUpOther:")
        #expect(try puppyClass.addMethod(other.untyped, implementation: method_getImplementation(dogMethod)))
        let puppy = HkPuppy()
        #expect(try puppy.send(other, 1) == 2)
        #expect(puppy.log == ["hooked"])
        try token.revert()
    }

    @Test func typedImplementationsAreRefusedWhereOtherReceiversCouldReachThem() throws {
        let selector = Selector<Int, Int>("hk_typedOnly:")
        let forDogs = TypedImplementation(for: HkDog.self) { (dog, _, x: Int) in dog.log.count + x }
        let error = try #require(throws: RuntimeError.self) {
            try RuntimeClass.of(HkAnimal.self).addMethod(selector.untyped, implementation: forDogs)
        }
        #expect(error.kind == .signatureMismatch)
        #expect(RuntimeClass.of(HkAnimal.self).instanceMethod(for: selector.untyped) == nil)
        #expect(try RuntimeClass.of(HkPuppy.self).addMethod(selector.untyped, implementation: forDogs))
        #expect(try HkPuppy().send(selector, 5) == 5)
    }

    @Test func anotherObjectCannotTakeAPerObjectClass() throws {
        let selector = try freshSelector("borrow")
        let owner = HkDog(), other = HkDog()
        let token = try owner.hook(selector, instead: { _, _, _ in 99 })
        let error = try #require(throws: RuntimeError.self) { try object_setClass(other, object_getClass(owner)) }
        #expect(error.kind == .invalidClassChange)
        #expect(error.message.contains("another object's own hook class"))
        #expect(try other.send(selector, 1) == 1)
        #expect(try owner.send(selector, 1) == 99)
        try token.revert()
    }
}

@Suite struct SuperSendReceiverTests {
    @Test func superSendFromAClassTheReceiverIsNotAnInstanceOfThrows() throws {
        let error = try #require(throws: RuntimeError.self) {
            try HkCat().sendSuper(HkAnimal.legs.selector, (), from: RuntimeClass.of(HkDog.self))
        }
        #expect(error.kind == .signatureMismatch)
        #expect(error.names("-[HkDog legs]") && error.message.contains("HkCat"))
        #expect(try HkPuppy().sendSuper(HkAnimal.legs.selector, (), from: RuntimeClass.of(HkDog.self)) == 4)
    }

    @Test func classSideSuperSendToAClassOutsideTheSendersHierarchyThrows() throws {
        let switchClass = RuntimeClass.of(FxSwitch.self)
        let error = try #require(throws: RuntimeError.self) {
            try switchClass.sendSuper(FxView.layerClass.selector, (), to: RuntimeClass.of(FxPlot.self))
        }
        #expect(error.kind == .signatureMismatch)
        #expect(error.names("+[FxSwitch layerClass]") && error.message.contains("FxPlot"), "\(error.message)")
        #expect(try switchClass.sendSuper(FxView.layerClass.selector, (), to: switchClass) === RuntimeClass.of(FxLayer.self))
    }
}

@Suite struct HookDispatcherPlacementTests {
    /// Moving a per-object hook's dispatcher anywhere else would run one object's hooks for
    /// others, or recurse forever through its super send.
    @Test func aPerObjectDispatcherStaysInItsClass() throws {
        let selector = try freshSelector("pinned")
        try RuntimeClass.of(HkDog.self).addMethod(selector.untyped, implementation: TypedImplementation<Int, Int> { _, _, x in x })
        let dog = HkDog()
        let token = try dog.hook(selector, instead: { _, _, _ in 100 })
        let dispatcher = method_getImplementation(try #require(class_getInstanceMethod(object_getClass(dog), selector.untyped)))
        let dogMethod = try #require(class_getInstanceMethod(RuntimeClass.of(HkDog.self), selector.untyped))
        for attempt in [{ _ = try method_setImplementation(dogMethod, dispatcher) },
                        { _ = try RuntimeClass.of(HkPuppy.self).replaceMethod(AnySelector("hk_other:"), implementation: dispatcher) }] {
            let error = try #require(throws: RuntimeError.self) { try attempt() }
            #expect(error.kind == .hookConflict)
        }
        #expect(try HkDog().send(selector, 1) == 1)
        #expect(try dog.send(selector, 1) == 100)
        try token.revert()
    }

    @Test func aSubclassOfAnotherObjectsHookClassIsRefusedToo() throws {
        let selector = try freshSelector("subclassOfHookClass")
        let owner = HkDog(), other = HkDog()
        let token = try owner.hook(selector, instead: { _, _, _ in 100 })
        let below = try objc_allocateClassPair(object_getClass(owner), "HkBelowOwnersHookClass")
        try objc_registerClassPair(below)
        let error = try #require(throws: RuntimeError.self) { try object_setClass(other, below) }
        #expect(error.kind == .invalidClassChange)
        #expect(try other.send(selector, 1) == 1)
        try objc_disposeClassPair(below)
        try token.revert()
    }
}
