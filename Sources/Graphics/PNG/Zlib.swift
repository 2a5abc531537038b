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
    static func inflate(_ bytes: [UInt8], count: Int) throws(PNGError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: count)
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw PNGError(.invalidImageData, chunk: "IDAT", "zlib could not start inflating")
        }
        defer { inflateEnd(&stream) }
        let status: Int32 = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                var status = Z_OK
                while status == Z_OK, stream.avail_out > 0 || stream.avail_in > 0 {
                    status = CZlib.inflate(&stream, Z_FINISH)
                    if status == Z_BUF_ERROR, stream.avail_out == 0 { break }
                }
                return status
            }
        }
        let produced = count - Int(stream.avail_out)
        switch status {
        case Z_STREAM_END where produced == count:
            return output
        case Z_STREAM_END:
            throw PNGError(.invalidImageData, chunk: "IDAT", "the image data holds \(produced) bytes, \(count) expected")
        case Z_BUF_ERROR where stream.avail_in == 0 && produced < count:
            throw PNGError(.invalidImageData, chunk: "IDAT", "the image data ends after \(produced) of \(count) bytes")
        case Z_BUF_ERROR, Z_OK:
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
