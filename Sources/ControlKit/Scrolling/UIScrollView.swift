import DynamicRuntime

/// A view that shows a larger content area through its bounds and moves it with the finger
/// (`UIScrollView`).
///
/// The ``contentOffset`` is the bounds' origin: scrolling changes what the subviews are drawn
/// and hit-tested relative to, never their frames. Each change of it sends
/// `scrollViewDidScroll(_:)` to the ``delegate`` and marks the view for layout, so a subclass's
/// `layoutSubviews` runs once per scrolled frame (how a table view places its cells).
///
/// Touches, as UIKit's: the ``panGestureRecognizer`` drags the content, rubber-banding past the
/// edges when ``bounces``; released, the content decelerates by ``decelerationRate`` to where the
/// delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` leaves the target
/// (a page boundary when ``isPagingEnabled``), or springs back to the edge. While
/// ``delaysContentTouches`` (the default), a touch reaches the content only once it has rested
/// 0.15 s or lifted, so a quick drag that starts on a button scrolls and the button never sees
/// it, while a tap reaches it. A drag that begins after the content took the touch cancels the
/// content's touch (`touchesCancelled`, so a control sends `touchCancel`) when
/// ``canCancelContentTouches`` and ``touchesShouldCancel(in:)`` allow — by default for any view
/// but a `UIControl` — and otherwise does not scroll.
///
/// Time is the application's simulated clock: the motion after a release, and
/// `setContentOffset(_:animated:)`, move the offset at each of the display's frames (60 a
/// second), laying the view out at each. Scroll indicators are drawn while the content moves;
/// they are sublayers, so `subviews` holds only what you added.
open class UIScrollView: UIView {
    /// How quickly a released scroll view slows (`UIScrollView.DecelerationRate`): the factor
    /// by which its speed falls each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The factor by which speed falls each millisecond.
        public var rawValue: CGFloat
        /// A rate with speed falling by `rawValue` each millisecond.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }
        /// UIKit's default, 0.998: a fling glides.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99: a fling stops soon (paging's rate).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area adds to the content inset (`UIScrollView.ContentInsetAdjustmentBehavior`).
    /// ControlKit's screens have no bars or notches, so the safe area is empty and every
    /// behaviour gives the same ``adjustedContentInset``: the ``contentInset``.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    var storedContentSize = CGSize.zero
    var storedContentInset = UIEdgeInsets.zero

    /// The object told about scrolling. Not retained. A table or collection view's delegate is
    /// set here too (`UITableViewDelegate` refines this protocol), as in UIKit.
    public weak var delegate: (any UIScrollViewDelegate)?

    /// Whether the content goes past its edges under the finger and springs back (true).
    public var bounces = true
    /// Whether a vertical drag moves content no taller than the view (false).
    public var alwaysBounceVertical = false
    /// Whether a horizontal drag moves content no wider than the view (false).
    public var alwaysBounceHorizontal = false
    /// Whether a release settles on a multiple of the view's size (false).
    public var isPagingEnabled = false
    /// How quickly the content slows after a release.
    public var decelerationRate = DecelerationRate.normal
    /// Whether a drag that starts once the content has a touch may take it from the content,
    /// asking ``touchesShouldCancel(in:)`` (true).
    public var canCancelContentTouches = true
    /// Whether the vertical indicator is drawn while scrolling (true).
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator is drawn while scrolling (true).
    public var showsHorizontalScrollIndicator = true
    /// How the safe area adds to the inset; every behaviour gives the same inset here.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// Whether a finger is on the content (it may not have moved yet).
    public internal(set) var isTracking = false
    /// Whether the content is following a finger.
    public internal(set) var isDragging = false
    /// Whether the content is moving on after a release.
    public internal(set) var isDecelerating = false

    /// The recognizer that drags the content. Disabled while scrolling is.
    public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()
    /// Holds touches back from the content for 0.15 s while ``delaysContentTouches``.
    let delayedTouchesRecognizer = DelayedTouchesGestureRecognizer()

    /// Where the offset was when the current drag began.
    var dragStartOffset = CGPoint.zero
    /// The motion the offset follows at each frame, if any.
    var motion: ScrollMotion?
    /// The indicators, sublayers of the view's layer made on first use.
    var indicators: ScrollIndicators?

