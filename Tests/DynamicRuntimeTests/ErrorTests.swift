import Testing
@testable import DynamicRuntime

/// Item 7 for classes, methods and sends: every misuse throws a `RuntimeError` of the right kind
/// whose message names the class and selector, nothing traps, and the runtime is as it was.
@Suite struct ErrorTests {
    /// A private tree with one live instance of its leaf class.
    struct Scene {
        let tree: FxTree
        let leafObject: FxPlain

        init() throws {
            tree = try FxTree()
            leafObject = try tree.object(tree.leaf)
        }

        var base: String { class_getName(tree.base) }
        var mid: String { class_getName(tree.mid) }
        var leaf: String { class_getName(tree.leaf) }

        func method(_ selector: AnySelector, classSide: Bool = false) -> RuntimeMethod {
            (classSide ? class_getClassMethod(tree.base, selector) : class_getInstanceMethod(tree.base, selector))!
        }

        /// Everything a refused call might have changed.
        struct Snapshot: Equatable {
            var answers: [String] = []
            var ownMethods: [[String]] = []
            var implementations: [ObjectIdentifier] = []
            var registered: [Bool] = []
            var leafObjectClass = ""
        }

        func snapshot() throws -> Snapshot {
            var snapshot = Snapshot()
            for cls in tree.all {
                let object = try tree.object(cls)
                snapshot.answers += [try object.send(FxSel.value, ()), try object.send(FxSel.other, ()),
                                     String(try object.send(FxSel.add, 1)), try cls.send(FxSel.classValue, ())]
                for methods in [cls.ownMethods(), cls.ownMethods(classSide: true)] {
                    snapshot.ownMethods.append(methods.map { "\($0) \(method_getTypeEncoding($0))" })
                    snapshot.implementations += methods.map { ObjectIdentifier(method_getImplementation($0)) }
                }
                snapshot.registered.append(objc_getClass(class_getName(cls)) === cls)
            }
            snapshot.leafObjectClass = class_getName(object_getClass(leafObject))
            return snapshot
        }
    }

    enum Misuse: String, CaseIterable, Sendable {
        case sendUnknownSelector, sendUnknownClassSelector, performUnknownSelector
        case sendWithAnotherSignature, superSendWithAnotherSignature, classSendWithAnotherSignature
        case forwardToAMethodOfAnotherSignature, performWithWrongArguments
        case addMethodOverInheritedOfAnotherSignature, addClassMethodOverInheritedOfAnotherSignature
        case replaceOwnMethodWithAnotherSignature, replaceInheritedMethodWithAnotherSignature
        case setImplementationOfAnotherSignature, exchangeMethodsOfDifferentSignatures
        case classAddMethodWithWrongTypes, classReplaceMethodWithWrongTypes
        case allocateDuplicateName, allocateUnderUnregisteredClass, registerTwice
        case disposeWithInstances, disposeWithSubclasses, disposeMirror, addMethodToDisposedClass
        case setUnrelatedClass, setUnregisteredClass
        case hookObjectWithUnknownSelector, hookObjectWithAnotherSignature

        var kind: RuntimeError.Kind {
            switch self {
            case .sendUnknownSelector, .sendUnknownClassSelector, .performUnknownSelector, .hookObjectWithUnknownSelector: .unrecognizedSelector
            case .allocateDuplicateName: .duplicateClassName
            case .allocateUnderUnregisteredClass, .registerTwice, .disposeWithInstances, .disposeWithSubclasses,
                 .disposeMirror, .addMethodToDisposedClass: .classInUse
            case .setUnrelatedClass, .setUnregisteredClass: .invalidClassChange
            default: .signatureMismatch
            }
        }

