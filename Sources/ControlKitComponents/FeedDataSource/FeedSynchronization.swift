/// How a ``FeedDataSource`` keeps its rows consistent when a load on a background queue overlaps
/// a deletion on the main thread — seed 004's question and its two remedies.
public enum FeedSynchronization: Sendable, CaseIterable, CustomStringConvertible {
    /// No remedy: the load writes the rows from its background queue and then tells the table.
    /// A refresh that was requested before a deletion brings the deleted row back; a load that
    /// lands between a deletion's data change and its table update makes the table's counts
    /// disagree — UIKit's "Invalid update".
    case unsynchronized
    /// Remedy 1, concurrent access on copies: a load never touches the rows; it hands its copy
    /// to the main thread, where the deletions made while it was in flight (recorded by
    /// identifier) are replayed on the copy before it is shown. Cost: a copy per load and a
    /// record of deletions.
    case replayingDeletions
    /// Remedy 2, serial access: every change of the rows — a deletion, a load's result — runs on
    /// one serial queue, in order, and the table follows the queue's snapshots on the main
    /// thread. Cost: a deletion shows only once the queue reaches it, after earlier loads.
    case serialQueue

    public var description: String {
        switch self {
        case .unsynchronized: "no remedy"
        case .replayingDeletions: "remedy 1: record the deletion, replay it on the loaded copy"
        case .serialQueue: "remedy 2: one serial queue for every change"
        }
    }
}
