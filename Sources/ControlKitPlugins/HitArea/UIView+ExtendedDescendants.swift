import ControlKit
import DynamicRuntime

/// Where each container's opt-in is kept: an associated value.
private let hitTestsExtendedDescendantsStorage = AssociatedProperty<Bool>(default: false)

extension UIView {
    /// Whether hit testing this view first looks for a descendant whose hit area reaches beyond
    /// its bounds (``ControlKit/UIButton/hitTestEdgeInsets``, or any `point(inside:with:)` that
    /// accepts points outside the bounds) and gives it the point.
    ///
    /// It solves seed 001's cell problem without overriding the cell. UIKit asks a superview's
    /// `pointInside:withEvent:` before its subviews, so a close button's extended area is dead
    /// where it sticks out of its cell (the seed's area A is all that works); and subviews are
    /// asked front to back, so where the next cell covers the extended area, that cell takes the
    /// touch (area B). Set this on the view that contains both — the collection view — and, for
    /// a point in a descendant's *extended* area (outside its bounds, accepted by its
    /// `point(inside:with:)`), hit testing returns that descendant's `hitTest(_:with:)` answer
    /// even when the point is outside the intermediate views or a neighbour covers it. Points
    /// inside a descendant's own bounds are hit tested as usual, so nothing else changes.
    ///
    /// Hidden views, views with interaction disabled or alpha below
    /// ``ControlKit/UIView/minimumHittableAlpha`` are skipped with their subviews, as hit testing
    /// skips them. Descendants are searched front to back, deepest first.
    ///
    /// Like `hitTestEdgeInsets`, the flag is kept whether or not ``HitAreaPlugin`` is installed
    /// and acts only while it is. False (the default) leaves hit testing exactly as it was.
    public var hitTestsExtendedDescendants: Bool {
        get { hitTestsExtendedDescendantsStorage[self] }
        set { hitTestsExtendedDescendantsStorage[self] = newValue }
    }

    /// ``HitAreaPlugin``'s instead-hook of `hitTest:withEvent:`: the descendant whose extended
    /// area holds `point`, if this view opted in and can take touches; else `original`.
    func hitTestPreferringExtendedDescendants(_ point: CGPoint, with event: UIEvent?,
                                              original: Original<(CGPoint, UIEvent?), UIView?>) -> UIView? {
        guard hitTestsExtendedDescendants, isHittable,
              let hit = extendedDescendantHit(at: point, with: event) else { return original((point, event)) }
        return hit
    }

    /// The first descendant, front to back and deepest first, whose extended area (outside its
    /// bounds) holds `point` (in this view's coordinates), answered by its own hit test.
    private func extendedDescendantHit(at point: CGPoint, with event: UIEvent?) -> UIView? {
        for subview in subviews.reversed() where subview.isHittable {
            let local = subview.convert(point, from: self)
            if let hit = subview.extendedDescendantHit(at: local, with: event) { return hit }
            if !subview.bounds.containsHalfOpen(local), subview.point(inside: local, with: event),
               let hit = subview.hitTest(local, with: event) {
                return hit
            }
        }
        return nil
    }
}
