import Foundation
import Testing
@testable import Graphics

/// A PNG file built by hand: the header's fields, optional palette and transparency, and the
/// decompressed image data (filter bytes included), compressed with zlib.
func pngFile(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, interlaced: Bool = false,
             palette: [UInt8]? = nil, transparency: [UInt8]? = nil, data: [UInt8]) -> [UInt8] {
    var header = PNGBytes.bigEndian(UInt32(width)) + PNGBytes.bigEndian(UInt32(height))
    header += [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
    var file = PNGDecoder.signature + PNGEncoder.chunk("IHDR", header)
    if let palette { file += PNGEncoder.chunk("PLTE", palette) }
    if let transparency { file += PNGEncoder.chunk("tRNS", transparency) }
    return file + PNGEncoder.chunk("IDAT", Zlib.deflate(data)) + PNGEncoder.chunk("IEND", [])
}

/// The process's peak resident set so far, in bytes.
func peakResidentBytes() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return usage.ru_maxrss
    #else
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss * 1024  // kilobytes on Linux
    #endif
}

@Suite struct PNGDecodingTests {
    func row(_ image: CGImage, _ y: Int) -> [RGBA8] { (0..<image.width).map { image.pixels[$0, y] } }
    func gray(_ level: UInt8, _ alpha: UInt8 = 255) -> RGBA8 { RGBA8(red: level, green: level, blue: level, alpha: alpha) }

    @Test func grayAtEveryBitDepth() throws {
        let one = try PNGDecoder.decode(pngFile(width: 4, height: 1, bitDepth: 1, colorType: 0, data: [0, 0b1010_0000]))
        #expect(row(one, 0) == [gray(255), gray(0), gray(255), gray(0)])
        let two = try PNGDecoder.decode(pngFile(width: 3, height: 1, bitDepth: 2, colorType: 0, data: [0, 0b11_01_10_00]))
        #expect(row(two, 0) == [gray(255), gray(85), gray(170)])
        let four = try PNGDecoder.decode(pngFile(width: 2, height: 1, bitDepth: 4, colorType: 0, data: [0, 0xF3]))
        #expect(row(four, 0) == [gray(255), gray(51)])
        // 16 bits: 0x8000 is 32768/65535 of full, 127.5… levels: 128; 0x1234 is transparent.
        let sixteen = try PNGDecoder.decode(pngFile(width: 2, height: 1, bitDepth: 16, colorType: 0,
                                                    transparency: [0x12, 0x34], data: [0, 0x80, 0x00, 0x12, 0x34]))
        #expect(row(sixteen, 0) == [gray(128), .clear])
    }

