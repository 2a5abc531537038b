/// An update of a table or collection view that its data source contradicts, or that names rows
/// that are not there — UIKit's "Invalid update" and "attempt to …" exceptions. The view is left
/// as it was.
public enum TableUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A section's row count after the update is not its count before, plus the rows inserted
    /// and moved in, less those deleted and moved out.
    case invalidNumberOfRows(section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// The number of sections changed, which row updates cannot do.
    case invalidNumberOfSections(before: Int, after: Int)
    /// A row named by an update is not there: `operation` is "delete", "reload", "move" or
    /// "insert"; `rows` is what the section holds (before the update for the first three, after
    /// it for inserts), nil for a section that is not there.
    case rowOutOfRange(operation: String, indexPath: IndexPath, rows: Int?)
    /// The same row named twice in one update: deleted, reloaded or moved from twice, or
    /// inserted or moved to twice.
    case duplicateRow(operation: String, indexPath: IndexPath)

    /// UIKit's message for the same mistake.
    public var description: String {
        switch self {
        case let .invalidNumberOfRows(section, before, after, inserted, deleted, movedIn, movedOut):
            "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case let .invalidNumberOfSections(before, after):
            "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after)) must be equal to the number of sections contained in the table view before the update (\(before))."
        case let .rowOutOfRange(operation, indexPath, rows?):
            "attempt to \(operation) row \(indexPath.last ?? -1) \(operation == "insert" ? "into" : "from") section \(indexPath.first ?? -1) which only contains \(rows) rows \(operation == "insert" ? "after" : "before") the update."
        case let .rowOutOfRange(operation, indexPath, nil):
            "attempt to \(operation) row \(indexPath.last ?? -1) \(operation == "insert" ? "into" : "from") section \(indexPath.first ?? -1), but there is no such section \(operation == "insert" ? "after" : "before") the update."
        case let .duplicateRow(operation, indexPath):
            "attempt to \(operation) the row at \(indexPath) twice in one update."
        }
    }
}
