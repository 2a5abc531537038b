import ControlKit
import DynamicRuntime
import Testing

@Suite("Hit testing")
@MainActor
struct HitTestingTests {
    @Test("pointInside is half-open in bounds coordinates: (99, 99) in, (100, 100) out")
    func halfOpenEdge() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.point(inside: CGPoint(x: 99, y: 99), with: nil))
        #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 100), with: nil))
        #expect(!view.point(inside: CGPoint(x: -0.5, y: 10), with: nil))
    }

    @Test("a swizzled pointInside is what hitTest asks")
    func hitTestReachesSwizzledPointInside() throws {
        final class WidePoints: UIView {}
        let view = WidePoints(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
        let token = try WidePoints.hook(UIView.pointInsideMethod.selector, instead: { _, _, _ in true })
        #expect(view.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        try token.revert()
        #expect(view.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
    }
}

/// A view that answers yes to points within `outset` points outside its bounds: the seed 004
/// button that expands its own hit area (or a parent that expands too).
final class OutsetView: UIView {
    var outset: CGFloat = 0
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -outset, dy: -outset).contains(point)
    }
}

/// Seed 004's round button: it accepts only points within the circle inscribed in its bounds.
final class RoundButton: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let radius = min(bounds.width, bounds.height) / 2
        let dx = point.x - bounds.midX, dy = point.y - bounds.midY
        return dx * dx + dy * dy <= radius * radius
    }
}

@Suite("Hit testing rules")
@MainActor
struct HitTestingRulesTests {
    private func container(with child: UIView) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(child)
        return root
    }

    @Test("alpha below 0.01 is not hittable; 0.01 itself is")
    func alphaBoundary() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let root = container(with: child)
        child.alpha = 0.0099
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        #expect(child.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
        child.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === child)
        child.alpha = 0
        #expect(child.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
    }

    @Test("a hidden view and its subviews are not hittable")
    func hidden() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.addSubview(grandchild)
        let root = container(with: child)
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        child.isHidden = false
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === grandchild)
    }

    @Test("interaction disabled hides the view and everything beneath it from hit testing")
    func interactionDisabled() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.addSubview(grandchild)
        let root = container(with: child)
        child.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        grandchild.isUserInteractionEnabled = false
        child.isUserInteractionEnabled = true
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === child)
    }

    @Test("pointInside respects the bounds origin, half-open: origin in, origin + size out")
    func boundsOriginInPointInside() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds.origin = CGPoint(x: 50, y: 50)
        #expect(view.point(inside: CGPoint(x: 50, y: 50), with: nil))
        #expect(view.point(inside: CGPoint(x: 149, y: 149), with: nil))
        #expect(!view.point(inside: CGPoint(x: 150, y: 150), with: nil))
        #expect(!view.point(inside: CGPoint(x: 10, y: 10), with: nil))
    }

    @Test("the half-open edge holds through hitTest from a superview")
    func halfOpenThroughHitTest() {
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let root = container(with: child)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 199.5, y: 199.5), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 200, y: 200), with: nil) === root)
    }

    @Test("subviews are asked front to back: the topmost containing view wins")
    func frontToBack() {
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let root = container(with: back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        root.bringSubviewToFront(back)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front, "a skipped view lets the next one down answer")
    }

    @Test("each subview is asked with the point in its own coordinates")
    func convertedPoints() throws {
        final class Probe: UIView {}
        let probe = Probe(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        probe.bounds.origin = CGPoint(x: 5, y: 0)
        let root = container(with: probe)
        var asked: [CGPoint] = []
        let token = try Probe.hook(UIView.pointInsideMethod.selector, before: { _, arguments in asked.append(arguments.0) })
        defer { try? token.revert() }
        _ = root.hitTest(CGPoint(x: 31, y: 42), with: nil)
        #expect(asked == [CGPoint(x: 6, y: 2)])
    }

    @Test("a point outside the view never reaches its subviews, even ones drawn there")
    func outsidePointsStayOutside() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overhanging = UIView(frame: CGRect(x: 80, y: 0, width: 100, height: 100))
        parent.addSubview(overhanging)
        parent.clipsToBounds = false
        let root = container(with: parent)
        #expect(root.hitTest(CGPoint(x: 90, y: 50), with: nil) === overhanging)
        #expect(root.hitTest(CGPoint(x: 150, y: 50), with: nil) === root, "outside the parent: unreachable")
    }

    @Test("seed 004: a button expanding its own hit area inside a same-size parent only works once the parent expands too")
    func parentExpansionExperiment() {
        let parent = OutsetView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let button = OutsetView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(button)
        let root = container(with: parent)
        let justOutside = CGPoint(x: 210, y: 150)

        button.outset = 20
        #expect(button.point(inside: button.convert(justOutside, from: root), with: nil), "the button itself says yes")
        #expect(root.hitTest(justOutside, with: nil) === root, "but hit testing never asks it: the parent says no")

        parent.outset = 20
        #expect(root.hitTest(justOutside, with: nil) === button)

        button.outset = 0
        #expect(root.hitTest(justOutside, with: nil) === parent, "the parent alone expanding catches the point itself")
    }

    @Test("seed 004: a round button accepts only its circle")
    func roundButton() {
        let button = RoundButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let root = container(with: button)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 50, y: 1), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root, "the corner is outside the circle")
    }

    @Test("an instance hook on pointInside widens one view's hit area, and reverting restores it")
    func instanceHookWidensOneView() throws {
        let parent = OutsetView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.outset = 50
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let sibling = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(sibling)
        parent.addSubview(button)
        let root = container(with: parent)
        let token = try button.hook(UIView.pointInsideMethod.selector, instead: { view, arguments, original in
            view.bounds.insetBy(dx: -20, dy: -20).contains(arguments.0) || original(arguments)
        })
        #expect(root.hitTest(CGPoint(x: 110, y: 50), with: nil) === button)
        #expect(sibling.point(inside: CGPoint(x: 110, y: 50), with: nil) == false, "other views keep the default")
        try token.revert()
        #expect(root.hitTest(CGPoint(x: 110, y: 50), with: nil) === parent)
    }

    @Test("labels and image views take no touches by default: the hit passes to the view beneath")
    func labelsAndImageViewsAreNotHittable() {
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel(frame: button.bounds)
        let imageView = UIImageView(frame: button.bounds)
        button.addSubview(imageView)
        button.addSubview(label)
        let root = container(with: button)
        #expect(!label.isUserInteractionEnabled && !imageView.isUserInteractionEnabled)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === button)
        label.isUserInteractionEnabled = true
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === label)
    }
}
