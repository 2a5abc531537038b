/// An opaque 8-bit RGB colour: what ``Bitmap`` stores and PNG encodes.
public struct Pixel: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The colour of red, green and blue components in 0...1 (clamped), each rounded to the
    /// nearest 8-bit value: how UIColor's components become pixels.
    public init(_ red: Double, _ green: Double, _ blue: Double) {
        func byte(_ component: Double) -> UInt8 { UInt8((min(max(component, 0), 1) * 255).rounded()) }
        self.init(red: byte(red), green: byte(green), blue: byte(blue))
    }

    public static let black = Pixel(red: 0, green: 0, blue: 0)
    public static let white = Pixel(red: 255, green: 255, blue: 255)
}
