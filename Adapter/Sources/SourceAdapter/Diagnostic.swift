/// What the adapter could not translate, at its place in the original file: printed as the
/// compiler prints an error, so the build fails naming the file, line and reason.
public struct Diagnostic: Error, Equatable, CustomStringConvertible, Sendable {
    /// The original file's path.
    public let file: String
    /// The line, from 1.
    public let line: Int
    /// The column, from 1.
    public let column: Int
    /// What was refused, and what to write instead.
    public let message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
