import ControlKit
import Testing

@Suite("View geometry and coordinate conversion")
@MainActor
struct ViewGeometryTests {
    @Test("frame, center and bounds describe one rectangle: setting one updates the others")
    func frameCenterAndBoundsAgree() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))

        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))

        view.bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
        #expect(view.frame == CGRect(x: 0, y: 75, width: 200, height: 50), "a bounds resize grows around the center")
    }

    @Test("a bounds origin moves content, not the view's frame")
    func boundsOriginKeepsTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.bounds.origin = CGPoint(x: 0, y: 50)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.bounds == CGRect(x: 0, y: 50, width: 40, height: 40), "setting the frame keeps the bounds origin")
    }

    @Test("a bounds origin of (0, 50) shows a subview at y 50 at the superview's top edge")
    func boundsOriginShiftsSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroller = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let row = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 10))
        root.addSubview(scroller)
        scroller.addSubview(row)
        #expect(row.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 60))
        scroller.bounds.origin = CGPoint(x: 0, y: 50)
        #expect(row.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 10))
        #expect(root.convert(CGPoint(x: 15, y: 15), to: row) == CGPoint(x: 5, y: 5))
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === row)
    }

    @Test("points convert up, down and across branches of one tree, and round-trip")
    func convertWithinATree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let left = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 20, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        root.addSubview(left)
        root.addSubview(right)
        left.addSubview(inner)
        right.bounds.origin = CGPoint(x: 7, y: 0)

        #expect(inner.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 26))
        #expect(root.convert(CGPoint(x: 16, y: 26), to: inner) == CGPoint(x: 1, y: 1))
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: right) == CGPoint(x: -177, y: 6))
        #expect(right.convert(CGPoint(x: -177, y: 6), to: inner) == CGPoint(x: 1, y: 1))
        #expect(inner.convert(CGPoint(x: 3, y: 4), from: right) == right.convert(CGPoint(x: 3, y: 4), to: inner))
        #expect(inner.convert(CGPoint(x: 3, y: 4), to: inner) == CGPoint(x: 3, y: 4))
    }

    @Test("nil converts to and from the window: the coordinates of the tree's root")
    func convertToNilMeansTheRoot() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
        window.addSubview(view)
        #expect(view.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 31, y: 42))
        #expect(view.convert(CGPoint(x: 31, y: 42), from: nil) == CGPoint(x: 1, y: 2))
        #expect(window.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 5, y: 5))
    }

    @Test("views of different trees meet in screen coordinates, each root at its frame origin")
    func convertAcrossTrees() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        first.addSubview(a)
        second.addSubview(b)
        // a's origin is (10, 10) on screen; b's is (120, 20).
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -110, y: -10))
        #expect(b.convert(CGPoint.zero, to: a) == CGPoint(x: 110, y: 10))
        #expect(b.convert(CGPoint.zero, from: a) == CGPoint(x: -110, y: -10), "from a to b is a's to b")
        #expect(a.convert(CGPoint(x: -110, y: -10), from: b) == CGPoint.zero, "and back")
    }

    @Test("rectangles convert by their origin and keep their size")
    func convertRects() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let child = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
        root.addSubview(child)
        child.bounds.origin = CGPoint(x: 5, y: 5)
        let rect = CGRect(x: 10, y: 10, width: 30, height: 40)
        #expect(child.convert(rect, to: root) == CGRect(x: 55, y: 65, width: 30, height: 40))
        #expect(child.convert(CGRect(x: 55, y: 65, width: 30, height: 40), from: root) == rect)
        #expect(child.convert(rect, to: nil) == CGRect(x: 55, y: 65, width: 30, height: 40))
    }
}
