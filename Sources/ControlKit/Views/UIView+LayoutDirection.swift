/// Layout direction: a view's ``UIView/semanticContentAttribute`` says whether its content
/// flips right to left; ``UIView/effectiveUserInterfaceLayoutDirection`` answers the direction it
/// lays out in. The application lays out left to right (ControlKit has no right-to-left locale),
/// so only `.forceRightToLeft` — on the view, or inherited by `.unspecified` views beneath it —
/// gives right to left.
/// How a view's content relates to the layout direction.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction.
    case unspecified
    /// Playback controls: always left to right.
    case playback
    /// Directional controls (a D-pad): always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

extension UIView {
    /// The direction a view with `attribute` lays out in, in an application laid out left to
    /// right (`userInterfaceLayoutDirectionForSemanticContentAttribute:`).
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction this view lays out in: its attribute's, or for `.unspecified` its
    /// superview's, left to right at the root.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var view: UIView? = self
        while let current = view {
            if current.semanticContentAttribute != .unspecified {
                return Self.userInterfaceLayoutDirection(for: current.semanticContentAttribute)
            }
            view = current.storedSuperview
        }
        return .leftToRight
    }
}

/// The direction of a layout.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Leading edge on the left.
    case leftToRight
    /// Leading edge on the right.
    case rightToLeft
}
