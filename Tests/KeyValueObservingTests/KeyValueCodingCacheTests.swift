import DynamicRuntime
import Foundation
import KeyValueObserving
import Synchronization
import Testing

/// Key-value coding caches what it makes of each property (typed selectors for its accessors)
/// and which property each class answers for a key: every read and write below comes after one
/// that filled the cache, and must still reach what the runtime answers now. Each test has classes of its own, as tests run in parallel.
@Suite struct KeyValueCodingCacheTests {
    /// A class with one plain property, for tests that change what its accessors reach.
    class Scored: RuntimeObject {
        var storedScore = 1
        static let score = DeclaredProperty("score", of: Scored.self, get: { $0.storedScore }, set: { $0.storedScore = $1 })
        override class var runtimeMembers: [any RuntimeMember] { [score] }
    }

    final class SwizzledScored: Scored {}
    final class SubclassedScored: Scored {}
    final class ReclassedScored: Scored {}
    final class ExtendedScored: Scored {}
    final class MistypedScored: Scored {}
    final class InheritingScored: Scored {}
    final class RestackedScored: Scored {}
    final class SwappedScored: Scored {}
    final class RacedScored: Scored, @unchecked Sendable {}

    /// Reads that went wrong on any thread.
    private final class Tally: Sendable {
        let wrong = Atomic<Int>(0)
    }

    /// Getters of an extra key, as an `Int` and as a `String`.
    private let extraGetters: [(String, Implementation)] = [("extra", TypedImplementation<(), Int> { _, _, _ in 3 }),
                                                            ("extraText", TypedImplementation<(), String> { _, _, _ in "three" })]
    private let extraAsInt = RuntimeProperty(name: "extra", attributes: PropertyAttributes(valueType: Int.self, isReadOnly: true))
    private let extraAsString = RuntimeProperty(name: "extra", attributes: PropertyAttributes(valueType: String.self, getterName: "extraText",
                                                                                               isReadOnly: true))

    /// A fresh dynamic subclass of `type`'s class, registered, with `methods` added.
    private func dynamicSubclass(of type: RuntimeObject.Type,
                                 _ methods: [(String, Implementation)] = []) throws -> RuntimeClass {
        try dynamicSubclass(of: RuntimeClass.of(type), methods)
    }

    private func dynamicSubclass(of superclass: RuntimeClass, _ methods: [(String, Implementation)] = []) throws -> RuntimeClass {
        let cls = try RuntimeClass.allocateSubclass(of: superclass, named: "KcDynamic\(UInt32.random(in: 0 ... .max))")
        for (name, implementation) in methods { try cls.addMethod(AnySelector(name), implementation: implementation) }
        try cls.register()
        return cls
    }

    @Test func aSwizzleOfTheGetterOrSetterAfterAReadOrWriteIsGoneThrough() throws {
        let cls = RuntimeClass.of(SwizzledScored.self)
        // Accessors of its own first: swizzling the inherited ones would change them for the
        // other tests' subclasses of `Scored`, which run at the same time.
        for name in ["score", "setScore:"] {
            let inherited = try #require(cls.instanceMethod(for: AnySelector(name)))
            try cls.addMethod(AnySelector(name), implementation: inherited.implementation)
        }
        let object = SwizzledScored()
        #expect(object.value(forKey: "score") as? Int == 1)
        object.setValue(2, forKey: "score")
        let getter = try #require(cls.instanceMethod(for: AnySelector("score")))
        let setter = try #require(cls.instanceMethod(for: AnySelector("setScore:")))
        let originals = (try getter.setImplementation(TypedImplementation<(), Int> { _, _, _ in 99 }),
                         try setter.setImplementation(TypedImplementation<Int, Void> { receiver, _, value in
                             (receiver as! Scored).storedScore = value * 10
                         }))
        #expect(object.value(forKey: "score") as? Int == 99)
        object.setValue(3, forKey: "score")
        #expect(object.storedScore == 30)
        try getter.setImplementation(originals.0)
        try setter.setImplementation(originals.1)
        #expect(object.value(forKey: "score") as? Int == 30)
    }

    @Test func aGetterAddedToTheObjectsClassAfterAReadIsReached() throws {
        let object = SubclassedScored()
        #expect(object.value(forKey: "score") as? Int == 1)
        try RuntimeClass.of(SubclassedScored.self).addMethod(AnySelector("score"), implementation: TypedImplementation<(), Int> { _, _, _ in 7 })
        #expect(object.value(forKey: "score") as? Int == 7)
        #expect(Scored().value(forKey: "score") as? Int == 1, "the superclass's instances keep the superclass's getter")
    }

    @Test func aClassChangeAfterAReadReachesTheNewClassesAccessorsAndBack() throws {
        let object = ReclassedScored()
        #expect(object.value(forKey: "score") as? Int == 1)
        let cls = try dynamicSubclass(of: ReclassedScored.self, [("score", TypedImplementation<(), Int> { _, _, _ in 5 })])
        let own = try object.setDispatchClass(cls)
        #expect(object.value(forKey: "score") as? Int == 5)
        try object.setDispatchClass(own)
        #expect(object.value(forKey: "score") as? Int == 1)
    }

