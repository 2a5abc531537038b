/// Reads PNG files: every colour type and bit depth of the specification, interlaced or not,
/// with transparency (`tRNS`), every chunk's CRC checked. Anything malformed or truncated is a
/// thrown ``PNGError`` naming what is wrong; nothing is trusted before it is checked.
public enum PNGDecoder {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The image in `bytes`, its pixels premultiplied RGBA8.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> CGImage {
        guard bytes.count >= 8, Array(bytes.prefix(8)) == signature else {
            throw PNGError(.notPNG, "the file does not start with the PNG signature")
        }
        var offset = 8
        var header: PNGHeader?
        var palette: [RGBA8] = []
        var transparency: [UInt8]?
        var imageData: [UInt8] = []
        var sawImageData = false, afterImageData = false
        while true {
            guard offset + 8 <= bytes.count else { throw PNGError(.truncated, "the file ends before IEND") }
            let length = Int(PNGBytes.uint32(bytes, at: offset))
            let typeBytes = Array(bytes[offset + 4..<offset + 8])
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw PNGError(.invalidChunk, "a chunk type is not four letters (bytes \(typeBytes))")
            }
            guard length <= Int(Int32.max), offset + 12 + length <= bytes.count else {
                throw PNGError(.truncated, chunk: type, "the chunk's \(length) bytes run past the end of the file")
            }
            let data = Array(bytes[offset + 8..<offset + 8 + length])
            let stored = PNGBytes.uint32(bytes, at: offset + 8 + length)
            guard Zlib.crc32(typeBytes + data) == stored else { throw PNGError(.badCRC, chunk: type, "the CRC does not match") }
            offset += 12 + length
            if header == nil, type != "IHDR" { throw PNGError(.invalidChunk, chunk: type, "comes before IHDR") }
            if sawImageData, type != "IDAT" { afterImageData = true }
            switch type {
            case "IHDR":
                guard header == nil else { throw PNGError(.invalidChunk, chunk: type, "appears twice") }
                header = try PNGHeader(data)
            case "PLTE":
                guard !sawImageData, palette.isEmpty else { throw PNGError(.invalidChunk, chunk: type, "appears twice or after IDAT") }
                guard length % 3 == 0, (3...768).contains(length) else {
                    throw PNGError(.invalidChunk, chunk: type, "is \(length) bytes, not 1 to 256 entries of 3")
                }
                palette = stride(from: 0, to: length, by: 3).map { RGBA8(red: data[$0], green: data[$0 + 1], blue: data[$0 + 2], alpha: 255) }
            case "tRNS":
                guard !sawImageData else { throw PNGError(.invalidChunk, chunk: type, "comes after IDAT") }
                transparency = data
            case "IDAT":
                guard !afterImageData else { throw PNGError(.invalidChunk, chunk: type, "IDAT chunks must be consecutive") }
                sawImageData = true
                imageData += data
            case "IEND":
                guard let header else { throw PNGError(.invalidChunk, chunk: type, "comes before IHDR") }
                guard sawImageData else { throw PNGError(.invalidChunk, chunk: "IDAT", "the file has no image data") }
                return try image(header, palette: palette, transparency: transparency, imageData: imageData)
            default:
                // An unknown critical chunk (upper-case first letter) cannot be skipped safely.
                if (65...90).contains(typeBytes[0]) { throw PNGError(.unsupported, chunk: type, "is a critical chunk this decoder does not know") }
            }
        }
    }

    private static func image(_ header: PNGHeader, palette: [RGBA8], transparency: [UInt8]?,
                              imageData: [UInt8]) throws(PNGError) -> CGImage {
        let samples = SampleReader(header: header, palette: palette, transparency: transparency)
        try samples.validate()
        let raw = try Zlib.inflate(imageData, count: header.imageDataCount)
        var pixels = PixelBuffer(width: header.width, height: header.height)
        var offset = 0
        let bpp = max(header.bitsPerPixel / 8, 1)
        for pass in header.passes {
            let rowBytes = header.rowBytes(pass.width)
            let size = pass.height * (1 + rowBytes)
            let rows = try PNGFilters.unfilter(raw[offset..<offset + size], rowBytes: rowBytes, height: pass.height, bpp: bpp)
            offset += size
            for row in 0..<pass.height {
                let y = pass.y + row * pass.dy
                for column in 0..<pass.width {
                    let pixel = try samples.pixel(rows, rowStart: row * rowBytes, column: column)
                    let index = ((y * header.width) + pass.x + column * pass.dx) * 4
                    pixels.bytes[index] = pixel.red
                    pixels.bytes[index + 1] = pixel.green
                    pixels.bytes[index + 2] = pixel.blue
                    pixels.bytes[index + 3] = pixel.alpha
                }
            }
        }
        // Non-nil: the header guarantees at least one pixel.
        return CGImage(pixels: pixels)!
    }
}