    @Test func paletteWithTransparency() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255]
        let image = try PNGDecoder.decode(pngFile(width: 3, height: 1, bitDepth: 2, colorType: 3, palette: palette,
                                                  transparency: [255, 128], data: [0, 0b00_01_10_00]))
        // Entry 1 is half transparent green: premultiplied, 255·128/255 = 128.
        #expect(row(image, 0) == [RGBA8(red: 255, green: 0, blue: 0, alpha: 255), RGBA8(red: 0, green: 128, blue: 0, alpha: 128),
                                  RGBA8(red: 0, green: 0, blue: 255, alpha: 255)])
    }

    @Test func truecolourGrayAlphaAndRGBA() throws {
        let rgb16 = try PNGDecoder.decode(pngFile(width: 1, height: 1, bitDepth: 16, colorType: 2,
                                                  data: [0, 0xFF, 0xFF, 0x80, 0x00, 0x00, 0x00]))
        #expect(row(rgb16, 0) == [RGBA8(red: 255, green: 128, blue: 0, alpha: 255)])
        let grayAlpha = try PNGDecoder.decode(pngFile(width: 1, height: 1, bitDepth: 8, colorType: 4, data: [0, 200, 128]))
        #expect(row(grayAlpha, 0) == [gray(100, 128)])
        let rgba = try PNGDecoder.decode(pngFile(width: 1, height: 1, bitDepth: 8, colorType: 6, data: [0, 255, 0, 100, 51]))
        #expect(row(rgba, 0) == [RGBA8(red: 51, green: 0, blue: 20, alpha: 51)])
    }

    @Test func everyFilterType() throws {
        // Row 0, Sub: 10, 10+5. Row 1, Average: 1 + 10/2 = 6, then 1 + (6 + 15)/2 = 11.
        // Row 2, Paeth: 2 + paeth(0, 6, 0) = 8, then 2 + paeth(8, 11, 6) = 2 + 11 = 13.
        // Row 3, Up: 1 + 8, 1 + 13.
        let image = try PNGDecoder.decode(pngFile(width: 2, height: 4, bitDepth: 8, colorType: 0,
                                                  data: [1, 10, 5, 3, 1, 1, 4, 2, 2, 2, 1, 1]))
        #expect((0..<4).map { row(image, $0).map(\.red) } == [[10, 15], [6, 11], [8, 13], [9, 14]])
    }

    @Test func adam7Interlacing() throws {
        // 2 × 2: pass 1 holds (0,0), pass 6 (1,0), pass 7 the row (0,1), (1,1).
        let image = try PNGDecoder.decode(pngFile(width: 2, height: 2, bitDepth: 8, colorType: 0, interlaced: true,
                                                  data: [0, 10, 0, 20, 0, 30, 40]))
        #expect(row(image, 0).map(\.red) == [10, 20] && row(image, 1).map(\.red) == [30, 40])
        let single = try PNGDecoder.decode(pngFile(width: 1, height: 1, bitDepth: 8, colorType: 0, interlaced: true, data: [0, 77]))
        #expect(single.pixels[0, 0].red == 77)
    }

    @Test func malformedFilesThrowNamingWhatIsWrong() throws {
        let good = pngFile(width: 1, height: 1, bitDepth: 8, colorType: 0, data: [0, 1])
        func kind(_ bytes: [UInt8]) -> (PNGError.Kind, String?)? {
            do {
                _ = try PNGDecoder.decode(bytes)
                return nil
            } catch {
                return (error.kind, error.chunk)
            }
        }
        #expect(kind(Array("GIF89a".utf8))! == (.notPNG, nil))
        #expect(kind(Array(good.prefix(40)))!.0 == .truncated)
        var crc = good
        crc[20] ^= 1
        #expect(kind(crc)! == (.badCRC, "IHDR"))
        #expect(kind(pngFile(width: 1, height: 1, bitDepth: 3, colorType: 0, data: [0, 1]))! == (.invalidChunk, "IHDR"))
        #expect(kind(pngFile(width: 1, height: 1, bitDepth: 8, colorType: 3, data: [0, 0]))! == (.invalidChunk, "PLTE"))
        #expect(kind(pngFile(width: 1, height: 1, bitDepth: 8, colorType: 3, palette: [1, 2, 3], data: [0, 5]))! == (.invalidImageData, "IDAT"))
        #expect(kind(pngFile(width: 100_000, height: 100_000, bitDepth: 8, colorType: 0, data: []))! == (.unsupported, "IHDR"))
        #expect(kind(pngFile(width: 1, height: 1, bitDepth: 8, colorType: 0, data: [0, 1, 2]))! == (.invalidImageData, "IDAT"))
        #expect(kind(pngFile(width: 2, height: 1, bitDepth: 8, colorType: 0, data: [0, 1]))! == (.invalidImageData, "IDAT"))
        #expect(kind(pngFile(width: 1, height: 1, bitDepth: 8, colorType: 0, data: [7, 1]))! == (.invalidImageData, "IDAT"))
        #expect(kind(pngFile(width: 1, height: 1, bitDepth: 8, colorType: 6, transparency: [1, 2], data: [0, 1, 2, 3, 4]))!
                == (.invalidChunk, "tRNS"))
    }

    /// Found by fuzzing (a run's resident set reached 845 MB): a file of a few dozen bytes whose
    /// header claims 8,192 × 8,192 pixels of 16-bit RGBA made the decoder set aside the 537 MB
    /// the claim needs before inflating anything. The output now grows as the data fills it: the
    /// decode runs in a process of its own, whose peak resident set it may raise by 64 MB at most.
    @Test func aHugeHeaderWithLittleDataFailsAfterInflatingOnlyTheData() async {
        await #expect(processExitsWith: .success) {
            let claim = pngFile(width: 8192, height: 8192, bitDepth: 16, colorType: 6, data: [0, 1, 2, 3])
            precondition(claim.count < 80, "the claim is \(claim.count) bytes")
            let before = peakResidentBytes()
            do throws(PNGError) {
                _ = try PNGDecoder.decode(claim)
                fatalError("a claim the data cannot fill decoded")
            } catch {
                precondition(error.kind == .invalidImageData && error.message.contains("holds 4 bytes, 536879104 expected"),
                             error.message)
            }
            let grown = peakResidentBytes() - before
            precondition(grown < 64 << 20, "decoding \(claim.count) bytes raised the peak resident set by \(grown) bytes")
        }
    }

    /// Image data many times the first 64 KiB of output inflates across the output's growth.
    @Test func imageDataLargerThanTheFirstOutputDecodesExactly() throws {
        let width = 300, height = 200
        func level(_ x: Int, _ y: Int) -> UInt8 { UInt8((x * 7 + y * 3) % 256) }
        let rows: [UInt8] = (0..<height).flatMap { y in [0] + (0..<width).map { x in level(x, y) } }
        let image = try PNGDecoder.decode(pngFile(width: width, height: height, bitDepth: 8, colorType: 0, data: rows))
        for (x, y) in [(0, 0), (299, 199), (123, 45), (17, 150)] {
            #expect(image.pixels[x, y] == gray(level(x, y)), "(\(x), \(y))")
        }
    }
}

