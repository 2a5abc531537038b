import Testing
@testable import DynamicRuntime

/// Item 3: selectors, method lists and their changes, class methods, declared properties.
@Suite struct MethodListTests {
    // MARK: Selectors

    @Test func selectorsAreUniqueByName() {
        let first = sel_registerName("fxSelector:with:")
        #expect(sel_registerName("fxSelector:with:") == first)
        #expect(AnySelector("fxSelector:with:") == first)
        #expect(sel_getName(first) == "fxSelector:with:")
        #expect(sel_registerName("fxSelector:") != first)

        // Typed selectors of one name share the untyped selector but differ by signature.
        let byInt = Selector<Int, Int>("fxSelector:with:")
        let byString = Selector<String, Int>("fxSelector:with:")
        #expect(byInt.untyped == first && byString.untyped == first)
        #expect(byInt == Selector<Int, Int>("fxSelector:with:"))
        #expect(byInt.signature != byString.signature)
        #expect(byInt.signature.description == "(Int) -> Int")
    }

    // MARK: Lookup

    /// (class, selector, the method a lookup reaches).
    static let instanceLookups: [(RuntimeObject.Type, String, String?)] = [
        (FxShape.self, "area", "-[FxShape area]"),
        (FxRectangle.self, "area", "-[FxRectangle area]"),
        (FxSquare.self, "area", "-[FxRectangle area]"),
        (FxSquare.self, "name", "-[FxSquare name]"),
        (FxSquare.self, "scaledAreaBy:", "-[FxShape scaledAreaBy:]"),
        (FxSquare.self, "class", "-[RuntimeObject class]"),
        (FxCircle.self, "perimeter", nil),
        (FxShape.self, "perimeter", nil),
        (FxSquare.self, "layerClass", nil),
    ]