/// Reads one pixel's samples from unfiltered rows and turns them into a premultiplied pixel.
private struct SampleReader {
    let header: PNGHeader
    let palette: [RGBA8]
    let transparency: [UInt8]?

    /// Checks the palette and transparency against the colour type.
    func validate() throws(PNGError) {
        switch header.colorType {
        case .palette:
            guard !palette.isEmpty else { throw PNGError(.invalidChunk, chunk: "PLTE", "an indexed-colour image has no palette") }
            guard palette.count <= 1 << header.bitDepth else {
                throw PNGError(.invalidChunk, chunk: "PLTE", "\(palette.count) entries is more than \(header.bitDepth)-bit indexes reach")
            }
            if let transparency, transparency.count > palette.count {
                throw PNGError(.invalidChunk, chunk: "tRNS", "\(transparency.count) alphas for \(palette.count) palette entries")
            }
        case .gray:
            if let transparency, transparency.count != 2 { throw PNGError(.invalidChunk, chunk: "tRNS", "is \(transparency.count) bytes, not 2") }
        case .rgb:
            if let transparency, transparency.count != 6 { throw PNGError(.invalidChunk, chunk: "tRNS", "is \(transparency.count) bytes, not 6") }
        case .grayAlpha, .rgba:
            if transparency != nil { throw PNGError(.invalidChunk, chunk: "tRNS", "is not allowed with an alpha channel") }
        }
    }

    /// The `index`th sample of `bitDepth` bits in the row starting at `rowStart`.
    private func sample(_ rows: [UInt8], _ rowStart: Int, _ index: Int) -> Int {
        switch header.bitDepth {
        case 16: return Int(rows[rowStart + index * 2]) << 8 | Int(rows[rowStart + index * 2 + 1])
        case 8: return Int(rows[rowStart + index])
        default:
            let bit = index * header.bitDepth
            let byte = rows[rowStart + bit / 8]
            return Int(byte >> (8 - header.bitDepth - bit % 8)) & ((1 << header.bitDepth) - 1)
        }
    }

    /// A sample scaled to 8 bits.
    private func level(_ value: Int) -> UInt8 {
        let maximum = (1 << header.bitDepth) - 1
        return UInt8((value * 255 + maximum / 2) / maximum)
    }

    func pixel(_ rows: [UInt8], rowStart: Int, column: Int) throws(PNGError) -> RGBA8 {
        let channels = header.colorType.channels
        let first = column * channels
        let straight: RGBA8
        switch header.colorType {
        case .palette:
            let index = sample(rows, rowStart, first)
            guard index < palette.count else {
                throw PNGError(.invalidImageData, chunk: "IDAT", "palette index \(index) is past the \(palette.count) entries")
            }
            let alpha = transparency.map { index < $0.count ? $0[index] : 255 } ?? 255
            straight = RGBA8(red: palette[index].red, green: palette[index].green, blue: palette[index].blue, alpha: alpha)
        case .gray:
            let gray = sample(rows, rowStart, first)
            let transparent = transparency.map { Int($0[0]) << 8 | Int($0[1]) == gray } ?? false
            straight = RGBA8(red: level(gray), green: level(gray), blue: level(gray), alpha: transparent ? 0 : 255)
        case .grayAlpha:
            let gray = level(sample(rows, rowStart, first))
            straight = RGBA8(red: gray, green: gray, blue: gray, alpha: level(sample(rows, rowStart, first + 1)))
        case .rgb:
            let (r, g, b) = (sample(rows, rowStart, first), sample(rows, rowStart, first + 1), sample(rows, rowStart, first + 2))
            let transparent = transparency.map {
                Int($0[0]) << 8 | Int($0[1]) == r && Int($0[2]) << 8 | Int($0[3]) == g && Int($0[4]) << 8 | Int($0[5]) == b
            } ?? false
            straight = RGBA8(red: level(r), green: level(g), blue: level(b), alpha: transparent ? 0 : 255)
        case .rgba:
            straight = RGBA8(red: level(sample(rows, rowStart, first)), green: level(sample(rows, rowStart, first + 1)),
                             blue: level(sample(rows, rowStart, first + 2)), alpha: level(sample(rows, rowStart, first + 3)))
        }
        return PixelConversion.premultiplied(straight)
    }
}
