import Foundation
import Testing
@testable import Graphics

/// The alpha of every pixel of `context`, row by row from the top.
func alphas(_ context: CGContext) -> [[UInt8]] {
    (0..<context.height).map { y in (0..<context.width).map { x in context.pixels[x, y].alpha } }
}

/// Fills checked against coverage worked out by hand. User space has y up, so a rectangle at
/// user y 0..1 lands in the bottom pixel row.
@Suite struct CoverageTests {
    func context(_ width: Int, _ height: Int) throws -> CGContext {
        try #require(CGContext(width: width, height: height))
    }

    @Test("drawPath fills, strokes, or fills then strokes over the fill, by either rule", arguments: [
        CGPathDrawingMode.fill, .eoFill, .stroke, .fillStroke, .eoFillStroke,
    ])
    func drawPathModes(mode: CGPathDrawingMode) throws {
        let (red, blue, none) = (RGBA8(red: 255, green: 0, blue: 0, alpha: 255), RGBA8(red: 0, green: 0, blue: 255, alpha: 255),
                                 RGBA8(red: 0, green: 0, blue: 0, alpha: 0))
        let fills = mode != .stroke, strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        func painted(_ rects: [CGRect]) throws -> CGContext {
            let context = try context(8, 8)
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.setLineWidth(2)
            context.addRects(rects)
            context.drawPath(using: mode)
            #expect(context.isPathEmpty)
            return context
        }
        // The square 2…6, its stroke the bands 1…3 and 5…7 (y up: pixel row 7 − y).
        let square = try painted([CGRect(x: 2, y: 2, width: 4, height: 4)])
        #expect(square.pixels[0, 7] == none)
        #expect(square.pixels[1, 6] == (strokes ? blue : none), "the stroke alone")
        #expect(square.pixels[2, 5] == (strokes ? blue : red), "fill and stroke: the stroke over the fill")
        #expect(square.pixels[3, 4] == (fills ? red : none), "the fill alone")
        // Without stroking, a square 3…5 inside, the same way round: a hole by even-odd only.
        guard !strokes else { return }
        let ring = try painted([CGRect(x: 1, y: 1, width: 6, height: 6), CGRect(x: 3, y: 3, width: 2, height: 2)])
        #expect(ring.pixels[1, 6] == red && ring.pixels[3, 4] == (mode == .eoFill ? none : red))
    }

    @Test func anEdgeOnAHalfPixelCoversItExactlyHalf() throws {
        let context = try context(4, 2)
        context.fill(CGRect(x: 0.5, y: 0, width: 2, height: 2))
        // 0.5 × 255 = 127.5, rounded to 128.
        #expect(alphas(context) == [[128, 255, 128, 0], [128, 255, 128, 0]])
    }

    @Test func aRectangleOnThePixelGridCoversWholePixels() throws {
        let context = try context(4, 4)
        context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(alphas(context) == [[0, 0, 0, 0], [0, 255, 255, 0], [0, 255, 255, 0], [0, 0, 0, 0]])
    }

    @Test func aQuarterPixelCornerCoversAQuarter() throws {
        let context = try context(2, 2)
        context.fill(CGRect(x: 0.5, y: 0.5, width: 1, height: 1))
        // Each of the four pixels is a quarter covered: 63.75 → 64.
        #expect(alphas(context) == [[64, 64], [64, 64]])
    }

    @Test func aDiagonalEdgeThroughPixelCornersHalvesThePixelsItCrosses() throws {
        let context = try context(2, 2)
        context.move(to: CGPoint(x: 0, y: 0))
        context.addLine(to: CGPoint(x: 2, y: 0))
        context.addLine(to: CGPoint(x: 0, y: 2))
        context.fillPath()
        #expect(alphas(context) == [[128, 0], [255, 128]])
    }

    @Test func aSlantedEdgeAcrossSeveralPixelsCoversTheAreaUnderIt() throws {
        // The triangle (0,0)–(4,0)–(4,1): in the bottom row, pixel k holds the area under the
        // line y = x/4 over [k, k+1], (2k + 1)/8.
        let context = try context(4, 1)
        context.move(to: CGPoint(x: 0, y: 0))
        context.addLine(to: CGPoint(x: 4, y: 0))
        context.addLine(to: CGPoint(x: 4, y: 1))
        context.fillPath()
        let expected = (0..<4).map { (k: Int) -> UInt8 in
            let area = Double(2 * k + 1) / 8
            return UInt8((area * 255).rounded())
        }
        #expect(alphas(context) == [expected])
    }

