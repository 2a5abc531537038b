import DynamicRuntime

/// A scroll view showing items placed by a layout (`UICollectionView`), usually a
/// ``UICollectionViewFlowLayout``'s grid.
///
/// As a table view: the ``dataSource`` gives counts and, as items come into view, cells from
/// `dequeueReusableCell(withReuseIdentifier:for:)`, which reuses the cells of items that left
/// (after `prepareForReuse()`); supplementary views (headers, footers) are reused alike. Updates —
/// ``reloadData()``, `insertItems`, `deleteItems`, `reloadItems`, `moveItem`, together in
/// ``performBatchUpdates(_:completion:)`` — animate, and the counts must agree with them (UIKit's
/// "Invalid update", a runtime issue here, and the view left as it was). A tap on an item selects
/// it, asking and telling the ``UIScrollView/delegate`` (a `UICollectionViewDelegate`, set as the scroll
/// view's).
open class UICollectionView: UIScrollView {
    /// The kind of a section's header (`UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The direction a flow layout scrolls.
    public typealias ScrollDirection = UICollectionViewFlowLayout.ScrollDirection

    /// Where an item scrolled to ends up (`UICollectionView.ScrollPosition`): one vertical and
    /// one horizontal place at most.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout placing the items; setting another lays the items out by it.
    public var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// The object the collection view asks for its content. Not retained.
    public weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// Whether a tap selects an item (true).
    public var allowsSelection = true
    /// Whether taps select several items, a tap on a selected item deselecting it (false).
    public var allowsMultipleSelection = false

    /// The item counts, by section, as last read from the data source.
    var itemCounts: [Int] = []
    var needsReload = true
    var visibleItems: [IndexPath: UICollectionViewCell] = [:]
    /// The supplementary views shown, by kind and index path.
    var visibleSupplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
    var cellQueue = ReuseQueue<UICollectionViewCell>()
    /// Supplementary views, queued by kind and identifier ("kind/identifier").
    var supplementaryQueue = ReuseQueue<UICollectionReusableView>()
    var selectedItems: [IndexPath] = []
    var highlightedItem: IndexPath?
    /// The batches of updates open.
    var updateBatch = ListUpdateBatch()
    /// The bounds the items were last placed for.
    var laidOutBounds = CGRect.null

    /// A collection view occupying `frame`, its items placed by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// A default collection view with a flow layout, as ``UIView/init(coder:)`` makes a default view.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    // MARK: Dynamic members

    /// `reloadData`: reads the data source again and shows its items afresh.
    public nonisolated static let reloadDataMethod = DeclaredMethod("reloadData", of: UICollectionView.self) { (view, _: ()) in
        view.setNeedsReload()
        view.loadIfNeeded()
    }
    private nonisolated static let collectionLayoutSubviews = UIView.layoutSubviewsMethod.override(in: UICollectionView.self) {
        view, _, superMethod in
        superMethod(())
        view.layOutItems()
    }
    private nonisolated static let collectionTouchesBegan = UIResponder.touchesBeganMethod.override(in: UICollectionView.self) { view, arguments, _ in
        view.itemTouchesBegan(arguments.0)
    }
    private nonisolated static let collectionTouchesEnded = UIResponder.touchesEndedMethod.override(in: UICollectionView.self) { view, arguments, _ in
        view.itemTouchesEnded(arguments.0)
    }
    private nonisolated static let collectionTouchesCancelled = UIResponder.touchesCancelledMethod.override(in: UICollectionView.self) { view, _, _ in
        view.itemTouchesCancelled()
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [reloadDataMethod, collectionLayoutSubviews, collectionTouchesBegan, collectionTouchesEnded, collectionTouchesCancelled]
    }

    // MARK: Content

    /// Reads the data source again and shows its items afresh at the next layout, their cells
    /// going back to the reuse queues first (`reloadData`). Selection is cleared.
    open func reloadData() {
        UICollectionView.reloadDataMethod.send(to: self, ())
    }

