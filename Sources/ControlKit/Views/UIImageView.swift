import Foundation
import DynamicRuntime

/// A view that shows an image (`UIImageView`), or its highlighted image while highlighted.
///
/// `image`, `highlightedImage` and `highlighted` are dynamic, key-value observable properties:
/// a UIButton sets its background image view's `image` through `setImage:` when its state
/// changes, so an observer of `image` hears each state's image. As UIKit's, the image view does not draw: the
/// image shown is its layer's contents, placed by the content mode.
open class UIImageView: UIView {
    /// A view occupying `frame`; it takes no touches (`isUserInteractionEnabled` is false), as
    /// UIKit's does, so hit tests pass through it to the view beneath.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpImageView()
    }

    /// A default image view, as ``UIView/init(coder:)`` makes a default view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpImageView()
    }

    /// What every image view starts with: no touches, and contents at its image's scale
    /// rather than the screen's.
    private func setUpImageView() {
        storedUserInteractionEnabled = false
        scaleFollowsScreen = false
    }

    var storedImage: UIImage?
    var storedHighlightedImage: UIImage?
    var storedImageViewHighlighted = false

    /// A view showing `image`, sized to it (`initWithImage:`). The images are set through
    /// `setImage:` and `setHighlightedImage:`, as `init(frame:)` sets the frame through
    /// `setFrame:`, so hooks on those setters see them.
    public convenience init(image: UIImage?, highlightedImage: UIImage? = nil) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
    }

    // MARK: Dynamic members

    /// `image` / `setImage:`: the image shown; what a button's background image view flips.
    public nonisolated static let imageProperty = DeclaredProperty("image", of: UIImageView.self, get: { $0.storedImage }) {
        $0.storedImage = $1
        $0.showDisplayedImage()
    }
    /// `highlightedImage` / `setHighlightedImage:`: the image shown while highlighted.
    public nonisolated static let highlightedImageProperty = DeclaredProperty("highlightedImage", of: UIImageView.self,
                                                                  get: { $0.storedHighlightedImage }) {
        $0.storedHighlightedImage = $1
        $0.showDisplayedImage()
    }
    /// `isHighlighted` / `setHighlighted:`: whether the highlighted image shows.
    public nonisolated static let highlightedProperty = DeclaredProperty("highlighted", of: UIImageView.self, getterName: "isHighlighted",
                                                             get: { $0.storedImageViewHighlighted }) {
        $0.storedImageViewHighlighted = $1
        $0.showDisplayedImage()
    }

    // UIImageView's own implementations of inherited selectors: its size is its image's.
    private nonisolated static let imageViewSizeThatFits = UIView.sizeThatFitsMethod.override(in: UIImageView.self) { imageView, _ in
        imageView.displayedImage?.size ?? .zero
    }
    private nonisolated static let imageViewIntrinsicContentSize = UIView.intrinsicContentSizeMethod.override(in: UIImageView.self) { imageView, _ in
        imageView.displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// A tiling resizable image is drawn again at the new size.
    private nonisolated static let imageViewLayoutSubviews = UIView.layoutSubviewsMethod.override(in: UIImageView.self) { imageView, _, superMethod in
        superMethod(())
        if imageView.displayedImage?.tilesMiddle == true { imageView.showDisplayedImage() }
    }

    /// A template image takes the new tint.
    private nonisolated static let imageViewTintColorDidChange = UIView.tintColorDidChangeMethod.override(in: UIImageView.self) { imageView, _, superMethod in
        superMethod(())
        if imageView.displayedImage?.renderingMode == .alwaysTemplate { imageView.showDisplayedImage() }
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            imageProperty, highlightedImageProperty, highlightedProperty, imageViewSizeThatFits, imageViewIntrinsicContentSize,
            imageViewTintColorDidChange, imageViewLayoutSubviews,
        ]
    }

    // MARK: Properties

    /// The image shown when not highlighted (`image`). Setting it does not resize the view.
    open var image: UIImage? {
        get { UIImageView.imageProperty.get(self) }
        set { UIImageView.imageProperty.set(self, newValue) }
    }

    /// The image shown while highlighted, if any (`highlightedImage`).
    open var highlightedImage: UIImage? {
        get { UIImageView.highlightedImageProperty.get(self) }
        set { UIImageView.highlightedImageProperty.set(self, newValue) }
    }

    /// Whether the view shows its highlighted image (`highlighted`, getter `isHighlighted`).
    open var isHighlighted: Bool {
        get { UIImageView.highlightedProperty.get(self) }
        set { UIImageView.highlightedProperty.set(self, newValue) }
    }

    /// The image on screen: the highlighted image while highlighted and set, else the image.
    public var displayedImage: UIImage? {
        isHighlighted ? highlightedImage ?? image : image
    }

    /// Makes the displayed image the layer's contents, at the image's scale: a template
    /// (``UIImage/RenderingMode/alwaysTemplate``) painted in the view's tint, a resizable image
    /// stretched between its caps (the layer's `contentsCenter`) or tiled (drawn at the view's
    /// size).
    func showDisplayedImage() {
        let image = displayedImage
        var pixels = image?.pixels(tintedWith: tintColorBody, asTemplate: image?.renderingMode == .alwaysTemplate)
        // A tiling resizable image is drawn at the view's size: a layer can only stretch.
        let tiles = image?.tilesMiddle == true
        if tiles, let image, let source = pixels { pixels = image.tiled(source, into: bounds.size) }
        storedLayer.storedContents = pixels
        storedLayer.setComposited(\.contentsScale, image?.scale ?? 1)
        storedLayer.setComposited(\.contentsCenter, tiles ? CGRect(x: 0, y: 0, width: 1, height: 1) : image?.contentsCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1))
        storedLayer.markChanged(.appearance)
    }
}
