import DynamicRuntime

/// The view tree: subviews back to front, the superview, the window, tags.
///
/// Moves send UIKit's callbacks in UIKit's order — `willMoveToSuperview:`, `willMoveToWindow:`
/// (to the whole moved subtree), the move, `didMoveToWindow`, `didMoveToSuperview`, then the new
/// superview's `didAddSubview:` — and a removal first tells the old superview
/// `willRemoveSubview:`. A view moved from one superview to another is told the move once; the
/// old superview gets `willRemoveSubview:` and is marked for layout.
///
/// Adding marks the added view and the receiver for layout: the added view as UIKit documents;
/// the receiver as UIKit measurably does for views that resize their subviews (the default).
extension UIView {
    // The tree's read-only properties, for key-value coding and key paths through them. Their
    // Swift accessors read the fields themselves, off the runtime: the tree is read at every
    // step of a walk up it (conversions, the responder chain, a touch's delivery).

    /// `superview`, read-only: the view this one is a subview of, for key-value coding
    /// (`"superview.frame"`). Not observable, as on iOS, where UIKit announces no move to
    /// key-value observing: an observer is registered but never told, and a key path through it
    /// keeps the superview it began with (`didMoveToSuperview` follows a move).
    public nonisolated static let superviewProperty = DeclaredProperty(readOnly: "superview", of: UIView.self) { $0.superview }
    /// `subviews`, read-only: the subviews, back to front, for key-value coding
    /// (`"subviews.@count"`). Not observable, as on iOS: an observer is registered but never told
    /// (`didAddSubview:` and `willRemoveSubview:` follow the changes).
    public nonisolated static let subviewsProperty = DeclaredProperty(readOnly: "subviews", of: UIView.self) { $0.subviews }
    /// `window`, read-only: the window at the root of the view's tree, for key-value coding. Not
    /// observable, as on iOS: an observer is registered but never told (`didMoveToWindow`
    /// follows a move).
    public nonisolated static let windowProperty = DeclaredProperty(readOnly: "window", of: UIView.self) { $0.window }

    /// The subviews, back to front: the last is drawn on top and hit-tested first.
    public var subviews: [UIView] { storedSubviews }

    /// The view this one is a subview of.
    public var superview: UIView? { storedSuperview }

    /// The window at the root of this view's tree, if the root is one.
    public var window: UIWindow? { rootView as? UIWindow }

    /// The view at the root of this view's tree (this view when it has no superview).
    var rootView: UIView {
        var view = self
        while let superview = view.storedSuperview { view = superview }
        return view
    }

    /// Adds `view` on top of the subviews; a subview already here moves to the top.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: storedSubviews.count)
    }

    /// Inserts `view` at `index` in the subviews (clamped to their range), moving it from any
    /// previous superview; 0 is the back.
    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.storedSuperview === self {
            // A reorder: no moves to announce.
            storedSubviews.removeAll { $0 === view }
            storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
            placeLayer(of: view)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let oldSuperview = view.storedSuperview
        let oldTint = oldSuperview?.tintState ?? .root
        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.announceWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        if oldWindow !== newWindow { oldWindow?.gestureEnvironment.cancelTouches(inSubtreeOf: view) }
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
        view.storedSuperview = self
        placeLayer(of: view)
        if let newWindow, newWindow !== oldWindow { view.followScreenScale(newWindow.screen.scale) }
        if oldWindow !== newWindow {
            view.followWindowClock()
            view.announceDidMoveToWindow()
        }
        view.tintMoved(inheritingBefore: oldTint)
        view.didMoveToSuperview()
        didAddSubview(view)
        oldSuperview?.setNeedsLayout()
        view.setNeedsLayout()
        setNeedsLayout()
        if view.needsDisplay || view.subtreeNeedsDisplay { view.flagAncestors(\.subtreeNeedsDisplay) }
    }

    /// Inserts `view` just above `sibling`, or on top if `sibling` is not a subview.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: view.storedSuperview === self && indexOfSubview(view)! < index ? index : index + 1)
    }

    /// Inserts `view` just below `sibling`, or on top if `sibling` is not a subview.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: view.storedSuperview === self && indexOfSubview(view)! < index ? index - 1 : index)
    }

    /// Moves the subview `view` to the top.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        insertSubview(view, at: storedSubviews.count)
    }

    /// Moves the subview `view` to the back.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview, which is then marked for layout.
    public func removeFromSuperview() {
        guard let superview = storedSuperview else { return }
        let oldWindow = window
        let oldTint = superview.tintState
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { announceWillMove(toWindow: nil) }
        detachFromSuperview()
        oldWindow?.gestureEnvironment.cancelTouches(inSubtreeOf: self)
        if oldWindow != nil {
            followWindowClock()
            announceDidMoveToWindow()
        }
        tintMoved(inheritingBefore: oldTint)
        didMoveToSuperview()
        superview.setNeedsLayout()
    }

    /// Whether this view is `view` or lies beneath it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// This view if its tag is `tag`, else the first such view beneath it, depth first.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Helpers

    private func indexOfSubview(_ view: UIView) -> Int? {
        storedSubviews.firstIndex { $0 === view }
    }

    /// Sets `flag` ("a marked view is beneath me") on each ancestor, stopping at the first that
    /// has it already (those above it have it too): how layout and display marks reach the
    /// top, so a pass visits only the paths to marked views. Also used when a marked view
    /// moves to a new superview. Always inlined, so each caller's key path is a constant the
    /// optimiser turns into a field access.
    @inline(__always)
    func flagAncestors(_ flag: ReferenceWritableKeyPath<UIView, Bool>) {
        var ancestor = storedSuperview
        while let view = ancestor, !view[keyPath: flag] {
            view[keyPath: flag] = true
            ancestor = view.storedSuperview
        }
    }

    /// Unlinks the view from its superview without announcing it.
    private func detachFromSuperview() {
        storedSuperview?.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        storedLayer.removeFromSuperlayerBody()
    }

    /// Puts `subview`'s layer among this layer's sublayers where the subview is among the
    /// subviews: below the layer of the subview above it, else on top, so layers added on
    /// their own keep their places relative to the subviews' (UIKit's order).
    private func placeLayer(of subview: UIView) {
        let layer = subview.storedLayer!
        layer.removeFromSuperlayerBody()
        // The common case, a subview added on top, needs no search.
        let index = storedSubviews.last === subview ? storedSubviews.count : indexOfSubview(subview)! + 1
        let above = index < storedSubviews.count ? storedLayer.storedSublayers.firstIndex { $0 === storedSubviews[index].storedLayer } : nil
        storedLayer.insertSublayerBody(layer, at: above ?? storedLayer.storedSublayers.count)
    }

    /// `willMoveToWindow:` to this view and every view beneath it, parents first.
    private func announceWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in storedSubviews { subview.announceWillMove(toWindow: newWindow) }
    }

    /// Carries the animations running in the view's layer tree to the clock of its window's
    /// application (the media clock outside every window), as far through as they were.
    func followWindowClock() {
        storedLayer.followClock { self.storedLayer.applicationClock ?? .media }
    }

    /// `didMoveToWindow` to this view and every view beneath it, parents first.
    private func announceDidMoveToWindow() {
        didMoveToWindow()
        for subview in storedSubviews { subview.announceDidMoveToWindow() }
    }
}
