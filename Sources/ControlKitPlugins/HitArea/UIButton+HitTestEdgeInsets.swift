import ControlKit
import DynamicRuntime

/// Where each button's insets are kept: an associated value, as a category has no stored
/// properties.
private let hitTestEdgeInsetsStorage = AssociatedProperty<UIEdgeInsets>(default: .zero)

extension UIButton {
    /// How far the button's hit area reaches beyond its bounds, as insets applied to the bounds
    /// (`UIEdgeInsetsInsetRect`): negative insets grow it — `-12` on every edge makes a small
    /// close button easy to hit — positive ones shrink it. Zero (the default) leaves hit
    /// testing exactly as it was.
    ///
    /// The property is the category's API and is always there; the behaviour is
    /// ``HitAreaPlugin``'s. Values are kept (as associated values) whether or not the plugin is
    /// installed: set before installing, they take effect when it is; after uninstalling, they
    /// stay on the button but nothing reads them — the way an Objective-C category's property
    /// would behave without its `+load` swizzle.
    ///
    /// Reaching beyond the bounds only helps while the superview also accepts the point: hit
    /// testing asks the superview first. See ``ControlKit/UIView/hitTestsExtendedDescendants``.
    public var hitTestEdgeInsets: UIEdgeInsets {
        get { hitTestEdgeInsetsStorage[self] }
        set { hitTestEdgeInsetsStorage[self] = newValue }
    }

    /// The body of `hitArea_pointInside:withEvent:`, which ``HitAreaPlugin`` swaps with
    /// `pointInside:withEvent:`: zero insets send the swizzled selector, which then runs the
    /// original implementation — one extra send, and otherwise no change at all; other insets
    /// test the point against the bounds inset by them (half-open, as `CGRectContainsPoint`).
    func hitAreaPointInside(_ point: CGPoint, with event: UIEvent?) -> Bool {
        let insets = hitTestEdgeInsets
        guard insets != .zero else { return (try? send(HitAreaPlugin.swizzledPointInside, (point, event))) ?? false }
        return bounds.inset(by: insets).containsHalfOpen(point)
    }
}
