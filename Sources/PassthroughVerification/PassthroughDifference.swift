/// One stretch of lines a run with the plugin observed differently from the run without it.
public struct PassthroughDifference: Equatable, Sendable, CustomStringConvertible {
    /// The step's position in the script, from 1.
    public let stepNumber: Int
    /// The step's name.
    public let step: String
    /// Where the stretch starts in the step's lines without the plugin, from 1.
    public let line: Int
    /// This stretch's position among the step's differing stretches, from 1.
    public let stretch: Int
    /// How many differing stretches the step has in all (reports show the first few).
    public let differingStretches: Int
    /// The lines only the run without the plugin observed (empty: the plugin added lines).
    public let expected: [String]
    /// The lines only the run with the plugin observed (empty: the plugin lost lines).
    public let actual: [String]

    public var description: String {
        """
        step \(stepNumber) "\(step)", line \(line) (difference \(stretch) of \(differingStretches) in this step):
          without the plugin: \(Self.format(expected))
          with the plugin:    \(Self.format(actual))
        """
    }

    /// The lines shown per side; a longer stretch ends with how many more there are.
    static let shownLines = 3

    private static func format(_ lines: [String]) -> String {
        guard !lines.isEmpty else { return "(nothing)" }
        var shown = Array(lines.prefix(shownLines))
        if lines.count > shownLines { shown.append("… and \(lines.count - shownLines) more lines") }
        return shown.joined(separator: "\n                      ")
    }
}
