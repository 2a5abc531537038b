import CZlib
import FuzzSupport
import Graphics

// PNG decoding: any bytes either decode or throw a `PNGError`, never crash, hang or allocate
// without bound; what decodes re-encodes to a PNG that decodes to the same pixels.
//
// A mutated file rarely gets past its chunks' CRCs and its image data's deflate stream, so the
// first byte picks how the rest reaches the decoder: as it is, with every chunk's CRC made right,
// or built from a header, a palette, transparency and raw scanlines that the target deflates.
runFuzzTarget { input in
    let file: [UInt8]
    switch input.choice(3) {
    case 0: file = input.rest()
    case 1: file = PNGFile.repairingCRCs(input.rest())
    default: file = PNGFile.built(from: &input)
    }
    guard let image = try? PNGDecoder.decode(file) else { return }
    expectInvariant(image.width >= 1 && image.height >= 1, "decoded a \(image.width) × \(image.height) image")
    do {
        let again = try PNGDecoder.decode(PNGEncoder.encode(image))
        expectInvariant(again == image, "the decoded image re-encoded decodes to other pixels")
    } catch {
        expectInvariant(false, "the decoded image re-encoded does not decode: \(error)")
    }
}

/// Making PNG files for the decoder out of fuzz input.
enum PNGFile {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// `bytes` with the CRC of every whole chunk after the signature recomputed.
    static func repairingCRCs(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 12 else { break }
            let crc = crc32(bytes[offset + 4..<offset + 8 + length])
            for index in 0..<4 { bytes[offset + 8 + length + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
            offset += 12 + length
        }
        return bytes
    }

    /// A well-formed file around fuzzed content: the 13 bytes of IHDR, an optional PLTE and
    /// tRNS, then the rest deflated as the image data.
    static func built(from input: inout FuzzInput) -> [UInt8] {
        let header = (0..<13).map { _ in input.byte() }
        var file = signature + chunk("IHDR", header)
        if input.choice(2) == 1 { file += chunk("PLTE", Array(input.string().utf8)) }
        if input.choice(2) == 1 { file += chunk("tRNS", Array(input.string().utf8)) }
        file += chunk("IDAT", deflate(input.rest()))
        return file + chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        let crc = crc32(typed[...])
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }

    private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(CZlib.crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    private static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        _ = compress(&output, &size, bytes, uLong(bytes.count))
        return Array(output.prefix(Int(size)))
    }
}
