/// What a scroll view tells its delegate (`UIScrollViewDelegate`). Every method is optional:
/// the defaults do nothing.
///
/// The order for a drag and fling: `scrollViewWillBeginDragging`, `scrollViewDidScroll` at each
/// move, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (the velocity in points
/// per millisecond, positive toward larger offsets; write the target through the pointer to
/// choose where the content stops), `scrollViewDidEndDragging(_:willDecelerate:)`, then, when it
/// moves on, `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` at each frame and
/// `scrollViewDidEndDecelerating`. A finger that stops a deceleration ends it without
/// `scrollViewDidEndDecelerating`, as in UIKit.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed, by a drag, a motion or code.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted with `velocity`; `targetContentOffset` is where the content will stop,
    /// and may be changed.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` says whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content is about to move on after a release.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after a release.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset` or `scrollRectToVisible` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

/// UIKit's behaviour for the methods a delegate leaves out: nothing.
extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Leaves the target as it is.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
