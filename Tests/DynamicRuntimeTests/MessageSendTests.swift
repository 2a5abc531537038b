import Testing
@testable import DynamicRuntime

/// Item 4: typed, super and untyped sends, the method cache, resolution and forwarding.
@Suite struct MessageSendTests {
    // MARK: Sends

    @Test("a typed send runs the method the dispatch class reaches", arguments: FxShapeKind.allCases)
    func typedSendReachesTheMostDerivedMethod(kind: FxShapeKind) throws {
        let shape = kind.make()
        #expect(try shape.send(FxShape.area.selector, ()) == kind.area)
        #expect(try shape.send(FxShape.scaledArea.selector, 0.5) == kind.area / 2)
        #expect(try shape.send(FxShape.name.selector, ()) == kind.rawValue)
        #expect(shape.area() == kind.area)
        #expect(shape.name() == kind.rawValue)
    }

    @Test func superSendStartsAtTheSuperclassOfTheGivenClass() throws {
        let square = FxSquare(side: 3)
        let name = FxShape.name.selector
        #expect(try square.sendSuper(name, (), from: RuntimeClass.of(FxSquare.self)) == "rectangle")
        #expect(try square.sendSuper(name, (), from: RuntimeClass.of(FxRectangle.self)) == "shape")
        #expect(try square.sendSuper(FxShape.area.selector, (), from: RuntimeClass.of(FxSquare.self)) == 9)
        #expect(try square.sendSuper(FxShape.area.selector, (), from: RuntimeClass.of(FxRectangle.self)) == 0)
        // Nothing above FxShape answers `name`: the error names the receiver's class, as
        // -doesNotRecognizeSelector: does after a [super name] that finds nothing.
        fxExpectError(.unrecognizedSelector, naming: ["-[FxSquare name]: unrecognized selector sent to instance"]) {
            try square.sendSuper(name, (), from: RuntimeClass.of(FxShape.self))
        }
        let switchClass = RuntimeClass.of(FxSwitch.self)
        fxExpectError(.unrecognizedSelector, naming: ["+[FxSwitch fxMissing]: unrecognized selector sent to class"]) {
            try switchClass.sendSuper(FxSel.missing, (), to: switchClass)
        }
        // The root has no superclass.
        fxExpectError(.unrecognizedSelector, naming: ["RuntimeObject name]"]) {
            try square.sendSuper(name, (), from: RuntimeClass.of(RuntimeObject.self))
        }
    }

    @Test func superSendsChainThroughDynamicSubclassesAndSeeChangesAbove() throws {
        let tree = try FxTree()
        func callingSuper(_ label: String, from cls: RuntimeClass) -> TypedImplementation<(), String> {
            TypedImplementation { object, _, _ in
                let inherited = (try? (object as! RuntimeObject).sendSuper(FxSel.value, (), from: cls)) ?? "?"
                return "\(label)>\(inherited)"
            }
        }
        try tree.mid.addMethod(FxSel.value.untyped, implementation: callingSuper("mid", from: tree.mid))
        let leaf = try tree.object(tree.leaf)
        for _ in 0..<1000 { _ = try leaf.send(FxSel.value, ()) }
        #expect(try leaf.send(FxSel.value, ()) == "mid>base")

        let baseValue = try #require(class_getInstanceMethod(tree.base, FxSel.value.untyped))
        try method_setImplementation(baseValue, fxAnswer("base2"))
        #expect(try leaf.send(FxSel.value, ()) == "mid>base2")

        try tree.leaf.addMethod(FxSel.value.untyped, implementation: callingSuper("leaf", from: tree.leaf))
        #expect(try leaf.send(FxSel.value, ()) == "leaf>mid>base2")
        #expect(try tree.object(tree.sibling).send(FxSel.value, ()) == "base2")
    }

