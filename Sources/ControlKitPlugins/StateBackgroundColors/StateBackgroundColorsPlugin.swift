import ControlKit
import DynamicRuntime
import RuntimePlugins

/// Seed 000 as a plugin: a solid background colour per state on any UIButton
/// (``ControlKit/UIButton/setBackgroundColor(_:for:)``), without a subclass and without drawing
/// an image per colour.
///
/// Drawing a 1×1 image of each colour and setting it with `setBackgroundImage(_:for:)` costs a
/// bitmap per colour per button. The seed's route costs none: two shared, transparent
/// placeholder images (``normalPlaceholder``, 1×1, and ``highlightedPlaceholder``, 1×2) become the
/// button's normal and highlighted background images, so UIButton adds its background
/// UIImageView (at index 0); that view's `image` is observed with key-value observing, and when
/// UIButton flips it between the placeholders, the button's `backgroundColor` is switched to
/// the matching colour. The flip is UIButton's own, so the colour follows the system highlight
/// exactly — drag tolerance included — which observing `highlighted` does not promise.
///
/// Installing adds the category method `setBackgroundColor:forState:` to UIButton, through the
/// context. Everything a call of it changes is recorded too: the colours (associated values),
/// the observation, and the placeholders and background colour it set — put back when the
/// plugin lets go of the button's colour switcher on uninstall. A button given
/// colours keeps UIButton's background image view (empty again) after uninstalling, as UIKit
/// keeps it after `setBackgroundImage(nil, for:)`.
///
/// At its defaults — no colour set — it changes nothing observable: no button gets a
/// placeholder, a subview or an observer until it is given a colour.
///
/// Installing it a second time in the same process (from another ``RuntimePlugins/PluginRegistry``)
/// throws: UIButton has one `setBackgroundColor:forState:`.
public struct StateBackgroundColorsPlugin: RuntimePlugin {
    /// The plugin's identifier.
    public static let identifier = "org.swizzlekit.controlkit.state-background-colors"

    public var identifier: String { Self.identifier }
    public var version: String { "1.0.0" }

    /// The category method `setBackgroundColor:forState:`.
    public static let setBackgroundColorSelector = Selector<(UIColor?, UIControl.State), Void>("setBackgroundColor:forState:")

    /// The states a colour can be set for: those with a placeholder to recognise.
    public static let supportedStates: [UIControl.State] = [.normal, .highlighted]

    /// The transparent 1×1 placeholder set as the normal background image. Shared by every
    /// button, as `imageNamed:` shares one image; it has no pixels, so it renders no bitmap.
    public static let normalPlaceholder = UIImage(size: CGSize(width: 1, height: 1))

    /// The transparent 1×2 placeholder set as the highlighted background image; its size differs
    /// from the normal one's so the two never compare equal.
    public static let highlightedPlaceholder = UIImage(size: CGSize(width: 1, height: 2))

    public init() {}

    public func install(in context: PluginContext) throws {
        // The category's implementation holds the context: what a call changes is recorded there.
        // (A replaced implementation lives until reclaimed, so each install keeps its context
        // until then, emptied on uninstall.)
        let implementation = TypedImplementation(for: UIButton.self) { (button, _, arguments: (UIColor?, UIControl.State)) in
            button.setStateBackgroundColorBody(arguments.0, for: arguments.1, in: context)
        }
        guard try context.addMethod(Self.setBackgroundColorSelector.untyped, implementation: implementation,
                                    to: RuntimeClass.of(UIButton.self)) else {
            throw PluginError(.alreadyInProcess, plugin: identifier,
                              "-[UIButton \(Self.setBackgroundColorSelector.name)] exists already: the state background colour category is installed in this process",
                              className: "UIButton", selector: Self.setBackgroundColorSelector.name)
        }
    }
}
