@testable import Rasterizer
import Testing

@Suite("The PNG encoder and its checksums")
struct PNGEncoderTests {
    @Test("CRC-32 and Adler-32 give the published check values")
    func checksumsMatchTheirCheckValues() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum([]) == 1)
        // Long enough to need the periodic reduction: 100 000 bytes of 0xFF.
        let long = [UInt8](repeating: 0xFF, count: 100_000)
        #expect(Adler32.checksum(long) == naiveAdler32(long))
    }

    @Test("a PNG is the signature, then IHDR, IDAT and IEND chunks with correct CRCs")
    func chunksAreWellFormed() throws {
        var bitmap = Bitmap(width: 3, height: 2)
        bitmap.fill(x: 1, y: 0, width: 1, height: 2, with: Pixel(red: 10, green: 20, blue: 30))
        let png = PNGEncoder.encode(bitmap)
        #expect(Array(png.prefix(8)) == PNGEncoder.signature)
        let chunks = try readChunks(Array(png.dropFirst(8)))
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(chunks[0].data == [0, 0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 0])
        #expect(chunks[2].data.isEmpty)
    }

    @Test("the image data inflates back to filterless RGB scanlines of the bitmap")
    func imageDataRoundTrips() throws {
        var bitmap = Bitmap(width: 2, height: 2, background: .black)
        bitmap.fill(x: 1, y: 1, width: 5, height: 5, with: .white)
        let chunks = try readChunks(Array(PNGEncoder.encode(bitmap).dropFirst(8)))
        let scanlines = try inflateStored(chunks[1].data)
        #expect(scanlines == [0, 0, 0, 0, 0, 0, 0,
                              0, 0, 0, 0, 255, 255, 255])
    }

    @Test("data over one stored block's 65 535 bytes is split into blocks, the last one final")
    func longDataIsSplitIntoBlocks() throws {
        let bytes = (0..<150_000).map { UInt8($0 % 251) }
        let stream = ZlibStream.stored(bytes)
        #expect(stream.count == 2 + 3 * 5 + bytes.count + 4)
        #expect(try inflateStored(stream) == bytes)
        #expect(try inflateStored(ZlibStream.stored([])) == [])
    }

    @Test("drawing outside the bitmap is clipped, and sizes below zero give an empty bitmap")
    func drawingIsClipped() {
        var bitmap = Bitmap(width: 4, height: 4)
        bitmap.fill(x: -2, y: -2, width: 3, height: 3, with: .black)
        bitmap.stroke(x: 2, y: 2, width: 10, height: 10, with: .black)
        bitmap.draw([[0, 1], [7, 0]], palette: [.white, .black], x: 3, y: 3, scale: 2)
        #expect(bitmap[0, 0] == .black)
        #expect(bitmap[1, 1] == .white)
        #expect(bitmap[2, 2] == .black)
        #expect(bitmap[3, 3] == .white)
        #expect(bitmap[4, 0] == nil)
        #expect(Bitmap(width: -3, height: 5).pixels.isEmpty)
        #expect(PNGEncoder.encode(Bitmap(width: 0, height: 0)).count == 8 + 25 + 12 + 12 + 11)
    }
}

private struct Chunk {
    let type: String
    let data: [UInt8]
}

private struct MalformedPNG: Error {
    let reason: String
}

/// Splits PNG chunks, checking each CRC.
private func readChunks(_ bytes: [UInt8]) throws -> [Chunk] {
    var chunks: [Chunk] = []
    var offset = 0
    while offset < bytes.count {
        let length = Int(bigEndian(bytes, at: offset))
        let typeAndData = Array(bytes[offset + 4..<offset + 8 + length])
        guard bigEndian(bytes, at: offset + 8 + length) == CRC32.checksum(typeAndData) else { throw MalformedPNG(reason: "CRC") }
        chunks.append(Chunk(type: String(decoding: typeAndData.prefix(4), as: UTF8.self), data: Array(typeAndData.dropFirst(4))))
        offset += 12 + length
    }
    return chunks
}

/// Inflates a zlib stream of stored blocks, checking the header, each length and the Adler-32.
private func inflateStored(_ stream: [UInt8]) throws -> [UInt8] {
    guard stream.count >= 6, (UInt16(stream[0]) << 8 | UInt16(stream[1])) % 31 == 0, stream[0] & 0x0F == 8 else {
        throw MalformedPNG(reason: "zlib header")
    }
    var output: [UInt8] = []
    var offset = 2
    var final = false
    while !final {
        final = stream[offset] & 1 == 1
        guard stream[offset] >> 1 & 3 == 0 else { throw MalformedPNG(reason: "not a stored block") }
        let length = Int(stream[offset + 1]) | Int(stream[offset + 2]) << 8
        let complement = Int(stream[offset + 3]) | Int(stream[offset + 4]) << 8
        guard length ^ complement == 0xFFFF else { throw MalformedPNG(reason: "LEN/NLEN") }
        output += stream[offset + 5..<offset + 5 + length]
        offset += 5 + length
    }
    guard bigEndian(stream, at: offset) == Adler32.checksum(output), offset + 4 == stream.count else { throw MalformedPNG(reason: "Adler-32") }
    return output
}

private func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
}

private func naiveAdler32(_ bytes: [UInt8]) -> UInt32 {
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in bytes {
        a = (a + UInt32(byte)) % 65521
        b = (b + a) % 65521
    }
    return b << 16 | a
}
