/// What happened in a ``PassthroughScene`` since it was last read: control events, layout
/// calls and gesture recognizer actions, one line each, in order.
final class SceneLog {
    private var lines: [String] = []

    func append(_ line: String) {
        lines.append(line)
    }

    /// The lines logged since the last call, which empties the log.
    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}