    @Test("class_getInstanceMethod walks the superclasses", arguments: instanceLookups)
    func instanceMethodLookupWalksSuperclasses(type: RuntimeObject.Type, selector: String, found: String?) {
        let method = class_getInstanceMethod(RuntimeClass.of(type), sel_registerName(selector))
        #expect(method.map(String.init(describing:)) == found)
        if let method { #expect(sel_getName(method_getName(method)) == selector) }
    }

    static let classLookups: [(RuntimeObject.Type, String, String?)] = [
        (FxView.self, "layerClass", "+[FxView layerClass]"),
        (FxControl.self, "layerClass", "+[FxView layerClass]"),
        (FxSwitch.self, "layerClass", "+[FxSwitch layerClass]"),
        (FxSwitch.self, "area", nil),
        (FxShape.self, "area", nil),
    ]

    @Test("class_getClassMethod walks the superclasses' class methods", arguments: classLookups)
    func classMethodLookupWalksSuperclasses(type: RuntimeObject.Type, selector: String, found: String?) {
        let method = class_getClassMethod(RuntimeClass.of(type), sel_registerName(selector))
        #expect(method.map(String.init(describing:)) == found)
    }

    @Test func lookupRunsDynamicMethodResolutionOnAMiss() throws {
        // objc4's class_getInstanceMethod runs the resolver before searching, so a resolvable
        // method can be found and swizzled before anything sends it.
        let resolver = RuntimeClass.of(FxResolver.self)
        let method = try #require(class_getInstanceMethod(resolver, FxResolver.resolvedByLookUp.untyped))
        #expect(method_getTypeEncoding(method) == "(Int) -> Int")
        try method_setImplementation(method, fxAdder(100))
        #expect(try FxResolver().send(FxResolver.resolvedByLookUp, 1) == 101)

        let classResolver = RuntimeClass.of(FxClassResolver.self)
        let classMethod = try #require(class_getClassMethod(classResolver, FxClassResolver.madeByLookUp.untyped))
        #expect(String(describing: classMethod) == "+[FxClassResolver fxMadeByLookUp]")
        #expect(class_getInstanceMethod(classResolver, FxClassResolver.madeByLookUp.untyped) == nil)
        #expect(class_getInstanceMethod(resolver, sel_registerName("fxNeverResolved")) == nil)
    }

    @Test func copyMethodListHasOwnMethodsOnlyInOrder() {
        func names(_ methods: [RuntimeMethod]) -> [String] { methods.map { sel_getName(method_getName($0)) } }
        #expect(names(class_copyMethodList(RuntimeClass.of(FxShape.self))) == ["area", "name", "scaledAreaBy:", "frame", "setFrame:", "isHidden", "setHidden:"])
        #expect(names(class_copyMethodList(RuntimeClass.of(FxRectangle.self))) == ["area", "perimeter", "name", "cornerRadius"])
        #expect(names(class_copyMethodList(RuntimeClass.of(FxSquare.self))) == ["name"])
        #expect(names(class_copyMethodList(RuntimeClass.of(FxControl.self))) == [])
        // The root starts with `class`; categories (key-value observing's, in the same test
        // process) may add to it later.
        #expect(names(class_copyMethodList(RuntimeClass.of(RuntimeObject.self))).first == "class")
        // The metaclass's list holds the class methods, and the instance list does not.
        #expect(names(RuntimeClass.of(FxSwitch.self).ownMethods(classSide: true)) == ["layerClass"])
        #expect(names(class_copyMethodList(RuntimeClass.of(FxSwitch.self))) == [])
        #expect(names(RuntimeClass.of(FxShape.self).ownMethods(classSide: true)) == [])
    }

    @Test func respondsToSelectorSeesInheritedAndResolvableMethods() {
        #expect(class_respondsToSelector(RuntimeClass.of(FxSquare.self), sel_registerName("perimeter")))
        #expect(class_respondsToSelector(RuntimeClass.of(FxSquare.self), sel_registerName("class")))
        #expect(!class_respondsToSelector(RuntimeClass.of(FxCircle.self), sel_registerName("perimeter")))
        // Instances respond to instance methods only.
        #expect(!class_respondsToSelector(RuntimeClass.of(FxSwitch.self), sel_registerName("layerClass")))
        // Like Apple's, it runs dynamic method resolution.
        let resolver = RuntimeClass.of(FxResolver.self)
        let selector = FxResolver.resolvedByRespondsTo.untyped
        #expect(class_respondsToSelector(resolver, selector))
        #expect(class_copyMethodList(resolver).contains { method_getName($0) == selector })
        #expect(!class_respondsToSelector(resolver, sel_registerName("fxNeverResolved")))
    }

    // MARK: Adding and replacing

    @Test func addMethodIsRefusedWhenTheClassHasItsOwn() throws {
        let tree = try FxTree()
        let method = try #require(class_getInstanceMethod(tree.base, FxSel.value.untyped))
        let before = method_getImplementation(method)
        #expect(try !class_addMethod(tree.base, FxSel.value.untyped, fxAnswer("again"), "() -> String"))
        #expect(method_getImplementation(method) === before)
        #expect(try tree.object(tree.leaf).send(FxSel.value, ()) == "base")
        #expect(tree.ownSelectorNames(tree.base) == ["fxValue", "fxOther", "fxAdd:"])
    }

    @Test func addMethodOverAnInheritedMethodShadowsItForTheClassAndItsSubclassesOnly() throws {
        let tree = try FxTree()
        let inherited = try #require(class_getInstanceMethod(tree.mid, FxSel.value.untyped))
        #expect(try class_addMethod(tree.mid, FxSel.value.untyped, fxAnswer("mid"), "() -> String"))

        let added = try #require(class_getInstanceMethod(tree.mid, FxSel.value.untyped))
        #expect(added !== inherited)
        #expect(class_getInstanceMethod(tree.leaf, FxSel.value.untyped) === added)
        #expect(class_getInstanceMethod(tree.base, FxSel.value.untyped) === inherited)
        #expect(class_getInstanceMethod(tree.sibling, FxSel.value.untyped) === inherited)
        #expect(tree.ownSelectorNames(tree.mid) == ["fxValue"])
        let answers = try tree.all.map { try tree.object($0).send(FxSel.value, ()) }
        #expect(answers == ["base", "mid", "mid", "base"])
    }

    @Test func addMethodWithANewSelectorIsSeenBySubclasses() throws {
        let tree = try FxTree()
        let triple = Selector<Int, Int>("fxTriple:")
        #expect(try class_addMethod(tree.mid, triple.untyped, TypedImplementation<Int, Int> { _, _, x in 3 * x }, "(Int) -> Int"))
        #expect(try tree.object(tree.leaf).send(triple, 5) == 15)
        #expect(class_respondsToSelector(tree.leaf, triple.untyped))
        #expect(!class_respondsToSelector(tree.base, triple.untyped))
        #expect(!class_respondsToSelector(tree.sibling, triple.untyped))
    }

    @Test func replaceMethodReturnsTheOwnPreviousImplementation() throws {
        let tree = try FxTree()
        let method = try #require(class_getInstanceMethod(tree.base, FxSel.value.untyped))
        let original = method_getImplementation(method)
        let replacement = fxAnswer("replaced")
        let previous = try class_replaceMethod(tree.base, FxSel.value.untyped, replacement, "() -> String")
        #expect(previous === original)
        #expect(method_getImplementation(method) === replacement)
        #expect(class_getInstanceMethod(tree.base, FxSel.value.untyped) === method, "replacing keeps the method")
        #expect(try tree.object(tree.leaf).send(FxSel.value, ()) == "replaced")
        #expect(try class_replaceMethod(tree.base, FxSel.value.untyped, original, "() -> String") === replacement)
        #expect(try tree.object(tree.base).send(FxSel.value, ()) == "base")
    }

    @Test("class_replaceMethod adds the method and returns nil when the class only inherits it or lacks it",
          arguments: [FxSel.value.name, "fxBrandNew"])
    func replaceMethodAddsWhenNotOwn(selectorName: String) throws {
        let tree = try FxTree()
        let selector = Selector<(), String>(selectorName)
        let baseMethod = class_getInstanceMethod(tree.base, selector.untyped)
        let baseImplementation = baseMethod.map(method_getImplementation)

        #expect(try class_replaceMethod(tree.mid, selector.untyped, fxAnswer("mid"), "() -> String") == nil)
        #expect(tree.ownSelectorNames(tree.mid) == [selectorName])
        #expect(try tree.object(tree.leaf).send(selector, ()) == "mid")
        // The superclass and sibling keep what they had.
        #expect(class_getInstanceMethod(tree.base, selector.untyped) === baseMethod)
        #expect(baseMethod.map(method_getImplementation) === baseImplementation)
        #expect(class_getInstanceMethod(tree.sibling, selector.untyped) === baseMethod)
        // A second replace now replaces the class's own.
        let second = fxAnswer("mid again")
        #expect(try class_replaceMethod(tree.mid, selector.untyped, second, "() -> String") != nil)
        #expect(try tree.object(tree.mid).send(selector, ()) == "mid again")
    }

    // MARK: Implementations

    @Test func exchangeImplementationsSwapsAndSwapsBack() throws {
        let tree = try FxTree()
        let value = try #require(class_getInstanceMethod(tree.base, FxSel.value.untyped))
        let other = try #require(class_getInstanceMethod(tree.base, FxSel.other.untyped))
        let (valueIMP, otherIMP) = (method_getImplementation(value), method_getImplementation(other))
        let leaf = try tree.object(tree.leaf)

        try method_exchangeImplementations(value, other)
        #expect(method_getImplementation(value) === otherIMP)
        #expect(method_getImplementation(other) === valueIMP)
        #expect(try leaf.send(FxSel.value, ()) == "other")
        #expect(try leaf.send(FxSel.other, ()) == "base")

        try method_exchangeImplementations(other, value)
        #expect(try leaf.send(FxSel.value, ()) == "base")
        #expect(try leaf.send(FxSel.other, ()) == "other")

        try method_exchangeImplementations(value, value)
        #expect(method_getImplementation(value) === valueIMP)
    }

    @Test func exchangeAcrossClassesOnlyAffectsTheTwoMethods() throws {
        let tree = try FxTree()
        try tree.sibling.addMethod(FxSel.value.untyped, implementation: fxAnswer("sibling"))
        let baseValue = try #require(class_getInstanceMethod(tree.base, FxSel.value.untyped))
        let siblingValue = try #require(class_getInstanceMethod(tree.sibling, FxSel.value.untyped))
        try method_exchangeImplementations(baseValue, siblingValue)
        let answers = try tree.all.map { try tree.object($0).send(FxSel.value, ()) }
        #expect(answers == ["sibling", "sibling", "sibling", "base"])
    }

    @Test func setImplementationReturnsTheOldOne() throws {
        let tree = try FxTree()
        let method = try #require(class_getInstanceMethod(tree.leaf, FxSel.add.untyped))
        let original = method_getImplementation(method)
        let byTen = fxAdder(10)
        #expect(try method_setImplementation(method, byTen) === original)
        #expect(method_getImplementation(method) === byTen)
        #expect(try tree.object(tree.sibling).send(FxSel.add, 1) == 11, "the method is the base class's: all see it")
        #expect(try method_setImplementation(method, original) === byTen)
        #expect(try tree.object(tree.sibling).send(FxSel.add, 1) == 2)
    }

    @Test func methodGetNameAndImplementation() throws {
        let tree = try FxTree()
        let implementation = fxAdder(7)
        try tree.mid.addMethod(FxSel.add.untyped, implementation: implementation)
        let method = try #require(class_getInstanceMethod(tree.leaf, FxSel.add.untyped))
        #expect(method_getName(method) == FxSel.add.untyped)
        #expect(method_getImplementation(method) === implementation)
        #expect(method_getImplementation(method).typed(Int.self, Int.self) === implementation)
        #expect(method_getImplementation(method).typed(String.self, Int.self) == nil)
        #expect(String(describing: method) == "-[\(class_getName(tree.mid)) fxAdd:]")
    }

    /// (class, selector, class side, the readable type encoding).
    static let encodings: [(RuntimeObject.Type, String, Bool, String)] = [
        (FxShape.self, "area", false, "() -> Double"),
        (FxSquare.self, "scaledAreaBy:", false, "(Double) -> Double"),
        (FxPlot.self, "area", false, "() -> Int"),
        (RuntimeObject.self, "class", false, "() -> RuntimeClass"),
        (FxSwitch.self, "layerClass", true, "() -> RuntimeClass"),
    ]

    @Test("method_getTypeEncoding is the readable signature", arguments: encodings)
    func typeEncodingIsReadable(type: RuntimeObject.Type, selector: String, classSide: Bool, encoding: String) throws {
        let cls = RuntimeClass.of(type)
        let found = classSide ? class_getClassMethod(cls, sel_registerName(selector))
                              : class_getInstanceMethod(cls, sel_registerName(selector))
        let method = try #require(found)
        #expect(method_getTypeEncoding(method) == encoding)
    }

    /// Signatures as they print, for arguments of every shape.
    static let signatures: [(Signature, String)] = [
        (Signature(Int.self, Int.self), "(Int) -> Int"),
        (Signature(Void.self, Void.self), "() -> ()"),
        (Signature((Int, String).self, Bool.self), "(Int, String) -> Bool"),
        (Signature(Int?.self, [String].self), "(Optional<Int>) -> Array<String>"),
        (Signature((x: Double, y: Double).self, Void.self), "(x: Double, y: Double) -> ()"),
        (Signature(((Int) -> Int).self, Bool.self), "((Int) -> Int) -> Bool"),
        (Signature((() -> Void).self, Void.self), "(() -> ()) -> ()"),
        (Signature(((Int) -> Int, Int).self, Int.self), "((Int) -> Int, Int) -> Int"),
        (Signature(Int.self, ((Int) -> Bool).self), "(Int) -> (Int) -> Bool"),
    ]

    @Test("signatures print as (Arguments) -> Result", arguments: signatures)
    func signatureDescription(signature: Signature, expected: String) {
        #expect(signature.description == expected)
    }

    @Test func implementationWithBlockCallsTheBlockWithTheReceiverAndArguments() throws {
        let tree = try FxTree()
        let object = try tree.object(tree.leaf)
        let block: (AnyObject, (Int, Int)) -> Int = { receiver, arguments in
            (receiver === object ? 100 : 0) + arguments.0 * arguments.1
        }
        let implementation = imp_implementationWithBlock(block)
        #expect(implementation.signature == Signature((Int, Int).self, Int.self))
        let multiply = Selector<(Int, Int), Int>("fxMultiply:by:")
        #expect(try class_addMethod(tree.base, multiply.untyped, implementation, "(Int, Int) -> Int"))
        #expect(try object.send(multiply, (6, 7)) == 142)
        #expect(try tree.object(tree.sibling).send(multiply, (6, 7)) == 42)

        let recovered = try #require(imp_getBlock(implementation) as? (AnyObject, (Int, Int)) -> Int)
        #expect(recovered(object, (2, 3)) == 106)
        #expect(imp_getBlock(fxAdder(1)) == nil, "an implementation not made from a block has none")
    }

    // MARK: Class methods (the metaclass-like list)

    @Test func aSubclassOverridesAClassMethod() throws {
        // Seed 003 overrides +layerClass; FxControl inherits FxView's.
        #expect(FxView.layerClass.send(to: RuntimeClass.of(FxView.self), ()) === RuntimeClass.of(FxLayer.self))
        #expect(FxView.layerClass.send(to: RuntimeClass.of(FxControl.self), ()) === RuntimeClass.of(FxLayer.self))
        #expect(FxView.layerClass.send(to: RuntimeClass.of(FxSwitch.self), ()) === RuntimeClass.of(FxRoundedLayer.self))
        #expect(try RuntimeClass.of(FxSwitch.self).send(FxView.layerClass.selector, ()) === RuntimeClass.of(FxRoundedLayer.self))
        #expect(try RuntimeClass.of(FxSwitch.self).sendSuper(FxView.layerClass.selector, (), to: RuntimeClass.of(FxSwitch.self))
                === RuntimeClass.of(FxLayer.self))
    }

