import Synchronization
import Testing
@testable import DynamicRuntime

// Shared fixtures for ClassTests, MethodListTests, MessageSendTests and ErrorTests.
//
// Swift Testing runs tests in parallel, and method lists are process-wide. So the Swift class
// trees below are only ever *read*; a test that changes a method list does it on classes of its
// own: a fresh `FxTree` of dynamic classes, or the generic `FxLab…<Tag>` tree instantiated with a
// tag type local to the test.

// MARK: - Geometry: FxShape → FxRectangle → FxSquare, and the sibling FxCircle

/// A frame, the value type of the `frame` property.
struct FxFrame: Equatable, Sendable {
    var width = 0.0, height = 0.0
}

class FxShape: RuntimeObject {
    static let area = DeclaredMethod("area", of: FxShape.self) { (_, _: ()) -> Double in 0 }
    static let name = DeclaredMethod("name", of: FxShape.self) { (_, _: ()) -> String in "shape" }
    static let scaledArea = DeclaredMethod("scaledAreaBy:", of: FxShape.self) { (shape, factor: Double) -> Double in
        shape.area() * factor
    }

    var storedFrame = FxFrame()
    var storedHidden = false
    static let frame = DeclaredProperty("frame", of: FxShape.self, storage: \.storedFrame)
    static let hidden = DeclaredProperty("hidden", of: FxShape.self, getterName: "isHidden", storage: \.storedHidden)

    override class var runtimeMembers: [any RuntimeMember] { [area, name, scaledArea, frame, hidden] }

    // Entry points: one send each.
    final func area() -> Double { FxShape.area.send(to: self, ()) }
    final func name() -> String { FxShape.name.send(to: self, ()) }
}

class FxRectangle: FxShape {
    let width: Double, height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    static let rectangleArea = DeclaredMethod("area", of: FxRectangle.self) { (rectangle, _: ()) -> Double in
        rectangle.width * rectangle.height
    }
    /// Declared here only: FxShape has no `perimeter`.
    static let perimeter = DeclaredMethod("perimeter", of: FxRectangle.self) { (rectangle, _: ()) -> Double in
        2 * (rectangle.width + rectangle.height)
    }
    static let rectangleName = DeclaredMethod("name", of: FxRectangle.self) { (_, _: ()) -> String in "rectangle" }

    static let cornerRadius = DeclaredProperty(readOnly: "cornerRadius", of: FxRectangle.self) { _ in 0.0 }

    override class var runtimeMembers: [any RuntimeMember] { [rectangleArea, perimeter, rectangleName, cornerRadius] }

    final func perimeter() -> Double { FxRectangle.perimeter.send(to: self, ()) }
}

final class FxSquare: FxRectangle {
    init(side: Double) {
        super.init(width: side, height: side)
    }

    static let squareName = DeclaredMethod("name", of: FxSquare.self) { (_, _: ()) -> String in "square" }

    override class var runtimeMembers: [any RuntimeMember] { [squareName] }
}

final class FxCircle: FxShape {
    let radius: Double

    init(radius: Double) {
        self.radius = radius
    }

    static let circleArea = DeclaredMethod("area", of: FxCircle.self) { (circle, _: ()) -> Double in
        3 * circle.radius * circle.radius
    }
    static let circleName = DeclaredMethod("name", of: FxCircle.self) { (_, _: ()) -> String in "circle" }

    override class var runtimeMembers: [any RuntimeMember] { [circleArea, circleName] }
}