@Suite struct PNGEncodingTests {
    /// A `width` × `height` image of premultiplied pixels, from a deterministic pattern.
    func pattern(_ width: Int, _ height: Int, opaque: Bool) throws -> CGImage {
        var pixels = PixelBuffer(width: width, height: height)
        for index in 0..<width * height {
            let alpha = opaque ? 255 : (index * 37) % 256
            let channel = { (seed: Int) in UInt8(((index * seed) % 256) * alpha / 255) }
            pixels.bytes.replaceSubrange(index * 4..<index * 4 + 4, with: [channel(7), channel(13), channel(29), UInt8(alpha)])
        }
        return try #require(CGImage(pixels: pixels))
    }

    @Test func opaqueAndTranslucentImagesRoundTripExactly() throws {
        for opaque in [true, false] {
            let image = try pattern(37, 23, opaque: opaque)
            let data = PNGEncoder.encode(image)
            #expect(data[25] == (opaque ? 2 : 6), "colour type")
            #expect(try PNGDecoder.decode(data).pixels == image.pixels)
        }
    }

    @Test func compressionIsReal() throws {
        let context = try #require(CGContext(width: 320, height: 480))
        context.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 320, height: 480))
        context.setFillColor(.white)
        context.fillEllipse(in: CGRect(x: 60, y: 140, width: 200, height: 200))
        let data = PNGEncoder.encode(try #require(context.makeImage()))
        #expect(data.count < 320 * 480 * 3 / 20, "\(data.count) bytes")
    }
}

/// A fixed-seed generator, so the fuzz test sees the same inputs every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct PNGFuzzTests {
    /// Rewrites every whole chunk's CRC, so a mutation reaches the checks behind the CRC's.
    func fixingCRCs(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes, offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(PNGBytes.uint32(bytes, at: offset))
            guard length <= bytes.count, offset + 12 + length <= bytes.count else { break }
            let crc = PNGBytes.bigEndian(Zlib.crc32(Array(bytes[offset + 4..<offset + 8 + length])))
            bytes.replaceSubrange(offset + 8 + length..<offset + 12 + length, with: crc)
            offset += 12 + length
        }
        return bytes
    }

    @Test func tenThousandMutatedFilesDecodeOrThrowNeverCrash() throws {
        let seeds: [[UInt8]] = [
            pngFile(width: 3, height: 1, bitDepth: 2, colorType: 3, palette: [255, 0, 0, 0, 255, 0, 0, 0, 255],
                    transparency: [255, 128], data: [0, 0b00_01_10_00]),
            pngFile(width: 2, height: 2, bitDepth: 16, colorType: 6, interlaced: true,
                    data: [0] + [UInt8](repeating: 7, count: 8) + [0] + [UInt8](repeating: 9, count: 8) + [4] + [UInt8](repeating: 3, count: 16)),
            pngFile(width: 5, height: 3, bitDepth: 1, colorType: 0, transparency: [0, 1], data: [1, 0xA8, 2, 0x50, 3, 0xF8]),
            PNGEncoder.encode(try #require(CGImage(pixels: PixelBuffer(width: 9, height: 7)))),
        ]
        var random = SplitMix64(state: 2026)
        var decoded = 0
        var kinds: [PNGError.Kind: Int] = [:]
        for iteration in 0..<10_000 {
            var bytes = seeds[iteration % seeds.count]
            for _ in 0...Int.random(in: 0...3, using: &random) {
                let position = Int.random(in: 0..<max(bytes.count, 1), using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where !bytes.isEmpty: bytes[position] ^= UInt8.random(in: 1...255, using: &random)
                case 1: bytes = Array(bytes.prefix(position))
                case 2 where !bytes.isEmpty: bytes.insert(contentsOf: bytes[position...].prefix(Int.random(in: 1...16, using: &random)), at: position)
                default: if position + 4 <= bytes.count { bytes.replaceSubrange(position..<position + 4, with: [0xFF, 0xFF, 0xFF, 0xF0]) }
                }
            }
            if iteration % 2 == 0 { bytes = fixingCRCs(bytes) }
            do {
                let image = try PNGDecoder.decode(bytes)
                #expect(image.width > 0 && image.height > 0)
                decoded += 1
            } catch {
                kinds[error.kind, default: 0] += 1
            }
        }
        // The mutations reach past the signature and CRC checks into every kind of check.
        #expect(decoded > 0)
        #expect(Set(kinds.keys) == [.notPNG, .truncated, .badCRC, .invalidChunk, .unsupported, .invalidImageData], "\(kinds)")
    }
}
