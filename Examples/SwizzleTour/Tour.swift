/// What the tour prints: numbered sections and indented lines.
final class Tour {
    private var sections = 0

    /// Starts a numbered section.
    func section(_ title: String) {
        sections += 1
        print("\n\(sections). \(title)")
        print(String(repeating: "─", count: title.count + 3))
    }

    /// Prints `line`, indented.
    func say(_ line: String) {
        print("   \(line)")
    }
}
