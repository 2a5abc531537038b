/// Wraps bytes in a zlib stream (RFC 1950) of uncompressed deflate blocks (RFC 1951, `BTYPE`
/// 00): valid for any inflater, no compressor needed. A map's PNG is small enough that size
/// does not matter.
enum ZlibStream {
    /// The most bytes one stored block holds.
    static let maximumBlockLength = 65_535

    /// `bytes` as a zlib stream: header, stored blocks, Adler-32 of `bytes` (big-endian).
    static func stored(_ bytes: [UInt8]) -> [UInt8] {
        // CMF 0x78: deflate, 32 KiB window; FLG 0x01 makes CMF·256 + FLG a multiple of 31.
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + maximumBlockLength, bytes.count)
            let length = UInt16(end - start)
            stream.append(end == bytes.count ? 1 : 0)  // BFINAL on the last block, BTYPE 00
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += bytes[start..<end]
            start = end
        } while start < bytes.count
        stream += bigEndian(Adler32.checksum(bytes))
        return stream
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
