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