    @Test func aRemovedPropertyIsUndefinedAndOneReaddedWithAnotherTypeIsReadAsThat() throws {
        let object = ExtendedScored()
        let cls = try dynamicSubclass(of: ExtendedScored.self, extraGetters)
        #expect(cls.addProperty(extraAsInt))
        try object.setDispatchClass(cls)
        #expect(object.value(forKey: "extra") as? Int == 3)

        #expect(cls.removeProperty(extraAsInt))
        let error = try reportedError { _ = object.value(forKey: "extra") }
        #expect(error.kind == .undefinedKey)

        #expect(cls.addProperty(extraAsString))
        #expect(object.value(forKey: "extra") as? String == "three")
    }

    @Test func aPropertyAddedToASuperclassAfterAMissIsFound() throws {
        let object = InheritingScored()
        let middle = try dynamicSubclass(of: InheritingScored.self, extraGetters)
        try object.setDispatchClass(try dynamicSubclass(of: middle))
        let error = try reportedError { _ = object.value(forKey: "extra") }
        #expect(error.kind == .undefinedKey)
        #expect(middle.addProperty(extraAsInt))
        #expect(object.value(forKey: "extra") as? Int == 3)
    }

    @Test func aClassBeneathTheHookClassWithAnotherPropertyIsReadThrough() throws {
        let object = RestackedScored()
        let token = try object.hook(Selector<(), Int>("score"), before: { _, _ in })
        let extended = try dynamicSubclass(of: RestackedScored.self, extraGetters)
        #expect(extended.addProperty(extraAsInt))
        _ = try reportedError { _ = object.value(forKey: "extra") }
        // Re-parents the object's hook class, its dispatch class: the class stays, its superclass changes.
        try object.setClassBeneathHooks(extended)
        #expect(object.value(forKey: "extra") as? Int == 3)
        try object.setClassBeneathHooks(RuntimeClass.of(RestackedScored.self))
        _ = try reportedError { _ = object.value(forKey: "extra") }
        try token.revert()
    }

    @Test func aClassChangeToOneWithAnotherPropertyOfTheKeyReadsThatProperty() throws {
        let object = SwappedScored()
        let asInt = try dynamicSubclass(of: SwappedScored.self, extraGetters)
        let asString = try dynamicSubclass(of: SwappedScored.self, extraGetters)
        #expect(asInt.addProperty(extraAsInt) && asString.addProperty(extraAsString))
        try object.setDispatchClass(asInt)
        #expect(object.value(forKey: "extra") as? Int == 3)
        try object.setDispatchClass(asString)
        #expect(object.value(forKey: "extra") as? String == "three")
        try object.setDispatchClass(asInt)
        #expect(object.value(forKey: "extra") as? Int == 3)
    }

    @Test func accessorsOfAnotherSignatureThanThePropertysTypeAreStillCalled() throws {
        let object = MistypedScored()
        var set: [Int] = []
        let cls = try dynamicSubclass(of: MistypedScored.self, [
            ("label", TypedImplementation<(), String> { _, _, _ in "text" }),
            ("setLabel:", TypedImplementation<Int, Bool> { _, _, value in set.append(value); return true }),
        ])
        // Declared as an Int, but the getter answers a String and the setter answers a Bool.
        #expect(cls.addProperty(RuntimeProperty(name: "label", attributes: PropertyAttributes(valueType: Int.self))))
        try object.setDispatchClass(cls)
        for _ in 0..<2 {
            #expect(object.value(forKey: "label") as? String == "text")
            object.setValue(4, forKey: "label")
        }
        #expect(set == [4, 4])
        _ = try reportedError { object.setValue("not an Int", forKey: "label") }
    }

    @Test func readsRacingPropertyChangesSeeTheOldOrTheNewAnswerAndTheLastOneStays() throws {
        let object = RacedScored()
        let cls = try dynamicSubclass(of: RacedScored.self, extraGetters)
        try object.setDispatchClass(cls)
        let property = extraAsInt, tally = Tally(), group = DispatchGroup()
        for _ in 0..<3 {
            group.enter()
            Thread.detachNewThread {
                for _ in 0..<2_000 {
                    do {
                        if try object.codedValue(forKey: "extra") as? Int != 3 { tally.wrong.add(1, ordering: .relaxed) }
                    } catch let error as KeyValueObservingError where error.kind == .undefinedKey {
                    } catch {
                        tally.wrong.add(1, ordering: .relaxed)
                    }
                }
                group.leave()
            }
        }
        for _ in 0..<500 {
            #expect(cls.addProperty(property))
            #expect(cls.removeProperty(property))
        }
        group.wait()
        #expect(tally.wrong.load(ordering: .relaxed) == 0)
        _ = try reportedError { _ = object.value(forKey: "extra") }
        #expect(cls.addProperty(property))
        #expect(object.value(forKey: "extra") as? Int == 3)
    }
}
