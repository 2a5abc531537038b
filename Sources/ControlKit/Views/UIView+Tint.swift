import DynamicRuntime

/// The tint: a view without a tint colour of its own shows its superview's, up to the root,
/// whose default is the system blue; ``UIView/tintAdjustmentMode`` likewise inherits, and a view
/// whose mode is `.dimmed` answers its tint desaturated (UIKit documents only that it is
/// desaturated: here, a grey of the same luminance and alpha).
///
/// ``UIView/tintColorDidChange()`` is sent to each view whose tint colour or mode changes — by a
/// set on it or an ancestor, or by a move to a superview with another tint — after the change,
/// parents before children. Only views whose tint changed are visited.
extension UIView {
    /// How the tint is adjusted.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode; `.normal` at the root.
        case automatic
        /// The tint as set.
        case normal
        /// The tint desaturated, as behind a presented alert.
        case dimmed
    }

    /// A view's tint as it shows it: the colour before dimming, and the mode.
    struct TintState: Equatable {
        var color: UIColor
        var mode: TintAdjustmentMode

        /// What a view with no superview inherits.
        static let root = TintState(color: .systemBlue, mode: .normal)
    }

    /// This view's tint state, which its subviews inherit.
    var tintState: TintState {
        tintState(inheriting: storedSuperview?.tintState ?? .root)
    }

    /// This view's tint state when it inherits `inherited`.
    private func tintState(inheriting inherited: TintState) -> TintState {
        TintState(color: storedTintColor ?? inherited.color,
                  mode: storedTintAdjustmentMode == .automatic ? inherited.mode : storedTintAdjustmentMode)
    }

    var tintColorBody: UIColor {
        let state = tintState
        return state.mode == .dimmed ? Self.dimmed(state.color) : state.color
    }

    func setTintColorBody(_ color: UIColor?) {
        changingTint { storedTintColor = color }
    }

    /// Runs `change` to this view's own tint settings, then sends `tintColorDidChange` where the
    /// tint it and its subviews show changed.
    func changingTint(_ change: () -> Void) {
        let inherited = storedSuperview?.tintState ?? .root
        let old = tintState(inheriting: inherited)
        change()
        announceTintChange(from: old, to: tintState(inheriting: inherited))
    }

    /// After a move: the view inherited `old` from its former superview (`.root` if none).
    func tintMoved(inheritingBefore old: TintState) {
        let new = storedSuperview?.tintState ?? .root
        guard old != new else { return }
        announceTintChange(from: tintState(inheriting: old), to: tintState(inheriting: new))
    }

    private func announceTintChange(from old: TintState, to new: TintState) {
        guard old != new else { return }
        tintColorDidChange()
        for subview in storedSubviews {
            subview.announceTintChange(from: subview.tintState(inheriting: old), to: subview.tintState(inheriting: new))
        }
    }

    private static func dimmed(_ color: UIColor) -> UIColor {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }
}