/// The shapes as test arguments, with what their methods answer.
enum FxShapeKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case shape, rectangle, square, circle

    func make() -> FxShape {
        switch self {
        case .shape: FxShape()
        case .rectangle: FxRectangle(width: 2, height: 3)
        case .square: FxSquare(side: 4)
        case .circle: FxCircle(radius: 2)
        }
    }

    var area: Double {
        switch self {
        case .shape: 0
        case .rectangle: 6
        case .square: 16
        case .circle: 12
        }
    }

    /// The Swift class names from the class up to the root.
    var classChain: [String] {
        switch self {
        case .shape: ["FxShape", "RuntimeObject"]
        case .rectangle: ["FxRectangle", "FxShape", "RuntimeObject"]
        case .square: ["FxSquare", "FxRectangle", "FxShape", "RuntimeObject"]
        case .circle: ["FxCircle", "FxShape", "RuntimeObject"]
        }
    }

    var testDescription: String { rawValue }
}

/// Unrelated to the shapes, with a method of the same name `area` but another signature: a plot
/// of land measured in whole square metres.
final class FxPlot: RuntimeObject {
    static let area = DeclaredMethod("area", of: FxPlot.self) { (_, _: ()) -> Int in 600 }
    override class var runtimeMembers: [any RuntimeMember] { [area] }
}

// MARK: - Class methods (seed 003 overrides `+layerClass`): FxView → FxControl → FxSwitch

class FxLayer: RuntimeObject {}
final class FxRoundedLayer: FxLayer {}

class FxView: RuntimeObject {
    static let layerClass = DeclaredMethod(classMethod: "layerClass", of: FxView.self) { (_, _: ()) -> RuntimeClass in
        RuntimeClass.of(FxLayer.self)
    }
    override class var runtimeMembers: [any RuntimeMember] { [layerClass] }
}

class FxControl: FxView {}

final class FxSwitch: FxControl {
    static let switchLayerClass = DeclaredMethod(classMethod: "layerClass", of: FxSwitch.self) { (_, _: ()) -> RuntimeClass in
        RuntimeClass.of(FxRoundedLayer.self)
    }
    override class var runtimeMembers: [any RuntimeMember] { [switchLayerClass] }
}

// MARK: - A plain class and private trees for tests that change method lists

/// Declares nothing: its instances take the dynamic classes of an `FxTree`.
final class FxPlain: RuntimeObject {}

/// The selectors the private trees answer.
enum FxSel {
    static let value = Selector<(), String>("fxValue")
    static let other = Selector<(), String>("fxOther")
    static let add = Selector<Int, Int>("fxAdd:")
    static let missing = Selector<(), String>("fxMissing")
    static let classValue = Selector<(), String>("fxClassValue")
}

/// An implementation of `() -> String` answering `answer`.
func fxAnswer(_ answer: String) -> TypedImplementation<(), String> {
    TypedImplementation { _, _, _ in answer }
}

/// An implementation of `(Int) -> Int` adding `amount`.
func fxAdder(_ amount: Int) -> TypedImplementation<Int, Int> {
    TypedImplementation { _, _, x in x + amount }
}

/// A fresh tree of registered dynamic classes under ``FxPlain``, private to one test:
///
///     base (fxValue → "base", fxOther → "other", fxAdd: → +1; class method fxClassValue → "base class")
///     ├── mid
///     │   └── leaf
///     └── sibling
struct FxTree {
    let base: RuntimeClass
    let mid: RuntimeClass
    let leaf: RuntimeClass
    let sibling: RuntimeClass

    init() throws {
        base = try objc_allocateClassPair(RuntimeClass.of(FxPlain.self), fxUniqueName("FxTreeBase"))
        try base.addMethod(FxSel.value.untyped, implementation: fxAnswer("base"))
        try base.addMethod(FxSel.other.untyped, implementation: fxAnswer("other"))
        try base.addMethod(FxSel.add.untyped, implementation: fxAdder(1))
        try base.addMethod(FxSel.classValue.untyped, implementation: fxAnswer("base class"), classSide: true)
        try objc_registerClassPair(base)
        mid = try objc_allocateClassPair(base, fxUniqueName("FxTreeMid"))
        try objc_registerClassPair(mid)
        leaf = try objc_allocateClassPair(mid, fxUniqueName("FxTreeLeaf"))
        try objc_registerClassPair(leaf)
        sibling = try objc_allocateClassPair(base, fxUniqueName("FxTreeSibling"))
        try objc_registerClassPair(sibling)
    }

