import Testing
@testable import DynamicRuntime

/// Used by one test only: its mirror must not exist before that test looks it up by name.
final class FxLookedUpByName: RuntimeObject {}

/// Not a `RuntimeObject`: `objc_getClass` must not find it.
final class FxNotARuntimeObject {}

/// Two Swift classes with the same short name in different scopes.
enum FxScopeA { final class FxTwin: RuntimeObject {} }
enum FxScopeB { final class FxTwin: RuntimeObject {} }

/// Lists one selector three times, once with another signature: a declaration mistake that must
/// not trap when the mirror is made.
final class FxListedTwice: RuntimeObject {
    static let twice = DeclaredMethod("fxTwice", of: FxListedTwice.self) { (_, _: ()) -> String in "first" }
    static let again = DeclaredMethod("fxTwice", of: FxListedTwice.self) { (_, _: ()) -> Int in 2 }
    override class var runtimeMembers: [any RuntimeMember] { [twice, again, twice] }
}

/// Lists two definitions `class_addMethod` would refuse: an implementation that needs a
/// subclass's receivers, and an instance method's implementation listed as a class method.
class FxMisplacing: RuntimeObject {
    static let forSubclass = Selector<(), String>("fxForSubclass")
    static let instanceAsClass = DeclaredMethod("fxInstanceAsClass", of: FxMisplacing.self) { (_, _: ()) -> String in "instance" }
    override class var runtimeMembers: [any RuntimeMember] {
        [MethodDefinition(forSubclass, of: FxMisplacing.self,
                          implementation: TypedImplementation(for: FxMisplacingSubclass.self) { subclass, _, _ in subclass.marker }),
         MethodDefinition(instanceAsClass.selector, of: FxMisplacing.self, isClassMethod: true,
                          implementation: instanceAsClass.baseImplementation)]
    }
}
final class FxMisplacingSubclass: FxMisplacing {
    let marker = "subclass"
}

/// Item 2: runtime classes, class pairs and `object_setClass`.
@Suite struct ClassTests {
    // MARK: Mirrors

    @Test("mirrors carry the Swift names and superclass chain, ending at RuntimeObject",
          arguments: FxShapeKind.allCases)
    func mirrorChainMatchesSwiftHierarchy(kind: FxShapeKind) {
        var names: [String] = []
        var current: RuntimeClass? = object_getClass(kind.make())
        while let cls = current {
            names.append(class_getName(cls))
            current = class_getSuperclass(cls)
        }
        #expect(names == kind.classChain)
    }

    @Test func rootClassIsRuntimeObjectWithNoSuperclass() {
        let root = RuntimeClass.of(RuntimeObject.self)
        #expect(class_getName(root) == "RuntimeObject")
        #expect(class_getSuperclass(root) == nil)
        #expect(!root.isDynamic)
        #expect(RuntimeClass.of(FxSquare.self).isSubclass(of: root))
    }

    @Test func objectGetClassIsTheMirrorOfTheDynamicSwiftType() {
        let shape: FxShape = FxSquare(side: 1)
        let cls = object_getClass(shape)
        #expect(cls === RuntimeClass.of(FxSquare.self))
        #expect(cls !== RuntimeClass.of(FxShape.self))
        #expect(!cls.isDynamic)
    }

    @Test func aMirrorIsMadeOnceAndRegisteredUnderItsName() {
        let first = RuntimeClass.of(FxCircle.self)
        #expect(RuntimeClass.of(FxCircle.self) === first)
        #expect(object_getClass(FxCircle(radius: 1)) === first)
        #expect(objc_getClass("FxCircle") === first)
        #expect(class_getSuperclass(first) === RuntimeClass.of(FxShape.self))
    }

    @Test func objcGetClassFindsASwiftClassByQualifiedNameBeforeFirstUse() throws {
        let cls = try #require(objc_getClass("DynamicRuntimeTests.FxLookedUpByName"))
        #expect(class_getName(cls) == "FxLookedUpByName")
        #expect(cls === RuntimeClass.of(FxLookedUpByName.self))
        #expect(objc_getClass("FxLookedUpByName") === cls)
        #expect(class_getSuperclass(cls) === RuntimeClass.of(RuntimeObject.self))
    }