    @Test func performChecksTheSignatureAtRunTime() throws {
        let square = FxSquare(side: 2)
        let scaledArea = sel_registerName("scaledAreaBy:")
        #expect(try square.perform(sel_registerName("area")) as? Double == 4)
        #expect(try square.perform(scaledArea, with: 2.5) as? Double == 10)
        #expect(try square.perform(sel_registerName("name")) as? String == "square")

        let wrongArguments: [Any] = ["twice", 2, (), (2.0, 3.0)]
        for wrong in wrongArguments {
            fxExpectError(.signatureMismatch, naming: ["-[FxShape scaledAreaBy:]", "(Double) -> Double",
                                                       String(describing: type(of: wrong))]) {
                try square.perform(scaledArea, with: wrong)
            }
        }
        fxExpectError(.unrecognizedSelector, naming: ["-[FxSquare fxMissing]"]) {
            try square.perform(FxSel.missing.untyped)
        }
        #expect(square.area() == 4)
    }

    @Test func performPassesSeveralArgumentsAsOneTuple() throws {
        let tree = try FxTree()
        let join = Selector<(String, Int), String>("fxJoin:times:")
        try tree.base.addMethod(join.untyped, implementation: TypedImplementation<(String, Int), String> { _, _, arguments in
            String(repeating: arguments.0, count: arguments.1)
        })
        let object = try tree.object(tree.leaf)
        #expect(try object.perform(join.untyped, with: ("ab", 3)) as? String == "ababab")
        fxExpectError(.signatureMismatch, naming: ["(String, Int) -> String", "(Int, String)"]) {
            try object.perform(join.untyped, with: (3, "ab"))
        }
    }

    @Test func performUsesResolutionAndForwarding() throws {
        #expect(try FxResolver().perform(FxResolver.resolvedByPerform.untyped, with: 4) as? Int == 8)
        #expect(try FxForwarder(target: FxSquare(side: 2)).perform(sel_registerName("perimeter")) as? Double == 8)
    }

    // MARK: The cache

    /// A change to the method lists of an `FxTree` whose instances have all sent `fxValue` a
    /// thousand times, and what base, mid, leaf and sibling answer after it.
    enum CacheChange: String, CaseIterable, Sendable {
        case addOverrideInMid, addOverrideInLeaf, addOverrideInSibling, exchangeInBase, setImplementationInBase
        case replaceOwnInBase, replaceInheritedInMid, setImplementationThroughLeafLookup

        var expectedAnswers: [String] {
            switch self {
            case .addOverrideInMid, .replaceInheritedInMid: ["base", "new", "new", "base"]
            case .addOverrideInLeaf: ["base", "base", "new", "base"]
            case .addOverrideInSibling: ["base", "base", "base", "new"]
            case .exchangeInBase: ["other", "other", "other", "other"]
            case .setImplementationInBase, .replaceOwnInBase, .setImplementationThroughLeafLookup: ["new", "new", "new", "new"]
            }
        }

        func apply(to tree: FxTree) throws {
            let selector = FxSel.value.untyped
            switch self {
            case .addOverrideInMid: _ = try class_addMethod(tree.mid, selector, fxAnswer("new"), "() -> String")
            case .addOverrideInLeaf: _ = try class_addMethod(tree.leaf, selector, fxAnswer("new"), "() -> String")
            case .addOverrideInSibling: _ = try class_addMethod(tree.sibling, selector, fxAnswer("new"), "() -> String")
            case .exchangeInBase:
                try method_exchangeImplementations(class_getInstanceMethod(tree.base, selector)!,
                                                   class_getInstanceMethod(tree.base, FxSel.other.untyped)!)
            case .setImplementationInBase: _ = try method_setImplementation(class_getInstanceMethod(tree.base, selector)!, fxAnswer("new"))
            case .replaceOwnInBase: _ = try class_replaceMethod(tree.base, selector, fxAnswer("new"), "() -> String")
            case .replaceInheritedInMid: _ = try class_replaceMethod(tree.mid, selector, fxAnswer("new"), "() -> String")
            case .setImplementationThroughLeafLookup:
                _ = try method_setImplementation(class_getInstanceMethod(tree.leaf, selector)!, fxAnswer("new"))
            }
        }
    }