    var all: [RuntimeClass] { [base, mid, leaf, sibling] }

    /// A new object whose dispatch class is `cls`.
    func object(_ cls: RuntimeClass) throws -> FxPlain {
        let object = FxPlain()
        try object_setClass(object, cls)
        return object
    }

    /// The method list of `cls`'s own methods, by name.
    func ownSelectorNames(_ cls: RuntimeClass) -> [String] {
        class_copyMethodList(cls).map { sel_getName(method_getName($0)) }
    }
}

/// A private three-level Swift tree: instantiate it with a tag type declared inside the test
/// (`enum Tag {}`) to get Swift classes, and so mirrors, no other test touches.
/// `FxLabBase` answers `fxValue` with "base".
class FxLabBase<Tag>: RuntimeObject {
    override class var runtimeMembers: [any RuntimeMember] {
        [MethodDefinition(FxSel.value, of: FxLabBase<Tag>.self, implementation: fxAnswer("base"))]
    }
}
class FxLabMid<Tag>: FxLabBase<Tag> {}
final class FxLabLeaf<Tag>: FxLabMid<Tag> {}

// MARK: - Names and errors

private let fxNameCounter = Atomic<Int>(0)

/// A class name no other test uses: `prefix` and a process-wide counter.
func fxUniqueName(_ prefix: String) -> String {
    "\(prefix)_\(fxNameCounter.add(1, ordering: .relaxed).newValue)"
}

extension RuntimeError {
    /// Whether the fields name `method`: `-[Class selector]`, `+[…]`, or its tail
    /// `Class selector]` / `selector]`.
    func names(_ method: some StringProtocol) -> Bool {
        let text = String(method)
        let words = text.drop(while: { "-+[".contains($0) }).dropLast().split(separator: " ").map(String.init)
        let side = text.hasPrefix("-[") ? false : text.hasPrefix("+[") ? true : isClassMethod
        let sameClass: Bool = words.count < 2 || className == words[0]
        return selector == words.last && isClassMethod == side && sameClass
    }

    /// Whether either signature field shows `signature` (or, for an argument list, starts so).
    func shows(_ signature: String) -> Bool {
        [expectedSignature, actualSignature].contains { $0.map { "\($0)".contains(signature) } ?? false }
    }
}

/// Expects `body` to throw a `RuntimeError` of `kind` naming what each fragment names, read from
/// the error's fields: a method (see ``RuntimeError/names(_:)``, optionally followed by `: reason`)
/// from `className`, `selector` and `isClassMethod`; a signature from the signature fields; a
/// class name from `className`. Anything else is the reason, which only the message carries.
@discardableResult
func fxExpectError<R>(_ kind: RuntimeError.Kind, naming fragments: [String],
                      sourceLocation: SourceLocation = #_sourceLocation,
                      _ body: () throws -> R) -> RuntimeError? {
    let error = #expect(throws: RuntimeError.self, sourceLocation: sourceLocation) { _ = try body() }
    guard let error else { return nil }
    #expect(error.kind == kind, "\(error.message)", sourceLocation: sourceLocation)
    for fragment in fragments {
        let isMethod = fragment.hasPrefix("-[") || fragment.hasPrefix("+[") || (!fragment.contains("[") && fragment.contains("]"))
        if isMethod, let close = fragment.firstIndex(of: "]") {
            #expect(error.names(fragment[...close]), "\(error) should name \(fragment[...close])", sourceLocation: sourceLocation)
            let reason = fragment[fragment.index(after: close)...].drop { $0 == ":" || $0 == " " }
            if !reason.isEmpty {
                #expect(error.message.contains(reason), "reason of \(error.message)", sourceLocation: sourceLocation)
            }
        } else if fragment.hasPrefix("(") {
            #expect(error.shows(fragment), "\(error) should show \(fragment)", sourceLocation: sourceLocation)
        } else if fragment != error.className {
            #expect(error.message.contains(fragment), "message \"\(error.message)\" should contain \"\(fragment)\"",
                    sourceLocation: sourceLocation)
        }
    }
    return error
}

