/// Encodes a ``Bitmap`` as a PNG file (8-bit truecolour, no interlacing, no filtering, stored
/// zlib blocks), readable by any PNG decoder.
public enum PNGEncoder {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file of `bitmap`. A bitmap with no pixels still encodes (decoders may refuse a
    /// zero size, as the format requires at least one pixel).
    public static func encode(_ bitmap: Bitmap) -> [UInt8] {
        var header = ZlibStream.bigEndian(UInt32(bitmap.width)) + ZlibStream.bigEndian(UInt32(bitmap.height))
        header += [8, 2, 0, 0, 0]  // bit depth 8, colour type 2 (RGB), deflate, filter method 0, no interlace
        var scanlines: [UInt8] = []
        scanlines.reserveCapacity(bitmap.height * (1 + bitmap.width * 3))
        for row in 0..<bitmap.height {
            scanlines.append(0)  // filter type None
            for pixel in bitmap.pixels[row * bitmap.width..<(row + 1) * bitmap.width] {
                scanlines += [pixel.red, pixel.green, pixel.blue]
            }
        }
        return signature + chunk("IHDR", header) + chunk("IDAT", ZlibStream.stored(scanlines)) + chunk("IEND", [])
    }

    /// A chunk: length, type, data, and the CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return ZlibStream.bigEndian(UInt32(data.count)) + typeAndData + ZlibStream.bigEndian(CRC32.checksum(typeAndData))
    }
}
