import DynamicRuntime

/// The scale a view draws at: its layer's `contentsScale`, which follows the scale of the
/// screen the view's window is on unless set.
///
/// As in UIKit, a view takes its window's screen scale when it moves into the window (a view
/// outside any window has the main screen's), and one whose drawing is at another scale draws
/// again, so text and paths in its backing store stay as sharp as the screen.
extension UIView {
    /// The pixels per point of the view's backing store (`contentScaleFactor`): its window's
    /// screen scale, unless set.
    ///
    /// Setting it fixes the view's scale whatever screen it is shown on, and redraws the view if
    /// it has drawn; a value that is not finite and above 0 is refused, reported as a runtime
    /// issue, and the scale left as it was.
    public var contentScaleFactor: CGFloat {
        get { storedLayer.values.contentsScale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                RuntimeIssues.report(RuntimeIssue("-[\(type(of: self)) setContentScaleFactor:]: \(newValue) is not a scale (finite, above 0); the view keeps \(contentScaleFactor)"))
                return
            }
            scaleFollowsScreen = false
            setDrawingScale(newValue)
        }
    }

    /// Gives this view and every view beneath it that follows its screen the scale `scale`
    /// (the window's screen's when moved into it; the scale a detached view is rendered at).
    package func followScreenScale(_ scale: CGFloat) {
        if scaleFollowsScreen { setDrawingScale(scale) }
        for subview in storedSubviews { subview.followScreenScale(scale) }
    }

    /// Sets the layer's `contentsScale` (a message, as UIKit's is), and marks the view to draw
    /// again if its backing store is at another scale.
    private func setDrawingScale(_ scale: CGFloat) {
        guard storedLayer.values.contentsScale != scale else { return }
        layer.contentsScale = scale
        if hasBackingStore { setNeedsDisplay() }
    }
}