        /// The misuse, and what its message must contain.
        func prepare(in scene: Scene) throws -> (fragments: [String], commit: () throws -> Void) {
            let tree = scene.tree, object = scene.leafObject
            let value = FxSel.value.untyped
            let valueByInt = Selector<Int, String>(FxSel.value.name)
            let takingInt = TypedImplementation<Int, String> { _, _, x in "\(x)" }
            switch self {
            case .sendUnknownSelector:
                return (["-[\(scene.leaf) fxMissing]: unrecognized selector sent to instance"], { _ = try object.send(FxSel.missing, ()) })
            case .sendUnknownClassSelector:
                return (["+[\(scene.leaf) fxMissing]: unrecognized selector sent to class"], { _ = try tree.leaf.send(FxSel.missing, ()) })
            case .performUnknownSelector:
                return (["-[\(scene.leaf) fxMissing]: unrecognized selector"], { _ = try object.perform(FxSel.missing.untyped) })
            case .sendWithAnotherSignature:
                return (["-[\(scene.leaf) fxValue]", "() -> String", "(Int) -> String"], { _ = try object.send(valueByInt, 1) })
            case .superSendWithAnotherSignature:
                return (["fxValue]", "() -> String", "(Int) -> String"], { _ = try object.sendSuper(valueByInt, 1, from: tree.leaf) })
            case .classSendWithAnotherSignature:
                return (["+[\(scene.leaf) fxClassValue]", "() -> String", "(Int) -> String"],
                        { _ = try tree.leaf.send(Selector<Int, String>(FxSel.classValue.name), 1) })
            case .forwardToAMethodOfAnotherSignature:
                let forwarder = FxForwarder(target: object)
                return (["-[\(scene.leaf) fxValue]", "() -> String", "(Int) -> String"], { _ = try forwarder.send(valueByInt, 1) })
            case .performWithWrongArguments:
                return (["-[\(scene.base) fxAdd:]", "(Int) -> Int", "String"], { _ = try object.perform(FxSel.add.untyped, with: "1") })
            case .addMethodOverInheritedOfAnotherSignature:
                return (["-[\(scene.mid) fxValue]", "the inherited -[\(scene.base) fxValue]", "() -> String", "(Int) -> String"],
                        { _ = try tree.mid.addMethod(value, implementation: takingInt) })
            case .addClassMethodOverInheritedOfAnotherSignature:
                return (["+[\(scene.mid) fxClassValue]", "the inherited +[\(scene.base) fxClassValue]", "() -> String", "(Int) -> String"],
                        { _ = try tree.mid.addMethod(FxSel.classValue.untyped, implementation: takingInt, classSide: true) })
            case .replaceOwnMethodWithAnotherSignature:
                return (["-[\(scene.base) fxValue]", "() -> String", "(Int) -> String"],
                        { _ = try class_replaceMethod(tree.base, value, takingInt, "(Int) -> String") })
            case .replaceInheritedMethodWithAnotherSignature:
                return (["-[\(scene.leaf) fxValue]", "the inherited -[\(scene.base) fxValue]", "() -> String", "(Int) -> String"],
                        { _ = try class_replaceMethod(tree.leaf, value, takingInt, "(Int) -> String") })
            case .setImplementationOfAnotherSignature:
                let method = scene.method(value)
                return (["-[\(scene.base) fxValue]", "() -> String", "(Int) -> Int"], { _ = try method_setImplementation(method, fxAdder(1)) })
            case .exchangeMethodsOfDifferentSignatures:
                let (first, second) = (scene.method(value), scene.method(FxSel.add.untyped))
                return (["-[\(scene.base) fxValue]", "with -[\(scene.base) fxAdd:]", "() -> String", "(Int) -> Int"],
                        { try method_exchangeImplementations(first, second) })
            case .classAddMethodWithWrongTypes:
                return (["-[\(scene.mid) fxBrandNew]", "v@:", "() -> String"],
                        { _ = try class_addMethod(tree.mid, sel_registerName("fxBrandNew"), fxAnswer("new"), "v@:") })
            case .classReplaceMethodWithWrongTypes:
                return (["-[\(scene.base) fxValue]", "\"() -> Int\"", "() -> String"],
                        { _ = try class_replaceMethod(tree.base, value, fxAnswer("new"), "() -> Int") })
            case .allocateDuplicateName:
                return (["objc_allocateClassPair", scene.mid, "already exists"], { _ = try objc_allocateClassPair(tree.base, scene.mid) })
            case .allocateUnderUnregisteredClass:
                let pending = try objc_allocateClassPair(RuntimeClass.of(FxPlain.self), fxUniqueName("FxPending"))
                let name = fxUniqueName("FxUnderPending")
                return (["objc_allocateClassPair", class_getName(pending), name, "not registered"],
                        { _ = try objc_allocateClassPair(pending, name) })
            case .registerTwice:
                return (["objc_registerClassPair", scene.base], { try objc_registerClassPair(tree.base) })
            case .disposeWithInstances:
                return (["objc_disposeClassPair", scene.leaf, "object(s)"], { try objc_disposeClassPair(tree.leaf) })
            case .disposeWithSubclasses:
                return (["objc_disposeClassPair", scene.mid, "subclasses", scene.leaf], { try objc_disposeClassPair(tree.mid) })
            case .disposeMirror:
                return (["objc_disposeClassPair", "FxPlain", "Swift class"], { try objc_disposeClassPair(RuntimeClass.of(FxPlain.self)) })
            case .addMethodToDisposedClass:
                let gone = try objc_allocateClassPair(tree.base, fxUniqueName("FxGone"))
                try objc_disposeClassPair(gone)
                return (["-[\(class_getName(gone)) fxValue]", "disposed"], { _ = try gone.addMethod(value, implementation: fxAnswer("x")) })
            case .setUnrelatedClass:
                return (["object_setClass", scene.leaf, "FxShape"], { _ = try object_setClass(object, RuntimeClass.of(FxShape.self)) })
            case .setUnregisteredClass:
                let pending = try objc_allocateClassPair(tree.leaf, fxUniqueName("FxPendingLeaf"))
                return (["object_setClass", class_getName(pending), "not registered"], { _ = try object_setClass(object, pending) })
            case .hookObjectWithUnknownSelector:
                // Refused before the object gets a hook class: the snapshot has its class.
                return (["-[\(scene.leaf) fxMissing]"], { _ = try object.hook(FxSel.missing, before: { _, _ in }) })
            case .hookObjectWithAnotherSignature:
                return (["-[\(scene.leaf) fxValue]", "() -> String", "(Int) -> String"],
                        { _ = try object.hook(valueByInt, before: { _, _ in }) })
            }
        }
    }

