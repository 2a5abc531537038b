/// Where a collection view's items and supplementary views go (`UICollectionViewLayout`): the
/// base of ``UICollectionViewFlowLayout`` and of your own layouts. The collection view calls
/// ``prepare()`` before it first asks, and again after ``invalidateLayout()``; then
/// ``collectionViewContentSize`` and, each layout pass, ``layoutAttributesForElements(in:)`` for
/// its visible rect.
@MainActor
open class UICollectionViewLayout {
    /// The collection view laid out; set when the layout is given to one. Not retained.
    public internal(set) weak var collectionView: UICollectionView?
    /// Whether ``prepare()`` must run before the next question.
    var needsPreparation = true

    /// A layout for no collection view yet.
    public init() {}

    /// A layout decoded from `coder`, the initializer UIKit requires; the coder is not read.
    public required init?(coder: NSCoder) {}

    /// Works out the layout before the collection view asks; the base does nothing.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every item and supplementary view in `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the bounds to `newBounds` calls for a new layout; no for the base.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Asks for ``prepare()`` again before the next layout pass.
    open func invalidateLayout() {
        needsPreparation = true
        collectionView?.setNeedsLayout()
    }

    /// Prepares the layout if it was invalidated.
    func prepareIfNeeded() {
        guard needsPreparation else { return }
        needsPreparation = false
        prepare()
    }
}

/// Where one item or supplementary view goes (`UICollectionViewLayoutAttributes`).
@MainActor
open class UICollectionViewLayoutAttributes {
    /// What an attributes object places (`UICollectionView.ElementCategory`).
    public enum ElementCategory: Int, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// The element's index path.
    public var indexPath: IndexPath
    /// The element's rectangle in the collection view's content.
    public var frame = CGRect.zero
    /// The opacity (1).
    public var alpha: CGFloat = 1
    /// Whether the element is hidden (false).
    public var isHidden = false
    /// The stacking order; higher is in front (0).
    public var zIndex = 0
    /// Whether this places a cell or a supplementary view.
    public let representedElementCategory: ElementCategory
    /// The kind of supplementary view; nil for a cell.
    public let representedElementKind: String?

    /// Attributes of the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes of the supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// The frame's centre.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The frame's size, keeping the centre.
    public var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }
}