    @Test("a send sees a change however many sends were cached before", arguments: CacheChange.allCases)
    func aSendAfterAChangeSeesIt(change: CacheChange) throws {
        let tree = try FxTree()
        let objects = try tree.all.map(tree.object)
        func answers() throws -> [String] { try objects.map { try $0.send(FxSel.value, ()) } }
        var seen = Set<[String]>()
        for _ in 0..<1000 { seen.insert(try answers()) }
        #expect(seen == [["base", "base", "base", "base"]])

        try change.apply(to: tree)
        #expect(try answers() == change.expectedAnswers)
        #expect(try tree.all.map { try tree.object($0).send(FxSel.value, ()) } == change.expectedAnswers)
        seen = []
        for _ in 0..<1000 { seen.insert(try answers()) }
        #expect(seen == [change.expectedAnswers])
        // Other selectors, cached alongside, are untouched.
        let others = try objects.map { try $0.send(FxSel.add, 1) }
        #expect(others == [2, 2, 2, 2])
    }

    /// A cache starts with 8 slots and doubles when three quarters full: 100 selectors grow it
    /// five times (to 256 slots), and every one of them, sent again after the last growth, still
    /// finds its own method; a selector never added still misses.
    @Test func aCacheGrownPastItsFirstTablesFindsEveryMethodItHolds() throws {
        let cls = try objc_allocateClassPair(RuntimeClass.of(FxPlain.self), fxUniqueName("FxManySelectors"))
        let selectors = (0..<100).map { Selector<Int, Int>("fxMany\($0):") }
        for (amount, selector) in selectors.enumerated() {
            try cls.addMethod(selector.untyped, implementation: fxAdder(amount))
        }
        try objc_registerClassPair(cls)
        let object = FxPlain()
        try object_setClass(object, cls)
        for (amount, selector) in selectors.enumerated() {
            #expect(try object.send(selector, 1000) == 1000 + amount)
        }
        #expect(cls.instanceMethods.cache.withBorrowed { $0.mask } == 255)
        var answers: [Int] = []
        for selector in selectors.reversed() { answers.append(try object.send(selector, 0)) }
        #expect(answers == Array((0..<100).reversed()))
        #expect(throws: RuntimeError.self) { try object.send(Selector<Int, Int>("fxManyMissing:"), 0) }
    }

    @Test func aSwiftSubclassThatCachedAnInheritedMethodSeesAnOverrideAddedAbove() throws {
        enum Tag {}
        let leaf = FxLabLeaf<Tag>(), base = FxLabBase<Tag>()
        for _ in 0..<1000 { _ = try leaf.send(FxSel.value, ()) + base.send(FxSel.value, ()) }
        #expect(try leaf.send(FxSel.value, ()) == "base")

        #expect(try class_addMethod(RuntimeClass.of(FxLabMid<Tag>.self), FxSel.value.untyped, fxAnswer("mid"), "() -> String"))
        #expect(try leaf.send(FxSel.value, ()) == "mid")
        #expect(try base.send(FxSel.value, ()) == "base")

        let baseValue = try #require(class_getInstanceMethod(RuntimeClass.of(FxLabBase<Tag>.self), FxSel.value.untyped))
        try method_setImplementation(baseValue, fxAnswer("base2"))
        #expect(try leaf.send(FxSel.value, ()) == "mid")
        #expect(try base.send(FxSel.value, ()) == "base2")
    }

