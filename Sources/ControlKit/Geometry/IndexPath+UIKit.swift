import DynamicRuntime

/// UIKit's additions to `IndexPath`, which Foundation on Linux lacks: a row (or a collection
/// view's item) in a section — the section the first index, the row the second.
///
/// Reading `section`, `row` or `item` of a path without that index answers `NSNotFound` and
/// reports a runtime issue (UIKit traps); setting it is reported and changes nothing.
extension IndexPath {
    /// The path to `row` in `section` (`indexPathForRow:inSection:`).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The path to `item` in `section` (`indexPathForItem:inSection:`).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { index(0, "section") }
        set { setIndex(0, newValue, "section") }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { index(1, "row") }
        set { setIndex(1, newValue, "row") }
    }

    /// The item in the section (a collection view's row): the second index.
    public var item: Int {
        get { index(1, "item") }
        set { setIndex(1, newValue, "item") }
    }

    private func index(_ position: Int, _ name: String) -> Int {
        guard count > position else {
            RuntimeIssues.report(RuntimeIssue("IndexPath \(self): no \(name) in a path of \(count) index(es); reads NSNotFound"))
            return NSNotFound
        }
        return self[position]
    }

    private mutating func setIndex(_ position: Int, _ value: Int, _ name: String) {
        guard count > position else {
            return RuntimeIssues.report(RuntimeIssue("IndexPath \(self): no \(name) to set in a path of \(count) index(es); unchanged"))
        }
        self[position] = value
    }
}
