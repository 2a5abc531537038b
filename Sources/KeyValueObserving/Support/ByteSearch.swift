extension String {
    /// The index of the first `byte` (an ASCII character, such as a key path's `.` or `@`),
    /// found by scanning the UTF-8 bytes in place: stepping a `UTF8View` index by index costs
    /// several times as much, on every registration and key-path read.
    func firstIndex(ofASCII byte: UInt8) -> String.Index? {
        guard let offset = utf8.withContiguousStorageIfAvailable({ $0.firstIndex(of: byte) }) else {
            return utf8.firstIndex(of: byte)
        }
        return offset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }
}
