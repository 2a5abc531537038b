#if canImport(UIKit)
import UIKit
#else
// Where no UIKit is declared (macOS): what `import UIKit` brings on Linux.
import ControlKit
import DynamicRuntime
import KeyValueObserving
#endif

/// A two-segment switch whose selection indicator slides under two titles
/// (`DGRunkeeperSwitch`, seed 003): a tap selects a side, a drag that starts on the indicator
/// moves it with the finger and, on lift, springs it to the nearer side.
///
/// Written as the original is, in UIKit's terms: one-line dynamic properties, a key-value
/// observation answered by `override func observeValue`, gesture actions named by method
/// reference, and overrides of `layoutSubviews`, `layerClass` and `gestureRecognizerShouldBegin`.
///
/// The title under the indicator is drawn in two colours at once — split at the indicator's
/// edge, even in the middle of a glyph. There are two identical rows of title labels: the
/// normal colours beneath, the selected colours above, and the upper row is masked by a view
/// whose frame follows ``selectedBackgroundView``'s. The mask follows by key-value observing of
/// the key path `selectedBackgroundView.frame`, as the original does, so any change of the
/// indicator's frame — layout, a drag, a spring — moves it.
///
/// It is a `UIControl` (as `UISegmentedControl` is), announcing a new selection with
/// `.valueChanged`. ``selectedIndex`` is read-only outside the control
/// (``setSelectedIndex(_:animated:)`` changes it).
public final class RunKeeperSwitch: UIControl, UIGestureRecognizerDelegate {
    // MARK: Public vars

    /// The left side's title, shown in both rows; empty by default.
    @Dynamic public var leftTitle: String = "" {
        didSet { (leftTitleLabel.text, selectedLeftTitleLabel.text) = (leftTitle, leftTitle); setNeedsLayout() }
    }

    /// The right side's title, shown in both rows; empty by default.
    @Dynamic public var rightTitle: String = "" {
        didSet { (rightTitleLabel.text, selectedRightTitleLabel.text) = (rightTitle, rightTitle); setNeedsLayout() }
    }

    /// The selected side: 0 left, 1 right. Only ``setSelectedIndex(_:animated:)`` changes it.
    @Dynamic public private(set) var selectedIndex: Int = 0

    /// The gap between the indicator and the control's edges and middle, 2 points by default.
    @Dynamic public var selectedBackgroundInset: CGFloat = 2 {
        didSet { setNeedsLayout() }
    }

    /// The indicator's colour, white by default.
    public var selectedBackgroundColor: UIColor! {
        set { selectedBackgroundView.backgroundColor = newValue }
        get { selectedBackgroundView.backgroundColor }
    }

    /// The titles' colour outside the indicator, white by default.
    @Dynamic public var titleColor: UIColor! = nil {
        didSet { (leftTitleLabel.textColor, rightTitleLabel.textColor) = (titleColor, titleColor) }
    }

    /// The titles' colour on the indicator, black by default.
    @Dynamic public var selectedTitleColor: UIColor! = nil {
        didSet { (selectedLeftTitleLabel.textColor, selectedRightTitleLabel.textColor) = (selectedTitleColor, selectedTitleColor) }
    }

    /// The titles' font, the labels' 17-point system font by default; a change lays out again.
    @Dynamic public var titleFont: UIFont! = nil {
        didSet {
            for label in [leftTitleLabel, rightTitleLabel, selectedLeftTitleLabel, selectedRightTitleLabel] { label.font = titleFont }
            setNeedsLayout()
        }
    }

    /// How long the indicator's spring to a side lasts, 0.3 seconds by default.
    @Dynamic public var animationDuration: TimeInterval = 0.3
    /// The spring's damping ratio, 0.75 by default: a little overshoot.
    @Dynamic public var animationSpringDamping: CGFloat = 0.75
    /// The spring's initial velocity, 0 by default.
    @Dynamic public var animationInitialSpringVelocity: CGFloat = 0

    // MARK: Private vars

    // The normal row, beneath.
    let titleLabelsContentView = UIView()
    let leftTitleLabel = UILabel()
    let rightTitleLabel = UILabel()

    // The selected row, above, masked by `titleMaskView`.
    let selectedTitleLabelsContentView = UIView()
    let selectedLeftTitleLabel = UILabel()
    let selectedRightTitleLabel = UILabel()

    /// The selection indicator, which the selected row's mask follows: the first key of the key
    /// path observed, so a dynamic property. The control places it; style it through
    /// ``selectedBackgroundColor``.
    @Dynamic public private(set) var selectedBackgroundView: UIView = RunKeeperSwitchRoundedView()

