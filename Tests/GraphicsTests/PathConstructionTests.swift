import Foundation
import Testing
@testable import Graphics

/// Relative and tangent arcs, and paths made from a stroke or its dashes.
@Suite struct PathConstructionTests {
    func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    @Test func aRelativeArcTurnsByItsDeltaEitherWay() {
        let counterclockwise = CGMutablePath()
        counterclockwise.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: .pi / 2)
        #expect(close(counterclockwise.currentPoint, CGPoint(x: 0, y: 1)) && counterclockwise.elements.count == 2)
        let clockwise = CGMutablePath()
        clockwise.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: -.pi / 2)
        #expect(close(clockwise.currentPoint, CGPoint(x: 0, y: -1)))
        // One and a half turns: six quarter curves, ending opposite the start.
        let turns = CGMutablePath()
        turns.move(to: CGPoint(x: 5, y: 5))
        turns.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: 3 * .pi)
        #expect(turns.elements.count == 8 && close(turns.currentPoint, CGPoint(x: -1, y: 0)), "a line from (5, 5), then the arc")
    }

    @Test func aTangentArcRoundsTheCornerWithItsRadius() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        // A line to (5, 0), then a quarter of the circle about (5, 5) to (10, 5).
        #expect(close(path.elements[1].points[0], CGPoint(x: 5, y: 0)))
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 5)))
        let box = path.boundingBoxOfPath
        #expect(close(box.origin, .zero) && close(CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: 10, y: 5)))
        // On one line, or with no radius: a line to the corner. With no current point: a move there.
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 9, y: 0), radius: 2)
        #expect(straight.elements == [.moveToPoint(.zero), .addLineToPoint(CGPoint(x: 5, y: 0))])
        let empty = CGMutablePath()
        empty.addArc(tangent1End: CGPoint(x: 1, y: 2), tangent2End: CGPoint(x: 3, y: 4), radius: 1)
        #expect(empty.elements == [.moveToPoint(CGPoint(x: 1, y: 2))])
        // A context makes the same arc, in user space under its transform.
        let context = CGContext(width: 20, height: 20)!
        context.translateBy(x: 3, y: 3)
        context.move(to: .zero)
        context.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        #expect(close(context.currentPointOfPath, CGPoint(x: 10, y: 5)))
    }

    @Test func aStrokedCopyCoversWhatTheStrokeCovers() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let outline = square.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: 0.5, y: 5)) && outline.contains(CGPoint(x: -0.5, y: 5)))
        #expect(!outline.contains(CGPoint(x: 5, y: 5)) && !outline.contains(CGPoint(x: -1.5, y: 5)))
        #expect(close(outline.boundingBox.origin, CGPoint(x: -1, y: -1)))
        let moved = square.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                                transform: CGAffineTransform(translationX: 100, y: 0))
        #expect(moved.contains(CGPoint(x: 100.5, y: 5)))
    }

    @Test func aDashedCopyIsTheDashes() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 0))
        let dashes = line.copy(dashingWithPhase: 0, lengths: [2, 2])
        #expect(dashes.elements == [
            .moveToPoint(.zero), .addLineToPoint(CGPoint(x: 2, y: 0)),
            .moveToPoint(CGPoint(x: 4, y: 0)), .addLineToPoint(CGPoint(x: 6, y: 0)),
            .moveToPoint(CGPoint(x: 8, y: 0)), .addLineToPoint(CGPoint(x: 10, y: 0)),
        ])
        #expect(line.copy(dashingWithPhase: 0, lengths: []) == line)
    }
}
