import DynamicRuntime

/// A control that shows a title, an image and a background image per state (`UIButton`).
///
/// Per-state resources resolve as UIKit's do: the value set for the exact state, else the one
/// for ``UIControl/State/normal``, else none — so `[.highlighted, .selected]` shows the normal
/// title unless one was set for that very combination.
///
/// The subviews are made lazily, as UIKit makes them: the background image view is inserted at
/// index 0 when a background image is first set; the image view and title label go just above
/// it when an image or title is first set (or when ``imageView`` or ``titleLabel`` is first
/// read). UIButton's own `layoutSubviews` applies the current state's resources to them.
///
/// A state change (`setHighlighted:`, `setSelected:`, `setEnabled:` — UIButton's own, each
/// calling UIControl's through `super`) that changes ``UIControl/state`` calls
/// `setNeedsLayout` and then lays out the button alone (its `layoutSubviews`; marked ancestors
/// wait for the run-loop pass), so the subviews follow the state synchronously:
/// the background image view's `image` is set — observably, through `setImage:` — at the moment
/// the state changes it, inside touch handling, which is where UIKit flips it. It is
/// set only when the image differs, so an observer hears exactly the flips.
open class UIButton: UIControl {
    /// The kinds of button (`UIButtonType`). A custom button has no default look; a system
    /// button's title defaults to the tint colour.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7