    @Test func classMethodCachesSeeChangesToo() throws {
        let tree = try FxTree()
        for _ in 0..<1000 { _ = try tree.leaf.send(FxSel.classValue, ()) }
        #expect(try tree.leaf.send(FxSel.classValue, ()) == "base class")
        try tree.mid.addMethod(FxSel.classValue.untyped, implementation: fxAnswer("mid class"), classSide: true)
        #expect(try tree.all.map { try $0.send(FxSel.classValue, ()) } == ["base class", "mid class", "mid class", "base class"])
        try method_setImplementation(try #require(class_getClassMethod(tree.base, FxSel.classValue.untyped)), fxAnswer("base2"))
        #expect(try tree.all.map { try $0.send(FxSel.classValue, ()) } == ["base2", "mid class", "mid class", "base2"])
        // Instance sends of the same name are another list.
        fxExpectError(.unrecognizedSelector, naming: ["fxClassValue]"]) { try tree.object(tree.mid).send(FxSel.classValue, ()) }
    }

    @Test func aClassWithAHundredMethodsAnswersEveryOne() throws {
        let cls = try objc_allocateClassPair(RuntimeClass.of(FxPlain.self), fxUniqueName("FxHundred"))
        let selectors = (0..<100).map { Selector<Int, Int>("fxMethod\($0):") }
        for (index, selector) in selectors.enumerated() {
            #expect(try cls.addMethod(selector.untyped, implementation: fxAdder(1000 * index)))
        }
        try objc_registerClassPair(cls)
        let subclass = try objc_allocateClassPair(cls, fxUniqueName("FxHundredSub"))
        try objc_registerClassPair(subclass)
        #expect(class_copyMethodList(cls).count == 100)
        #expect(class_copyMethodList(subclass).isEmpty)

        let objects = try [cls, subclass].map { cls in
            let object = FxPlain()
            try object_setClass(object, cls)
            return object
        }
        var wrong: [String] = []
        for round in 0..<3 {
            let order = round == 1 ? Array(selectors.indices.reversed()) : Array(selectors.indices)
            for object in objects {
                for index in order {
                    let answer = try object.send(selectors[index], round)
                    if answer != 1000 * index + round { wrong.append("\(selectors[index].name) round \(round): \(answer)") }
                }
            }
        }
        #expect(wrong.isEmpty)
    }

    // MARK: Dispatch classes

    @Test func anInstanceInADynamicSubclassWithItsOwnOverrideAndBack() throws {
        let square = FxSquare(side: 2), neighbour = FxSquare(side: 2)
        for _ in 0..<1000 { _ = square.area() + neighbour.area() }
        let custom = try objc_allocateClassPair(RuntimeClass.of(FxSquare.self), fxUniqueName("FxCustomSquare"))
        try custom.addMethod(FxShape.area.selector.untyped, implementation: TypedImplementation<(), Double> { object, _, _ in
            10 * (object as! FxSquare).width
        })
        try objc_registerClassPair(custom)

        try object_setClass(square, custom)
        #expect(square.area() == 20)
        #expect(try square.send(FxShape.area.selector, ()) == 20)
        #expect(square.perimeter() == 8, "other methods are still inherited")
        #expect(neighbour.area() == 4, "other instances of the class are unaffected")

        try object_setClass(square, RuntimeClass.of(FxSquare.self))
        #expect(square.area() == 4)
        try object_setClass(square, custom)
        #expect(square.area() == 20)
    }

    @Test func aDeclaredMethodFallsBackToItsBaseImplementationWhenTheDispatchClassLacksIt() throws {
        let square = FxSquare(side: 3)
        try object_setClass(square, RuntimeClass.of(FxShape.self))
        #expect(square.perimeter() == 12)
        fxExpectError(.unrecognizedSelector, naming: ["-[FxShape perimeter]"]) {
            try square.send(FxRectangle.perimeter.selector, ())
        }

        // An ancestor's dynamic subclass with `perimeter` of another signature: still the base.
        let mismatched = try objc_allocateClassPair(RuntimeClass.of(FxShape.self), fxUniqueName("FxIntPerimeter"))
        try mismatched.addMethod(FxRectangle.perimeter.selector.untyped, implementation: TypedImplementation<(), Int> { _, _, _ in -1 })
        try objc_registerClassPair(mismatched)
        try object_setClass(square, mismatched)
        #expect(square.perimeter() == 12)
        fxExpectError(.signatureMismatch, naming: ["perimeter]", "() -> Int", "() -> Double"]) {
            try square.send(FxRectangle.perimeter.selector, ())
        }

        // With the declared signature the dispatch class's method runs.
        let matching = try objc_allocateClassPair(RuntimeClass.of(FxShape.self), fxUniqueName("FxOwnPerimeter"))
        try matching.addMethod(FxRectangle.perimeter.selector.untyped, implementation: TypedImplementation<(), Double> { _, _, _ in 1 })
        try objc_registerClassPair(matching)
        try object_setClass(square, matching)
        #expect(square.perimeter() == 1)

        try object_setClass(square, RuntimeClass.of(FxSquare.self))
        #expect(square.perimeter() == 12)
    }

    @Test func oneNameWithTwoSignaturesInUnrelatedClassesStaysApart() throws {
        let circle = FxCircle(radius: 1), plot = FxPlot()
        for _ in 0..<1000 { _ = circle.area() + Double(FxPlot.area.send(to: plot, ())) }
        fxExpectError(.signatureMismatch, naming: ["-[FxCircle area]", "() -> Double", "() -> Int"]) {
            try circle.send(FxPlot.area.selector, ())
        }
        fxExpectError(.signatureMismatch, naming: ["-[FxPlot area]", "() -> Int", "() -> Double"]) {
            try plot.send(FxShape.area.selector, ())
        }
        #expect(circle.area() == 3)
        #expect(FxPlot.area.send(to: plot, ()) == 600)
        #expect(try circle.perform(sel_registerName("area")) as? Double == 3)
        #expect(try plot.perform(sel_registerName("area")) as? Int == 600)
    }

    // MARK: Resolution and forwarding

    @Test func resolveInstanceMethodAddsTheMethodAndTheSendRetries() throws {
        let resolver = RuntimeClass.of(FxResolver.self)
        let selector = FxResolver.resolvedBySend
        // (class_copyMethodList, unlike class_getInstanceMethod, does not resolve.)
        let alreadyResolved = class_copyMethodList(resolver).contains { method_getName($0) == selector.untyped }
        let before = FxResolver.sendResolutions.load(ordering: .relaxed)
        #expect(try FxResolver().send(selector, 21) == 42)
        #expect(try FxResolver().send(selector, 5) == 10)
        #expect(FxResolver.sendResolutions.load(ordering: .relaxed) == before + (alreadyResolved ? 0 : 1),
                "resolved on the first miss only; afterwards the method is in the list")
        #expect(class_copyMethodList(resolver).contains { method_getName($0) == selector.untyped })
    }

