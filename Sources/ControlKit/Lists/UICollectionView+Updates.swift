import DynamicRuntime

/// Updates told to the collection view: items inserted, deleted, reloaded and moved, alone or
/// in a batch, checked against the data source's counts when they commit, as a table's are.
extension UICollectionView: ListUpdating {
    static let listClassName = "UICollectionView"
    static let unchangedSentence = "The view is unchanged."

    /// Inserts items at `indexPaths` (in the items after the update).
    public func insertItems(at indexPaths: [IndexPath]) {
        recordUpdate("insertItemsAtIndexPaths:") { $0.inserts += indexPaths }
    }

    /// Deletes the items at `indexPaths` (in the items before the update).
    public func deleteItems(at indexPaths: [IndexPath]) {
        recordUpdate("deleteItemsAtIndexPaths:") { $0.deletes += indexPaths }
    }

    /// Asks the data source again for the cells of the items at `indexPaths`.
    public func reloadItems(at indexPaths: [IndexPath]) {
        recordUpdate("reloadItemsAtIndexPaths:") { $0.reloads += indexPaths }
    }

    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate("moveItemAtIndexPath:toIndexPath:") { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Makes the changes `updates` tells the view one update, checked and animated together;
    /// `completion` runs when the animations end (true), or at once with false when the update
    /// was invalid — reported as a runtime issue, the view left as it was.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatchReporting({ updates?() }, "performBatchUpdates:completion:", completion: completion)
    }

    /// Checks `updates` against the counts before and after, moves the cells and the selection
    /// to their new items, and animates the change.
    func commit(_ updates: ListUpdates, completion: ((Bool) -> Void)?) throws(ListUpdateError) {
        guard !needsReload else {
            loadIfNeeded()
            completion?(true)
            return
        }
        let after = readCounts()
        let mapping = try updates.resolve(before: itemCounts, after: after, of: .item)
        var leaving: [(IndexPath, UICollectionViewCell)] = []
        var staying: [IndexPath: UICollectionViewCell] = [:]
        for (old, cell) in visibleItems {
            if let new = mapping.moved[old] { staying[new] = cell } else { leaving.append((old, cell)) }
        }
        visibleItems = staying
        selectedItems = selectedItems.compactMap { mapping.moved[$0] }
        if let item = highlightedItem { highlightedItem = mapping.moved[item] }
        itemCounts = after
        collectionViewLayout.invalidateLayout()
        ListUpdateAnimation.run(shown: { Array(visibleItems.values) }, layOut: { layOutItems() }, leaving: leaving, animated: true,
                                recycle: { [weak self] cell, indexPath in self?.recycle(cell, at: indexPath) }, completion: completion)
    }
}