    @Test func evenOddCutsAHoleWhereWindingFills() throws {
        for (rule, inner) in [(CGPathFillRule.winding, UInt8(255)), (.evenOdd, 0)] {
            let context = try context(4, 4)
            context.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
            context.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
            context.fillPath(using: rule)
            #expect(alphas(context)[1] == [255, inner, inner, 255], "\(rule)")
            #expect(alphas(context)[0] == [255, 255, 255, 255])
        }
    }

    @Test func anInnerSubpathRunningTheOtherWayCutsAHoleUnderWinding() throws {
        let context = try context(4, 4)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        path.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 1, y: 3), CGPoint(x: 3, y: 3), CGPoint(x: 3, y: 1)])
        path.closeSubpath()
        context.addPath(path)
        context.fillPath()
        #expect(alphas(context)[2] == [255, 0, 0, 255])
        #expect(!path.contains(CGPoint(x: 2, y: 2)) && path.contains(CGPoint(x: 0.5, y: 2)))
        #expect(path.contains(CGPoint(x: 2, y: 2), using: .winding) == false)
    }

    @Test func aCircleCoversItsAreaAndAHalfPlaneOfPixels() throws {
        let context = try context(20, 20)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let covered = alphas(context).joined().reduce(0.0) { $0 + Double($1) / 255 }
        #expect(abs(covered - Double.pi * 100) < 0.5, "covered \(covered), π·100 = \(Double.pi * 100)")
        // Symmetric under reflection, as the circle is.
        let rows = alphas(context)
        #expect(rows == rows.reversed())
        #expect(rows.map { $0.reversed() } == rows)
        #expect(rows[10][10] == 255 && rows[0][0] == 0)
    }

    @Test func shapesOutsideTheBitmapArePartlyOrNotDrawn() throws {
        let context = try context(4, 1)
        context.fill(CGRect(x: -10, y: 0, width: 11.5, height: 1))
        context.fill(CGRect(x: 100, y: 0, width: 5, height: 1))
        #expect(alphas(context) == [[255, 128, 0, 0]])
    }

    @Test func transformsMoveScaleAndRotateWhatIsAddedNext() throws {
        let context = try context(4, 4)
        context.translateBy(x: 1, y: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // User (1..2, 1..2) is pixel column 1, row 2 (y down).
        #expect(alphas(context)[2] == [0, 255, 0, 0] && alphas(context).joined().filter { $0 > 0 }.count == 1)

        let rotated = try self.context(4, 4)
        rotated.translateBy(x: 2, y: 2)
        rotated.rotate(by: .pi / 2)
        rotated.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        // A quarter turn sends (0..2, 0..1) to (−1..0, 0..2): columns 1, rows 0 and 1.
        #expect(alphas(rotated).map { $0[1] } == [255, 255, 0, 0])
        #expect(alphas(rotated).joined().filter { $0 > 0 }.count == 2)
    }

    @Test func clipsIntersectAndRestoreWithTheState() throws {
        let context = try context(4, 1)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1))
        context.clip(to: CGRect(x: 1, y: 0, width: 3, height: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(alphas(context) == [[0, 255, 0, 0]])
        context.restoreGState()
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 3, y: 0, width: 1, height: 1))
        #expect(context.pixels[3, 0] == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func aHalfCoveredClipHalvesWhatIsPaintedThrough() throws {
        let context = try context(2, 1)
        context.clip(to: CGRect(x: 0.5, y: 0, width: 1.5, height: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(alphas(context) == [[128, 255]])
    }

    @Test func globalAlphaAndBlendModes() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let context = try context(3, 1)
        context.setFillColor(blue)
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
        context.setFillColor(red)
        context.setAlpha(0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // Source over: red at half, blue showing through at half.
        #expect(context.pixels[0, 0] == RGBA8(red: 128, green: 0, blue: 128, alpha: 255))
        context.setAlpha(1)
        context.setBlendMode(.copy)
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 0.5))
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        // Copy: the half-transparent green replaces the blue.
        #expect(context.pixels[1, 0] == RGBA8(red: 0, green: 128, blue: 0, alpha: 128))
        context.setBlendMode(.normal)
        context.clear(CGRect(x: 2, y: 0, width: 1, height: 1))
        #expect(context.pixels[2, 0] == .clear)
    }

    @Test func aContextNeedsAPixel() {
        #expect(CGContext(width: 0, height: 3) == nil)
        #expect(CGContext(width: 3, height: -1) == nil)
    }
}

