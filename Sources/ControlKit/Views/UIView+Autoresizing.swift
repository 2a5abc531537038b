/// Springs and struts: when a view's bounds change size, each subview whose `autoresizingMask`
/// is flexible somewhere follows, if the view ``UIView/autoresizesSubviews`` (the default), at
/// once, before the next layout pass — as UIKit's `setBounds:` resizes subviews.
///
/// Along each axis the change in the superview's size is shared among the flexible parts of
/// the subview's margins and size, in proportion to what each part measures now; when all the
/// flexible parts measure zero, equally. (UIKit does not document the split; this is AppKit's
/// and GNUstep's, whose rule UIKit's results match.) A subview with no flexible part along an
/// axis keeps its place and size along it.
extension UIView {
    /// The ways a view resizes when its superview's bounds change size (`UIViewAutoresizing`).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin may grow or shrink.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width may grow or shrink.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin may grow or shrink.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin may grow or shrink.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height may grow or shrink.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin may grow or shrink.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the subviews after the bounds changed size from `oldSize`.
    func autoresizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = storedLayer.values.bounds.size
        for subview in storedSubviews where !subview.autoresizingMask.isEmpty {
            subview.resize(withOldSuperviewSize: oldSize, newSize: newSize)
        }
    }

    private func resize(withOldSuperviewSize oldSize: CGSize, newSize: CGSize) {
        let mask = autoresizingMask
        var frame = self.frame
        (frame.origin.x, frame.size.width) = Self.share(
            newSize.width - oldSize.width, margin: frame.minX, size: frame.width, farMargin: oldSize.width - frame.maxX,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        (frame.origin.y, frame.size.height) = Self.share(
            newSize.height - oldSize.height, margin: frame.minY, size: frame.height, farMargin: oldSize.height - frame.maxY,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        if frame != self.frame { self.frame = frame }
    }

    /// The new origin and size along one axis after the superview grew by `delta`.
    private static func share(_ delta: CGFloat, margin: CGFloat, size: CGFloat, farMargin: CGFloat,
                              flexible: (margin: Bool, size: Bool, farMargin: Bool)) -> (CGFloat, CGFloat) {
        let parts = [(flexible.margin, margin), (flexible.size, size), (flexible.farMargin, farMargin)].filter(\.0).map(\.1)
        guard !parts.isEmpty, delta != 0 else { return (margin, size) }
        let total = parts.reduce(0, +)
        func portion(_ part: CGFloat) -> CGFloat { total == 0 ? delta / CGFloat(parts.count) : delta * part / total }
        return (margin + (flexible.margin ? portion(margin) : 0), size + (flexible.size ? portion(size) : 0))
    }
}
