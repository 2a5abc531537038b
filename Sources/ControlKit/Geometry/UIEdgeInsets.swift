/// Insets for the four edges of a rectangle (`UIEdgeInsets`).
///
/// Positive insets shrink the rectangle they are applied to and negative insets grow it, as
/// `UIEdgeInsetsInsetRect` does, so negative insets grow a button's hit area.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset of the top edge (positive moves it down, in).
    public var top: CGFloat
    /// The inset of the left edge (positive moves it right, in).
    public var left: CGFloat
    /// The inset of the bottom edge (positive moves it up, in).
    public var bottom: CGFloat
    /// The inset of the right edge (positive moves it left, in).
    public var right: CGFloat

    /// Insets of `top`, `left`, `bottom` and `right`.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of `amount` on every edge.
    public init(all amount: CGFloat) {
        self.init(top: amount, left: amount, bottom: amount, right: amount)
    }

    /// No inset on any edge (`UIEdgeInsetsZero`).
    public static let zero = UIEdgeInsets(all: 0)

    /// `{top, left, bottom, right}`, as `NSStringFromUIEdgeInsets` writes it.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// The rectangle moved in by `insets` on each edge (`UIEdgeInsetsInsetRect`): positive insets
    /// shrink it, negative ones grow it. Plain arithmetic, as UIKit's inline function is: an
    /// over-inset rectangle gets a negative size rather than becoming null.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }

    /// Whether `point` lies inside, half-open as CoreGraphics's `CGRectContainsPoint`: the
    /// minimum edges are in, the maximum edges are out (for a 100×100 rectangle at the origin,
    /// (99, 99) is in and (100, 100) is not). A negative size counts from the far edge, as in
    /// the standardized rectangle (not built here: every hit test asks this of each view).
    public func containsHalfOpen(_ point: CGPoint) -> Bool {
        let (x0, x1) = size.width < 0 ? (origin.x + size.width, origin.x) : (origin.x, origin.x + size.width)
        let (y0, y1) = size.height < 0 ? (origin.y + size.height, origin.y) : (origin.y, origin.y + size.height)
        return point.x >= x0 && point.x < x1 && point.y >= y0 && point.y < y1
    }
}

/// `UIEdgeInsetsInsetRect(rect, insets)`: `rect` moved in by `insets` (negative insets grow it).
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
    rect.inset(by: insets)
}

/// `UIEdgeInsetsMake(top, left, bottom, right)`.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
