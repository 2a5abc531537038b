import Foundation
import Testing
@testable import Graphics

/// Dashes and stretches of a stroke, against coverage worked out by hand: a horizontal line 2
/// wide along y = 1 of a 12 × 2 bitmap covers whole pixels, so each column is 0 or 255.
@Suite("Dashed and trimmed strokes") struct DashTests {
    /// The alpha of each column of a 12 × 2 line stroked with `configure` applied.
    func columns(_ configure: (CGContext) -> Void, from start: CGFloat = 0, to end: CGFloat = 1) throws -> [UInt8] {
        let context = try #require(CGContext(width: 12, height: 2))
        context.setLineWidth(2)
        configure(context)
        context.move(to: CGPoint(x: 0, y: 1))
        context.addLine(to: CGPoint(x: 12, y: 1))
        context.strokePath(from: start, to: end)
        return alphas(context)[0]
    }

    @Test("a 3-on 1-off pattern paints columns 0–2, 4–6, 8–10")
    func aPatternPaintsItsDashes() throws {
        let on: UInt8 = 255
        #expect(try columns { $0.setLineDash(phase: 0, lengths: [3, 1]) } == [on, on, on, 0, on, on, on, 0, on, on, on, 0])
    }

    @Test("the phase shifts the pattern back along the line")
    func thePhaseShiftsThePattern() throws {
        let on: UInt8 = 255
        #expect(try columns { $0.setLineDash(phase: 2, lengths: [3, 1]) } == [on, 0, on, on, on, 0, on, on, on, 0, on, on])
    }

    @Test("a negative length, only zeros or an empty list stroke solid")
    func invalidPatternsStrokeSolid() throws {
        let solid = [UInt8](repeating: 255, count: 12)
        #expect(try columns { $0.setLineDash(phase: 0, lengths: [3, -1]) } == solid)
        #expect(try columns { $0.setLineDash(phase: 0, lengths: [0, 0]) } == solid)
        #expect(try columns {
            $0.setLineDash(phase: 0, lengths: [3, 1])
            $0.setLineDash(phase: 0, lengths: [])
        } == solid)
    }

    @Test("a stretch of the length: 0.25 to 0.75 paints columns 3–8")
    func aStretchOfTheLength() throws {
        #expect(try columns({ _ in }, from: 0.25, to: 0.75) == [0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0])
        #expect(try columns({ _ in }, from: 0.5, to: 0.5) == [UInt8](repeating: 0, count: 12), "an empty stretch paints nothing")
    }

    @Test("dashes stay in place on the path as the stretch ends inside one")
    func dashesStayInPlaceWhenTrimmed() throws {
        let on: UInt8 = 255
        // Dashes 0–3, 4–7, 8–11; the stretch ends at 6 (0.5), inside the second dash.
        #expect(try columns({ $0.setLineDash(phase: 0, lengths: [3, 1]) }, to: 0.5) == [on, on, on, 0, on, on, 0, 0, 0, 0, 0, 0])
    }
}
