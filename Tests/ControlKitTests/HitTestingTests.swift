import ControlKit
import DynamicRuntime
import Testing

@Suite("Hit testing")
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
