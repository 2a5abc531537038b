import DynamicRuntime

/// A layout that flows items into lines (`UICollectionViewFlowLayout`): for a vertical scroll
/// direction, left to right until a line is full, lines top to bottom; for a horizontal one,
/// top to bottom in columns, columns left to right. Each section has an optional header and
/// footer and its ``sectionInset``.
///
/// As UIKit's: items in a line are at least ``minimumInteritemSpacing`` apart and the line is
/// justified — its first item at the inset, its last at the far inset, the space between spread
/// evenly — except a line of one item, which is centred; items are centred across their line,
/// whose thickness is its tallest item's; lines are ``minimumLineSpacing`` apart. Sizes come from
/// the delegate's `UICollectionViewDelegateFlowLayout` methods where it has them.
///
/// Self-sizing (`estimatedItemSize`) needs Auto Layout, which ControlKit does not have: a
/// non-zero estimate is reported as a runtime issue and ``itemSize`` is used.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// The value of `estimatedItemSize` that asks items to size themselves.
    public static let automaticSize = CGSize(width: -1, height: -1)

    /// Every item's size unless the delegate says otherwise (50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The size to assume before an item sizes itself; zero (off) is the only one honoured.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The least space between lines (10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line (10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The space around each section's items, inside its header and footer.
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// The header's size: its height scrolling vertically, its width horizontally (none).
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The footer's size, as the header's.
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The scroll direction (vertical).
    open var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }

    /// What ``prepare()`` worked out.
    private var sections: [FlowSection] = []
    private var contentSize = CGSize.zero
    /// The collection view's size the layout was worked out for.
    private var preparedSize = CGSize.zero

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    /// Flows every section's items into lines.
    open override func prepare() {
        super.prepare()
        sections = []
        contentSize = .zero
        guard let collectionView else { return }
        if estimatedItemSize != .zero {
            RuntimeIssues.report(RuntimeIssue("UICollectionViewFlowLayout: estimatedItemSize \(estimatedItemSize) needs self-sizing cells, which need Auto Layout; items get itemSize"))
        }
        let flow = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        let bounds = collectionView.bounds
        preparedSize = bounds.size
        // Along the lines ("across") and the way lines stack ("down"), in the scroll direction's terms.
        let crossExtent = vertical ? bounds.width : bounds.height
        var down: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let inset = flow?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = flow?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = flow?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let header = flow?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footer = flow?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            var result = FlowSection()
            let headerThickness = vertical ? header.height : header.width
            if headerThickness > 0 {
                result.header = rect(across: 0, down: down, acrossLength: crossExtent, downLength: headerThickness, vertical)
                down += headerThickness
            }
            let (insetBefore, insetAfter) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let (crossStart, crossEnd) = vertical ? (inset.left, crossExtent - inset.right) : (inset.top, crossExtent - inset.bottom)
            down += insetBefore
            let count = collectionView.numberOfItems(inSection: section)
            let sizes = (0..<count).map { item in
                flow?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
            }
            var start = 0
            while start < count {
                // Fill the line.
                var end = start + 1
                var used = vertical ? sizes[start].width : sizes[start].height
                while end < count {
                    let next = vertical ? sizes[end].width : sizes[end].height
                    guard used + itemSpacing + next <= crossEnd - crossStart else { break }
                    used += itemSpacing + next
                    end += 1
                }
                let thickness = sizes[start..<end].map { vertical ? $0.height : $0.width }.max() ?? 0
                let lengths = sizes[start..<end].map { vertical ? $0.width : $0.height }
                let gap = end - start > 1 ? (crossEnd - crossStart - lengths.reduce(0, +)) / CGFloat(end - start - 1) : 0
                var across = end - start > 1 ? crossStart : crossStart + (crossEnd - crossStart - lengths[0]) / 2
                var line = FlowLine(down: down, thickness: thickness, firstItem: start, items: [])
                for (offset, length) in lengths.enumerated() {
                    let size = sizes[start + offset], itemThickness = vertical ? size.height : size.width
                    line.items.append(rect(across: across, down: down + (thickness - itemThickness) / 2, acrossLength: length, downLength: itemThickness, vertical))
                    across += length + max(gap, itemSpacing)
                }
                result.lines.append(line)
                down += thickness + (end < count ? lineSpacing : 0)
                start = end
            }
            down += insetAfter
            let footerThickness = vertical ? footer.height : footer.width
            if footerThickness > 0 {
                result.footer = rect(across: 0, down: down, acrossLength: crossExtent, downLength: footerThickness, vertical)
                down += footerThickness
            }
            sections.append(result)
        }
        contentSize = vertical ? CGSize(width: bounds.width, height: down) : CGSize(width: down, height: bounds.height)
    }

    /// A rectangle from scroll-direction terms.
    private func rect(across: CGFloat, down: CGFloat, acrossLength: CGFloat, downLength: CGFloat, _ vertical: Bool) -> CGRect {
        vertical ? CGRect(x: across, y: down, width: acrossLength, height: downLength)
            : CGRect(x: down, y: across, width: downLength, height: acrossLength)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        var attributes: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() {
            if let header = section.header, header.intersects(rect) {
                attributes.append(supplementary(UICollectionView.elementKindSectionHeader, header, index))
            }
            // The first line reaching into the rect, by binary search; then on while lines start in it.
            var lower = 0, upper = section.lines.count
            while lower < upper {
                let middle = (lower + upper) / 2
                if section.lines[middle].down + section.lines[middle].thickness <= low { lower = middle + 1 } else { upper = middle }
            }
            for line in section.lines[lower...] {
                guard line.down < high else { break }
                for (offset, frame) in line.items.enumerated() where frame.intersects(rect) {
                    let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: line.firstItem + offset, section: index))
                    cell.frame = frame
                    attributes.append(cell)
                }
            }
            if let footer = section.footer, footer.intersects(rect) {
                attributes.append(supplementary(UICollectionView.elementKindSectionFooter, footer, index))
            }
        }
        return attributes
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
        var remaining = indexPath[1]
        for line in sections[indexPath[0]].lines {
            if remaining < line.items.count {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = line.items[remaining]
                return attributes
            }
            remaining -= line.items.count
        }
        return nil
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, sections.indices.contains(indexPath[0]) else { return nil }
        let section = sections[indexPath[0]]
        let frame = elementKind == UICollectionView.elementKindSectionHeader ? section.header
            : elementKind == UICollectionView.elementKindSectionFooter ? section.footer : nil
        return frame.map { supplementary(elementKind, $0, indexPath[0]) }
    }

    private func supplementary(_ kind: String, _ frame: CGRect, _ section: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }
}

/// One section of a flow: its header, lines and footer.
private struct FlowSection {
    var header: CGRect?
    var lines: [FlowLine] = []
    var footer: CGRect?
}

/// One line of items: where it starts down the scroll direction, how thick it is, the index of
/// its first item, its items' frames.
private struct FlowLine {
    var down: CGFloat
    var thickness: CGFloat
    var firstItem: Int
    var items: [CGRect]
}
