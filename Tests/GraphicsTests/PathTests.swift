import Foundation
import Testing
@testable import Graphics

@Suite struct PathTests {
    @Test func transformsComposeAndInvert() {
        let transform = CGAffineTransform(translationX: 3, y: -2).rotated(by: 0.7).scaledBy(x: 2, y: 0.5)
        let point = CGPoint(x: 1.5, y: -4)
        let back = point.applying(transform).applying(transform.inverted())
        #expect(abs(back.x - point.x) < 1e-12 && abs(back.y - point.y) < 1e-12)
        // translatedBy translates first: (0, 0) goes to the translation, then the scale.
        #expect(CGPoint.zero.applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)) == CGPoint(x: 2, y: 3))
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1), "singular: unchanged")
    }

    @Test func shapesStartWhereCoreGraphicsStartsThem() {
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).elements.first == .moveToPoint(CGPoint(x: 1, y: 2)))
        #expect(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 2)).elements.first == .moveToPoint(CGPoint(x: 4, y: 1)))
        let box = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 2)).boundingBox
        #expect(box == CGRect(x: 0, y: 0, width: 4, height: 2))
    }

    @Test func arcsGoTheAskedWayRound() {
        let counterclockwise = CGMutablePath()
        counterclockwise.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let clockwise = CGMutablePath()
        clockwise.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // A quarter turn one way is one curve; three quarters the other way, three.
        #expect(counterclockwise.elements.count == 2 && clockwise.elements.count == 4)
        let end = clockwise.currentPoint
        #expect(abs(end.x) < 1e-12 && abs(end.y - 1) < 1e-12)
    }

    /// Pairs of angles a full turn or more apart, as drawing code writes them.
    static let fullTurnAngles: [(CGFloat, CGFloat)] = {
        let pi = CGFloat.pi
        return [(0, 2 * pi), (2 * pi, 0), (-pi / 2, 3 * pi / 2), (3 * pi / 2, -pi / 2), (pi, 3 * pi), (0, 4 * pi), (0.25, 0.25 + 2 * pi)]
    }()

    @Test("angles a full turn or more apart make the whole circle, either way round", arguments: fullTurnAngles)
    func fullTurns(start: CGFloat, end: CGFloat) {
        for clockwise in [false, true] {
            let path = CGMutablePath()
            path.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: start, endAngle: end, clockwise: clockwise)
            // Four quarter-turn curves, ending where they began, bounding the whole circle (to the
            // cubic approximation's 0.03% of the radius).
            #expect(path.elements.count == 5, "\(start) → \(end), clockwise \(clockwise)")
            let box = path.boundingBoxOfPath
            #expect(abs(box.minX - 5) < 0.01 && abs(box.maxX - 15) < 0.01 && abs(box.minY - 5) < 0.01 && abs(box.maxY - 15) < 0.01)
            #expect(abs(path.currentPoint.x - (10 + 5 * cos(start))) < 1e-9 && abs(path.currentPoint.y - (10 + 5 * sin(start))) < 1e-9)
            #expect(path.contains(CGPoint(x: 10, y: 10)))
        }
        // Equal angles are a point: nothing is swept.
        let point = CGMutablePath()
        point.addArc(center: .zero, radius: 5, startAngle: start, endAngle: start, clockwise: true)
        #expect(point.elements.count == 1)
    }

    @Test func theBoundingBoxOfAPathLeavesOutControlPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 8), control2: CGPoint(x: 10, y: 8))
        path.addQuadCurve(to: CGPoint(x: 10, y: -4), control: CGPoint(x: 14, y: -2))
        #expect(path.boundingBox == CGRect(x: 0, y: -4, width: 14, height: 12))
        // The cubic's top is 3/4 of its controls' height at t = ½; the quadratic's rightmost point
        // is at t = ½: ¼·10 + ½·14 + ¼·10 = 12.
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX) < 1e-12 && abs(box.maxX - 12) < 1e-12 && abs(box.minY + 4) < 1e-12 && abs(box.maxY - 6) < 1e-12)
        #expect(CGMutablePath().boundingBoxOfPath.isNull)
    }

    @Test func containsFollowsTheFillRule() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addEllipse(in: CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(path.contains(CGPoint(x: 5, y: 5), using: .winding))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 1.5, y: 5), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 0.2, y: 0.2)))
    }

    @Test func aRoundedRectWithHalfSideRadiiIsAnEllipse() {
        let rect = CGRect(x: 0, y: 0, width: 8, height: 8)
        #expect(CGPath(roundedRect: rect, cornerWidth: 4, cornerHeight: 4) == CGPath(ellipseIn: rect))
        #expect(CGPath(roundedRect: rect, cornerWidth: 0, cornerHeight: 3) == CGPath(rect: rect))
    }
}
