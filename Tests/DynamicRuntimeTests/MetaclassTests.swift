import Testing
@testable import DynamicRuntime

// The class side, as objc4's metaclasses: `object_getClass(cls)` and the method functions on it,
// and class-side lookups that end in the root class's instance methods.

class McBase<Tag>: RuntimeObject {}
final class McDerived<Tag>: McBase<Tag> {}

@Suite struct MetaclassTests {
    @Test func classAddMethodOnTheMetaclassAddsAClassMethod() throws {
        enum Tag {}
        let cls = RuntimeClass.of(McBase<Tag>.self)
        let meta = object_getClass(cls)
        #expect(class_isMetaClass(meta) && !class_isMetaClass(cls))
        #expect(class_getName(meta) == class_getName(cls))
        #expect(object_getClass(cls) === meta, "one metaclass per class")
        let selector = Selector<Int, String>("mcDescribe:")
        let implementation = TypedImplementation<Int, String> { receiver, _, x in "\((receiver as! RuntimeClass).name) \(x)" }
        #expect(try class_addMethod(meta, selector.untyped, implementation, "(Int) -> String"))
        #expect(try cls.send(selector, 1) == "\(cls.name) 1")
        // Subclasses inherit it, as class methods are inherited.
        let derived = RuntimeClass.of(McDerived<Tag>.self)
        #expect(try derived.send(selector, 2) == "\(derived.name) 2")
        #expect(class_getSuperclass(object_getClass(derived)) === meta)
        // The metaclass's instance methods are the class's class methods.
        #expect(class_getInstanceMethod(meta, selector.untyped) === class_getClassMethod(cls, selector.untyped))
        #expect(class_copyMethodList(meta).map { sel_getName(method_getName($0)) } == ["mcDescribe:"])
        #expect(class_copyMethodList(cls).isEmpty, "not an instance method")
        #expect(throws: RuntimeError.self) { try McBase<Tag>().send(selector, 3) }
    }

    @Test func replaceAndExchangeWorkOnTheMetaclass() throws {
        enum Tag {}
        let cls = RuntimeClass.of(McBase<Tag>.self)
        let meta = object_getClass(cls)
        let first = Selector<(), String>("mcFirst"), second = Selector<(), String>("mcSecond")
        try class_addMethod(meta, first.untyped, TypedImplementation<(), String> { _, _, _ in "first" }, "() -> String")
        try class_addMethod(meta, second.untyped, TypedImplementation<(), String> { _, _, _ in "second" }, "() -> String")
        try method_exchangeImplementations(try #require(class_getInstanceMethod(meta, first.untyped)),
                                           try #require(class_getInstanceMethod(meta, second.untyped)))
        #expect(try cls.send(first, ()) == "second" && cls.send(second, ()) == "first")
        let previous = try class_replaceMethod(meta, first.untyped, TypedImplementation<(), String> { _, _, _ in "replaced" }, "() -> String")
        #expect(previous.map { ($0 as! TypedImplementation<(), String>).body(cls, first.untyped, ()) } == "second")
        #expect(try cls.send(first, ()) == "replaced")
    }

    @Test func aClassSideLookupEndsInTheRootClassInstanceMethodsThatAcceptAnyReceiver() throws {
        enum Tag {}
        let root = RuntimeClass.of(RuntimeObject.self)
        let selector = Selector<(), String>(fxUniqueName("mcRootDescription"))
        try class_addMethod(root, selector.untyped, TypedImplementation<(), String> { receiver, _, _ in
            (receiver as? RuntimeClass).map { "class \($0.name)" } ?? "instance"
        }, "() -> String")
        let cls = RuntimeClass.of(McDerived<Tag>.self)
        #expect(try cls.send(selector, ()) == "class \(cls.name)")
        #expect(try McDerived<Tag>().send(selector, ()) == "instance")
        #expect(class_getClassMethod(cls, selector.untyped) === class_getInstanceMethod(root, selector.untyped))
        // It must keep accepting classes: an implementation for objects only is refused.
        let method = try #require(class_getInstanceMethod(root, selector.untyped))
        let refusal = try #require(throws: RuntimeError.self) {
            try method_setImplementation(method, TypedImplementation<(), String>(for: RuntimeObject.self) { _, _, _ in "objects only" })
        }
        #expect(refusal.kind == .signatureMismatch && refusal.className == root.name && refusal.selector == selector.name)
        #expect(try cls.send(selector, ()) == "class \(cls.name)")
    }

    @Test func rootInstanceMethodsForObjectsOnlyAreNotReachedFromTheClassSide() throws {
        enum Tag {}
        let cls = RuntimeClass.of(McBase<Tag>.self)
        let error = try #require(throws: RuntimeError.self) { try cls.send(RuntimeObject.classMethod.selector, ()) }
        #expect(error.kind == .unrecognizedSelector && error.isClassMethod && error.selector == "class")
    }
}
