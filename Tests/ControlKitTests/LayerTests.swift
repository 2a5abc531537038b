import ControlKit
import DynamicRuntime
import SwizzleKitTesting
import Testing

/// A layer class a view can ask for.
final class ShapeLayer: CALayer {}
/// Another, for swizzles.
final class GradientLayer: CALayer {}

/// Seed 003's switch overrides its layer class.
final class RunKeeperSwitchView: UIView {
    override class var layerClass: AnyClass { ShapeLayer.self }
}

@Suite("Layers")
@MainActor
struct LayerTests {
    @Test("a plain view's layer is a CALayer made once, with the view as its delegate")
    func defaultLayer() {
        let view = UIView()
        #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
        let layer = view.layer
        #expect(type(of: layer) == CALayer.self)
        #expect(view.layer === layer)
        #expect(layer.delegate === view)
    }

    @Test("seed 003: a subclass overriding layerClass gets a layer of that class")
    func subclassOverride() {
        let view = RunKeeperSwitchView()
        #expect(view.layer is ShapeLayer)
        #expect(UIView().layer is ShapeLayer == false)
    }

    @Test("swizzling the class method +layerClass decides the class of layers made afterwards")
    func swizzledClassMethod() throws {
        final class Swizzled: UIView {}
        let early = Swizzled()
        _ = early.layer
        let cls = RuntimeClass.of(Swizzled.self)
        try cls.replaceMethod(UIView.layerClassMethod.selector.untyped,
                              implementation: TypedImplementation<(), AnyClass> { _, _, _ in GradientLayer.self }, classSide: true)
        #expect(ObjectIdentifier(Swizzled.layerClass) == ObjectIdentifier(GradientLayer.self))
        #expect(Swizzled().layer is GradientLayer)
        #expect(type(of: early.layer) == CALayer.self, "a layer already made keeps its class")
        #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self), "the swizzle is the subclass's alone")
    }

    @Test("a +layerClass swizzled on a class reaches its subclasses that do not override it")
    func classMethodIsInherited() throws {
        class Base: UIView {}
        final class Derived: Base {}
        let method = try #require(class_getClassMethod(RuntimeClass.of(Base.self), UIView.layerClassMethod.selector.untyped))
        #expect(method_getName(method) == UIView.layerClassMethod.selector.untyped)
        try RuntimeClass.of(Base.self).replaceMethod(UIView.layerClassMethod.selector.untyped,
                                                     implementation: TypedImplementation<(), AnyClass> { _, _, _ in ShapeLayer.self },
                                                     classSide: true)
        #expect(Derived().layer is ShapeLayer)
    }

    @Test("the layer's geometry is the view's: frame, bounds and position both ways")
    func sharedGeometry() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let layer = view.layer
        #expect(layer.frame == view.frame)
        #expect(layer.bounds == view.bounds)
        #expect(layer.position == view.center)
        view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        layer.bounds.origin = CGPoint(x: 0, y: 9)
        #expect(view.bounds.origin == CGPoint(x: 0, y: 9))
    }

    @Test("resizing through the layer marks the view for layout")
    func layerResizeMarksTheView() {
        let log = CallLog()
        let view = LayoutRecordingView("view", log: log)
        view.layoutIfNeeded()
        log.entries.removeAll()
        view.layer.position = CGPoint(x: 3, y: 3)
        view.layoutIfNeeded()
        #expect(log.entries.isEmpty)
        view.layer.bounds.size = CGSize(width: 1, height: 1)
        view.layoutIfNeeded()
        #expect(log.entries == ["view layoutSubviews"])
    }

    @Test("clipsToBounds is the layer's masksToBounds")
    func clipsToBoundsIsMasksToBounds() {
        let view = UIView()
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        #expect(!view.clipsToBounds)
    }

    @Test("corner radius, border and mask: defaults, negative values clamped, a layer cannot mask itself")
    func appearance() {
        let layer = CALayer()
        #expect(layer.cornerRadius == 0 && layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor.black)
        #expect(layer.mask == nil)
        layer.cornerRadius = 12
        layer.borderWidth = 2
        layer.borderColor = UIColor.red.cgColor
        #expect(layer.cornerRadius == 12 && layer.borderWidth == 2 && layer.borderColor == UIColor.red.cgColor)
        layer.cornerRadius = -4
        layer.borderWidth = -1
        #expect(layer.cornerRadius == 0 && layer.borderWidth == 0)
        let mask = CALayer()
        layer.mask = mask
        #expect(layer.mask === mask)
        layer.mask = layer
        #expect(layer.mask === mask, "ignored")
    }

    @Test("a layer without a view keeps its own geometry and clipping")
    func standaloneLayer() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        layer.masksToBounds = true
        #expect(layer.position == CGPoint(x: 20, y: 20))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(layer.masksToBounds)
        #expect(layer.delegate == nil)
    }
}

@Suite("+layerClass answering a class that is not a layer")
@MainActor
struct LayerClassMisuseTests {
    @Test("is reported as a runtime issue, and the view gets a CALayer")
    func notALayer() throws {
        final class Odd: UIView {
            override class var layerClass: AnyClass { UIView.self }
        }
        var view: Odd?
        let issues = runtimeIssues { view = Odd() }
        #expect(issues.count == 1 && issues.first?.message.contains("layerClass") == true)
        #expect(type(of: try #require(view).layer) == CALayer.self)
    }
}