    /// A scroll view occupying `frame`, its content empty and at offset zero; it clips to its
    /// bounds, as UIKit's does.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrollView()
    }

    /// A default scroll view, as ``UIView/init(coder:)`` makes a default view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrollView()
    }

    private func setUpScrollView() {
        clipsToBounds = true
        panGestureRecognizer.addHandler { [unowned self] recognizer in followPan(recognizer) }
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(delayedTouchesRecognizer)
    }

    // MARK: Dynamic members

    /// `contentOffset` / `setContentOffset:`: the bounds' origin, the point of the content at
    /// the view's top-left corner.
    public nonisolated static let contentOffsetProperty = DeclaredProperty("contentOffset", of: UIScrollView.self,
                                                                          get: { $0.bounds.origin }) { scrollView, offset in
        scrollView.bounds.origin = offset
    }
    /// `contentSize` / `setContentSize:`: the size of the content scrolled through.
    public nonisolated static let contentSizeProperty = DeclaredProperty("contentSize", of: UIScrollView.self,
                                                                        get: { $0.storedContentSize }) { scrollView, size in
        scrollView.storedContentSize = size
        scrollView.updateIndicators()
    }
    /// `contentInset` / `setContentInset:`: extra scrollable room around the content.
    public nonisolated static let contentInsetProperty = DeclaredProperty("contentInset", of: UIScrollView.self,
                                                                         get: { $0.storedContentInset }) { scrollView, inset in
        scrollView.storedContentInset = inset
        scrollView.updateIndicators()
    }
    /// `setContentOffset:animated:`: moves the offset, over 0.3 s at each frame when animated.
    public nonisolated static let setContentOffsetAnimatedMethod = DeclaredMethod("setContentOffset:animated:", of: UIScrollView.self) {
        (scrollView, arguments: (CGPoint, Bool)) in scrollView.setContentOffsetBody(arguments.0, animated: arguments.1)
    }
    /// `touchesShouldCancelInContentView:`: whether a drag may take a touch the content view has
    /// begun tracking; yes unless the view is a `UIControl`.
    public nonisolated static let touchesShouldCancelMethod = DeclaredMethod("touchesShouldCancelInContentView:", of: UIScrollView.self) {
        (_, view: UIView) -> Bool in !(view is UIControl)
    }

    /// A change of the bounds' origin is a scroll: the delegate hears of it, the view is marked
    /// for layout and the indicators follow.
    private nonisolated static let scrollViewBoundsSetter = UIView.boundsProperty.overrideSetter(in: UIScrollView.self) {
        scrollView, bounds, superSetter in
        let oldOrigin = scrollView.bounds.origin
        superSetter(bounds)
        guard bounds.origin != oldOrigin else { return }
        scrollView.setNeedsLayout()
        scrollView.updateIndicators()
        scrollView.delegate?.scrollViewDidScroll(scrollView)
    }
    /// The scroll view's answer for its own pan: whether there is anything to scroll and the
    /// content's touch may be taken.
    private nonisolated static let scrollViewGestureRecognizerShouldBegin = UIView.gestureRecognizerShouldBeginMethod.override(in: UIScrollView.self) {
        scrollView, recognizer, superMethod in
        guard recognizer === scrollView.panGestureRecognizer else { return superMethod(recognizer) }
        return scrollView.panMayBegin()
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            contentOffsetProperty, contentSizeProperty, contentInsetProperty, setContentOffsetAnimatedMethod,
            touchesShouldCancelMethod, scrollViewBoundsSetter, scrollViewGestureRecognizerShouldBegin,
        ]
    }

    // MARK: Content

    /// The point of the content shown at the view's top-left corner: the bounds' origin.
    /// Setting it moves the content at once; a motion under way (a deceleration, an animated
    /// scroll) goes on along its own path at its next frame, as UIKit's does — call
    /// ``setContentOffset(_:animated:)`` to stop it.
    open var contentOffset: CGPoint {
        get { UIScrollView.contentOffsetProperty.get(self) }
        set { UIScrollView.contentOffsetProperty.set(self, newValue) }
    }

    /// The size of the content; the offset ranges over it less the view's size.
    open var contentSize: CGSize {
        get { UIScrollView.contentSizeProperty.get(self) }
        set { UIScrollView.contentSizeProperty.set(self, newValue) }
    }

    /// Room added around the content: the offset may go from `-top` to the content's height
    /// plus `bottom` less the view's height (and likewise across).
    open var contentInset: UIEdgeInsets {
        get { UIScrollView.contentInsetProperty.get(self) }
        set { UIScrollView.contentInsetProperty.set(self, newValue) }
    }

    /// The inset in effect: ``contentInset`` plus the safe area, which is empty here.
    open var adjustedContentInset: UIEdgeInsets { storedContentInset }

    /// Moves the content to `contentOffset`, at once or over 0.3 s when `animated` — a frame at
    /// a time, `scrollViewDidScroll(_:)` at each, then `scrollViewDidEndScrollingAnimation(_:)`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        UIScrollView.setContentOffsetAnimatedMethod.send(to: self, (contentOffset, animated))
    }

    /// Scrolls the least that shows `rect` (in the content's coordinates), within the valid
    /// offsets (`scrollRectToVisible:animated:`).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
            if high > visibleHigh { return visibleLow + min(high - visibleHigh, low - visibleLow) }
            if low < visibleLow { return low }
            return visibleLow
        }
        let target = CGPoint(x: axis(rect.minX, rect.maxX, visible.minX, visible.maxX),
                             y: axis(rect.minY, rect.maxY, visible.minY, visible.maxY))
        setContentOffset(clampedOffset(target), animated: animated)
    }

    // MARK: Touches

    /// Whether a touch on the content reaches it only once it has rested 0.15 s or lifted, so a
    /// drag that begins at once never touches the content (true).
    open var delaysContentTouches: Bool {
        get { delayedTouchesRecognizer.isEnabled }
        set { delayedTouchesRecognizer.isEnabled = newValue }
    }

    /// Whether the finger drags the content; false disables the ``panGestureRecognizer``.
    open var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }

    /// Whether a drag may take a touch `view` of the content has begun tracking
    /// (`touchesShouldCancelInContentView:`); asked only while ``canCancelContentTouches``.
    /// Yes for any view but a `UIControl`; override to let drags start on buttons.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        UIScrollView.touchesShouldCancelMethod.send(to: self, view)
    }

    // MARK: Geometry

    /// The offsets the content may rest at in each axis: from `-inset` to the content's extent
    /// plus the inset less the view's, never below the first.
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = storedContentInset, size = bounds.size
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, storedContentSize.width + inset.right - size.width)
        let maxY = max(minY, storedContentSize.height + inset.bottom - size.height)
        return (minX...maxX, minY...maxY)
    }

    /// Whether a drag moves the content across (it is wider than the view, or always bounces).
    var scrollsHorizontally: Bool { offsetRange.x.upperBound > offsetRange.x.lowerBound || alwaysBounceHorizontal }
    /// Whether a drag moves the content up and down.
    var scrollsVertically: Bool { offsetRange.y.upperBound > offsetRange.y.lowerBound || alwaysBounceVertical }

    /// `offset` brought within the valid offsets.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
                       y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
    }
}
