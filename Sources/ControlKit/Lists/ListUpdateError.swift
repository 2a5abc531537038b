/// An update of a table or collection view that its data source contradicts, or that names rows
/// (items) that are not there — UIKit's "Invalid update" and "attempt to …" exceptions. The view
/// is left as it was.
public struct ListUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the list holds: a table's rows or a collection view's items.
    public enum Element: String, Sendable {
        case row, item
    }

    /// What is wrong.
    public enum Reason: Equatable, Sendable {
        /// A section's count after the update is not its count before, plus the elements
        /// inserted and moved in, less those deleted and moved out.
        case invalidCount(section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
        /// The number of sections changed, which row and item updates cannot do.
        case invalidNumberOfSections(before: Int, after: Int)
        /// An element named by an update is not there: `operation` is "delete", "reload",
        /// "move" or "insert"; `count` is what the section holds (before the update for the
        /// first three, after it for inserts), nil for a section that is not there.
        case outOfRange(operation: String, indexPath: IndexPath, count: Int?)
        /// The same element named twice in one update: deleted, reloaded or moved from twice,
        /// or inserted or moved to twice.
        case duplicate(operation: String, indexPath: IndexPath)
    }

    /// Rows or items.
    public let element: Element
    /// What is wrong.
    public let reason: Reason

    /// The error `reason` about a list of `element`s.
    public init(_ element: Element, _ reason: Reason) {
        self.element = element
        self.reason = reason
    }

    /// UIKit's message for the same mistake.
    public var description: String {
        let elements = "\(element.rawValue)s", view = element == .row ? "table view" : "collection view"
        switch reason {
        case let .invalidCount(section, before, after, inserted, deleted, movedIn, movedOut):
            return "Invalid update: invalid number of \(elements) in section \(section). The number of \(elements) contained in an existing section after the update (\(after)) must be equal to the number of \(elements) contained in that section before the update (\(before)), plus or minus the number of \(elements) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(elements) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case let .invalidNumberOfSections(before, after):
            return "Invalid update: invalid number of sections. The number of sections contained in the \(view) after the update (\(after)) must be equal to the number of sections contained in the \(view) before the update (\(before))."
        case let .outOfRange(operation, indexPath, count):
            let place = "\(operation) \(element.rawValue) \(indexPath.last ?? -1) \(operation == "insert" ? "into" : "from") section \(indexPath.first ?? -1)"
            let when = operation == "insert" ? "after" : "before"
            guard let count else { return "attempt to \(place), but there is no such section \(when) the update." }
            return "attempt to \(place) which only contains \(count) \(elements) \(when) the update."
        case let .duplicate(operation, indexPath):
            return "attempt to \(operation) the \(element.rawValue) at \(indexPath) twice in one update."
        }
    }
}
