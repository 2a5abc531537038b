import DynamicRuntime

/// The row (item) changes of one update of a table or collection view, as told — deletes, reloads and
/// move sources in the rows before it; inserts and move destinations in the rows after it — and
/// how they map the rows before onto the rows after, checked against the counts.
struct ListUpdates {
    var deletes: [IndexPath] = []
    var reloads: [IndexPath] = []
    var inserts: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    /// The animation of the last call that named one (a table's).
    var animation = UITableView.RowAnimation.automatic

    var isEmpty: Bool { deletes.isEmpty && reloads.isEmpty && inserts.isEmpty && moves.isEmpty }

    /// Where each row before the update went.
    struct Mapping {
        /// Each surviving row before → its place after (moved rows included, reloaded rows not).
        var moved: [IndexPath: IndexPath] = [:]
        /// The rows after that are new: inserted, or reloaded (their cells are asked afresh).
        var fresh: Set<IndexPath> = []
    }

    /// Checks the update against the counts before and after it, and maps the rows; the first
    /// disagreement throws.
    func resolve(before: [Int], after: [Int], of element: ListUpdateError.Element) throws(ListUpdateError) -> Mapping {
        guard before.count == after.count else { throw ListUpdateError(element, .invalidNumberOfSections(before: before.count, after: after.count)) }
        func check(_ paths: [IndexPath], _ operation: String, against counts: [Int]) throws(ListUpdateError) {
            for path in paths {
                guard path.count == 2, counts.indices.contains(path[0]) else {
                    throw ListUpdateError(element, .outOfRange(operation: operation, indexPath: path, count: nil))
                }
                guard (0..<counts[path[0]]).contains(path[1]) else {
                    throw ListUpdateError(element, .outOfRange(operation: operation, indexPath: path, count: counts[path[0]]))
                }
            }
        }
        try check(deletes, "delete", against: before)
        try check(reloads, "reload", against: before)
        try check(moves.map(\.from), "move", against: before)
        try check(inserts, "insert", against: after)
        try check(moves.map(\.to), "move", against: after)
        var leaving: [IndexPath: String] = [:], arriving: Set<IndexPath> = []
        for (path, operation) in deletes.map({ ($0, "delete") }) + reloads.map({ ($0, "reload") }) + moves.map({ ($0.from, "move") }) {
            if leaving[path] != nil { throw ListUpdateError(element, .duplicate(operation: operation, indexPath: path)) }
            leaving[path] = operation
        }
        for (path, operation) in inserts.map({ ($0, "insert") }) + moves.map({ ($0.to, "move") }) {
            if !arriving.insert(path).inserted { throw ListUpdateError(element, .duplicate(operation: operation, indexPath: path)) }
        }
        for section in before.indices {
            let inserted = inserts.count { $0[0] == section }, deleted = deletes.count { $0[0] == section }
            let movedIn = moves.count { $0.to[0] == section }, movedOut = moves.count { $0.from[0] == section }
            guard after[section] == before[section] + inserted - deleted + movedIn - movedOut else {
                throw ListUpdateError(element, .invalidCount(section: section, before: before[section], after: after[section], inserted: inserted,
                                                             deleted: deleted, movedIn: movedIn, movedOut: movedOut))
            }
        }
        return map(before: before, after: after, leaving: leaving, arriving: arriving)
    }

    /// The rows that stay fill, in order, the places after the update that no insert or move
    /// claims.
    private func map(before: [Int], after: [Int], leaving: [IndexPath: String], arriving: Set<IndexPath>) -> Mapping {
        var mapping = Mapping()
        for move in moves { mapping.moved[move.from] = move.to }
        mapping.fresh = Set(inserts)
        for section in before.indices {
            var free = (0..<after[section]).lazy.map { IndexPath(row: $0, section: section) }.filter { !arriving.contains($0) }.makeIterator()
            for row in 0..<before[section] {
                let old = IndexPath(row: row, section: section)
                let operation = leaving[old]
                guard operation == nil || operation == "reload", let new = free.next() else { continue }
                if operation == "reload" { mapping.fresh.insert(new) } else { mapping.moved[old] = new }
            }
        }
        return mapping
    }
}

