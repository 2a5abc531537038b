/// One pixel of an RGBA bitmap: 8-bit red, green, blue and alpha, premultiplied by alpha (each
/// colour component at most alpha), as Core Graphics' bitmap contexts store them.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    /// A premultiplied pixel.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Transparent black: what a new bitmap holds.
    public static let clear = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
