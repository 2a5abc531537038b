import Testing
@testable import DynamicRuntime

// Declarations: one entry per member, overrides that name their base, and every member the
// runtime cannot admit reported rather than dropped.

class DcGreeter: RuntimeObject {
    static let greet = DeclaredMethod("dcGreet:", of: DcGreeter.self) { (_, name: String) in "Hello, \(name)" }
    static let count = DeclaredMethod("dcCount", of: DcGreeter.self) { (_, _: ()) in }
    var storedMood = "calm"
    static let mood = DeclaredProperty("dcMood", of: DcGreeter.self, storage: \.storedMood)
    override class var runtimeMembers: [any RuntimeMember] { [greet, count, mood] }

    var counted = 0
    @discardableResult
    func record() -> Int {
        counted += 1
        return counted
    }
}

/// Overrides by naming the base: no selector or argument types spelled again.
final class DcLoudGreeter: DcGreeter {
    static let loudGreet = DcGreeter.greet.override(in: DcLoudGreeter.self) { greeter, name, superMethod in
        superMethod(name).uppercased()
    }
    /// A one-line body whose expression has a value (`record()` returns an Int): still the
    /// `Void` override, admitted and run.
    static let loudCount = DcGreeter.count.override(in: DcLoudGreeter.self) { greeter, _ in greeter.record() }
    static let loudMood = DcGreeter.mood.overrideSetter(in: DcLoudGreeter.self) { greeter, mood, superSetter in
        superSetter(mood + "!")
    }
    static let loudMoodGetter = DcGreeter.mood.overrideGetter(in: DcLoudGreeter.self) { greeter in greeter.storedMood.uppercased() }
    override class var runtimeMembers: [any RuntimeMember] { [loudGreet, loudCount, loudMood, loudMoodGetter] }
}

/// Re-spells the selector with optional arguments, as Objective-C-minded code might: another
/// signature than the inherited selector's, which the runtime cannot admit.
final class DcMistyped: DcGreeter {
    static let mistyped = DeclaredMethod("dcGreet:", of: DcMistyped.self) { (_, name: String?) in "Hi, \(name ?? "?")" }
    override class var runtimeMembers: [any RuntimeMember] { [mistyped] }
}

/// Lists a member declared for another class.
final class DcBorrower: RuntimeObject {
    override class var runtimeMembers: [any RuntimeMember] { [DcGreeter.greet] }
}

/// Lists nothing of its own: inherits, with nothing to report.
final class DcQuiet: DcGreeter {}

// Serialized: one test hooks DcGreeter, which the others send to.
@Suite(.serialized) struct DeclarationTests {
    @Test func anOverrideNamingItsBaseRunsForTheSubclassAndReachesSuper() throws {
        #expect(DcGreeter.greet.send(to: DcLoudGreeter(), "ada") == "HELLO, ADA")
        #expect(DcGreeter.greet.send(to: DcGreeter(), "ada") == "Hello, ada")
        #expect(DcGreeter.greet.send(to: DcQuiet(), "ada") == "Hello, ada")
        try RuntimeClass.of(DcLoudGreeter.self).validate()
        try RuntimeClass.of(DcQuiet.self).validate()
    }

    @Test func aOneLineOverrideWithAValueIsAdmittedAsTheVoidOverride() throws {
        let greeter = DcLoudGreeter()
        DcGreeter.count.send(to: greeter, ())
        DcGreeter.count.send(to: greeter, ())
        #expect(greeter.counted == 2)
        let own = RuntimeClass.of(DcLoudGreeter.self).ownMethods().map(\.selector.name)
        #expect(own.contains("dcCount"))
    }

    @Test func overriddenAccessorsRunAndTheSetterReachesTheSuperclasss() {
        let greeter = DcLoudGreeter()
        DcGreeter.mood.set(greeter, "happy")
        #expect(greeter.storedMood == "happy!")
        #expect(DcGreeter.mood.get(greeter) == "HAPPY!", "the overridden getter")
        #expect(DcGreeter.mood.get(DcGreeter()) == "calm")
    }

    @Test func theSuperSendOfAnOverrideSeesAHookOnTheSuperclass() throws {
        enum Tag {}
        let token = try DcGreeter.hook(DcGreeter.greet.selector, instead: { _, name, original in original(name + " (hooked)") })
        defer { _ = try? token.revert() }
        #expect(DcGreeter.greet.send(to: DcLoudGreeter(), "ada") == "HELLO, ADA (HOOKED)")
    }

    @Test func aMistypedOverrideIsRecordedWithBothSignaturesAndSurfaces() throws {
        let cls = RuntimeClass.of(DcMistyped.self)
        let error = try #require(throws: RuntimeError.self) { try cls.validate() }
        #expect(error.kind == .inadmissibleDefinition && error.className == "DcMistyped")
        let problem = try #require(error.problems.first)
        #expect(error.problems.count == 1)
        #expect(problem.kind == .signatureMismatch && problem.className == "DcMistyped" && problem.selector == "dcGreet:")
        #expect(problem.expectedSignature == Signature(String.self, String.self))
        #expect(problem.actualSignature == Signature(String?.self, String.self))
        // The first throwing call that touches it throws the same problem.
        let hook = try #require(throws: RuntimeError.self) { try DcMistyped.hook(DcGreeter.greet.selector, before: { _, _ in }) }
        #expect(hook == problem)
        let add = try #require(throws: RuntimeError.self) {
            try cls.addMethod(DcGreeter.greet.selector.untyped, implementation: TypedImplementation<String, String> { _, _, name in name })
        }
        #expect(add == problem)
        #expect(throws: RuntimeError.self) { try cls.checkDefinition(of: DcGreeter.greet.selector.untyped) }
        // Its instances keep the inherited method.
        #expect(DcGreeter.greet.send(to: DcMistyped(), "ada") == "Hello, ada")
    }

    @Test func aMemberListedByAnotherClassIsRecorded() throws {
        let error = try #require(throws: RuntimeError.self) { try RuntimeClass.of(DcBorrower.self).validate() }
        #expect(error.problems.map(\.kind) == [.inadmissibleDefinition])
        #expect(error.problems.first?.className == "DcBorrower" && error.problems.first?.selector == "dcGreet:")
        #expect(RuntimeClass.of(DcBorrower.self).ownMethods().isEmpty)
    }

    @Test func aPropertyEntrySuppliesItsRecordAndBothAccessors() throws {
        let cls = RuntimeClass.of(DcGreeter.self)
        #expect(class_getProperty(cls, "dcMood")?.attributes.valueType == String.self)
        #expect(cls.ownMethods().map(\.selector.name).filter { $0.lowercased().contains("dcmood") } == ["dcMood", "setDcMood:"])
    }

    @Test func aPropertyWhoseAccessorsNoMethodAnswersFailsValidation() throws {
        let cls = try objc_allocateClassPair(RuntimeClass.of(FxPlain.self), fxUniqueName("DcBareProperty"))
        try objc_registerClassPair(cls)
        #expect(class_addProperty(cls, "dcBare", PropertyAttributes(valueType: Int.self)))
        let error = try #require(throws: RuntimeError.self) { try cls.validate() }
        #expect(error.problems.map(\.selector) == ["dcBare", "setDcBare:"])
    }
}
