import DynamicRuntime

/// The display pass: `setNeedsDisplay` marks a view; at the end of the run-loop turn, after
/// layout, each marked view draws once with `draw(_:)` over its bounds.
///
/// As with layout, a mark flags every ancestor so the pass visits only the paths to marked
/// views. A hidden view keeps its mark and draws once it is shown again (UIKit does not draw
/// hidden layers).
extension UIView {
    func setNeedsDisplayBody() {
        needsDisplay = true
        flagAncestors(\.subtreeNeedsDisplay)
    }

    /// Draws this view if it is marked, then whatever is marked beneath it, back to front.
    /// The application calls it on each window at the end of a run-loop turn (see
    /// ``layoutAndDisplayIfNeeded()``); tests may call it on any view.
    package func displayIfNeeded() {
        guard !isHidden else { return }
        if needsDisplay {
            needsDisplay = false
            draw(bounds)
        }
        guard subtreeNeedsDisplay else { return }
        var pending = false
        for subview in storedSubviews where subview.needsDisplay || subview.subtreeNeedsDisplay {
            subview.displayIfNeeded()
            pending = pending || subview.needsDisplay || subview.subtreeNeedsDisplay
        }
        // A hidden subview keeps its mark, and this view the path to it.
        subtreeNeedsDisplay = pending
    }
}
