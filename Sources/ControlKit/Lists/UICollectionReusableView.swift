import DynamicRuntime

/// A view a collection view reuses (`UICollectionReusableView`): the base of its cells and of
/// its headers and footers. The collection view makes registered classes through
/// ``init(frame:)``, which is therefore `required`: a ported subclass that overrides it writes
/// `required override init(frame:)` where iOS code writes `override init(frame:)` — Swift can
/// make an instance of a class known only at run time through a required initializer alone.
open class UICollectionReusableView: UIView {
    /// The identifier the collection view keeps the view under; set when it is dequeued.
    public internal(set) var reuseIdentifier: String?

    /// A view occupying `frame` (`initWithFrame:`); required, see the type's discussion.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A default view, as ``UIView/init(coder:)`` makes a default view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `prepareForReuse`: the view is about to be handed out again; the base does nothing.
    public nonisolated static let prepareForReuseMethod = DeclaredMethod("prepareForReuse", of: UICollectionReusableView.self) { (_, _: ()) in }

    open override class var runtimeMembers: [any RuntimeMember] {
        [prepareForReuseMethod]
    }

    /// Called before the collection view hands the view out again; call `super`.
    open func prepareForReuse() {
        UICollectionReusableView.prepareForReuseMethod.send(to: self, ())
    }

    /// Applies the layout's attributes for the view: frame, alpha and hidden (the collection
    /// view orders the views by `zIndex`).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        if frame != layoutAttributes.frame { frame = layoutAttributes.frame }
        if alpha != layoutAttributes.alpha { alpha = layoutAttributes.alpha }
        if isHidden != layoutAttributes.isHidden { isHidden = layoutAttributes.isHidden }
    }
}

/// An item of a collection view (`UICollectionViewCell`): a ``contentView`` to add content to,
/// over a ``backgroundView`` and, while selected or highlighted, a ``selectedBackgroundView``.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add content to, filling the cell.
    public let contentView = UIView()

    /// A cell occupying `frame`.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// A default cell, as ``UIView/init(coder:)`` makes a default view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Whether the cell is selected; override with `didSet` to restyle your content.
    open var isSelected = false {
        didSet { showSelection() }
    }

    /// Whether a finger is on the cell.
    open var isHighlighted = false {
        didSet { showSelection() }
    }

    /// A view behind the content, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView {
                insertSubview(backgroundView, at: 0)
                backgroundView.frame = bounds
                backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
        }
    }

    /// A view shown behind the content while the cell is selected or highlighted; none unless set.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            showSelection()
        }
    }

    /// Shows the selected background while selected or highlighted.
    private func showSelection() {
        guard let background = selectedBackgroundView else { return }
        guard isSelected || isHighlighted else { return background.removeFromSuperview() }
        if background.superview !== self { insertSubview(background, belowSubview: contentView) }
        background.frame = bounds
        background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
}
