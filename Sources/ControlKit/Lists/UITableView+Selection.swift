import DynamicRuntime

/// Highlighting and selecting rows: by touch — highlighted while the finger is down, selected
/// when it lifts, with the delegate asked and told — or in code, which tells the delegate nothing,
/// as in UIKit.
extension UITableView {
    /// The selected row (the first selected, with several); nil when none is.
    public var indexPathForSelectedRow: IndexPath? {
        selectedRows.first
    }

    /// The selected rows in the order they were selected; nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows
    }

    /// Selects the row (deselecting the others unless ``allowsMultipleSelection``) and scrolls it
    /// to `scrollPosition` — `.none` does not scroll, as Apple documents for this method; nil
    /// deselects every row. The delegate is not told.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard tableLayout.contains(indexPath) else {
            return RuntimeIssues.report(RuntimeIssue("-[UITableView selectRowAtIndexPath:animated:scrollPosition:]: row \(indexPath) is not in the table; nothing selected"))
        }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        visibleRows[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row; the delegate is not told. A row not selected is left as it is.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedRows.firstIndex(of: indexPath) else { return }
        selectedRows.remove(at: index)
        visibleRows[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: Touches

    /// A finger came down on a row (its cell's touches come up the responder chain): the row
    /// highlights if the delegate agrees.
    func rowTouchesBegan(_ touches: Set<UITouch>) {
        guard highlightedRow == nil, allowsSelection || allowsMultipleSelection, let touch = touches.first,
              let indexPath = indexPathForRow(at: touch.location(in: self)), let cell = visibleRows[indexPath],
              tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        highlightedRow = indexPath
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// The finger lifted: the highlight goes and the row is selected — or deselected, when
    /// several may be and it was.
    func rowTouchesEnded(_ touches: Set<UITouch>) {
        guard let indexPath = unhighlight() else { return }
        // A finger that lifted off its row selects nothing.
        guard let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == indexPath else { return }
        if allowsMultipleSelection, selectedRows.contains(indexPath) {
            return userDeselect(indexPath)
        }
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target, tableLayout.contains(target) else { return }
        if !allowsMultipleSelection {
            for row in selectedRows where row != target { userDeselect(row) }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        visibleRows[target]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// A drag took the touch (or the system cancelled it): the highlight goes, nothing is selected.
    func rowTouchesCancelled() {
        unhighlight()
    }

    @discardableResult
    private func unhighlight() -> IndexPath? {
        guard let indexPath = highlightedRow else { return nil }
        highlightedRow = nil
        visibleRows[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        return indexPath
    }

    /// Deselects a row as a tap does, asking and telling the delegate.
    private func userDeselect(_ indexPath: IndexPath) {
        let target = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let target, selectedRows.contains(target) else { return }
        deselectRow(at: target, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }
}
