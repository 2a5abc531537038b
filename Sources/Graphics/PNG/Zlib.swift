import CZlib

/// The system zlib's deflate, inflate and CRC-32, over byte arrays.
enum Zlib {
    /// The zlib stream of `bytes`, compressed at `level` (0...9).
    static func deflate(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8] {
        var bound = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(bound))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &bound, input.baseAddress, uLong(input.count), level)
            }
        }
        // compress2 fails only without memory or with a bad level, neither possible here.
        precondition(status == Z_OK, "compress2 failed: \(status)")
        return Array(output.prefix(Int(bound)))
    }

    /// Exactly `count` bytes inflated from the zlib stream `bytes`; throws when the stream is
    /// corrupt, ends early, or holds more.
    ///
    /// The output grows as the stream fills it, from 64 KiB, doubling: a header that claims a
    /// huge image with little data behind it costs what the data inflates to, not the claim.
    static func inflate(_ bytes: [UInt8], count: Int) throws(PNGError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: min(count, 1 << 16))
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw PNGError(.invalidImageData, chunk: "IDAT", "zlib could not start inflating")
        }
        defer { inflateEnd(&stream) }
        var produced = 0
        var status = Z_OK
        bytes.withUnsafeBufferPointer { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = uInt(input.count)
            // Z_OK is progress; Z_BUF_ERROR means no input left or no room left.
            while status == Z_OK {
                if produced == output.count, output.count < count {
                    output += repeatElement(0, count: min(count - output.count, output.count))
                }
                status = output.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress.map { $0 + produced }
                    stream.avail_out = uInt(out.count - produced)
                    defer { produced = out.count - Int(stream.avail_out) }
                    return CZlib.inflate(&stream, Z_NO_FLUSH)
                }
            }
        }
        switch status {
        case Z_STREAM_END where produced == count:
            return output
        case Z_STREAM_END:
            throw PNGError(.invalidImageData, chunk: "IDAT", "the image data holds \(produced) bytes, \(count) expected")
        case Z_BUF_ERROR where produced < count:
            throw PNGError(.invalidImageData, chunk: "IDAT", "the image data ends after \(produced) of \(count) bytes")
        case Z_BUF_ERROR:
            throw PNGError(.invalidImageData, chunk: "IDAT", "the image data holds more than the \(count) bytes expected")
        default:
            let reason = stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"
            throw PNGError(.invalidImageData, chunk: "IDAT", "the image data is corrupt: \(reason)")
        }
    }

    /// The CRC-32 of `bytes`, as PNG chunks carry it.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(CZlib.crc32(0, $0.baseAddress, uInt($0.count))) }
    }
}
