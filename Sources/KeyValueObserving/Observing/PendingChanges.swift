import Foundation
import SwizzleKitSupport

/// The changes in progress on one thread: `willChange` / `didChange` pairs nest per thread and
/// per object and key, and only the outermost pair notifies.
///
/// Kept in thread-local storage rather than in the observed object's table, so announcing a
/// change takes no lock for it; the entries' storage is kept between changes, so a change
/// allocates nothing here.
final class PendingChanges {
    /// One change in progress: its object's table and key, how deeply it is nested, and what
    /// `willChange` recorded for `didChange` (nothing for a notifying setter's change, which
    /// keeps its own). Plain fields, so pushing and popping one copies no `IndexSet`, whose
    /// layout Foundation does not publish.
    struct Entry {
        let table: ObjectIdentifier
        let key: String
        var depth = 1
        /// How many forwarded will-changes (a ``DependencyForwarder``'s) joined this change
        /// instead of nesting: their did-changes end nothing. In a cycle of dependencies the
        /// key's own change comes back round this way, and its did-change arrives only after the
        /// change's own has notified, when this entry is gone.
        var forwarded = 0
        var record: Record?
    }

    /// What `willChange` recorded of a change announced by hand.
    final class Record {
        /// A setting, or for an ordered to-many change its kind and the indexes it touches.
        let kind: KeyValueChange.Kind
        let indexes: IndexSet?
        /// The registrations told of this change, each with its path's old value if it asked.
        var affected: [(observation: Observation, old: Any??)] = []

        init(kind: KeyValueChange.Kind, indexes: IndexSet?) {
            self.kind = kind
            self.indexes = indexes
        }
    }

    // Touched only by the owning thread: no exclusivity checks needed.
    @exclusivity(unchecked) var entries: [Entry] = []
    /// The storage of the last change this thread's notifying setters made, which no change
    /// refers to any more: the next one refills it instead of allocating.
    @exclusivity(unchecked) var spareChange: KeyValueChangeStorage?

    /// The index of the change of `key` on `table` in progress, the innermost if several.
    @inline(__always)
    func index(of table: ObservationTable, key: String) -> Int? {
        let id = ObjectIdentifier(table)
        return entries.lastIndex { $0.table == id && $0.key == key }
    }

    /// Starts a change of `key` on `table`, at depth 1.
    func begin(_ table: ObservationTable, key: String, record: Record? = nil) {
        entries.append(Entry(table: ObjectIdentifier(table), key: key, record: record))
    }

    /// Ends the innermost change of `key` on `table`, returning what was recorded for it.
    @discardableResult
    func end(_ table: ObservationTable, key: String) -> Record? {
        guard let index = index(of: table, key: key) else { return nil }
        return (index == entries.count - 1 ? entries.removeLast() : entries.remove(at: index)).record
    }

    /// Runs `body` with the current thread's changes, made on first use and released when the
    /// thread exits; the thread keeps them alive, so they are lent without a retain.
    @inline(__always)
    static func withCurrent<Result>(_ body: (PendingChanges) -> Result) -> Result {
        perThread.withCurrent(body)
    }

    private static let perThread = PerThread {
        let made = PendingChanges()
        made.entries.reserveCapacity(4)
        return made
    }
}
