/// Why bytes are not a PNG this decoder can read, naming the chunk where it knows it.
public struct PNGError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What is wrong.
    public enum Kind: Equatable, Sendable {
        /// The file does not start with PNG's signature.
        case notPNG
        /// The file ends inside a chunk, or before `IEND`.
        case truncated
        /// A chunk's CRC does not match its type and data.
        case badCRC
        /// A chunk is malformed, misplaced, or has values the specification does not allow.
        case invalidChunk
        /// A size or combination the specification allows that this decoder does not take (a
        /// size over its pixel limit).
        case unsupported
        /// The compressed image data is corrupt, too short or too long.
        case invalidImageData
    }

    /// What is wrong.
    public let kind: Kind
    /// The chunk involved (`IHDR`, `IDAT`…), if any.
    public let chunk: String?
    /// A readable message.
    public let message: String

    init(_ kind: Kind, chunk: String? = nil, _ detail: String) {
        self.kind = kind
        self.chunk = chunk
        message = "PNG\(chunk.map { " \($0)" } ?? ""): \(detail)"
    }

    public var description: String { message }
}
