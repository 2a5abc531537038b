import ControlKit
import DynamicRuntime
import Synchronization

/// Where each button's insets are kept: an associated value, as a category has no stored
/// properties. Zero insets are not stored at all (reads give zero), so a button is counted in
/// ``NonZeroHitTestEdgeInsets/count`` exactly while it holds other insets.
private let hitTestEdgeInsetsStorage = AssociatedProperty<NonZeroHitTestEdgeInsets?>(default: nil)

/// One button's non-zero ``ControlKit/UIButton/hitTestEdgeInsets``, counted while it exists:
/// the count goes up when insets are stored and down when they are replaced, reset to zero, or
/// released with their button.
final class NonZeroHitTestEdgeInsets: Sendable {
    /// How many buttons in the process hold non-zero insets. While it is zero, the hit-area
    /// category's `pointInside:withEvent:` runs the original at once, without reading the
    /// associated value (the read costs far more than the send it saves). A button's own
    /// insets are set in its own isolation domain, so a relaxed load there sees them.
    static let count = Atomic<Int>(0)

    let insets: UIEdgeInsets

    init(_ insets: UIEdgeInsets) {
        self.insets = insets
        Self.count.add(1, ordering: .relaxed)
    }

    deinit { Self.count.subtract(1, ordering: .relaxed) }
}

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
        get { hitTestEdgeInsetsStorage[self]?.insets ?? .zero }
        set { hitTestEdgeInsetsStorage[self] = newValue == .zero ? nil : NonZeroHitTestEdgeInsets(newValue) }
    }

    /// The body of `hitArea_pointInside:withEvent:`, which ``HitAreaPlugin`` swaps with
    /// `pointInside:withEvent:`: zero insets send the swizzled selector, which then runs the
    /// original implementation — one extra send, and otherwise no change at all; other insets
    /// test the point against the bounds inset by them (half-open, as `CGRectContainsPoint`).
    /// While no button in the process has insets, the associated value is not even read.
    ///
    /// A call that entered here just before another thread uninstalled the plugin finds the
    /// swizzled selector gone; `pointInside:withEvent:` then runs the original again, so it
    /// answers as the original too.
    /// `swizzled` is ``HitAreaPlugin/swizzledPointInside``, passed in so no call pays for
    /// reaching the static.
    func hitAreaPointInside(_ point: CGPoint, with event: UIEvent?, swizzled: Selector<(CGPoint, UIEvent?), Bool>) -> Bool {
        if NonZeroHitTestEdgeInsets.count.load(ordering: .relaxed) > 0, let stored = hitTestEdgeInsetsStorage[self] {
            return bounds.inset(by: stored.insets).containsHalfOpen(point)
        }
        do {
            return try send(swizzled, (point, event))
        } catch {
            return self.point(inside: point, with: event)
        }
    }
}
