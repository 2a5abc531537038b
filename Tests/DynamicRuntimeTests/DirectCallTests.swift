import Foundation
import Testing
@testable import DynamicRuntime

/// `DcShape` declares `dc_area` with a direct call at index 0 and `dc_perimeter` with one numbered
/// past the 30 a hierarchy may use. Each test takes a subclass of its own, so changes made by tests running in
/// parallel never meet on one class.
class DcShape: RuntimeObject {
    var side = 2
    static let area = DeclaredMethod("dc_area", of: DcShape.self) { (shape, _: ()) in shape.side * shape.side }
    static let perimeter = DeclaredMethod("dc_perimeter", of: DcShape.self) { (shape, _: ()) in 4 * shape.side }
    override class var runtimeMembers: [any RuntimeMember] { [area, perimeter] }

    enum DirectMember: Int { case area, perimeter = 30 }
    static var areaCall: DirectCall { DirectCall(DirectMember.area) }

    /// The entry point: the base body while the class reaches it, else a send.
    func area() -> Int { DcShape.areaCall.call(DcShape.area, on: self, ()) { shape, _ in shape.side * shape.side } }
    func perimeter() -> Int { DirectCall(DirectMember.perimeter).call(DcShape.perimeter, on: self, ()) { shape, _ in 4 * shape.side } }
}
final class DcLearning: DcShape {}
final class DcClassHooked: DcShape {}
class DcReimplemented: DcShape {}
final class DcReimplementedBelow: DcReimplemented {}
final class DcExchanged: DcShape {}
final class DcObjectHooked: DcShape {}
final class DcOutOfRange: DcShape {}
final class DcRaced: DcShape {}
class DcAdded: DcShape {}
final class DcAddedBelow: DcAdded {}
final class DcOverriding: DcShape {
    static let areaOverride = DcShape.area.override(in: DcOverriding.self) { _, _ in -1 }
    override class var runtimeMembers: [any RuntimeMember] { [areaOverride] }
}

/// Whether `shape`'s dispatch class has learned that `area` reaches the base implementation.
private func isDirect(_ shape: DcShape) -> Bool {
    DcShape.areaCall.isDirect(for: shape)
}

/// Whether `shape`'s class learns that `area` reaches the base implementation, calling again if
/// it forgot meanwhile: tests run in parallel, and a change to the root class (a category other
/// tests install) makes every class forget.
private func learnsDirect(_ shape: DcShape) -> Bool {
    for _ in 0..<100 {
        if isDirect(shape) { return true }
        _ = shape.area()
    }
    return false
}

@Suite struct DirectCallTests {
    @Test func aClassLearnsOnItsFirstCallAndAnswersTheSameDirectly() {
        let shape = DcLearning()
        #expect(!isDirect(shape))
        #expect(shape.area() == 4)
        #expect(learnsDirect(shape))
        shape.side = 3
        #expect(shape.area() == 9)
    }

    @Test func aClassHookInstalledAfterLearningRunsOnTheNextCallAndRevertingRestoresTheDirectPath() throws {
        let shape = DcClassHooked()
        _ = shape.area()
        #expect(learnsDirect(shape))
        let token = try DcClassHooked.hook(DcShape.area.selector, instead: { _, _, original in original(()) + 100 })
        #expect(shape.area() == 104)
        #expect(!isDirect(shape))
        try token.revert()
        #expect(shape.area() == 4)
        #expect(learnsDirect(shape))
    }

    @Test func aNewImplementationOfAMethodAboveIsSeenByTheSubclassesThatLearned() throws {
        let cls = RuntimeClass.of(DcReimplemented.self)
        #expect(try class_addMethod(cls, DcShape.area.selector.untyped, DcShape.area.baseImplementation, "() -> Int"))
        let shape = DcReimplementedBelow()
        #expect(shape.area() == 4)
        #expect(learnsDirect(shape))
        let method = try #require(class_getInstanceMethod(cls, DcShape.area.selector.untyped))
        try method_setImplementation(method, TypedImplementation<(), Int> { _, _, _ in 7 })
        #expect(shape.area() == 7)
        #expect(!isDirect(shape))
        try method_setImplementation(method, DcShape.area.baseImplementation)
        #expect(shape.area() == 4)
        #expect(learnsDirect(shape))
    }

