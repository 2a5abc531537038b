import DynamicRuntime

/// Reading the data source and showing the visible part: each layout pass gives the cells and
/// supplementary views that left the visible rect back to their queues first, then asks for
/// those that came in, placing each by the layout's attributes.
extension UICollectionView {
    func setNeedsReload() {
        needsReload = true
        collectionViewLayout.needsPreparation = true
        setNeedsLayout()
    }

    /// Reads the counts if marked, recycling every shown view.
    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (indexPath, cell) in visibleItems { recycle(cell, at: indexPath) }
        visibleItems = [:]
        for (key, view) in visibleSupplementaryViews { recycleSupplementary(view, key) }
        visibleSupplementaryViews = [:]
        selectedItems = []
        highlightedItem = nil
        itemCounts = readCounts()
        collectionViewLayout.needsPreparation = true
        setNeedsLayout()
    }

    /// The data source's counts; a negative count is reported and read as 0.
    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        return checkedCounts(sections: dataSource.numberOfSections(in: self), elements: "items") { section in
            dataSource.collectionView(self, numberOfItemsInSection: section)
        }
    }

    /// Loads the counts and prepares the layout for the current bounds, as needed.
    func prepareLayout() {
        loadIfNeeded()
        if laidOutBounds.size != bounds.size, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
            collectionViewLayout.needsPreparation = true
        }
        collectionViewLayout.prepareIfNeeded()
    }

    func layOutItems() {
        prepareLayout()
        laidOutBounds = bounds
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        let attributes = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        var wantedItems: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var wantedSupplementary: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for element in attributes {
            switch element.representedElementCategory {
            case .cell: wantedItems[element.indexPath] = element
            case .supplementaryView, .decorationView:
                wantedSupplementary[SupplementaryKey(kind: element.representedElementKind ?? "", indexPath: element.indexPath)] = element
            }
        }
        for (indexPath, cell) in visibleItems where wantedItems[indexPath] == nil {
            visibleItems[indexPath] = nil
            recycle(cell, at: indexPath)
        }
        for (key, view) in visibleSupplementaryViews where wantedSupplementary[key] == nil {
            visibleSupplementaryViews[key] = nil
            recycleSupplementary(view, key)
        }
        for (indexPath, element) in wantedItems.sorted(by: { $0.key < $1.key }) {
            let cell = visibleItems[indexPath] ?? display(indexPath)
            cell.apply(element)
        }
        var raised: [(UIView, Int)] = []
        for (key, element) in wantedSupplementary {
            let view = visibleSupplementaryViews[key] ?? displaySupplementary(key)
            view.apply(element)
            if element.zIndex != 0 { raised.append((view, element.zIndex)) }
        }
        for (indexPath, element) in wantedItems where element.zIndex != 0 {
            if let cell = visibleItems[indexPath] { raised.append((cell, element.zIndex)) }
        }
        // Positive zIndex in front and negative behind, by order; the rest keep their places.
        withoutMarkingLayout {
            for (view, _) in raised.filter({ $0.1 > 0 }).sorted(by: { $0.1 < $1.1 }) { bringSubviewToFront(view) }
            for (view, _) in raised.filter({ $0.1 < 0 }).sorted(by: { $0.1 > $1.1 }) { sendSubviewToBack(view) }
        }
    }

    /// Asks the data source for the item's cell and shows it.
    private func display(_ indexPath: IndexPath) -> UICollectionViewCell {
        let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) ?? UICollectionViewCell(frame: .zero)
        visibleItems[indexPath] = cell
        if cell.superview !== self { withoutMarkingLayout { insertSubview(cell, at: subviewIndex(forCellAt: indexPath)) } }
        let selected = selectedItems.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        if cell.isHighlighted { cell.isHighlighted = false }
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    /// Where a new cell goes among the subviews: in front of the cells of earlier items, behind
    /// those of later ones and every supplementary view — so a later item overlaps an earlier
    /// one, as in UIKit (a neighbouring cell can cover a button near an earlier cell's edge).
    private func subviewIndex(forCellAt indexPath: IndexPath) -> Int {
        let cells = Dictionary(uniqueKeysWithValues: visibleItems.map { (ObjectIdentifier($0.value), $0.key) })
        let supplementary = Set(visibleSupplementaryViews.values.map(ObjectIdentifier.init))
        return subviews.firstIndex { view in
            if let other = cells[ObjectIdentifier(view)] { return other > indexPath }
            return supplementary.contains(ObjectIdentifier(view))
        } ?? subviews.count
    }

    private func displaySupplementary(_ key: SupplementaryKey) -> UICollectionReusableView {
        let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            ?? UICollectionReusableView(frame: .zero)
        visibleSupplementaryViews[key] = view
        if view.superview !== self { withoutMarkingLayout { addSubview(view) } }
        return view
    }

    /// The cell of an item that went: off the view, and back to its queue.
    func recycle(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        withoutMarkingLayout { cell.removeFromSuperview() }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        if let identifier = cell.reuseIdentifier { cellQueue.enqueue(cell, identifier: identifier) }
    }

    private func recycleSupplementary(_ view: UICollectionReusableView, _ key: SupplementaryKey) {
        withoutMarkingLayout { view.removeFromSuperview() }
        if let identifier = view.reuseIdentifier { supplementaryQueue.enqueue(view, identifier: "\(key.kind)/\(identifier)") }
    }
}