    /// The upper row's mask: never in the hierarchy, its layer is the row's layer's mask.
    let titleMaskView: UIView = RunKeeperSwitchRoundedView()

    private(set) var tapGesture: UITapGestureRecognizer!
    private(set) var panGesture: UIPanGestureRecognizer!

    /// The indicator's frame when the current pan began, which the translation is added to.
    private var initialSelectedBackgroundViewFrame: CGRect?

    /// How fast (points per second) a lift must move sideways to select the side it moves to,
    /// wherever the indicator is: the original's 500.
    public static let flingSpeed: CGFloat = 500

    // MARK: Constructors

    /// A switch titled `leftTitle` and `rightTitle`, of zero size until given a frame.
    public convenience init(leftTitle: String, rightTitle: String) {
        self.init(frame: .zero)
        self.leftTitle = leftTitle
        self.rightTitle = rightTitle
    }

    /// A switch occupying `frame`, untitled, the left side selected, in the original's colours:
    /// white titles on black, the selected one black on a white indicator.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        finishInit()
    }

    /// A switch decoded from `coder`, as the original's; ControlKit has no nibs, so it is the
    /// default switch.
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        finishInit()
    }

    private func finishInit() {
        // Setup views
        for label in [leftTitleLabel, rightTitleLabel, selectedLeftTitleLabel, selectedRightTitleLabel] {
            (label.lineBreakMode, label.textAlignment) = (.byTruncatingTail, .center)
        }
        titleLabelsContentView.addSubview(leftTitleLabel)
        titleLabelsContentView.addSubview(rightTitleLabel)
        addSubview(titleLabelsContentView)

        addSubview(selectedBackgroundView)

        selectedTitleLabelsContentView.addSubview(selectedLeftTitleLabel)
        selectedTitleLabelsContentView.addSubview(selectedRightTitleLabel)
        addSubview(selectedTitleLabelsContentView)

        // The mask shows the selected row where it is opaque: exactly under the indicator.
        titleMaskView.backgroundColor = .black
        selectedTitleLabelsContentView.layer.mask = titleMaskView.layer

        // Setup default colors
        backgroundColor = .black
        selectedBackgroundColor = .white
        titleColor = .white
        selectedTitleColor = .black

        // Gestures
        tapGesture = UITapGestureRecognizer(target: self, action: AnySelector("tapped:", Self.tapped))
        addGestureRecognizer(tapGesture)

        panGesture = UIPanGestureRecognizer(target: self, action: AnySelector("pan:", Self.pan))
        panGesture.delegate = self
        addGestureRecognizer(panGesture)

        addObserver(self, forKeyPath: "selectedBackgroundView.frame", options: .new, context: nil)
    }

    // MARK: Destructor

    deinit {
        removeObserver(self, forKeyPath: "selectedBackgroundView.frame")
    }

    // MARK: Observer

    /// Moves the mask onto the indicator. The observer is called synchronously, so a frame
    /// changed inside `UIView.animate` (the spring to a side) moves the mask inside the same
    /// block, and it springs along; any other observation goes to the superclass. The override of
    /// `NSObject`'s nonisolated method is nonisolated, so it enters the view's isolation (as on
    /// iOS in Swift 6): the frame only changes on the main thread.
    public override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                      context: UnsafeMutableRawPointer?) {
        guard keyPath == "selectedBackgroundView.frame" else {
            return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        MainActor.assumeIsolated { titleMaskView.frame = selectedBackgroundView.frame }
    }

    // MARK: -

    /// The switch's layer: a pill from the first frame.
    public override class var layerClass: AnyClass {
        RunKeeperSwitchRoundedLayer.self
    }

    func tapped(_ gesture: UITapGestureRecognizer) {
        let location = gesture.location(in: self)
        select(location.x < bounds.width / 2 ? 0 : 1)
    }

    func pan(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            initialSelectedBackgroundViewFrame = selectedBackgroundView.frame
            followFinger(gesture)
        case .changed:
            followFinger(gesture)
        case .ended, .failed, .cancelled:
            let velocityX = gesture.velocity(in: self).x
            if velocityX > RunKeeperSwitch.flingSpeed {
                select(1)
            } else if velocityX < -RunKeeperSwitch.flingSpeed {
                select(0)
            } else {
                select(selectedBackgroundView.center.x >= bounds.width / 2 ? 1 : 0)
            }
        case .possible:
            break
        }
    }

    /// Selects side `selectedIndex` — 0 left, 1 right — and moves the indicator there, along a
    /// spring of ``animationDuration``, ``animationSpringDamping`` and
    /// ``animationInitialSpringVelocity`` when `animated`. Throws, changing nothing, for any other
    /// index (the original asserts).
    ///
    /// Selecting the side already selected sends nothing but still moves the indicator: that is
    /// how a drag let go short of the middle goes back (the original's "half switch").
    public func setSelectedIndex(_ selectedIndex: Int, animated: Bool) throws(RunKeeperSwitchError) {
        guard (0...1).contains(selectedIndex) else { throw RunKeeperSwitchError(index: selectedIndex) }
        select(selectedIndex, animated: animated)
    }

    /// Selects `side`, 0 or 1: what ``setSelectedIndex(_:animated:)`` does once the index is
    /// checked, and what the gestures, which only ever pick a side, call.
    private func select(_ side: Int, animated: Bool = true) {
        let changed = selectedIndex != side
        selectedIndex = side
        if animated {
            if changed { sendActions(for: .valueChanged) }
            UIView.animate(withDuration: animationDuration, delay: 0, usingSpringWithDamping: animationSpringDamping,
                           initialSpringVelocity: animationInitialSpringVelocity, options: [.beginFromCurrentState, .curveEaseOut]) {
                // The indicator's new frame comes from layout, inside the block so it springs.
                self.setNeedsLayout()
                self.layoutIfNeeded()
            }
        } else {
            setNeedsLayout()
            layoutIfNeeded()
            if changed { sendActions(for: .valueChanged) }
        }
    }

    // MARK: Layout

    /// Places the indicator on the selected half, inset by ``selectedBackgroundInset``; both rows
    /// over the whole bounds; each title centred on its half, the same frame in both rows.
    public override func layoutSubviews() {
        super.layoutSubviews()

        let indicatorFrame = selectedBackgroundFrame(forIndex: selectedIndex)
        selectedBackgroundView.frame = indicatorFrame
        (titleLabelsContentView.frame, selectedTitleLabelsContentView.frame) = (bounds, bounds)

        let maxSize = indicatorFrame.size
        let leftFrame = titleFrame(of: leftTitleLabel, fitting: maxSize, inHalfAt: 0)
        (leftTitleLabel.frame, selectedLeftTitleLabel.frame) = (leftFrame, leftFrame)
        let rightFrame = titleFrame(of: rightTitleLabel, fitting: maxSize, inHalfAt: bounds.width / 2)
        (rightTitleLabel.frame, selectedRightTitleLabel.frame) = (rightFrame, rightFrame)
    }

    // MARK: UIGestureRecognizer Delegate

    /// The pan begins only if the finger went down on the indicator; other recognizers are left
    /// to the superclass.
    public override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGesture {
            return selectedBackgroundView.frame.contains(panStartLocation)
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

extension RunKeeperSwitch {
    /// Moves the indicator by the pan's translation from where it was when the pan began,
    /// clamped to the track between the insets.
    private func followFinger(_ gesture: UIPanGestureRecognizer) {
        guard var frame = initialSelectedBackgroundViewFrame else { return }
        frame.origin.x += gesture.translation(in: self).x
        frame.origin.x = max(min(frame.origin.x, bounds.width - selectedBackgroundInset - frame.width), selectedBackgroundInset)
        selectedBackgroundView.frame = frame
    }

    /// Where the pan's fingers went down, in the control's coordinates: the pan begins only
    /// after a 10-point move, so this is where it is now less how far it has come.
    private var panStartLocation: CGPoint {
        let location = panGesture.location(in: self), translation = panGesture.translation(in: self)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }

    /// The indicator's frame on side `index`.
    func selectedBackgroundFrame(forIndex index: Int) -> CGRect {
        let inset = selectedBackgroundInset
        let width = bounds.width / 2 - inset * 2
        return CGRect(x: inset + CGFloat(index) * (width + inset * 2), y: inset, width: width, height: bounds.height - inset * 2)
    }

    /// `label`'s fitting size, no wider than `maxSize`, centred on the half starting at `minX`
    /// on whole points (so both rows' glyphs land on the same pixels).
    private func titleFrame(of label: UILabel, fitting maxSize: CGSize, inHalfAt minX: CGFloat) -> CGRect {
        var size = label.sizeThatFits(maxSize)
        size.width = min(size.width, maxSize.width)
        let origin = CGPoint(x: (minX + (bounds.width / 2 - size.width) / 2).rounded(.down),
                             y: ((bounds.height - size.height) / 2).rounded(.down))
        return CGRect(origin: origin, size: size)
    }
}