        /// The rounded-rect button of old, now a system button.
        public static let roundedRect = ButtonType.system
    }

    var storedButtonType = ButtonType.custom
    var titles = StateTable<String>()
    var titleColors = StateTable<UIColor>()
    var images = StateTable<UIImage>()
    /// Whether a custom button darkens its image while highlighted, and lightens it while
    /// disabled, when the state has no image of its own (`adjustsImageWhenHighlighted`,
    /// `adjustsImageWhenDisabled`); true by default, as in UIKit.
    public var adjustsImageWhenHighlighted = true { didSet { setNeedsLayout() } }
    public var adjustsImageWhenDisabled = true { didSet { setNeedsLayout() } }
    /// The last image adjusted for a state, and what it was made from.
    var adjustedImage: (source: UIImage, highlighted: Bool, image: UIImage)?
    var backgroundImages = StateTable<UIImage>()

    // The lazily made subviews.
    var backgroundImageView: UIImageView?
    var storedImageView: UIImageView?
    var storedTitleLabel: UILabel?
    /// The title's measured size in the title's area, kept during one layout pass: the image's
    /// and the title's rectangles both need it.
    var titleMeasure: (area: CGSize, size: CGSize)?
    var isLayingOutContent = false

    /// A button of `buttonType` (`buttonWithType:`); `init(frame:)` makes a custom one.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
    }

    // MARK: Content layout

    /// The insets of the content (image and title together) from the bounds. A change lays the
    /// button out again.
    public var contentEdgeInsets: UIEdgeInsets = .zero { didSet { if contentEdgeInsets != oldValue { setNeedsLayout() } } }
    /// The insets of the rectangle the title is placed in, from the content rectangle.
    public var titleEdgeInsets: UIEdgeInsets = .zero { didSet { if titleEdgeInsets != oldValue { setNeedsLayout() } } }
    /// The insets of the rectangle the image is placed in, from the content rectangle.
    public var imageEdgeInsets: UIEdgeInsets = .zero { didSet { if imageEdgeInsets != oldValue { setNeedsLayout() } } }

    /// The rectangle the content is laid out in: the bounds inset by ``contentEdgeInsets``.
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: contentEdgeInsets)
    }

    /// Where the image goes in `contentRect`: at its own size, placed with the title as one
    /// piece by the content alignments, within `contentRect` inset by ``imageEdgeInsets``.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        contentLayout(in: contentRect).image
    }

    /// Where the title goes in `contentRect`: at its measured size (cut to the room the image
    /// leaves), after the image, within `contentRect` inset by ``titleEdgeInsets``.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        contentLayout(in: contentRect).title
    }

    // A button is an accessibility element labelled by its current title, with the button trait
    // and its state's: selected, not enabled.
    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityLabelByDefault: String? { currentTitle }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = .button
        if isSelected { traits.insert(.selected) }
        if !isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    // MARK: Dynamic members

    /// `setTitle:forState:`: stores a state's title; the title label shows the current state's
    /// at once, as UIKit's does.
    public nonisolated static let setTitleMethod = DeclaredMethod("setTitle:forState:", of: UIButton.self) {
        (button, arguments: (String?, State)) in
        button.setResource(arguments.0, in: \.titles, for: arguments.1) { _ = button.titleLabel }
        button.showCurrentTitle()
    }
    /// `setTitleColor:forState:`: stores a state's title colour; the title label takes the
    /// current state's at once.
    public nonisolated static let setTitleColorMethod = DeclaredMethod("setTitleColor:forState:", of: UIButton.self) {
        (button, arguments: (UIColor?, State)) in
        button.setResource(arguments.0, in: \.titleColors, for: arguments.1) { _ = button.titleLabel }
        button.showCurrentTitle()
    }
    /// `setImage:forState:`: stores a state's image.
    public nonisolated static let setImageMethod = DeclaredMethod("setImage:forState:", of: UIButton.self) {
        (button, arguments: (UIImage?, State)) in button.setResource(arguments.0, in: \.images, for: arguments.1) { _ = button.imageView }
    }
    /// `setBackgroundImage:forState:`: stores a state's background image.
    public nonisolated static let setBackgroundImageMethod = DeclaredMethod("setBackgroundImage:forState:", of: UIButton.self) {
        (button, arguments: (UIImage?, State)) in button.setResource(arguments.0, in: \.backgroundImages, for: arguments.1, makeSubview: button.makeBackgroundImageView)
    }

    // UIButton's own implementations of inherited selectors (UIButton+Resources.swift).
    nonisolated static let buttonLayoutSubviewsMethod = UIView.layoutSubviewsMethod.override(in: UIButton.self) { button, _ in
        button.layoutButtonSubviewsBody()
    }
    private nonisolated static let buttonHighlightedSetter = UIControl.highlightedProperty.overrideSetter(in: UIButton.self) {
        button, highlighted, superSetter in button.changeState { superSetter(highlighted) }
    }
    private nonisolated static let buttonSelectedSetter = UIControl.selectedProperty.overrideSetter(in: UIButton.self) {
        button, selected, superSetter in button.changeState { superSetter(selected) }
    }
    private nonisolated static let buttonEnabledSetter = UIControl.enabledProperty.overrideSetter(in: UIButton.self) {
        button, enabled, superSetter in button.changeState { superSetter(enabled) }
    }

    /// UIButton's `gestureRecognizerShouldBegin:`: no to another view's single-finger single-tap
    /// recognizer. Since iOS 6 a button's own action wins over an ancestor's tap ("Attaching
    /// gesture recognizers to UIKit controls"), while a recognizer on the button itself wins.
    private nonisolated static let buttonGestureRecognizerShouldBegin = UIView.gestureRecognizerShouldBeginMethod.override(in: UIButton.self) {
        button, recognizer in
        guard recognizer.view !== button, let tap = recognizer as? UITapGestureRecognizer else { return true }
        return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            buttonGestureRecognizerShouldBegin, setTitleMethod, setTitleColorMethod, setImageMethod,
            setBackgroundImageMethod, buttonLayoutSubviewsMethod, buttonHighlightedSetter, buttonSelectedSetter,
            buttonEnabledSetter,
        ]
    }

    // MARK: Per-state resources

    /// Sets the title shown in `state` (`setTitle:forState:`); nil removes it.
    open func setTitle(_ title: String?, for state: State) {
        UIButton.setTitleMethod.send(to: self, (title, state))
    }

    /// Sets the title colour for `state` (`setTitleColor:forState:`); nil removes it.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        UIButton.setTitleColorMethod.send(to: self, (color, state))
    }

    /// Sets the image shown beside the title in `state` (`setImage:forState:`); nil removes it.
    open func setImage(_ image: UIImage?, for state: State) {
        UIButton.setImageMethod.send(to: self, (image, state))
    }

    /// Sets the background image for `state` (`setBackgroundImage:forState:`); nil removes it.
    /// The first image set inserts the background image view at index 0.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        UIButton.setBackgroundImageMethod.send(to: self, (image, state))
    }

    /// The button's kind.
    public var buttonType: ButtonType { storedButtonType }
}
