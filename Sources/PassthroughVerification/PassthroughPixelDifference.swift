import ControlKit

/// The first pixel a run with the plugin rendered differently from the run without it: after
/// which step, where, and the two colours (premultiplied RGBA, 0...255).
public struct PassthroughPixelDifference: Equatable, Sendable, CustomStringConvertible {
    /// The step's position in the script, from 1.
    public let stepNumber: Int
    /// The step's name.
    public let step: String
    /// The pixel's column and row from the window's top left; nil when the renderings' sizes differ.
    public let x: Int?, y: Int?
    /// The pixel without the plugin, and with it.
    public let expected: RGBA8?, actual: RGBA8?

    /// The first differing pixel of two renderings of one step.
    init(stepNumber: Int, step: String, expected: CGImage?, actual: CGImage?) {
        (self.stepNumber, self.step) = (stepNumber, step)
        guard let expected, let actual, expected.width == actual.width, expected.height == actual.height else {
            (x, y, self.expected, self.actual) = (nil, nil, nil, nil)
            return
        }
        let pixels = (0..<expected.height).lazy.flatMap { y in (0..<expected.width).lazy.map { x in (x, y) } }
        let first = pixels.first { expected.pixels[$0.0, $0.1] != actual.pixels[$0.0, $0.1] }
        (x, y) = (first?.0, first?.1)
        self.expected = first.map { expected.pixels[$0.0, $0.1] }
        self.actual = first.map { actual.pixels[$0.0, $0.1] }
    }

    public var description: String {
        guard let x, let y, let expected, let actual else {
            return "after step \(stepNumber) \"\(step)\", the window rendered at another size, or not at all"
        }
        return "after step \(stepNumber) \"\(step)\", the window's pixel at x \(x), y \(y) is \(actual) with the plugin, \(expected) without"
    }
}
