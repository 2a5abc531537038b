/// What a collection view asks for its content (`UICollectionViewDataSource`): how many sections
/// and items, each visible item's cell, and the supplementary views (headers and footers) its
/// layout places. The counts must agree with every update the collection view is told of.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, usually from
    /// `collectionView.dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections (1 unless implemented).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` (a header or footer) for `indexPath`'s section.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

/// UIKit's answers for the methods a data source leaves out.
extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// An empty view: a layout that places headers or footers needs the data source to make them.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}

/// What a collection view tells and asks its delegate (`UICollectionViewDelegate`), beside the
/// scroll view's callbacks: display, highlighting and selection. Every method is optional. Set
/// it as the collection view's `delegate`.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// `cell` is about to be shown for the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// `cell` left the visible items (it is kept for reuse).
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// Whether a finger on the item highlights it (yes unless implemented).
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// Whether a tap selects the item (yes unless implemented).
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// A tap selected the item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether a tap deselects the item (yes unless implemented).
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// A tap deselected the item.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

/// UIKit's answers for the methods a delegate leaves out.
extension UICollectionViewDelegate {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Yes.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Yes.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Yes.
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
}

/// What a flow layout asks the collection view's delegate, section by section and item by item
/// (`UICollectionViewDelegateFlowLayout`); each answer left out is the layout's own property.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The item's size.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The section's inset.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The least space between the section's lines.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The least space between items of a line in the section.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The section header's size.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The section footer's size.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

/// The flow layout's own values for what the delegate leaves out.
extension UICollectionViewDelegateFlowLayout {
    private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? { layout as? UICollectionViewFlowLayout }
    /// The layout's `itemSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize { flow(collectionViewLayout)?.itemSize ?? .zero }
    /// The layout's `sectionInset`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets { flow(collectionViewLayout)?.sectionInset ?? .zero }
    /// The layout's `minimumLineSpacing`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat { flow(collectionViewLayout)?.minimumLineSpacing ?? 0 }
    /// The layout's `minimumInteritemSpacing`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0 }
    /// The layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize { flow(collectionViewLayout)?.headerReferenceSize ?? .zero }
    /// The layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize { flow(collectionViewLayout)?.footerReferenceSize ?? .zero }
}
