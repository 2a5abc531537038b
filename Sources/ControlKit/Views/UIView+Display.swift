import DynamicRuntime

/// The display pass: `setNeedsDisplay` marks a view; at the end of the run-loop turn, after
/// layout, each marked view draws once with `draw(_:)` into a new backing store, at the view's
/// ``contentScaleFactor``, which becomes its layer's contents and stays until the view is
/// marked again.
///
/// A new view is marked, so it draws when it first appears. As with layout, a mark flags every
/// ancestor so the pass visits only the paths to marked views. A hidden view keeps its mark and
/// draws once it is shown again (UIKit does not draw hidden layers).
extension UIView {
    func setNeedsDisplayBody() {
        needsDisplay = true
        flagAncestors(\.subtreeNeedsDisplay)
    }

    /// Draws this view if it is marked, then whatever is marked beneath it, back to front.
    /// The application calls it on each window at the end of a run-loop turn (see
    /// ``layoutAndDisplayIfNeeded()``); snapshots call it on the view they render.
    package func displayIfNeeded() {
        guard !isHidden else { return }
        if needsDisplay { displayNow() }
        guard subtreeNeedsDisplay else { return }
        var pending = false
        for subview in storedSubviews where subview.needsDisplay || subview.subtreeNeedsDisplay {
            subview.displayIfNeeded()
            pending = pending || subview.needsDisplay || subview.subtreeNeedsDisplay
        }
        // A hidden subview keeps its mark, and this view the path to it.
        subtreeNeedsDisplay = pending
    }

    /// Runs `draw(_:)` with a context of the bounds current (UIKit's user space: points, y down,
    /// the bounds' origin at its place). The bitmap is made only when the drawing asks for the
    /// context, so a view that does not draw costs none; what it paints becomes the layer's
    /// contents, and a view that paints nothing any more drops its old backing store.
    func displayNow() {
        needsDisplay = false
        // A layer of the program's own class displays itself: its `display()`, or through its
        // delegate, this view, its `draw(in:)` (``display(_:)``).
        if storedLayer.isDeclaredOutsideCoreAnimation { return storedLayer.display() }
        let layer: CALayer = storedLayer, bounds = layer.values.bounds
        let entry = ImageContextStack.Entry(size: bounds.size, scale: layer.values.contentsScale) { layer.makeBackingStore() }
        let stack = ImageContextStack.current
        stack.entries.append(entry)
        draw(bounds)
        stack.entries.removeLast()
        keepBackingStore(of: entry.madeContext)
    }

    /// Draws the layer of the program's own class with its `draw(in:)` — which, unless the class
    /// overrides it, asks this view's ``draw(_:)`` — into a backing store of the bounds: what
    /// the layer's `display()` does through its delegate.
    func displayThroughLayer() {
        needsDisplay = false
        let context = storedLayer.makeBackingStore()
        if let context { storedLayer.draw(in: context) }
        keepBackingStore(of: context)
    }

    /// Makes what `context` painted the layer's contents; a drawing that painted nothing drops
    /// the view's old backing store, and leaves contents set otherwise (an image) alone.
    private func keepBackingStore(of context: CGContext?) {
        if let context, context.hasPainted, let image = context.makeImage() {
            storedLayer.storedContents = image
            hasBackingStore = true
        } else if hasBackingStore {
            storedLayer.storedContents = nil
            hasBackingStore = false
        } else {
            return
        }
        // A new backing store of the same layer: only its own rectangle needs compositing again.
        storedLayer.markChanged(.contents)
    }

    /// Renders the view and its subviews, as shown, scaled into `rect` of the current context
    /// (`drawViewHierarchyInRect:afterScreenUpdates:`); false when there is no current context.
    /// With `afterScreenUpdates`, pending layout and drawing of the view's subtree — the views'
    /// and the layers' marked for display — are done first, as UIKit commits them; without, the
    /// view is drawn as last displayed.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterScreenUpdates {
            layoutIfNeeded()
            displayPass()
        }
        let bounds = storedLayer.shownState.values.bounds
        guard bounds.width > 0, bounds.height > 0 else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        storedLayer.renderPresentation(in: context)
        context.restoreGState()
        return true
    }
}
