/// The Objective-C selector Swift gives a method, property accessor or initializer, by the rules
/// of `@objc` name inference: `tapped(_:)` → `tapped:`, `handle(pan:)` → `handleWithPan:`,
/// `tableView(_:didSelectRowAt:)` → `tableView:didSelectRowAt:`, `init(frame:)` →
/// `initWithFrame:`; a property `title` → `title` and `setTitle:`.
enum SelectorNames {
    /// The selector of a method named `baseName` whose parameters have these argument labels
    /// (nil for `_`).
    static func method(_ baseName: String, labels: [String?]) -> String {
        guard let first = labels.first else { return baseName }
        let head = first.map { baseName + "With" + capitalized($0) } ?? baseName
        return head + ":" + labels.dropFirst().map { ($0 ?? "") + ":" }.joined()
    }

    /// The getter of a property named `name`.
    static func getter(_ name: String) -> String { name }

    /// The setter of a property named `name`.
    static func setter(_ name: String) -> String { "set" + capitalized(name) + ":" }

    private static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