// MARK: - Dynamic method resolution and forwarding

/// `+resolveInstanceMethod:` adds a doubling `(Int) -> Int` method for its selectors (one per
/// test that uses it) and counts the resolutions of the first.
final class FxResolver: RuntimeObject {
    static let resolvedBySend = Selector<Int, Int>("fxResolvedBySend:")
    static let resolvedByRespondsTo = Selector<Int, Int>("fxResolvedByRespondsTo:")
    static let resolvedByPerform = Selector<Int, Int>("fxResolvedByPerform:")
    static let resolvedByLookUp = Selector<Int, Int>("fxResolvedByLookUp:")
    static let sendResolutions = Atomic<Int>(0)

    override class func resolveInstanceMethod(_ selector: AnySelector) -> Bool {
        let resolvable = [resolvedBySend, resolvedByRespondsTo, resolvedByPerform, resolvedByLookUp]
        guard resolvable.contains(where: { $0.untyped == selector }) else { return false }
        if selector == resolvedBySend.untyped { sendResolutions.add(1, ordering: .relaxed) }
        let doubling = TypedImplementation<Int, Int> { _, _, x in x * 2 }
        return (try? RuntimeClass.of(self).addMethod(selector, implementation: doubling)) ?? false
    }
}

/// `+resolveInstanceMethod:` adds a tripling `(Int) -> Int` method for its selectors (one per
/// path that resolves) but answers false, which objc4 ignores: the lookup runs again anyway.
final class FxFalseResolver: RuntimeObject {
    static let bySend = Selector<Int, Int>("fxFalseResolvedBySend:")
    static let byPerform = Selector<Int, Int>("fxFalseResolvedByPerform:")
    static let byLookUp = Selector<Int, Int>("fxFalseResolvedByLookUp:")

    override class func resolveInstanceMethod(_ selector: AnySelector) -> Bool {
        guard [bySend, byPerform, byLookUp].contains(where: { $0.untyped == selector }) else { return false }
        _ = try? RuntimeClass.of(self).addMethod(selector, implementation: TypedImplementation<Int, Int> { _, _, x in x * 3 })
        return false
    }
}

/// `+resolveInstanceMethod:` answers true without adding anything, and counts the calls.
final class FxLyingResolver: RuntimeObject {
    static let lie = Selector<(), String>("fxLie")
    static let calls = Atomic<Int>(0)

    override class func resolveInstanceMethod(_ selector: AnySelector) -> Bool {
        if selector == lie.untyped { calls.add(1, ordering: .relaxed) }
        return true
    }
}

/// `+resolveClassMethod:` adds the class methods `fxMadeByResolution` and `fxMadeByLookUp`,
/// answering `+[Class selector]`.
final class FxClassResolver: RuntimeObject {
    static let made = Selector<(), String>("fxMadeByResolution")
    static let madeByLookUp = Selector<(), String>("fxMadeByLookUp")

    override class func resolveClassMethod(_ selector: AnySelector) -> Bool {
        guard selector == made.untyped || selector == madeByLookUp.untyped else { return false }
        let implementation = TypedImplementation<(), String> { receiver, selector, _ in
            "+[\(class_getName(receiver as! RuntimeClass)) \(sel_getName(selector))]"
        }
        return (try? RuntimeClass.of(self).addMethod(selector, implementation: implementation, classSide: true)) ?? false
    }
}

/// Forwards every message it does not answer to `target` (`-forwardingTargetForSelector:`).
final class FxForwarder: RuntimeObject {
    var target: RuntimeObject?

    init(target: RuntimeObject? = nil) {
        self.target = target
    }

    override func forwardingTarget(for selector: AnySelector) -> RuntimeObject? { target }
}