    @Test("objc_getClass answers nil for names of no runtime class",
          arguments: ["", "FxNoSuchClass", "Swift.Int", "DynamicRuntimeTests.FxNotARuntimeObject",
                      "DynamicRuntimeTests.FxNoSuchClass", "DynamicRuntimeTests.FxShapeKind",
                      "DynamicRuntimeTests.FxLabBase", "$sSiN", "-[FxShape area]"])
    func objcGetClassUnknownNameIsNil(name: String) {
        #expect(objc_getClass(name) == nil)
    }

    @Test func twoSwiftClassesWithTheSameShortNameGetDistinctNames() throws {
        let a = RuntimeClass.of(FxScopeA.FxTwin.self)
        let b = RuntimeClass.of(FxScopeB.FxTwin.self)
        #expect(a !== b)
        #expect(class_getName(a) == "FxTwin")
        #expect(class_getName(b) == "DynamicRuntimeTests.FxScopeB.FxTwin")
        #expect(objc_getClass(class_getName(a)) === a)
        #expect(objc_getClass(class_getName(b)) === b)
        #expect(objc_getClass("DynamicRuntimeTests.FxScopeA.FxTwin") === a)
    }

    @Test func aSelectorListedTwiceKeepsItsFirstDefinition() throws {
        let cls = RuntimeClass.of(FxListedTwice.self)
        #expect(class_copyMethodList(cls).map(method_getTypeEncoding) == ["() -> String"])
        let object = FxListedTwice()
        #expect(FxListedTwice.twice.send(to: object, ()) == "first")
        #expect(try object.send(FxListedTwice.twice.selector, ()) == "first")
        fxExpectError(.signatureMismatch, naming: ["-[FxListedTwice fxTwice]", "() -> String", "() -> Int"]) {
            try object.send(FxListedTwice.again.selector, ())
        }
        // Not dropped quietly: validation lists both later entries, a hook on the selector throws.
        let error = try #require(throws: RuntimeError.self) { try cls.validate() }
        #expect(error.kind == .inadmissibleDefinition && error.className == "FxListedTwice")
        #expect(error.problems.map(\.selector) == ["fxTwice", "fxTwice"])
        #expect(error.problems.allSatisfy { $0.kind == .inadmissibleDefinition && $0.className == "FxListedTwice" })
        #expect(throws: RuntimeError.self) { try FxListedTwice.hook(FxListedTwice.twice.selector, before: { _, _ in }) }
    }

    /// Installing either would hand the implementation a receiver it is not written for.
    @Test func definitionsThatCannotServeWhereTheyAreListedAreLeftOut() throws {
        let cls = RuntimeClass.of(FxMisplacing.self)
        try #require(class_copyMethodList(cls).isEmpty)
        try #require(cls.ownMethods(classSide: true).isEmpty)
        fxExpectError(.unrecognizedSelector, naming: ["-[FxMisplacing fxForSubclass]"]) { try FxMisplacing().send(FxMisplacing.forSubclass, ()) }
        fxExpectError(.unrecognizedSelector, naming: ["-[FxMisplacingSubclass fxForSubclass]"]) {
            try FxMisplacingSubclass().send(FxMisplacing.forSubclass, ())
        }
        fxExpectError(.unrecognizedSelector, naming: ["+[FxMisplacing fxInstanceAsClass]"]) {
            try cls.send(FxMisplacing.instanceAsClass.selector, ())
        }
        let error = try #require(throws: RuntimeError.self) { try cls.validate() }
        #expect(error.problems.map { [$0.selector, "\($0.isClassMethod)"] } == [["fxForSubclass", "false"], ["fxInstanceAsClass", "true"]])
        #expect(error.problems.allSatisfy { $0.kind == .signatureMismatch && $0.className == "FxMisplacing" })
        fxExpectError(.signatureMismatch, naming: ["+[FxMisplacing fxInstanceAsClass]"]) {
            try cls.addMethod(FxMisplacing.instanceAsClass.selector.untyped, implementation: TypedImplementation<(), String> { _, _, _ in "" },
                              classSide: true)
        }
    }