    @Test func aResolverThatAddsTheMethodButAnswersFalseStillGetsItFound() throws {
        #expect(try FxFalseResolver().send(FxFalseResolver.bySend, 2) == 6)
        #expect(try FxFalseResolver().perform(FxFalseResolver.byPerform.untyped, with: 2) as? Int == 6)
        let method = try #require(class_getInstanceMethod(RuntimeClass.of(FxFalseResolver.self), FxFalseResolver.byLookUp.untyped))
        #expect(method_getName(method) == FxFalseResolver.byLookUp.untyped)
    }

    @Test func resolutionThatAddsNothingStillThrows() {
        let before = FxLyingResolver.calls.load(ordering: .relaxed)
        fxExpectError(.unrecognizedSelector, naming: ["-[FxLyingResolver fxLie]: unrecognized selector sent to instance"]) {
            try FxLyingResolver().send(FxLyingResolver.lie, ())
        }
        #expect(FxLyingResolver.calls.load(ordering: .relaxed) == before + 1)
        fxExpectError(.unrecognizedSelector, naming: ["-[FxLyingResolver fxLie]"]) {
            try FxLyingResolver().perform(FxLyingResolver.lie.untyped)
        }
    }

    @Test func resolveClassMethodAddsAClassMethod() throws {
        let cls = RuntimeClass.of(FxClassResolver.self)
        let made = FxClassResolver.made
        #expect(try cls.send(made, ()) == "+[FxClassResolver fxMadeByResolution]")
        #expect(class_getClassMethod(cls, made.untyped) != nil)
        #expect(class_getInstanceMethod(cls, made.untyped) == nil)
        fxExpectError(.unrecognizedSelector, naming: ["-[FxClassResolver fxMadeByResolution]"]) {
            try FxClassResolver().send(made, ())
        }
        let subclass = try objc_allocateClassPair(cls, fxUniqueName("FxClassResolverSub"))
        try objc_registerClassPair(subclass)
        #expect(try subclass.send(made, ()) == "+[\(class_getName(subclass)) fxMadeByResolution]")
    }

