/// The Adler-32 checksum a zlib stream ends with (RFC 1950).
enum Adler32 {
    /// The checksum of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        let modulus: UInt32 = 65521
        var (a, b): (UInt32, UInt32) = (1, 0)
        // 5552 bytes is the most that can be summed before the 32-bit sums must be reduced.
        var start = 0
        while start < bytes.count {
            let end = min(start + 5552, bytes.count)
            for byte in bytes[start..<end] {
                a &+= UInt32(byte)
                b &+= a
            }
            a %= modulus
            b %= modulus
            start = end
        }
        return b << 16 | a
    }
}
