/// Where a control places its content (a button's image and title) in its bounds.
extension UIControl {
    /// Horizontal placement of the content.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred (a button's default).
        case center
        /// Against the left edge.
        case left
        /// Against the right edge.
        case right
        /// Across the whole width: the content starts at the left edge and the title takes the
        /// rest.
        case fill
        /// Against the leading edge: the left one left to right, the right one right to left.
        case leading
        /// Against the trailing edge.
        case trailing
    }

    /// Vertical placement of the content.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred (the default).
        case center
        /// Against the top edge.
        case top
        /// Against the bottom edge.
        case bottom
        /// Across the whole height.
        case fill
    }

    /// ``contentHorizontalAlignment`` with leading and trailing resolved by the layout
    /// direction (`effectiveContentHorizontalAlignment`).
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case let alignment: return alignment
        }
    }
}