/// The batches of updates open on a table or collection view: changes told while one is open
/// are committed together when the outermost ends; a change told outside any is its own update.
struct ListUpdateBatch {
    /// The changes told since the outermost batch opened.
    private var pending = ListUpdates()
    private var depth = 0

    /// Whether a batch is open.
    var isOpen: Bool { depth > 0 }

    /// Opens a batch (nested in any open one).
    mutating func begin() {
        if depth == 0 { pending = ListUpdates() }
        depth += 1
    }

    /// Closes the innermost batch: the updates to commit when it was the outermost, else nil.
    mutating func end() -> ListUpdates? {
        guard depth > 0 else { return nil }
        depth -= 1
        return depth == 0 ? pending : nil
    }

    /// Adds `change` to the open batch (nil), or makes it an update of its own to commit now.
    mutating func record(_ change: (inout ListUpdates) -> Void) -> ListUpdates? {
        guard depth == 0 else {
            change(&pending)
            return nil
        }
        var updates = ListUpdates()
        change(&updates)
        return updates
    }
}

/// A table or collection view taking updates: the batching and the reporting are written once,
/// here; each view checks and shows an update in its own ``commit(_:completion:)``.
@MainActor
protocol ListUpdating: AnyObject {
    /// The batches open.
    var updateBatch: ListUpdateBatch { get set }
    /// The class the messages name (`UITableView`).
    static var listClassName: String { get }
    /// What a refused update leaves as it was ("The table is unchanged.").
    static var unchangedSentence: String { get }
    /// Checks `updates` against the data source's counts, then shows them; throws, changing
    /// nothing, when the counts disagree.
    func commit(_ updates: ListUpdates, completion: ((Bool) -> Void)?) throws(ListUpdateError)
}

extension ListUpdating {
    /// A change told by `selector`: added to the open batch, or committed alone — a refusal
    /// reported as a runtime issue.
    func recordUpdate(_ selector: String, _ change: (inout ListUpdates) -> Void) {
        guard let updates = updateBatch.record(change) else { return }
        commitReporting(updates, selector, completion: nil)
    }

    /// Runs `updates` in a batch and commits it when it is the outermost; an inner batch's
    /// completion runs when its block ends.
    func runBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) throws(ListUpdateError) {
        updateBatch.begin()
        updates()
        guard let pending = updateBatch.end() else {
            completion?(true)
            return
        }
        try commit(pending, completion: completion)
    }

    /// Commits `updates`, reporting a refusal as a runtime issue of `selector` and telling
    /// `completion` false.
    func commitReporting(_ updates: ListUpdates, _ selector: String, completion: ((Bool) -> Void)?) {
        do throws(ListUpdateError) {
            try commit(updates, completion: completion)
        } catch {
            RuntimeIssues.report(RuntimeIssue("-[\(Self.listClassName) \(selector)]: \(error) \(Self.unchangedSentence)", error: error))
            completion?(false)
        }
    }

    /// ``runBatch(_:completion:)``, a refusal reported as `selector`'s runtime issue.
    func runBatchReporting(_ updates: () -> Void, _ selector: String, completion: ((Bool) -> Void)?) {
        do throws(ListUpdateError) {
            try runBatch(updates, completion: completion)
        } catch {
            RuntimeIssues.report(RuntimeIssue("-[\(Self.listClassName) \(selector)]: \(error) \(Self.unchangedSentence)", error: error))
            completion?(false)
        }
    }
}

extension ListUpdating {
    /// The counts a data source answers — `sections`, then `count` of each — checked: a
    /// negative count is reported, naming the section, and read as none.
    func checkedCounts(sections: Int, elements: String, _ count: (Int) -> Int) -> [Int] {
        guard sections >= 0 else {
            RuntimeIssues.report(RuntimeIssue("\(Self.listClassName): the data source answered \(sections) sections; it shows none"))
            return []
        }
        return (0..<sections).map { section in
            let elementCount = count(section)
            guard elementCount >= 0 else {
                RuntimeIssues.report(RuntimeIssue("\(Self.listClassName): the data source answered \(elementCount) \(elements) in section \(section); the section shows none"))
                return 0
            }
            return elementCount
        }
    }
}