    @Test func classMethodsCanBeAddedAndChangedWithoutTouchingInstanceMethods() throws {
        let layerClass = FxView.layerClass.selector
        let control = try objc_allocateClassPair(RuntimeClass.of(FxControl.self), fxUniqueName("FxDynamicControl"))
        try objc_registerClassPair(control)
        let custom = try objc_allocateClassPair(control, fxUniqueName("FxDynamicSwitch"))
        try objc_registerClassPair(custom)
        for _ in 0..<1000 { #expect(try custom.send(layerClass, ()) === RuntimeClass.of(FxLayer.self)) }

        let roundedLayer = TypedImplementation<(), RuntimeClass> { _, _, _ in RuntimeClass.of(FxRoundedLayer.self) }
        #expect(try control.addMethod(layerClass.untyped, implementation: roundedLayer, classSide: true))
        #expect(!(try control.addMethod(layerClass.untyped, implementation: roundedLayer, classSide: true)))
        #expect(try custom.send(layerClass, ()) === RuntimeClass.of(FxRoundedLayer.self))
        #expect(FxView.layerClass.send(to: custom, ()) === RuntimeClass.of(FxRoundedLayer.self))
        #expect(FxView.layerClass.send(to: RuntimeClass.of(FxControl.self), ()) === RuntimeClass.of(FxLayer.self))
        #expect(class_getInstanceMethod(control, layerClass.untyped) == nil, "instance side untouched")
        #expect(control.ownMethods(classSide: true).map(method_getName) == [layerClass.untyped])

        let method = try #require(class_getClassMethod(custom, layerClass.untyped))
        let plainLayer = TypedImplementation<(), RuntimeClass> { _, _, _ in RuntimeClass.of(FxPlain.self) }
        #expect(try method_setImplementation(method, plainLayer) === roundedLayer)
        #expect(try custom.send(layerClass, ()) === RuntimeClass.of(FxPlain.self))
    }

    // MARK: Properties

    @Test func getPropertyFindsInheritedPropertiesAndCopyPropertyListOwnOnes() throws {
        let square = RuntimeClass.of(FxSquare.self)
        let frame = try #require(class_getProperty(square, "frame"))
        #expect(ObjectIdentifier(frame.attributes.valueType) == ObjectIdentifier(FxFrame.self))
        #expect(class_getProperty(square, "cornerRadius")?.attributes.isReadOnly == true)
        #expect(class_getProperty(RuntimeClass.of(FxShape.self), "cornerRadius") == nil)
        #expect(class_getProperty(RuntimeClass.of(FxCircle.self), "cornerRadius") == nil)
        #expect(class_getProperty(square, "nothing") == nil)

        #expect(class_copyPropertyList(RuntimeClass.of(FxShape.self)).map(\.name) == ["frame", "hidden"])
        #expect(class_copyPropertyList(RuntimeClass.of(FxRectangle.self)).map(\.name) == ["cornerRadius"])
        #expect(class_copyPropertyList(square).isEmpty)
    }

    @Test func addPropertyRefusesANameTheClassOrASuperclassDeclares() throws {
        let tree = try FxTree()
        let title = PropertyAttributes(valueType: String.self, storage: .copy)
        #expect(class_addProperty(tree.mid, "title", title))
        #expect(class_getProperty(tree.leaf, "title")?.attributes == title)
        #expect(class_getProperty(tree.base, "title") == nil)
        #expect(class_getProperty(tree.sibling, "title") == nil)

        // objc4 checks with class_getProperty, which walks the superclasses.
        #expect(!class_addProperty(tree.mid, "title", PropertyAttributes(valueType: Int.self)))
        #expect(!class_addProperty(tree.leaf, "title", PropertyAttributes(valueType: String.self, isReadOnly: true)))
        #expect(class_getProperty(tree.leaf, "title")?.attributes == title, "a refused add changes nothing")
        #expect(class_copyPropertyList(tree.mid).map(\.name) == ["title"])
        #expect(class_copyPropertyList(tree.leaf).isEmpty)

        // The sibling branch does not inherit it, so may declare its own.
        #expect(class_addProperty(tree.sibling, "title", PropertyAttributes(valueType: Int.self)))
        #expect(class_getProperty(tree.sibling, "title")?.attributes.valueType == Int.self)
        #expect(class_addProperty(tree.base, "subtitle", title))
        #expect(class_copyPropertyList(tree.base).map(\.name) == ["subtitle"])
    }

    /// (name, getter attribute, setter attribute, read-only, expected getter, expected setter).
    static let accessors: [(String, String?, String?, Bool, String, String?)] = [
        ("frame", nil, nil, false, "frame", "setFrame:"),
        ("hidden", "isHidden", nil, false, "isHidden", "setHidden:"),
        ("delegate", nil, "assignDelegate:", false, "delegate", "assignDelegate:"),
        ("URL", nil, nil, false, "URL", "setURL:"),
        ("bounds", nil, nil, true, "bounds", nil),
        ("x", nil, nil, false, "x", "setX:"),
    ]

    @Test("property accessor selectors", arguments: accessors)
    func accessorSelectors(name: String, getterName: String?, setterName: String?, readOnly: Bool,
                           getter: String, setter: String?) {
        let property = RuntimeProperty(name: name, attributes: PropertyAttributes(
            valueType: Int.self, getterName: getterName, setterName: setterName, isReadOnly: readOnly))
        #expect(sel_getName(property.getter) == getter)
        #expect(property.setter.map(sel_getName) == setter)
    }

    @Test func declaredPropertiesNameTheirAccessors() throws {
        let hidden = try #require(class_getProperty(RuntimeClass.of(FxCircle.self), "hidden"))
        #expect(sel_getName(hidden.getter) == "isHidden")
        #expect(hidden.setter.map(sel_getName) == "setHidden:")
        let cornerRadius = try #require(class_getProperty(RuntimeClass.of(FxSquare.self), "cornerRadius"))
        #expect(cornerRadius.setter == nil)
    }

    // MARK: One name, two signatures

    @Test func oneSelectorNameCanHaveOtherSignaturesInUnrelatedClasses() throws {
        let shapeArea = try #require(class_getInstanceMethod(RuntimeClass.of(FxCircle.self), sel_registerName("area")))
        let plotArea = try #require(class_getInstanceMethod(RuntimeClass.of(FxPlot.self), sel_registerName("area")))
        #expect(method_getName(shapeArea) == method_getName(plotArea))
        #expect(shapeArea.signature != plotArea.signature)
        #expect(FxShape.area.send(to: FxCircle(radius: 1), ()) == 3)
        #expect(FxPlot.area.send(to: FxPlot(), ()) == 600)
        // Exchanging them is refused, as is moving one's implementation to the other.
        #expect(throws: RuntimeError.self) { try method_exchangeImplementations(shapeArea, plotArea) }
        #expect(throws: RuntimeError.self) { try method_setImplementation(plotArea, method_getImplementation(shapeArea)) }
        #expect(FxPlot.area.send(to: FxPlot(), ()) == 600)
    }
}
