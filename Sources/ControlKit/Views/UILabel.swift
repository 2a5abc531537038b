import Foundation
import DynamicRuntime

/// A view that shows text (`UILabel`), drawn in the built-in font: its lines aligned by
/// ``textAlignment``, broken or cut by ``lineBreakMode`` within ``numberOfLines``, centred
/// vertically in the bounds. Every property is a dynamic member; a change marks the label for
/// display, and its content mode is ``UIView/ContentMode/redraw``, so a resize draws it again.
open class UILabel: UIView {
    /// A view occupying `frame`; it takes no touches (`isUserInteractionEnabled` is false), as
    /// UIKit's does, so hit tests pass through it to the view beneath.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpLabel()
    }

    /// A default label, as ``UIView/init(coder:)`` makes a default view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpLabel()
    }

    /// What every label starts with: no touches, redrawn on a resize.
    private func setUpLabel() {
        storedUserInteractionEnabled = false
        contentMode = .redraw
    }

    var storedTextColor: UIColor = .black
    var storedFont: UIFont = .systemFont(ofSize: UIFont.labelFontSize)
    var storedNumberOfLines = 1

    // MARK: Dynamic members

    /// Setting nil restores the default black, as UIKit's `textColor` does.
    public nonisolated static let textColorProperty = DeclaredProperty<UILabel, UIColor?>("textColor", of: UILabel.self, get: { $0.storedTextColor }) {
        $0.storedTextColor = $1 ?? .black
        $0.setNeedsDisplay()
    }
    /// Setting nil restores the default 17-point system font.
    public nonisolated static let fontProperty = DeclaredProperty<UILabel, UIFont?>("font", of: UILabel.self, get: { $0.storedFont }) {
        $0.storedFont = $1 ?? .systemFont(ofSize: UIFont.labelFontSize)
        $0.setNeedsDisplay()
    }
    /// `numberOfLines` / `setNumberOfLines:`: the most lines shown; 0 for no limit. Negative
    /// values are taken as 0.
    public nonisolated static let numberOfLinesProperty = DeclaredProperty("numberOfLines", of: UILabel.self, get: { $0.storedNumberOfLines }) {
        $0.storedNumberOfLines = max($1, 0)
        $0.setNeedsDisplay()
    }

    // UILabel's own implementations of inherited selectors.
    private nonisolated static let labelDrawRect = UIView.drawRectMethod.override(in: UILabel.self) { label, rect in
        label.drawTextBody(in: rect)
    }
    private nonisolated static let labelSizeThatFits = UIView.sizeThatFitsMethod.override(in: UILabel.self) { label, size in
        label.textLayout(width: size.width > 0 ? size.width : .infinity).size
    }
    private nonisolated static let labelIntrinsicContentSize = UIView.intrinsicContentSizeMethod.override(in: UILabel.self) { label, _ in
        label.textLayout(width: .infinity).size
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            textColorProperty, fontProperty, numberOfLinesProperty,
            labelDrawRect, labelSizeThatFits, labelIntrinsicContentSize,
        ]
    }

    // MARK: Properties

    // A label is an accessibility element, labelled by its text, with the static-text trait.
    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityLabelByDefault: String? { text }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { .staticText }

    /// The text shown (`text` / `setText:`); nil shows nothing.
    @Dynamic open var text: String? = nil { didSet { setNeedsDisplay() } }

    /// The colour of the text (`textColor`), black by default; setting nil restores black.
    open var textColor: UIColor! {
        get { UILabel.textColorProperty.get(self) }
        set { UILabel.textColorProperty.set(self, newValue) }
    }

    /// The font (`font`), the 17-point system font by default; setting nil restores it.
    open var font: UIFont! {
        get { UILabel.fontProperty.get(self) }
        set { UILabel.fontProperty.set(self, newValue) }
    }

    /// How the lines align in the bounds; ``NSTextAlignment/natural`` (the left edge) by default.
    @Dynamic open var textAlignment = NSTextAlignment.natural { didSet { setNeedsDisplay() } }

    /// How text that does not fit is broken or cut; ``NSLineBreakMode/byTruncatingTail`` by default.
    @Dynamic open var lineBreakMode = NSLineBreakMode.byTruncatingTail { didSet { setNeedsDisplay() } }

    /// The most lines shown, 1 by default; 0 shows as many as the text needs.
    open var numberOfLines: Int {
        get { UILabel.numberOfLinesProperty.get(self) }
        set { UILabel.numberOfLinesProperty.set(self, newValue) }
    }

    // MARK: Bodies

    func textLayout(width: CGFloat) -> TextLayout {
        let lineBreakMode = self.lineBreakMode
        return TextLayout(text ?? "", font: storedFont.builtInFont, width: width, maximumLines: storedNumberOfLines,
                          wrapping: storedNumberOfLines == 1 ? .newlines : lineBreakMode.wrapping, truncation: lineBreakMode.truncation)
    }

    func drawTextBody(in rect: CGRect) {
        guard let text, !text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        textLayout(width: rect.width).draw(in: rect, alignment: textAlignment.lineAlignment, centredVertically: true,
                                           color: storedTextColor.cgColor, context: context)
    }
}
