import ControlKit
import DynamicRuntime
import RuntimePlugins

/// The colour set for each supported state: associated values, read here, written through the
/// plugin's context.
private let normalBackgroundColorStorage = AssociatedProperty<UIColor?>(default: nil)
private let highlightedBackgroundColorStorage = AssociatedProperty<UIColor?>(default: nil)
/// The button's switcher, held weakly: the plugin's context owns it.
private let switcherStorage = WeakAssociatedProperty<BackgroundColorSwitcher>()

extension UIButton {
    /// Sets the solid background colour shown in `state` (`setBackgroundColor:forState:`), the
    /// category method of ``StateBackgroundColorsPlugin``; nil removes it, and the state then
    /// shows the background colour the button had before it was first given one.
    ///
    /// The first call sets the transparent placeholders as background images for the normal
    /// and highlighted states — each only where the button has no image of its own for it — so
    /// call it early, before setting background images that should replace them. Background
    /// images set afterwards win, as in the seed: they replace the placeholder for their state,
    /// and the colour still follows when the background image view shows them.
    ///
    /// Throws `notInstalled` when the plugin is not installed (the category is not loaded), and
    /// `unsupportedState` for a state other than ``ControlKit/UIControl/State/normal`` and
    /// ``ControlKit/UIControl/State/highlighted``: only those have a placeholder whose appearance
    /// reveals the state.
    public func setBackgroundColor(_ color: UIColor?, for state: State) throws(StateBackgroundColorsError) {
        guard StateBackgroundColorsPlugin.supportedStates.contains(state) else {
            throw StateBackgroundColorsError(.unsupportedState, button: self, state: state,
                                             "no background colour for state \(state.rawValue); only normal and highlighted have a placeholder to follow")
        }
        do throws(RuntimeError) {
            try send(StateBackgroundColorsPlugin.setBackgroundColorSelector, (color, state))
        } catch where error.kind == .unrecognizedSelector {
            throw StateBackgroundColorsError(.notInstalled, button: self, state: state, underlying: error,
                                             "the state background colours plugin is not installed")
        } catch {
            throw StateBackgroundColorsError(.runtime, button: self, state: state, underlying: error, error.message)
        }
    }

    /// The background colour set for exactly `state` with ``setBackgroundColor(_:for:)``, or nil.
    public func backgroundColor(for state: State) -> UIColor? {
        UIButton.backgroundColorStorage(for: state)?[self]
    }

    /// Where the colour for `state` is kept; nil for a state without a placeholder.
    private static func backgroundColorStorage(for state: State) -> AssociatedProperty<UIColor?>? {
        switch state {
        case .normal: normalBackgroundColorStorage
        case .highlighted: highlightedBackgroundColorStorage
        default: nil
        }
    }

    /// The body of `setBackgroundColor:forState:`: stores the colour through `context`, sets the
    /// button up on first use, and shows the colour now if its state is showing. A state without
    /// a placeholder is ignored. A call racing the plugin's uninstall changes nothing.
    func setStateBackgroundColorBody(_ color: UIColor?, for state: State, in context: PluginContext) {
        guard let storage = UIButton.backgroundColorStorage(for: state) else { return }
        do {
            try context.setAssociatedValue(color, forKey: storage.key, on: self)
            guard let switcher = try switcherStorage[self] ?? makeBackgroundColorSwitcher(in: context) else { return }
            switcher.showCurrentColor()
        } catch {
            // Only a closed context (the plugin just uninstalled) refuses these changes.
        }
    }

    /// A switcher for this button: it sets the placeholders and finds the background image
    /// view, whose `image` it then observes. Nil if the view is not there.
    private func makeBackgroundColorSwitcher(in context: PluginContext) throws(PluginError) -> BackgroundColorSwitcher? {
        let switcher = BackgroundColorSwitcher(button: self)
        guard let imageView = switcher.setPlaceholdersAndFindImageView() else { return nil }
        try context.addObserver(switcher, to: imageView, forKeyPath: "image", options: [.new])
        try context.setAssociatedValue(switcher, forKey: switcherStorage.key, on: self, policy: .weak)
        return switcher
    }
}
