import Foundation
import Graphics
import Testing

@Suite("CGRect.applying")
struct RectTransformTests {
    /// The smallest rectangle holding the four corners mapped one by one: the definition.
    func reference(_ rect: CGRect, _ transform: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { $0.applying(transform) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    @Test("the box of the mapped corners, bit for bit, for random rectangles and transforms (rotated, flipped, skewed)")
    func boxOfTheCorners() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<10_000 {
            func value(_ range: ClosedRange<CGFloat>) -> CGFloat { CGFloat.random(in: range, using: &random) }
            let rect = CGRect(x: value(-500...500), y: value(-500...500), width: value(-100...300), height: value(-100...300))
            let transform = CGAffineTransform(a: value(-3...3), b: value(-3...3), c: value(-3...3), d: value(-3...3),
                                              tx: value(-1000...1000), ty: value(-1000...1000))
            let mapped = rect.applying(transform), expected = reference(rect, transform)
            #expect(mapped.origin == expected.origin && mapped.size == expected.size, "\(rect) by \(transform)")
        }
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 10)
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(flip) == CGRect(x: 1, y: 4, width: 3, height: 4))
    }
}
