import Testing
@testable import DynamicRuntime

// Seed 001 ("expanding a UIButton's hit area with a category"), ported line for line against
// stand-ins for UIView → UIButton (and a sibling, UILabel) until ControlKit exists.

struct S1Point: Hashable { var x, y: Double }
struct S1Insets: Hashable { var top, left, bottom, right: Double; static let zero = S1Insets(top: 0, left: 0, bottom: 0, right: 0) }
final class S1Event: RuntimeObject {}

struct S1Rect: Hashable {
    var x, y, width, height: Double

    /// UIEdgeInsetsInsetRect: positive insets shrink, negative grow.
    func inset(by insets: S1Insets) -> S1Rect {
        S1Rect(x: x + insets.left, y: y + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// CGRectContainsPoint: half-open.
    func contains(_ point: S1Point) -> Bool {
        point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
    }
}

class S1View: RuntimeObject {
    var bounds = S1Rect(x: 0, y: 0, width: 44, height: 44)

    static let pointInside = DeclaredMethod("pointInside:withEvent:", of: S1View.self) {
        (view, arguments: (S1Point, S1Event?)) in view.bounds.contains(arguments.0)
    }
    override class var runtimeMembers: [any RuntimeMember] { [pointInside] }

    /// The entry point: one message send.
    func point(inside point: S1Point, with event: S1Event?) -> Bool {
        S1View.pointInside.send(to: self, (point, event))
    }
}
class S1Button: S1View {}
final class S1Label: S1View {}

// MARK: The category, as the seed writes it

let pointInsideSelector = sel_registerName("pointInside:withEvent:")
let ytPointInsideSelector = sel_registerName("yt_pointInside:withEvent:")
let ytPointInside = Selector<(S1Point, S1Event?), Bool>("yt_pointInside:withEvent:")

func YTSwizzleMethod(_ cls: RuntimeClass, _ originalSelector: AnySelector, _ swizzledSelector: AnySelector) throws {
    guard let originalMethod = class_getInstanceMethod(cls, originalSelector),
          let swizzledMethod = class_getInstanceMethod(cls, swizzledSelector) else { return }

    let didAddMethod = try class_addMethod(cls, originalSelector, method_getImplementation(swizzledMethod), method_getTypeEncoding(swizzledMethod))

    if didAddMethod {
        try class_replaceMethod(cls, swizzledSelector, method_getImplementation(originalMethod), method_getTypeEncoding(originalMethod))
    } else {
        try method_exchangeImplementations(originalMethod, swizzledMethod)
    }
}

extension S1Button {
    /// `+load` of `UIButton (ExpandHitArea)`: the category's method, then the swizzle.
    static func loadExpandHitArea(into cls: RuntimeClass) throws {
        let implementation = TypedImplementation(for: S1Button.self) { (button, _, arguments: (S1Point, S1Event?)) in
            button.yt_pointInside(arguments.0, withEvent: arguments.1)
        }
        try class_addMethod(cls, ytPointInsideSelector, implementation, implementation.signature.description)
        try YTSwizzleMethod(cls, pointInsideSelector, ytPointInsideSelector)
    }

    var hitTestEdgeInsets: S1Insets {
        get {
            objc_getAssociatedObject(self, sel_registerName("hitTestEdgeInsets")) as? S1Insets ?? .zero
        }
        set {
            try? objc_setAssociatedObject(self, sel_registerName("hitTestEdgeInsets"), newValue, OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    func yt_pointInside(_ point: S1Point, withEvent event: S1Event?) -> Bool {
        let insets = hitTestEdgeInsets
        if insets == .zero {
            return (try? send(ytPointInside, (point, event))) ?? false
        } else {
            let hitBounds = bounds.inset(by: insets)
            return hitBounds.contains(point)
        }
    }
}

// MARK: Tests

@Suite(.serialized) struct Seed001PortTests {
    static let grid = stride(from: -20.0, through: 64, by: 4).flatMap { x in
        stride(from: -20.0, through: 64, by: 4).map { y in S1Point(x: x, y: y) }
    }

    /// Swizzles a fresh dynamic subclass of S1Button so the process-wide S1Button stays clean.
    static func swizzledButtonClass(_ name: String) throws -> RuntimeClass {
        let cls = try objc_allocateClassPair(RuntimeClass.of(S1Button.self), name)
        try objc_registerClassPair(cls)
        try S1Button.loadExpandHitArea(into: cls)
        return cls
    }

    @Test func zeroInsetsPassThroughToTheOriginal() throws {
        let cls = try Self.swizzledButtonClass("S1SwizzledButton_passthrough")
        let plain = S1Button(), swizzled = S1Button()
        try object_setClass(swizzled, cls)
        for point in Self.grid {
            #expect(swizzled.point(inside: point, with: nil) == plain.point(inside: point, with: nil), "\(point)")
        }
    }

    @Test func negativeInsetsExpandTheHitArea() throws {
        let cls = try Self.swizzledButtonClass("S1SwizzledButton_expand")
        let button = S1Button()
        try object_setClass(button, cls)
        button.hitTestEdgeInsets = S1Insets(top: -12, left: -12, bottom: -12, right: -12)
        #expect(button.point(inside: S1Point(x: -12, y: -12), with: nil))
        #expect(button.point(inside: S1Point(x: 55.9, y: 55.9), with: nil))
        #expect(!button.point(inside: S1Point(x: 56, y: 20), with: nil))
        #expect(!button.point(inside: S1Point(x: -12.1, y: 20), with: nil))
        button.hitTestEdgeInsets = .zero
        #expect(!button.point(inside: S1Point(x: -1, y: 20), with: nil), "back to zero: the original again")
    }

    @Test func swizzlingTheSubclassLeavesSuperclassAndSiblingUntouched() throws {
        let viewClass = RuntimeClass.of(S1View.self)
        let viewMethod = try #require(class_getInstanceMethod(viewClass, pointInsideSelector))
        let viewImplementation = method_getImplementation(viewMethod)
        let cls = try Self.swizzledButtonClass("S1SwizzledButton_scope")

        // The inherited-method pitfall: the helper added pointInside to the subclass rather than
        // exchanging the superclass's method.
        #expect(class_copyMethodList(cls).map(method_getName).contains(pointInsideSelector))
        #expect(method_getImplementation(viewMethod) === viewImplementation)
        #expect(class_copyMethodList(viewClass).map(method_getName) == [pointInsideSelector])
        #expect(class_getInstanceMethod(RuntimeClass.of(S1Label.self), pointInsideSelector) === viewMethod)

        let swizzled = S1Button(), view = S1View(), label = S1Label()
        try object_setClass(swizzled, cls)
        swizzled.hitTestEdgeInsets = S1Insets(top: -12, left: -12, bottom: -12, right: -12)
        let outside = S1Point(x: -6, y: -6)
        #expect(swizzled.point(inside: outside, with: nil))
        #expect(!view.point(inside: outside, with: nil))
        #expect(!label.point(inside: outside, with: nil))
        #expect(!S1Button().point(inside: outside, with: nil))
    }

    @Test func aClassThatOwnsTheMethodTakesTheExchangeBranch() throws {
        let cls = try Self.swizzledButtonClass("S1SwizzledButton_owner")
        // Swizzling again on the same class: now it owns both methods, so the helper exchanges
        // them back and the original runs even with insets set.
        try YTSwizzleMethod(cls, pointInsideSelector, ytPointInsideSelector)
        let button = S1Button()
        try object_setClass(button, cls)
        button.hitTestEdgeInsets = S1Insets(top: -12, left: -12, bottom: -12, right: -12)
        #expect(!button.point(inside: S1Point(x: -6, y: -6), with: nil))
        #expect(button.point(inside: S1Point(x: 6, y: 6), with: nil))
    }
}
