import DynamicRuntime

/// Hit testing: which view a point lands on.
///
/// UIKit's algorithm, through the entry points so every step can be replaced: a hidden view, one
/// with interaction disabled or with alpha below 0.01 is skipped; otherwise the view asks its own
/// `point(inside:with:)` first — a point outside never reaches the subviews unless that answer
/// is yes — then asks its subviews front to back, each with the point in its coordinates, and
/// answers itself when none takes it.
extension UIView {
    /// The alpha below which a view no longer takes touches; 0.01 itself still does.
    public static let minimumHittableAlpha: CGFloat = 0.01

    /// Whether hit testing looks at this view at all: visible, interactive and at least
    /// ``minimumHittableAlpha`` opaque. Each condition is read through its entry point. Alpha is
    /// the layer's single-precision opacity, as in UIKit (0.01 reads back as 0.0099999998), so it
    /// is compared in that precision.
    public var isHittable: Bool {
        !isHidden && isUserInteractionEnabled && Float(alpha) >= Float(UIView.minimumHittableAlpha)
    }

    func hitTestBody(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isHittable, self.point(inside: point, with: event) else { return nil }
        // This copy of the list keeps every subview alive even if a hook removes one midway, so
        // the loop reads each without a retain and release of its own.
        let subviews = storedSubviews
        var index = subviews.endIndex
        while index > 0 {
            index -= 1
            let hit = Unmanaged.passUnretained(subviews[index])._withUnsafeGuaranteedRef { subview in
                subview.hitTest(subview.pointFromOuter(point), with: event)
            }
            if let hit { return hit }
        }
        return self
    }

    func pointInsideBody(_ point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.containsHalfOpen(point)
    }

    /// The members hit testing asks of every view it visits, whose entry points run their base
    /// bodies directly while the view's class still reaches them: a hook, swizzle or override
    /// of any of them sends again from the next call on. Their ``DirectCall`` indices in the
    /// views' hierarchy are these cases' raw values, numbered by the compiler.
    enum DirectMember: Int {
        case hitTest, pointInside, hidden, userInteractionEnabled, alpha, center, bounds
    }
}