    /// `objc_getClass` reads a class's state under the lock that `objc_registerClassPair` writes
    /// it under (ThreadSanitizer reports the race otherwise).
    @Test func lookingUpAClassByNameWhileItIsRegisteredIsRaceFree() throws {
        let name = fxUniqueName("FxRegisteredWhileLookedUp")
        let cls = Shared(value: try objc_allocateClassPair(RuntimeClass.of(FxPlain.self), name))
        let lookUps = AtomicCounter()
        runOnThreads([
            { for _ in 0..<2_000 { _ = objc_getClass(name); lookUps.increment() } },
            {
                while lookUps.value < 100 {}
                try? objc_registerClassPair(cls.value)
            },
        ])
        #expect(objc_getClass(name) === cls.value)
    }

    // MARK: Class pairs

    @Test func allocatedClassIsUnusableUntilRegistered() throws {
        let name = fxUniqueName("FxPending")
        let rectangleClass = RuntimeClass.of(FxRectangle.self)
        let cls = try objc_allocateClassPair(rectangleClass, name)
        #expect(cls.isDynamic)
        #expect(class_getName(cls) == name)
        #expect(class_getSuperclass(cls) === rectangleClass)
        #expect(objc_getClass(name) == nil)

        let rectangle = FxRectangle(width: 1, height: 1)
        fxExpectError(.invalidClassChange, naming: ["object_setClass", name, "not registered"]) {
            try object_setClass(rectangle, cls)
        }
        #expect(object_getClass(rectangle) === rectangleClass)

        try objc_registerClassPair(cls)
        #expect(objc_getClass(name) === cls)
        #expect(try object_setClass(rectangle, cls) === rectangleClass)
        #expect(object_getClass(rectangle) === cls)
        #expect(rectangle.area() == 1)
        try object_setClass(rectangle, rectangleClass)
    }

    enum TakenName: CaseIterable, Sendable {
        case registeredDynamicClass, allocatedDynamicClass, swiftMirror, root
    }

    @Test("objc_allocateClassPair refuses a name in use", arguments: TakenName.allCases)
    func duplicateClassNameIsRefused(taken: TakenName) throws {
        let superclass = RuntimeClass.of(FxShape.self)
        let name: String
        switch taken {
        case .registeredDynamicClass:
            name = fxUniqueName("FxTaken")
            try objc_registerClassPair(try objc_allocateClassPair(superclass, name))
        case .allocatedDynamicClass:
            name = fxUniqueName("FxTaken")
            _ = try objc_allocateClassPair(superclass, name)
        case .swiftMirror:
            name = class_getName(RuntimeClass.of(FxCircle.self))
        case .root:
            name = class_getName(RuntimeClass.of(RuntimeObject.self))
        }
        let holder = ClassRegistry.fxRegistered(name)
        fxExpectError(.duplicateClassName, naming: ["objc_allocateClassPair", name]) {
            try objc_allocateClassPair(superclass, name)
        }
        #expect(ClassRegistry.fxRegistered(name) === holder, "the refused call must not replace the holder of the name")
    }

    @Test func aDisposedClassFreesItsName() throws {
        let name = fxUniqueName("FxReused")
        let first = try objc_allocateClassPair(RuntimeClass.of(FxShape.self), name)
        try objc_registerClassPair(first)
        try objc_disposeClassPair(first)
        #expect(objc_getClass(name) == nil)

        let second = try objc_allocateClassPair(RuntimeClass.of(FxCircle.self), name)
        try objc_registerClassPair(second)
        #expect(second !== first)
        #expect(objc_getClass(name) === second)
        #expect(class_getSuperclass(second) === RuntimeClass.of(FxCircle.self))
    }

