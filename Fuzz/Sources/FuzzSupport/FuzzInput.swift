/// One fuzz input, read front to back into the values a target needs. Once the bytes run out
/// every read answers zero or empty, so every input, the empty one included, is a valid program
/// for a target, and libFuzzer's mutations of one byte change one decision.
public struct FuzzInput {
    private var bytes: ArraySlice<UInt8>

    /// The `count` bytes at `start`, copied.
    init(_ start: UnsafeRawPointer?, _ count: Int) {
        bytes = Array(UnsafeRawBufferPointer(start: start, count: count))[...]
    }

    /// Whether every byte has been read.
    public var isEmpty: Bool { bytes.isEmpty }

    /// The next byte; 0 past the end.
    public mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// A choice among `count` alternatives (`count` ≥ 1), from one byte.
    public mutating func choice(_ count: Int) -> Int {
        Int(byte()) % count
    }

    /// One of `options`, which is not empty.
    public mutating func pick<Element>(_ options: [Element]) -> Element {
        options[choice(options.count)]
    }

    /// A whole number from the next eight bytes, little-endian, zero-filled past the end.
    public mutating func int() -> Int {
        (0..<8).reduce(0) { value, shift in value | Int(byte()) << (8 * shift) }
    }

    /// A string from a length byte and that many bytes (fewer at the end), decoded as UTF-8
    /// with ill-formed sequences replaced, as a caller's text would reach the runtime.
    public mutating func string() -> String {
        let length = Int(byte())
        let taken = bytes.prefix(length)
        bytes = bytes.dropFirst(length)
        return String(decoding: taken, as: UTF8.self)
    }

    /// The bytes not read yet, all of them.
    public mutating func rest() -> [UInt8] {
        defer { bytes = [] }
        return Array(bytes)
    }
}

/// Stops the run, as libFuzzer records a crash, when a property every input must keep is
/// broken: the message names it, and libFuzzer saves the input that broke it.
public func expectInvariant(_ holds: Bool, _ message: @autoclosure () -> String) {
    if !holds { fatalError("fuzz invariant broken: \(message())") }
}