    @Test func exchangingTheMethodInASubclassIsSeenOnTheNextCall() throws {
        let cls = RuntimeClass.of(DcExchanged.self)
        let shape = DcExchanged()
        _ = shape.area()
        // Seed 001's add-then-exchange, in the subclass only.
        let replacement = Selector<(), Int>("dc_exchangedArea")
        #expect(try class_addMethod(cls, replacement.untyped, TypedImplementation<(), Int> { _, _, _ in 11 }, "() -> Int"))
        #expect(try class_addMethod(cls, DcShape.area.selector.untyped, DcShape.area.baseImplementation, "() -> Int"))
        let original = try #require(class_getInstanceMethod(cls, DcShape.area.selector.untyped))
        let swapped = try #require(class_getInstanceMethod(cls, replacement.untyped))
        #expect(shape.area() == 4)
        #expect(learnsDirect(shape))
        try method_exchangeImplementations(original, swapped)
        #expect(shape.area() == 11)
        #expect(DcShape().area() == 4)
    }

    @Test func aMethodAddedToASubclassIsSeenBelowItAndNotAboveIt() throws {
        let below = DcAddedBelow()
        let shape = DcShape()
        _ = below.area()
        _ = shape.area()
        #expect(learnsDirect(below))
        #expect(try class_addMethod(RuntimeClass.of(DcAdded.self), DcShape.area.selector.untyped,
                                    TypedImplementation<(), Int> { _, _, _ in 5 }, "() -> Int"))
        #expect(below.area() == 5)
        #expect(!isDirect(below))
        #expect(shape.area() == 4)
        #expect(learnsDirect(shape))
    }

    @Test func aSubclassOverridingTheMemberNeverLearnsDirect() {
        let shape = DcOverriding()
        #expect(shape.area() == -1)
        #expect(shape.area() == -1)
        #expect(!isDirect(shape))
    }

    @Test func aPerObjectHookChangesItsObjectOnlyAndTheOthersStayDirect() throws {
        let hooked = DcObjectHooked()
        let other = DcObjectHooked()
        _ = other.area()
        let token = try hooked.hook(DcShape.area.selector, instead: { _, _, original in original(()) * 10 })
        #expect(hooked.area() == 40)
        #expect(other.area() == 4)
        #expect(learnsDirect(other))
        try token.revert()
        #expect(hooked.area() == 4)
    }

    @Test func aMemberNumberedPastTheHierarchysIndicesNeverTakesTheFastPathAndStillAnswers() throws {
        let shape = DcOutOfRange()
        #expect(shape.perimeter() == 8)
        // 30 and 31 are the root class's: a subclass's member numbered there gets no bits at all.
        #expect(DirectCall(DcShape.DirectMember.perimeter).knownBit == 0)
        #expect(DirectCall(index: 30).knownBit != 0)
        #expect(RuntimeClass.of(DcOutOfRange.self).directCallBits.load(ordering: .relaxed) == 0)
        let token = try DcOutOfRange.hook(DcShape.perimeter.selector, instead: { _, _, _ in 0 })
        #expect(shape.perimeter() == 0)
        try token.revert()
    }

    /// Callers on two threads while a third hooks and reverts: every answer is the base's or the
    /// hook's, and ThreadSanitizer sees the learning and forgetting ordered by the runtime lock.
    @Test func callsRacingHooksAnswerOldOrNew() {
        let wrong = AtomicCounter()
        let done = AtomicCounter()
        runOnThreads([
            {
                for _ in 0..<200 {
                    guard let token = try? DcRaced.hook(DcShape.area.selector, instead: { _, _, _ in 40 }) else { return }
                    try? token.revert()
                }
                done.increment()
            },
            { let shape = DcRaced(); while done.value == 0 { if ![4, 40].contains(shape.area()) { wrong.increment() } } },
            { let shape = DcRaced(); while done.value == 0 { if ![4, 40].contains(shape.area()) { wrong.increment() } } },
        ])
        #expect(wrong.value == 0)
        #expect(DcRaced().area() == 4)
    }
}