    @Test("a misuse throws its kind, names class and selector, and changes nothing", arguments: Misuse.allCases)
    func misuseThrowsAndChangesNothing(misuse: Misuse) throws {
        let scene = try Scene()
        let (fragments, commit) = try misuse.prepare(in: scene)
        let before = try scene.snapshot()
        fxExpectError(misuse.kind, naming: fragments, commit)
        #expect(try scene.snapshot() == before)
        // And a second attempt is refused the same way: the first left no half-done state.
        fxExpectError(misuse.kind, naming: fragments, commit)
    }

    @Test func everyKindOfTheseAreasHasAMisuse() {
        let kinds: [RuntimeError.Kind] = [.unrecognizedSelector, .signatureMismatch, .duplicateClassName, .classInUse, .invalidClassChange]
        for kind in kinds {
            #expect(Misuse.allCases.contains { $0.kind == kind }, "\(kind)")
        }
    }

    @Test func theErrorDescribesItselfByItsMessage() throws {
        let error = try #require(fxExpectError(.unrecognizedSelector, naming: []) { try FxSquare(side: 1).send(FxSel.missing, ()) })
        #expect(error.description == error.message)
        #expect(error == RuntimeError(.unrecognizedSelector, className: "FxSquare", selector: "fxMissing", error.message))
        #expect(error != RuntimeError(.signatureMismatch, className: "FxSquare", selector: "fxMissing", error.message))
    }
}
