/// Writes PNG files: 8-bit RGB when every pixel is opaque, else 8-bit RGBA (straight alpha, as
/// PNG stores it), each row with its best filter, compressed by the system zlib.
public enum PNGEncoder {
    /// The PNG file of `image`.
    public static func encode(_ image: CGImage) -> [UInt8] {
        let pixels = image.pixels
        let opaque = stride(from: 3, to: pixels.bytes.count, by: 4).allSatisfy { pixels.bytes[$0] == 255 }
        let channels = opaque ? 3 : 4
        var rows = [UInt8](repeating: 0, count: pixels.width * pixels.height * channels)
        pixels.bytes.withUnsafeBufferPointer { source in
            rows.withUnsafeMutableBufferPointer { rows in
                var output = 0
                for index in stride(from: 0, to: source.count, by: 4) {
                    let straight = PixelConversion.straight(RGBA8(red: source[index], green: source[index + 1],
                                                                  blue: source[index + 2], alpha: source[index + 3]))
                    rows[output] = straight.red
                    rows[output + 1] = straight.green
                    rows[output + 2] = straight.blue
                    if !opaque { rows[output + 3] = straight.alpha }
                    output += channels
                }
            }
        }
        let rowBytes = pixels.width * channels
        let filtered = PNGFilters.filter(rows, rowBytes: rowBytes, height: pixels.height, bpp: channels)
        var header = PNGBytes.bigEndian(UInt32(pixels.width)) + PNGBytes.bigEndian(UInt32(pixels.height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        return PNGDecoder.signature + chunk("IHDR", header) + chunk("IDAT", Zlib.deflate(filtered)) + chunk("IEND", [])
    }

    /// A chunk: length, type, data, and the CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return PNGBytes.bigEndian(UInt32(data.count)) + typeAndData + PNGBytes.bigEndian(Zlib.crc32(typeAndData))
    }
}
