import ControlKit
import DynamicRuntime
import KeyValueObserving

/// Switches one button's background colour when its background image view's `image` flips:
/// the key-value observer of seed 000, one per coloured button.
///
/// The plugin's context holds it (as the observer it registered) while the plugin is
/// installed, and the button only weakly; so it goes when the plugin is uninstalled — after
/// the observation and the colours are undone — and its deinit puts back what it changed
/// outside the runtime: the placeholders still in place, and the background colour if it is
/// still the one it set. A button that is gone needs nothing put back.
@MainActor
final class BackgroundColorSwitcher: RuntimeObject, MainActorIsolated {
    private weak var button: UIButton?
    /// The button's background image view, once found.
    private weak var imageView: UIImageView?
    /// The colour the button had before it was given one: shown for a state without a colour,
    /// and put back on uninstall.
    private let originalBackgroundColor: UIColor?
    /// The colour this switcher last set, if any.
    private var appliedColor: UIColor??

    init(button: UIButton) {
        self.button = button
        originalBackgroundColor = button.backgroundColor
        super.init()
    }

    nonisolated static let observeMethod = KeyValueObserverMethods.observeValue.override(in: BackgroundColorSwitcher.self) {
        switcher, arguments in
        switcher.follow(arguments.2.newValue as? UIImage)
    }

    override class var runtimeMembers: [any RuntimeMember] { [observeMethod] }

    /// Sets each placeholder where the button has no background image of its own for that
    /// state (for highlighted: none but the normal one it falls back to), then lays out so the
    /// background image view exists and shows the current state's image, and finds that view:
    /// the first subview, exactly a UIImageView (UIButton inserts it at index 0). Nil, with the
    /// placeholders taken back, if it is not there (a hierarchy rearranged by hand).
    func setPlaceholdersAndFindImageView() -> UIImageView? {
        guard let button else { return nil }
        if button.backgroundImage(for: .normal) == nil {
            button.setBackgroundImage(StateBackgroundColorsPlugin.normalPlaceholder, for: .normal)
        }
        if button.backgroundImage(for: .highlighted) == button.backgroundImage(for: .normal) {
            button.setBackgroundImage(StateBackgroundColorsPlugin.highlightedPlaceholder, for: .highlighted)
        }
        button.setNeedsLayout()
        button.layoutIfNeeded()
        guard let imageView = button.subviews.first as? UIImageView, type(of: imageView) == UIImageView.self else {
            Self.restore(button, appliedColor: appliedColor, original: originalBackgroundColor)
            return nil
        }
        self.imageView = imageView
        return imageView
    }

    /// Shows the colour for the image the background image view shows now.
    func showCurrentColor() {
        follow(imageView?.image)
    }

    /// Shows the colour of the state whose background image `image` is — normal first, as the
    /// seed compares — or the original colour when that state has none. Any other image (nil,
    /// or one the button shows for another state) changes nothing.
    func follow(_ image: UIImage?) {
        guard let button, let image else { return }
        let state: UIControl.State
        if image == button.backgroundImage(for: .normal) {
            state = .normal
        } else if image == button.backgroundImage(for: .highlighted) {
            state = .highlighted
        } else {
            return
        }
        let color = button.backgroundColor(for: state) ?? originalBackgroundColor
        if button.backgroundColor != color { button.backgroundColor = color }
        appliedColor = .some(color)
    }

    /// Takes back the placeholders still in place and, if the button still shows the colour set
    /// last, its original background colour.
    static func restore(_ button: UIButton?, appliedColor: UIColor??, original originalBackgroundColor: UIColor?) {
        guard let button else { return }
        if button.backgroundImage(for: .highlighted) == StateBackgroundColorsPlugin.highlightedPlaceholder {
            button.setBackgroundImage(nil, for: .highlighted)
        }
        if button.backgroundImage(for: .normal) == StateBackgroundColorsPlugin.normalPlaceholder {
            button.setBackgroundImage(nil, for: .normal)
        }
        button.setNeedsLayout()
        button.layoutIfNeeded()
        if let appliedColor, button.backgroundColor == appliedColor { button.backgroundColor = originalBackgroundColor }
    }

    deinit {
        let (button, appliedColor, original) = (button, appliedColor, originalBackgroundColor)
        MainActorBody.run("BackgroundColorSwitcher deinit") { Self.restore(button, appliedColor: appliedColor, original: original) }
    }
}