/// Strokes checked against the areas their pens sweep, worked out by hand.
@Suite struct StrokeTests {
    @Test func aTwoPixelLineOnTheGridCoversTwoFullColumnsWithButtCaps() throws {
        let context = try #require(CGContext(width: 6, height: 4))
        context.setLineWidth(2)
        context.strokeLineSegments(between: [CGPoint(x: 3, y: 1), CGPoint(x: 3, y: 3)])
        #expect(alphas(context) == [[0, 0, 0, 0, 0, 0], [0, 0, 255, 255, 0, 0], [0, 0, 255, 255, 0, 0], [0, 0, 0, 0, 0, 0]])
    }

    @Test func aOnePixelLineOnAPixelBoundarySmearsOverTwoHalves() throws {
        let context = try #require(CGContext(width: 4, height: 2))
        context.strokeLineSegments(between: [CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 2)])
        #expect(alphas(context) == [[0, 128, 128, 0], [0, 128, 128, 0]])
    }

    @Test func squareCapsReachHalfTheWidthBeyondTheEnds() throws {
        let context = try #require(CGContext(width: 6, height: 2))
        context.setLineWidth(2)
        context.setLineCap(.square)
        context.strokeLineSegments(between: [CGPoint(x: 2, y: 1), CGPoint(x: 4, y: 1)])
        #expect(alphas(context) == [[0, 255, 255, 255, 255, 0], [0, 255, 255, 255, 255, 0]])
    }

    @Test func aStrokedRectangleIsARingWithFullMiterCorners() throws {
        let context = try #require(CGContext(width: 6, height: 6))
        context.setLineWidth(2)
        context.stroke(CGRect(x: 1, y: 1, width: 4, height: 4))
        #expect(alphas(context) == [
            [255, 255, 255, 255, 255, 255], [255, 255, 255, 255, 255, 255], [255, 255, 0, 0, 255, 255],
            [255, 255, 0, 0, 255, 255], [255, 255, 255, 255, 255, 255], [255, 255, 255, 255, 255, 255],
        ])
    }

    @Test func bevelAndRoundJoinsCutTheOuterCorner() throws {
        for (join, corner) in [(CGLineJoin.bevel, UInt8(128)), (.round, 200), (.miter, 255)] {
            let context = try #require(CGContext(width: 6, height: 6))
            context.setLineWidth(2)
            context.setLineJoin(join)
            context.stroke(CGRect(x: 1, y: 1, width: 4, height: 4))
            // The corner pixel outside the square's corner point: a bevel cuts it along its
            // diagonal (half), a round join leaves the quarter disc of radius 1 (255·π/4 ≈ 200.3).
            #expect(alphas(context)[0][0] == corner, "\(join)")
        }
    }

    @Test func aRoundCapDotIsADisc() throws {
        let context = try #require(CGContext(width: 12, height: 12))
        context.setLineWidth(10)
        context.setLineCap(.round)
        context.strokeLineSegments(between: [CGPoint(x: 6, y: 6), CGPoint(x: 6, y: 6)])
        let covered = alphas(context).joined().reduce(0.0) { $0 + Double($1) / 255 }
        #expect(abs(covered - Double.pi * 25) < 0.3, "\(covered)")
    }

    @Test func theMiterLimitBevelsSharpCorners() throws {
        func beyondTheCorner(_ limit: CGFloat) throws -> UInt8 {
            let context = try #require(CGContext(width: 40, height: 20))
            context.setLineWidth(2)
            context.setMiterLimit(limit)
            // A 20° spike whose corner is at (30, 10): its miter reaches 1 / sin(10°) ≈ 5.8
            // half-widths past the corner, to x ≈ 35.8; a bevel stops by x ≈ 30.2.
            let spread = 28 * tan(10 * CGFloat.pi / 180)
            context.move(to: CGPoint(x: 2, y: 10 - spread))
            context.addLine(to: CGPoint(x: 30, y: 10))
            context.addLine(to: CGPoint(x: 2, y: 10 + spread))
            context.strokePath()
            return alphas(context)[9...10].flatMap { $0[31...] }.max() ?? 0
        }
        #expect(try beyondTheCorner(10) > 0, "the miter reaches past the corner")
        #expect(try beyondTheCorner(5) == 0, "beveled: 5.8 is over the limit")
    }

    @Test func aScaledPenStrokesWider() throws {
        let context = try #require(CGContext(width: 8, height: 2))
        context.scaleBy(x: 2, y: 1)
        context.strokeLineSegments(between: [CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 2)])
        // The pen is 1 wide in user space, 2 pixels across after the horizontal scale.
        #expect(alphas(context) == [[0, 0, 0, 255, 255, 0, 0, 0], [0, 0, 0, 255, 255, 0, 0, 0]])
    }
}