    @Test func forwardingTargetReceivesWhatTheForwarderDoesNotAnswer() throws {
        let square = FxSquare(side: 3)
        let forwarder = FxForwarder(target: square)
        #expect(try forwarder.send(FxRectangle.perimeter.selector, ()) == 12)
        #expect(try forwarder.send(FxShape.scaledArea.selector, 2) == 18)
        #expect(forwarder.reportedClass === RuntimeClass.of(FxForwarder.self), "its own methods stay its own")
        let outer = FxForwarder(target: forwarder)
        #expect(try outer.send(FxShape.name.selector, ()) == "square", "two hops")
        // The last receiver that could not answer is named, as in Objective-C.
        fxExpectError(.unrecognizedSelector, naming: ["-[FxSquare fxMissing]"]) { try outer.send(FxSel.missing, ()) }
        fxExpectError(.unrecognizedSelector, naming: ["-[FxForwarder fxMissing]"]) { try FxForwarder().send(FxSel.missing, ()) }
    }

    @Test func aForwardingCycleEndsWithAnError() {
        let first = FxForwarder(), second = FxForwarder(target: first)
        first.target = second
        let selfish = FxForwarder()
        selfish.target = selfish
        defer { first.target = nil; selfish.target = nil }

        for forwarder in [first, selfish] {
            fxExpectError(.unrecognizedSelector, naming: ["-[FxForwarder fxMissing]"]) { try forwarder.send(FxSel.missing, ()) }
            fxExpectError(.unrecognizedSelector, naming: ["-[FxForwarder fxMissing]"]) { try forwarder.perform(FxSel.missing.untyped) }
        }
    }
}

/// A Swift subclass that redeclares an inherited selector with another signature.
class MsRedeclaringBase: RuntimeObject {
    static let size = DeclaredMethod("size", of: MsRedeclaringBase.self) { (_, _: ()) in 1 }
    override class var runtimeMembers: [any RuntimeMember] { [size] }
}
final class MsRedeclaring: MsRedeclaringBase {
    static let textSize = DeclaredMethod("size", of: MsRedeclaring.self) { (_, _: ()) in "large" }
    override class var runtimeMembers: [any RuntimeMember] { [textSize] }
}

@Suite struct RedeclaredSelectorTests {
    @Test func aRedeclarationWithAnotherSignatureIsLeftOutOfTheMethodList() throws {
        let object = MsRedeclaring()
        #expect(RuntimeClass.of(MsRedeclaring.self).ownMethods().isEmpty)
        #expect(MsRedeclaringBase.size.send(to: object, ()) == 1, "the inherited method still answers")
        #expect(MsRedeclaring.textSize.send(to: object, ()) == "large", "the declared send falls back to its base")
        let error = try #require(throws: RuntimeError.self) { try object.send(MsRedeclaring.textSize.selector, ()) }
        #expect(error.kind == .signatureMismatch)
    }
}
