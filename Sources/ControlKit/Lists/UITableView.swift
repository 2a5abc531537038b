import DynamicRuntime

/// A scroll view showing rows in sections (`UITableView`), in the plain style: rows full width,
/// one under another, each section's header sticking to the top while its rows pass under it.
///
/// The content comes from the ``dataSource``: counts, then a cell for each row as it comes into
/// view. Only the visible rows have cells. A row scrolling off gives its cell back to the reuse
/// queue of its ``UITableViewCell/reuseIdentifier``, and the next row to appear takes it from
/// `dequeueReusableCell(withIdentifier:for:)` — after `prepareForReuse()` — so scrolling through a
/// thousand rows makes only as many cells as fit on the screen, plus one.
///
/// Changes to the content are told to the table — ``reloadData()``, or `insertRows`,
/// `deleteRows`, `reloadRows`, `moveRow` (alone or together in
/// ``performBatchUpdates(_:completion:)``), which animate — and the data source's counts must
/// agree with them: an update they contradict is reported as UIKit's "Invalid update" (a runtime
/// issue from these UIKit-named methods, an error thrown from ``applyBatchUpdates(_:)``) and the
/// table is left as it was.
///
/// The ``UIScrollView/delegate`` (a `UITableViewDelegate`, which refines the scroll view's protocol) is
/// asked for heights and header views and told of display, highlighting and selection. A tap on
/// a row highlights it while the finger is down and selects it when it lifts; a drag that
/// scrolls cancels the highlight.
open class UITableView: UIScrollView {
    /// The table's look (`UITableView.Style`). Only ``plain`` is drawn as iOS draws it; the
    /// grouped styles lay out as plain, without sticking headers.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Where a row scrolled to ends up (`UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable {
        /// As little as shows the row.
        case none
        case top, middle, bottom
    }

    /// How rows enter and leave in an update (`UITableView.RowAnimation`): ``none`` at once;
    /// ``left`` and ``right`` slide that way while fading; the others fade.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle, automatic
    }

    /// How the separators between rows are drawn (`UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    /// The value of a height that the table works out (`UITableView.automaticDimension`): a row
    /// gets ``standardRowHeight``; a header or footer 28 points when it has a title or view,
    /// else none. (There is no Auto Layout to size a cell by its constraints.)
    public static let automaticDimension: CGFloat = -1
    /// The height a row gets with no other: UIKit's 44.
    public static let standardRowHeight: CGFloat = 44
    /// The height of a header or footer of automatic height that has a title or a view.
    static let standardSectionHeaderHeight: CGFloat = 28

    /// The table's style, fixed at creation.
    public let style: Style

    /// The object the table asks for its content. Not retained.
    public weak var dataSource: (any UITableViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// The height of every row the delegate does not size: ``automaticDimension`` (44) by
    /// default. A change lays the rows out again.
    public var rowHeight = UITableView.automaticDimension {
        didSet { if rowHeight != oldValue { setNeedsReload() } }
    }
    /// A row height to assume until the row is shown: with a positive estimate the delegate is
    /// asked a row's height only when it comes into view (and the content size corrects as rows
    /// are measured); with ``automaticDimension`` (the default) or 0 every height is asked when
    /// the table loads, as UIKit does with estimates off.
    public var estimatedRowHeight = UITableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { setNeedsReload() } }
    }
    /// The height of every section header the delegate does not size.
    public var sectionHeaderHeight = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { setNeedsReload() } }
    }
    /// The height of every section footer the delegate does not size.
    public var sectionFooterHeight = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { setNeedsReload() } }
    }
    /// Whether lines separate the rows (`.singleLine`).
    public var separatorStyle = SeparatorStyle.singleLine {
        didSet { for cell in visibleRows.values { styleSeparator(of: cell) } }
    }
    /// The separators' colour: ``UIColor/separator``.
    public var separatorColor: UIColor? = .separator {
        didSet { for cell in visibleRows.values { styleSeparator(of: cell) } }
    }
    /// Whether a tap selects a row (true).
    public var allowsSelection = true
    /// Whether taps select several rows, a tap on a selected row deselecting it (false).
    public var allowsMultipleSelection = false

    /// A view above the first section, scrolling with the rows; its height is its frame's.
    public var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section; its height is its frame's. (`UIView()` here hides nothing:
    /// ControlKit draws no separators below the last row.)
    public var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    // The content as last loaded, and what shows it.
    var tableLayout = TableLayout.empty
    /// Whether the data source must be read again before the next layout.
    var needsReload = true
    /// Rows whose real height is not asked yet (estimated heights only).
    var unmeasuredRows: Set<IndexPath> = []
    var visibleRows: [IndexPath: UITableViewCell] = [:]
    /// Each section's header and footer views, made when the section was loaded.
    var sectionViews: [Int: (header: UIView?, footer: UIView?)] = [:]
    var cellQueue = ReuseQueue<UITableViewCell>()
    var headerFooterQueue = ReuseQueue<UITableViewHeaderFooterView>()
    /// The selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    /// The row under a finger, highlighted.
    var highlightedRow: IndexPath?
    /// The batches of updates open.
    var updateBatch = ListUpdateBatch()

    /// A table of `style` occupying `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    /// A plain table occupying `frame`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A default plain table, as ``UIView/init(coder:)`` makes a default view.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        backgroundColor = .systemBackground
    }

    // MARK: Dynamic members

    /// `reloadData`: reads the data source again and shows its rows afresh.
    public nonisolated static let reloadDataMethod = DeclaredMethod("reloadData", of: UITableView.self) { (table, _: ()) in
        table.reloadDataBody()
    }
    /// The table's layout: the visible rows' cells, the headers and footers.
    private nonisolated static let tableLayoutSubviews = UIView.layoutSubviewsMethod.override(in: UITableView.self) { table, _, superMethod in
        superMethod(())
        table.layOutRows()
    }
    private nonisolated static let tableTouchesBegan = UIResponder.touchesBeganMethod.override(in: UITableView.self) { table, arguments, _ in
        table.rowTouchesBegan(arguments.0)
    }
    private nonisolated static let tableTouchesEnded = UIResponder.touchesEndedMethod.override(in: UITableView.self) { table, arguments, _ in
        table.rowTouchesEnded(arguments.0)
    }
    private nonisolated static let tableTouchesCancelled = UIResponder.touchesCancelledMethod.override(in: UITableView.self) { table, _, _ in
        table.rowTouchesCancelled()
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [reloadDataMethod, tableLayoutSubviews, tableTouchesBegan, tableTouchesEnded, tableTouchesCancelled]
    }

    // MARK: Content

    /// Reads the data source again — counts, heights, headers — and shows the rows afresh at
    /// the next layout, their cells going back to the reuse queues first (`reloadData`).
    /// Selection is cleared.
    open func reloadData() {
        UITableView.reloadDataMethod.send(to: self, ())
    }

    /// The table's delegate: the scroll view's ``UIScrollView/delegate`` when it is a
    /// `UITableViewDelegate`.
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// The number of sections, as last read from the data source.
    open var numberOfSections: Int {
        loadIfNeeded()
        return tableLayout.sections.count
    }

    /// The number of rows in `section`, as last read from the data source; a section that is
    /// not there is reported as a runtime issue and has none.
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        guard let count = tableLayout.numberOfRows(inSection: section) else {
            RuntimeIssues.report(RuntimeIssue("-[UITableView numberOfRowsInSection:]: section \(section) beyond the table's \(tableLayout.sections.count) section(s); answers 0"))
            return 0
        }
        return count
    }

    // MARK: Geometry

    /// The row's rectangle in the table's content; `.zero` for a row that is not there.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        return tableLayout.rect(forRow: indexPath, width: bounds.width) ?? .zero
    }

    /// The section's rectangle, header to footer.
    open func rect(forSection section: Int) -> CGRect {
        loadIfNeeded()
        return tableLayout.rect(forSection: section, width: bounds.width)
    }

    /// The row at `point` (in the table's coordinates), if any.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return tableLayout.indexPathForRow(atY: point.y)
    }

    /// The rows in `rect`, in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        return tableLayout.indexPathsForRows(from: rect.minY, to: rect.maxY)
    }

    /// Scrolls so the row is at `scrollPosition` (`.none`: the least that shows it).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard let rect = tableLayout.rect(forRow: indexPath, width: bounds.width) else {
            return RuntimeIssues.report(RuntimeIssue("-[UITableView scrollToRowAtIndexPath:atScrollPosition:animated:]: row \(indexPath) is not in the table; not scrolled"))
        }
        let height = bounds.height, inset = adjustedContentInset
        let y: CGFloat
        switch scrollPosition {
        case .none: return scrollRectToVisible(rect, animated: animated)
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - height / 2
        case .bottom: y = rect.maxY - height + inset.bottom
        }
        contentSize = CGSize(width: bounds.width, height: tableLayout.height)
        setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    // MARK: Cells

    /// The cells shown, top to bottom.
    open var visibleCells: [UITableViewCell] {
        visibleRows.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows shown, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? {
        visibleRows.keys.sorted()
    }

    /// The cell of a shown row; nil for a row off screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleRows[indexPath]
    }

    /// The row a shown cell shows; nil for a cell not shown.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleRows.first { $0.value === cell }?.key
    }

    /// The header view shown for `section`, if any.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        sectionViews[section]?.header as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section`, if any.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        sectionViews[section]?.footer as? UITableViewHeaderFooterView
    }
}
