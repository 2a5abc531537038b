import DynamicRuntime

/// Updates told to the table: rows inserted, deleted, reloaded and moved, alone or together in
/// a batch. Each is checked against the data source's counts when it commits; the rows that stay
/// keep their cells and slide to their new places, those that go fade out, new ones fade in.
extension UITableView: ListUpdating {
    static let listClassName = "UITableView"
    static let unchangedSentence = "The table is unchanged."

    /// Inserts rows at `indexPaths` (in the rows after the update), animated by `animation`.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate("insertRowsAtIndexPaths:withRowAnimation:") { $0.inserts += indexPaths; $0.animation = animation }
    }

    /// Deletes the rows at `indexPaths` (in the rows before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate("deleteRowsAtIndexPaths:withRowAnimation:") { $0.deletes += indexPaths; $0.animation = animation }
    }

    /// Asks the data source again for the cells of the rows at `indexPaths` (before the update).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate("reloadRowsAtIndexPaths:withRowAnimation:") { $0.reloads += indexPaths; $0.animation = animation }
    }

    /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it); its cell
    /// goes with it.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate("moveRowAtIndexPath:toIndexPath:") { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Makes the inserts, deletes, reloads and moves `updates` tells the table one update,
    /// checked and animated together once the outermost batch ends; `completion` runs when the
    /// animations have ended (true), or at once with false when the update was invalid — which
    /// is reported as a runtime issue, the table left as it was.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatchReporting({ updates?() }, "performBatchUpdates:completion:", completion: completion)
    }

    /// The Swift-first ``performBatchUpdates(_:completion:)``: an update the data source
    /// contradicts throws, naming the section and the counts, and leaves the table as it was.
    public func applyBatchUpdates(_ updates: () -> Void) throws(ListUpdateError) {
        try runBatch(updates, completion: nil)
    }

    /// Begins a batch ended by ``endUpdates()`` (the older form of ``performBatchUpdates(_:completion:)``).
    public func beginUpdates() {
        updateBatch.begin()
    }

    /// Ends the batch ``beginUpdates()`` began, committing it when it is the outermost.
    public func endUpdates() {
        guard updateBatch.isOpen else {
            return RuntimeIssues.report(RuntimeIssue("-[UITableView endUpdates]: no beginUpdates to end; nothing done"))
        }
        guard let updates = updateBatch.end() else { return }
        commitReporting(updates, "endUpdates", completion: nil)
    }

    // MARK: Bodies

    /// Checks `updates` against the counts before and after, then moves the cells and the
    /// selection to their new rows and animates the change.
    func commit(_ updates: ListUpdates, completion: ((Bool) -> Void)?) throws(ListUpdateError) {
        // A table not loaded yet just loads what the data source has now, as UIKit's does.
        guard !needsReload else {
            loadIfNeeded()
            completion?(true)
            return
        }
        let before = tableLayout.sections.map(\.rows.count)
        let mapping = try updates.resolve(before: before, after: readCounts(), of: .row)
        var leaving: [(IndexPath, UITableViewCell)] = []
        var staying: [IndexPath: UITableViewCell] = [:]
        for (old, cell) in visibleRows {
            if let new = mapping.moved[old] { staying[new] = cell } else { leaving.append((old, cell)) }
        }
        visibleRows = staying
        selectedRows = selectedRows.compactMap { mapping.moved[$0] }
        if let row = highlightedRow { highlightedRow = mapping.moved[row] }
        for views in sectionViews.values { removeSectionViews(views) }
        tableLayout = readLayout()
        animate(leaving: leaving, animation: updates.animation, completion: completion)
    }

    /// Lays the rows out at their new places, animating from the old by `animation`.
    private func animate(leaving: [(IndexPath, UITableViewCell)], animation: RowAnimation, completion: ((Bool) -> Void)?) {
        let slide: CGFloat = animation == .left ? -bounds.width : animation == .right ? bounds.width : 0
        ListUpdateAnimation.run(shown: { Array(visibleRows.values) }, layOut: { layOutRows() }, leaving: leaving, slide: slide,
                                animated: animation != .none, recycle: { [weak self] cell, indexPath in self?.recycle(cell, at: indexPath) },
                                completion: completion)
    }
}
