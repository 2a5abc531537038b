import Foundation
import Testing
@testable import Graphics

/// Core Graphics' gradient fills against colours worked out by hand: each pixel takes the colour
/// at its centre's place, and the options decide what lies beyond the ends.
@Suite("Gradients") struct GradientTests {
    let gradient = CGGradient(colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                              locations: [0, 1])!
    let both: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]

    /// The colour `t` of the way from red to blue, as a pixel.
    func mix(_ t: CGFloat) -> RGBA8 {
        RGBA8(red: UInt8((255 * (1 - t)).rounded()), green: 0, blue: UInt8((255 * t).rounded()), alpha: 255)
    }

    /// One row of a 10 × 1 context filled by `draw`.
    func row(_ draw: (CGContext) -> Void) throws -> [RGBA8] {
        let context = try #require(CGContext(width: 10, height: 1))
        draw(context)
        return (0..<10).map { context.pixels[$0, 0] }
    }

    @Test("linear: the colour at each centre between the ends; beyond them only where the options say")
    func linear() throws {
        let within = try row { $0.drawLinearGradient(gradient, start: CGPoint(x: 2, y: 0), end: CGPoint(x: 8, y: 0), options: []) }
        #expect(within[0].alpha == 0 && within[1].alpha == 0 && within[8].alpha == 0 && within[9].alpha == 0)
        #expect(abs(Int(within[5].blue) - Int(mix(3.5 / 6).blue)) <= 1)
        let beyond = try row { $0.drawLinearGradient(gradient, start: CGPoint(x: 2, y: 0), end: CGPoint(x: 8, y: 0), options: both) }
        #expect(beyond[0] == mix(0) && beyond[9] == mix(1) && beyond[5] == within[5])
        let before = try row {
            $0.drawLinearGradient(gradient, start: CGPoint(x: 2, y: 0), end: CGPoint(x: 8, y: 0), options: .drawsBeforeStartLocation)
        }
        #expect(before[0] == mix(0) && before[9].alpha == 0)
    }

    @Test("radial: between two circles; outside the end circle only with drawsAfterEndLocation")
    func radial() throws {
        func draw(_ options: CGGradientDrawingOptions) throws -> [RGBA8] {
            try row { $0.drawRadialGradient(gradient, startCenter: CGPoint(x: 5, y: 0.5), startRadius: 0,
                                            endCenter: CGPoint(x: 5, y: 0.5), endRadius: 4, options: options) }
        }
        let within = try draw([])
        // Pixel 7's centre is 2.5 from the centre: 0.625 of the way.
        #expect(abs(Int(within[7].blue) - Int(mix(0.625).blue)) <= 1 && within[9].alpha == 0)
        #expect(try draw(.drawsAfterEndLocation)[9] == mix(1))
    }
}
