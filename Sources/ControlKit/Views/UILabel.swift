import DynamicRuntime

/// A view that shows a line of text (`UILabel`). ControlKit lays out no glyphs: the label holds
/// what would be drawn — text, colour, font — for tests and observers to read.
open class UILabel: UIView {
    /// A view occupying `frame`; it takes no touches (`isUserInteractionEnabled` is false), as
    /// UIKit's does, so hit tests pass through it to the view beneath.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        storedUserInteractionEnabled = false
    }

    var storedText: String?
    var storedTextColor: UIColor = .black
    var storedFont: UIFont = .systemFont(ofSize: UIFont.labelFontSize)

    // MARK: Dynamic members

    /// `text` / `setText:`: the label's text.
    public static let textProperty = DeclaredProperty("text", of: UILabel.self, get: { $0.storedText }, set: { $0.storedText = $1 })
    /// Setting nil restores the default black, as UIKit's `textColor` does.
    public static let textColorProperty = DeclaredProperty<UILabel, UIColor?>("textColor", of: UILabel.self,
                                                           get: { $0.storedTextColor }, set: { $0.storedTextColor = $1 ?? .black })
    /// Setting nil restores the default 17-point system font.
    public static let fontProperty = DeclaredProperty<UILabel, UIFont?>("font", of: UILabel.self, get: { $0.storedFont },
                                                      set: { $0.storedFont = $1 ?? .systemFont(ofSize: UIFont.labelFontSize) })

    open override class var runtimeMembers: [any RuntimeMember] { [textProperty, textColorProperty, fontProperty] }

    // MARK: Properties

    /// The text shown (`text`); nil shows nothing.
    open var text: String? {
        get { UILabel.textProperty.get(self) }
        set { UILabel.textProperty.set(self, newValue) }
    }

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
}
