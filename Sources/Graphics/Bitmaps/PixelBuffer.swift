/// The pixels a bitmap context draws into: premultiplied RGBA8, or 8-bit alpha alone for masks,
/// row 0 at the top, every pixel transparent black to start with.
public struct PixelBuffer: Equatable, Sendable {
    /// How a pixel is stored.
    public enum Format: Equatable, Sendable {
        /// Red, green, blue and alpha, 8 bits each, colours premultiplied by alpha.
        case rgba8Premultiplied
        /// Alpha alone, 8 bits (a mask).
        case alpha8

        /// Bytes per pixel.
        public var bytesPerPixel: Int { self == .alpha8 ? 1 : 4 }
    }

    /// Width and height in pixels.
    public let width: Int
    public let height: Int
    /// How pixels are stored.
    public let format: Format
    /// The pixels, row by row from the top, each `format.bytesPerPixel` bytes.
    public internal(set) var bytes: [UInt8]

    /// A `width` × `height` buffer of transparent pixels; a negative size counts as zero.
    public init(width: Int, height: Int, format: Format = .rgba8Premultiplied) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        self.format = format
        bytes = Array(repeating: 0, count: self.width * self.height * format.bytesPerPixel)
    }

    /// The pixel at column `x`, row `y` from the top; a mask's pixel is black with its alpha.
    /// Transparent black outside the buffer. Setting keeps the buffer premultiplied (colour
    /// components above alpha are lowered to it; a mask keeps the alpha alone) and ignores
    /// positions outside the buffer, as drawing there does.
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            guard (0..<width).contains(x), (0..<height).contains(y) else { return .clear }
            let offset = (y * width + x) * format.bytesPerPixel
            if format == .alpha8 { return RGBA8(red: 0, green: 0, blue: 0, alpha: bytes[offset]) }
            return RGBA8(red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2], alpha: bytes[offset + 3])
        }
        set {
            guard (0..<width).contains(x), (0..<height).contains(y) else { return }
            let offset = (y * width + x) * format.bytesPerPixel
            if format == .alpha8 {
                bytes[offset] = newValue.alpha
                return
            }
            bytes[offset] = min(newValue.red, newValue.alpha)
            bytes[offset + 1] = min(newValue.green, newValue.alpha)
            bytes[offset + 2] = min(newValue.blue, newValue.alpha)
            bytes[offset + 3] = newValue.alpha
        }
    }
}
