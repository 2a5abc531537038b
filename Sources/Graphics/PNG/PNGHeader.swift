/// A PNG's `IHDR`: size, sample format and interlacing, validated as the specification says.
struct PNGHeader {
    /// The largest image decoded, in pixels: 2^26 (8192 × 8192), so a header cannot ask for
    /// gigabytes.
    static let maximumPixels = 1 << 26

    enum ColorType: UInt8 {
        case gray = 0, rgb = 2, palette = 3, grayAlpha = 4, rgba = 6

        /// Samples per pixel.
        var channels: Int {
            switch self {
            case .gray, .palette: 1
            case .grayAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }

        /// The bit depths the specification allows.
        var bitDepths: Set<Int> {
            switch self {
            case .gray: [1, 2, 4, 8, 16]
            case .palette: [1, 2, 4, 8]
            case .rgb, .grayAlpha, .rgba: [8, 16]
            }
        }
    }

    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: ColorType
    let isInterlaced: Bool

    init(_ data: [UInt8]) throws(PNGError) {
        guard data.count == 13 else { throw PNGError(.invalidChunk, chunk: "IHDR", "is \(data.count) bytes, not 13") }
        width = Int(PNGBytes.uint32(data, at: 0))
        height = Int(PNGBytes.uint32(data, at: 4))
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
            throw PNGError(.invalidChunk, chunk: "IHDR", "width \(width) and height \(height) must be 1 to 2³¹−1")
        }
        guard width.multipliedReportingOverflow(by: height).partialValue <= Self.maximumPixels, width <= Self.maximumPixels,
              height <= Self.maximumPixels else {
            throw PNGError(.unsupported, chunk: "IHDR", "\(width) × \(height) pixels is over the limit of \(Self.maximumPixels)")
        }
        guard let colorType = ColorType(rawValue: data[9]) else {
            throw PNGError(.invalidChunk, chunk: "IHDR", "colour type \(data[9]) does not exist")
        }
        bitDepth = Int(data[8])
        guard colorType.bitDepths.contains(bitDepth) else {
            throw PNGError(.invalidChunk, chunk: "IHDR", "bit depth \(bitDepth) is not allowed for colour type \(colorType.rawValue)")
        }
        self.colorType = colorType
        guard data[10] == 0, data[11] == 0 else {
            throw PNGError(.invalidChunk, chunk: "IHDR", "compression method \(data[10]) and filter method \(data[11]) must be 0")
        }
        guard data[12] <= 1 else { throw PNGError(.invalidChunk, chunk: "IHDR", "interlace method \(data[12]) does not exist") }
        isInterlaced = data[12] == 1
    }

    /// Bits per pixel.
    var bitsPerPixel: Int { bitDepth * colorType.channels }

    /// Bytes per row of `width` pixels, without the filter byte.
    func rowBytes(_ width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

    /// The passes image data comes in: the whole image, or Adam7's seven (empty ones left out),
    /// each with the first pixel and the step between pixels it holds.
    var passes: [(x: Int, y: Int, dx: Int, dy: Int, width: Int, height: Int)] {
        let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return (isInterlaced ? adam7 : [(0, 0, 1, 1)]).compactMap { x, y, dx, dy in
            let (passWidth, passHeight) = ((width - x + dx - 1) / dx, (height - y + dy - 1) / dy)
            return passWidth > 0 && passHeight > 0 ? (x, y, dx, dy, passWidth, passHeight) : nil
        }
    }

    /// Bytes of decompressed image data: every pass's rows, each with its filter byte.
    var imageDataCount: Int {
        passes.reduce(0) { $0 + $1.height * (1 + rowBytes($1.width)) }
    }
}

/// Big-endian reading and writing.
enum PNGBytes {
    static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
