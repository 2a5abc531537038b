import DynamicRuntime

/// Highlighting and selecting items: by touch, asking and telling the delegate, or in code,
/// which tells it nothing, as in UIKit.
extension UICollectionView {
    /// The selected items in the order they were selected; nil when none is.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems
    }

    /// Selects the item (deselecting the others unless ``allowsMultipleSelection``) and scrolls
    /// it to `scrollPosition`; nil deselects every item. The delegate is not told.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: animated) }
            return
        }
        guard indexPath.count == 2, itemCounts.indices.contains(indexPath[0]), (0..<itemCounts[indexPath[0]]).contains(indexPath[1]) else {
            return RuntimeIssues.report(RuntimeIssue("-[UICollectionView selectItemAtIndexPath:animated:scrollPosition:]: item \(indexPath) is not in the view; nothing selected"))
        }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        visibleItems[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item; the delegate is not told.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedItems.firstIndex(of: indexPath) else { return }
        selectedItems.remove(at: index)
        visibleItems[indexPath]?.isSelected = false
    }

    // MARK: Touches

    func itemTouchesBegan(_ touches: Set<UITouch>) {
        guard highlightedItem == nil, allowsSelection || allowsMultipleSelection, let touch = touches.first,
              let indexPath = indexPathForItem(at: touch.location(in: self)), let cell = visibleItems[indexPath],
              collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        highlightedItem = indexPath
        cell.isHighlighted = true
    }

    /// The finger lifted: the highlight goes and the item is selected, or deselected when
    /// several may be and it was.
    func itemTouchesEnded(_ touches: Set<UITouch>) {
        guard let indexPath = highlightedItem else { return }
        itemTouchesCancelled()
        guard let touch = touches.first, indexPathForItem(at: touch.location(in: self)) == indexPath else { return }
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath {
                deselectItem(at: item, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: item)
            }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        visibleItems[indexPath]?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func itemTouchesCancelled() {
        guard let indexPath = highlightedItem else { return }
        highlightedItem = nil
        visibleItems[indexPath]?.isHighlighted = false
    }
}