    @Test func disposingAnUnregisteredClassIsAllowed() throws {
        let name = fxUniqueName("FxNeverRegistered")
        let cls = try objc_allocateClassPair(RuntimeClass.of(FxShape.self), name)
        try objc_disposeClassPair(cls)
        let again = try objc_allocateClassPair(RuntimeClass.of(FxShape.self), name)
        try objc_disposeClassPair(again)
    }

    enum UnusableSuperclass: CaseIterable, Sendable { case allocated, disposed }

    @Test("a class pair needs a registered superclass", arguments: UnusableSuperclass.allCases)
    func allocatingUnderAnUnusableSuperclassIsRefused(state: UnusableSuperclass) throws {
        let parent = try objc_allocateClassPair(RuntimeClass.of(FxShape.self), fxUniqueName("FxParent"))
        if state == .disposed {
            try objc_registerClassPair(parent)
            try objc_disposeClassPair(parent)
        }
        let childName = fxUniqueName("FxChild")
        fxExpectError(.classInUse, naming: [class_getName(parent), childName]) {
            try objc_allocateClassPair(parent, childName)
        }
        #expect(objc_getClass(childName) == nil)
        if state == .allocated {
            // The refusal left no subclass behind: the parent can still go.
            try objc_disposeClassPair(parent)
        }
    }

    enum NotRegistrable: CaseIterable, Sendable { case alreadyRegistered, mirror, disposed }

