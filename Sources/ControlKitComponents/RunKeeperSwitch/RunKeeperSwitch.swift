import ControlKit
import DynamicRuntime
import KeyValueObserving

/// A two-segment switch whose selection indicator slides under two titles
/// (`DGRunkeeperSwitch`, seed 003): a tap selects a side, a drag that starts on the indicator
/// moves it with the finger and, on lift, springs it to the nearer side.
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
/// (``setSelectedIndex(_:animated:)`` changes it); the subviews are laid out in
/// `layoutSubviews`; the layer is a ``RunKeeperSwitchRoundedLayer`` (`+layerClass`). Every
/// property is a dynamic member, so key-value coding, observing and swizzles reach it.
public final class RunKeeperSwitch: UIControl {
    // The normal row, beneath.
    let titleLabelsContentView = UIView()
    let leftTitleLabel = UILabel()
    let rightTitleLabel = UILabel()

    // The selected row, above, masked by `titleMaskView`.
    let selectedTitleLabelsContentView = UIView()
    let selectedLeftTitleLabel = UILabel()
    let selectedRightTitleLabel = UILabel()

    /// The indicator, between the rows.
    let storedSelectedBackgroundView: UIView = RunKeeperSwitchRoundedView()
    /// The upper row's mask: never in the hierarchy, its layer is the row's layer's mask.
    let titleMaskView: UIView = RunKeeperSwitchRoundedView()

    var storedSelectedIndex = 0
    var storedSelectedBackgroundInset: CGFloat = 2
    var storedAnimationDuration: TimeInterval = 0.3
    var storedAnimationSpringDamping: CGFloat = 0.75
    var storedAnimationInitialSpringVelocity: CGFloat = 0

    private(set) var tapGesture = UITapGestureRecognizer()
    private(set) var panGesture = UIPanGestureRecognizer()
    /// The indicator's frame when the current pan began, which the translation is added to.
    var initialSelectedBackgroundViewFrame = CGRect.zero

    /// The key path the mask follows.
    static let observedKeyPath = "selectedBackgroundView.frame"

    public override class var runtimeMembers: [any RuntimeMember] {
        propertyMembers + [
            setSelectedIndexMethod, followIndicatorMethod, switchLayoutSubviewsMethod, switchLayerClassMethod,
            tappedMethod, panMethod, switchGestureRecognizerShouldBeginMethod,
        ]
    }

    /// A switch titled `leftTitle` and `rightTitle` (`initWithLeftTitle:rightTitle:`), of zero
    /// size until given a frame.
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

    private func finishInit() {
        addSubview(titleLabelsContentView)
        titleLabelsContentView.addSubview(leftTitleLabel)
        titleLabelsContentView.addSubview(rightTitleLabel)
        addSubview(storedSelectedBackgroundView)
        addSubview(selectedTitleLabelsContentView)
        selectedTitleLabelsContentView.addSubview(selectedLeftTitleLabel)
        selectedTitleLabelsContentView.addSubview(selectedRightTitleLabel)
        for label in [leftTitleLabel, rightTitleLabel, selectedLeftTitleLabel, selectedRightTitleLabel] {
            label.lineBreakMode = .byTruncatingTail
            label.textAlignment = .center
        }
        // The mask shows the selected row where it is opaque: exactly under the indicator.
        titleMaskView.backgroundColor = .black
        selectedTitleLabelsContentView.layer.mask = titleMaskView.layer

        backgroundColor = .black
        selectedBackgroundColor = .white
        titleColor = .white
        selectedTitleColor = .black

        // Both actions are declared methods of this class, so adding them cannot fail.
        tapGesture.addTarget(self, action: RunKeeperSwitch.tappedMethod.selector.untyped)
        addGestureRecognizer(tapGesture)
        panGesture.addTarget(self, action: RunKeeperSwitch.panMethod.selector.untyped)
        addGestureRecognizer(panGesture)

        addObserver(self, forKeyPath: RunKeeperSwitch.observedKeyPath, options: [.new], context: nil)
    }

    deinit {
        removeObserver(self, forKeyPath: RunKeeperSwitch.observedKeyPath)
    }
}