    /// The collection view's delegate: the scroll view's when it is a `UICollectionViewDelegate`.
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// The number of sections, as last read from the data source.
    open var numberOfSections: Int {
        loadIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section`, as last read; a section that is not there is reported
    /// as a runtime issue and has none.
    open func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        guard itemCounts.indices.contains(section) else {
            RuntimeIssues.report(RuntimeIssue("-[UICollectionView numberOfItemsInSection:]: section \(section) beyond the view's \(itemCounts.count) section(s); answers 0"))
            return 0
        }
        return itemCounts[section]
    }

    // MARK: Registration and reuse

    /// Makes cells of `cellClass` for `identifier` (`registerClass:forCellWithReuseIdentifier:`);
    /// nil removes the registration. A class that is not a `UICollectionViewCell` subclass is
    /// reported as a runtime issue and not registered.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { return cellQueue.register(identifier, nil) }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            return RuntimeIssues.report(RuntimeIssue("-[UICollectionView registerClass:forCellWithReuseIdentifier:]: \(cellClass) is not a UICollectionViewCell subclass; \"\(identifier)\" not registered"))
        }
        cellQueue.register(identifier) { cellType.init(frame: .zero) }
    }

    /// Makes supplementary views of `viewClass` for `elementKind` and `identifier`
    /// (`registerClass:forSupplementaryViewOfKind:withReuseIdentifier:`); nil removes it.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = "\(elementKind)/\(identifier)"
        guard let viewClass else { return supplementaryQueue.register(key, nil) }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            return RuntimeIssues.report(RuntimeIssue("-[UICollectionView registerClass:forSupplementaryViewOfKind:withReuseIdentifier:]: \(viewClass) is not a UICollectionReusableView subclass; \"\(identifier)\" not registered"))
        }
        supplementaryQueue.register(key) { viewType.init(frame: .zero) }
    }

    /// A cell for the item at `indexPath`: one waiting under `identifier`, prepared for reuse,
    /// else a new one of the registered class. An identifier never registered is reported as a
    /// runtime issue (UIKit raises) and a plain cell is made.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = cellQueue.dequeue(identifier, prepare: { $0.prepareForReuse() }) else {
            RuntimeIssues.report(RuntimeIssue("-[UICollectionView dequeueReusableCellWithReuseIdentifier:forIndexPath:]: could not dequeue a view of kind: UICollectionElementKindCell with identifier \"\(identifier)\" - register a class for it first; made a plain cell"))
            return prepared(UICollectionViewCell(frame: .zero), identifier, indexPath)
        }
        return prepared(cell, identifier, indexPath)
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or made as cells are.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryQueue.dequeue("\(elementKind)/\(identifier)", prepare: { $0.prepareForReuse() }) else {
            RuntimeIssues.report(RuntimeIssue("-[UICollectionView dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:]: could not dequeue a view of kind: \(elementKind) with identifier \"\(identifier)\" - register a class for it first; made a plain view"))
            let view = UICollectionReusableView(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
        view.reuseIdentifier = identifier
        return view
    }

    private func prepared(_ cell: UICollectionViewCell, _ identifier: String, _ indexPath: IndexPath) -> UICollectionViewCell {
        cell.reuseIdentifier = identifier
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { cell.apply(attributes) }
        return cell
    }

    // MARK: Queries

    /// The cells shown, in index-path order.
    open var visibleCells: [UICollectionViewCell] {
        visibleItems.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The items shown, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleItems.keys.sorted()
    }

    /// The cell of a shown item; nil for an item off screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleItems[indexPath]
    }

    /// The item a shown cell shows; nil for a cell not shown.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleItems.first { $0.value === cell }?.key
    }

    /// The item at `point` (in the collection view's coordinates), if any.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayout()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .last { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// The layout's attributes for the item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayout()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The supplementary view of `elementKind` shown at `indexPath`, if any.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaryViews[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// Scrolls so the item is at `scrollPosition` (none: the least that shows it).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            return RuntimeIssues.report(RuntimeIssue("-[UICollectionView scrollToItemAtIndexPath:atScrollPosition:animated:]: item \(indexPath) is not in the view; not scrolled"))
        }
        contentSize = collectionViewLayout.collectionViewContentSize
        var offset = contentOffset
        let size = bounds.size
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - size.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - size.width }
        guard !scrollPosition.isEmpty else { return scrollRectToVisible(frame, animated: animated) }
        setContentOffset(clampedOffset(offset), animated: animated)
    }
}

/// A supplementary view's place: its kind and index path.
struct SupplementaryKey: Hashable {
    let kind: String
    let indexPath: IndexPath
}