    @Test("objc_registerClassPair takes only a freshly allocated class", arguments: NotRegistrable.allCases)
    func registeringTwiceOrAMirrorIsRefused(state: NotRegistrable) throws {
        let cls: RuntimeClass
        switch state {
        case .alreadyRegistered:
            cls = try objc_allocateClassPair(RuntimeClass.of(FxShape.self), fxUniqueName("FxTwice"))
            try objc_registerClassPair(cls)
        case .mirror:
            cls = RuntimeClass.of(FxShape.self)
        case .disposed:
            cls = try objc_allocateClassPair(RuntimeClass.of(FxShape.self), fxUniqueName("FxGone"))
            try objc_disposeClassPair(cls)
        }
        fxExpectError(.classInUse, naming: ["objc_registerClassPair", class_getName(cls)]) {
            try objc_registerClassPair(cls)
        }
        if state != .disposed { #expect(objc_getClass(class_getName(cls)) === cls) }
    }

    @Test func disposeIsRefusedWhileInstancesRemainAndAllowedAfterTheyDie() throws {
        let cls = try objc_allocateClassPair(RuntimeClass.of(FxShape.self), fxUniqueName("FxInhabited"))
        try objc_registerClassPair(cls)
        var first: FxSquare? = FxSquare(side: 1)
        var second: FxCircle? = FxCircle(radius: 1)
        try object_setClass(first!, cls)
        try object_setClass(second!, cls)
        fxExpectError(.classInUse, naming: ["objc_disposeClassPair", class_getName(cls), "2 object"]) {
            try objc_disposeClassPair(cls)
        }
        second = nil
        fxExpectError(.classInUse, naming: [class_getName(cls), "1 object"]) {
            try objc_disposeClassPair(cls)
        }
        first = nil
        #expect(objc_getClass(class_getName(cls)) === cls, "refused disposals leave the class registered")
        try objc_disposeClassPair(cls)
        #expect(objc_getClass(class_getName(cls)) == nil)
    }

    @Test func disposeIsAllowedOnceInstancesMoveBack() throws {
        let square = FxSquare(side: 2)
        let cls = try objc_allocateClassPair(RuntimeClass.of(FxRectangle.self), fxUniqueName("FxVisited"))
        try objc_registerClassPair(cls)
        try object_setClass(square, cls)
        // Moving between two dynamic classes keeps both counts right.
        let other = try objc_allocateClassPair(RuntimeClass.of(FxRectangle.self), fxUniqueName("FxNextStop"))
        try objc_registerClassPair(other)
        try object_setClass(square, other)
        try object_setClass(square, cls)
        fxExpectError(.classInUse, naming: [class_getName(cls), "1 object"]) { try objc_disposeClassPair(cls) }
        try objc_disposeClassPair(other)

        #expect(try object_setClass(square, RuntimeClass.of(FxSquare.self)) === cls)
        try objc_disposeClassPair(cls)
        #expect(square.area() == 4)
    }

    @Test func disposeIsRefusedWhileSubclassesRemain() throws {
        let parent = try objc_allocateClassPair(RuntimeClass.of(FxShape.self), fxUniqueName("FxParentPair"))
        try objc_registerClassPair(parent)
        let child = try objc_allocateClassPair(parent, fxUniqueName("FxChildPair"))
        fxExpectError(.classInUse, naming: ["objc_disposeClassPair", class_getName(parent), class_getName(child)]) {
            try objc_disposeClassPair(parent)
        }
        try objc_registerClassPair(child)
        #expect(class_getSuperclass(child) === parent)
        try objc_disposeClassPair(child)
        try objc_disposeClassPair(parent)
    }

    @Test("mirrors of Swift classes cannot be disposed",
          arguments: [FxShape.self, FxSquare.self, RuntimeObject.self] as [RuntimeObject.Type])
    func disposingAMirrorIsRefused(type: RuntimeObject.Type) {
        let cls = RuntimeClass.of(type)
        fxExpectError(.classInUse, naming: ["objc_disposeClassPair", class_getName(cls), "Swift class"]) {
            try objc_disposeClassPair(cls)
        }
        #expect(objc_getClass(class_getName(cls)) === cls)
    }

    @Test func aDisposedClassCanNeitherBeDisposedAgainNorChanged() throws {
        let cls = try objc_allocateClassPair(RuntimeClass.of(FxShape.self), fxUniqueName("FxDisposed"))
        try objc_registerClassPair(cls)
        try objc_disposeClassPair(cls)
        fxExpectError(.classInUse, naming: [class_getName(cls), "disposed"]) { try objc_disposeClassPair(cls) }
        fxExpectError(.classInUse, naming: ["-[\(class_getName(cls)) fxValue]", "disposed"]) {
            try cls.addMethod(FxSel.value.untyped, implementation: fxAnswer("late"))
        }
        #expect(class_copyMethodList(cls).isEmpty)
    }

    // MARK: object_setClass

    /// Classes a rectangle's dispatch class may or may not become.
    enum SetClassTarget: String, CaseIterable, Sendable {
        case ownClass, ancestor, root, dynamicSubclassOfOwn, dynamicSubclassOfAncestor, dynamicOfDynamicOfAncestor
        case unrelated, subclassOfOwn, siblingsDynamicSubclass, dynamicSubclassOfSubclass
        case unregisteredDynamicSubclassOfOwn, disposedDynamicSubclassOfOwn

        var isAllowed: Bool {
            switch self {
            case .ownClass, .ancestor, .root, .dynamicSubclassOfOwn, .dynamicSubclassOfAncestor, .dynamicOfDynamicOfAncestor: true
            default: false
            }
        }

        func make() throws -> RuntimeClass {
            func dynamic(under superclass: RuntimeClass, register: Bool = true) throws -> RuntimeClass {
                let cls = try objc_allocateClassPair(superclass, fxUniqueName("FxTarget_\(rawValue)"))
                if register { try objc_registerClassPair(cls) }
                return cls
            }
            switch self {
            case .ownClass: return RuntimeClass.of(FxRectangle.self)
            case .ancestor: return RuntimeClass.of(FxShape.self)
            case .root: return RuntimeClass.of(RuntimeObject.self)
            case .dynamicSubclassOfOwn: return try dynamic(under: RuntimeClass.of(FxRectangle.self))
            case .dynamicSubclassOfAncestor: return try dynamic(under: RuntimeClass.of(FxShape.self))
            case .dynamicOfDynamicOfAncestor: return try dynamic(under: dynamic(under: RuntimeClass.of(FxShape.self)))
            case .unrelated: return RuntimeClass.of(FxPlot.self)
            case .subclassOfOwn: return RuntimeClass.of(FxSquare.self)
            case .siblingsDynamicSubclass: return try dynamic(under: RuntimeClass.of(FxCircle.self))
            case .dynamicSubclassOfSubclass: return try dynamic(under: RuntimeClass.of(FxSquare.self))
            case .unregisteredDynamicSubclassOfOwn: return try dynamic(under: RuntimeClass.of(FxRectangle.self), register: false)
            case .disposedDynamicSubclassOfOwn:
                let cls = try dynamic(under: RuntimeClass.of(FxRectangle.self))
                try objc_disposeClassPair(cls)
                return cls
            }
        }
    }

    @Test("object_setClass: the object's class, an ancestor, or a dynamic subclass of those",
          arguments: SetClassTarget.allCases)
    func setClass(target: SetClassTarget) throws {
        let rectangle = FxRectangle(width: 2, height: 5)
        let start = try objc_allocateClassPair(RuntimeClass.of(FxRectangle.self), fxUniqueName("FxStart"))
        try objc_registerClassPair(start)
        try object_setClass(rectangle, start)
        let cls = try target.make()

        if target.isAllowed {
            #expect(try object_setClass(rectangle, cls) === start, "object_setClass returns the old class")
            #expect(object_getClass(rectangle) === cls)
            #expect(try object_setClass(rectangle, RuntimeClass.of(FxRectangle.self)) === cls)
        } else {
            fxExpectError(.invalidClassChange, naming: ["object_setClass", class_getName(start), class_getName(cls)]) {
                try object_setClass(rectangle, cls)
            }
            #expect(object_getClass(rectangle) === start, "a refused change leaves the object as it was")
            #expect(rectangle.area() == 10)
            #expect(rectangle.perimeter() == 14)
        }
        #expect(type(of: rectangle) == FxRectangle.self)
    }

    @Test func typeOfNeverChanges() throws {
        let square = FxSquare(side: 3)
        try object_setClass(square, RuntimeClass.of(RuntimeObject.self))
        #expect(type(of: square) == FxSquare.self)
        #expect(object_getClass(square) === RuntimeClass.of(RuntimeObject.self))
        // The root has no `area`: the declared method falls back to FxShape's base implementation.
        #expect(square.area() == 0)
        try object_setClass(square, RuntimeClass.of(FxSquare.self))
        #expect(square.area() == 9)
    }

    @Test func reportedClassIsTheDispatchClassUnlessTheClassHidesItself() throws {
        let square = FxSquare(side: 1)
        #expect(square.reportedClass === RuntimeClass.of(FxSquare.self))

        let visible = try objc_allocateClassPair(RuntimeClass.of(FxSquare.self), fxUniqueName("FxVisible"))
        try objc_registerClassPair(visible)
        try object_setClass(square, visible)
        #expect(square.reportedClass === visible)

        // A KVO-style class overrides -class to report its superclass, as NSKVONotifying_ does.
        let hidden = try objc_allocateClassPair(RuntimeClass.of(FxSquare.self), fxUniqueName("FxHidden"))
        let reportSuperclass = TypedImplementation<(), RuntimeClass> { object, _, _ in
            class_getSuperclass(object_getClass(object as! RuntimeObject))!
        }
        #expect(try class_addMethod(hidden, sel_registerName("class"), reportSuperclass, "() -> RuntimeClass"))
        try objc_registerClassPair(hidden)
        try object_setClass(square, hidden)
        #expect(object_getClass(square) === hidden)
        #expect(square.reportedClass === RuntimeClass.of(FxSquare.self))
        #expect(FxSquare(side: 1).reportedClass === RuntimeClass.of(FxSquare.self))
    }
}

extension ClassRegistry {
    /// The class registered under `name`, without making a mirror.
    static func fxRegistered(_ name: String) -> RuntimeClass? {
        byName.withLock { $0[name] }
    }
}
