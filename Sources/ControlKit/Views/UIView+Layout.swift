import DynamicRuntime

/// The layout pass: `setNeedsLayout` marks a view; `layoutIfNeeded` lays out what is marked, top
/// down, so a parent's `layoutSubviews` sets its subviews' frames before they lay out their own.
///
/// UIKit's triggers: a frame or bounds *size* change marks the view (an origin-only change does
/// not); `addSubview` marks the added view and the receiver; `removeFromSuperview` marks the old
/// superview. The application's run-loop turn lays out each window (``layoutAndDisplayIfNeeded()``);
/// a view in no window lays out only when asked with ``layoutIfNeeded()``.
///
/// A mark also flags every ancestor as having a marked view beneath it, so a pass visits only
/// the paths to marked views.
extension UIView {
    func layoutSubviewsBody() {}

    func setNeedsLayoutBody() {
        needsLayout = true
        flagAncestors(\.subtreeNeedsLayout)
    }

    /// As UIKit's: first up to the outermost ancestor that is itself marked, then down from it,
    /// laying out each marked view before its subviews.
    func layoutIfNeededBody() {
        var top = self
        var ancestor = storedSuperview
        while let view = ancestor {
            if view.needsLayout { top = view }
            ancestor = view.storedSuperview
        }
        top.layOutMarkedSubtree()
    }

    /// Lays out this view if marked, then whatever is marked beneath it. The subviews are read
    /// after `layoutSubviews`, which may add, remove or resize them.
    private func layOutMarkedSubtree() {
        if needsLayout {
            needsLayout = false
            layOutWithController()
        }
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        for subview in storedSubviews where subview.needsLayout || subview.subtreeNeedsLayout {
            subview.layOutMarkedSubtree()
        }
    }

    /// `layoutSubviews`, framed by the controller's `viewWillLayoutSubviews` and
    /// `viewDidLayoutSubviews` when this is a controller's root view — before the subviews lay
    /// out, as in UIKit.
    private func layOutWithController() {
        guard let controller = storedViewController else { return layoutSubviews() }
        controller.viewWillLayoutSubviews()
        layoutSubviews()
        controller.viewDidLayoutSubviews()
    }

    /// What the application's run-loop turn does for each window at its end: lay out what is
    /// marked (through ``layoutIfNeeded()``, so swizzles see it), then draw what is marked.
    package func layoutAndDisplayIfNeeded() {
        layoutIfNeeded()
        displayPass()
    }

    /// The display stage of a frame: the views marked draw, then the layers marked with
    /// `setNeedsDisplay()` (a view's layer displays through its view).
    package func displayPass() {
        displayIfNeeded()
        storedLayer.displayMarkedLayers()
    }
}
