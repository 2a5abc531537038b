import ControlKit
import DynamicRuntime

/// The switch's titles, fonts, colours, inset and animation: each a dynamic member
/// (`leftTitle` / `setLeftTitle:` …) whose setter updates both rows, so the normal and the
/// selected title always match glyph for glyph.
extension RunKeeperSwitch {
    // MARK: Dynamic members

    /// `leftTitle`: the left side's title, in both rows.
    public static let leftTitleProperty = DeclaredProperty("leftTitle", of: RunKeeperSwitch.self,
                                                           get: { $0.leftTitleLabel.text ?? "" }) {
        ($0.leftTitleLabel.text, $0.selectedLeftTitleLabel.text) = ($1, $1)
        $0.setNeedsLayout()
    }
    /// `rightTitle`: the right side's title, in both rows.
    public static let rightTitleProperty = DeclaredProperty("rightTitle", of: RunKeeperSwitch.self,
                                                            get: { $0.rightTitleLabel.text ?? "" }) {
        ($0.rightTitleLabel.text, $0.selectedRightTitleLabel.text) = ($1, $1)
        $0.setNeedsLayout()
    }
    /// `selectedBackgroundView`, read-only: the indicator, the first key of the key path the
    /// mask follows (so it must be a declared, key-value coding-compliant property).
    public static let selectedBackgroundViewProperty = DeclaredProperty(readOnly: "selectedBackgroundView", of: RunKeeperSwitch.self) {
        $0.storedSelectedBackgroundView
    }
    /// `selectedBackgroundInset`: the gap around the indicator; a change lays out again.
    public static let selectedBackgroundInsetProperty = DeclaredProperty("selectedBackgroundInset", of: RunKeeperSwitch.self,
                                                                         get: { $0.storedSelectedBackgroundInset }) {
        $0.storedSelectedBackgroundInset = $1
        $0.setNeedsLayout()
    }
    /// `selectedBackgroundColor`: the indicator's colour.
    public static let selectedBackgroundColorProperty = DeclaredProperty<RunKeeperSwitch, UIColor?>(
        "selectedBackgroundColor", of: RunKeeperSwitch.self, get: { $0.storedSelectedBackgroundView.backgroundColor }
    ) { $0.storedSelectedBackgroundView.backgroundColor = $1 }
    /// `titleColor`: the colour of both titles of the normal row.
    public static let titleColorProperty = DeclaredProperty<RunKeeperSwitch, UIColor?>("titleColor", of: RunKeeperSwitch.self,
                                                                                       get: { $0.leftTitleLabel.textColor }) {
        ($0.leftTitleLabel.textColor, $0.rightTitleLabel.textColor) = ($1, $1)
    }
    /// `selectedTitleColor`: the colour of both titles of the selected row.
    public static let selectedTitleColorProperty = DeclaredProperty<RunKeeperSwitch, UIColor?>(
        "selectedTitleColor", of: RunKeeperSwitch.self, get: { $0.selectedLeftTitleLabel.textColor }
    ) { ($0.selectedLeftTitleLabel.textColor, $0.selectedRightTitleLabel.textColor) = ($1, $1) }
    /// `titleFont`: the font of all four title labels; a change lays out again, as the titles'
    /// sizes change.
    public static let titleFontProperty = DeclaredProperty<RunKeeperSwitch, UIFont?>("titleFont", of: RunKeeperSwitch.self,
                                                                                     get: { $0.leftTitleLabel.font }) {
        ($0.leftTitleLabel.font, $0.rightTitleLabel.font, $0.selectedLeftTitleLabel.font, $0.selectedRightTitleLabel.font) = ($1, $1, $1, $1)
        $0.setNeedsLayout()
    }
    /// `animationDuration`: how long the spring to a side takes.
    public static let animationDurationProperty = DeclaredProperty("animationDuration", of: RunKeeperSwitch.self,
                                                                   storage: \.storedAnimationDuration)
    /// `animationSpringDamping`: the spring's damping ratio (1: no overshoot).
    public static let animationSpringDampingProperty = DeclaredProperty("animationSpringDamping", of: RunKeeperSwitch.self,
                                                                        storage: \.storedAnimationSpringDamping)
    /// `animationInitialSpringVelocity`: the spring's initial speed, in distances per second.
    public static let animationInitialSpringVelocityProperty = DeclaredProperty("animationInitialSpringVelocity", of: RunKeeperSwitch.self,
                                                                                storage: \.storedAnimationInitialSpringVelocity)

    static var propertyMembers: [any RuntimeMember] {
        [
            leftTitleProperty, rightTitleProperty, selectedIndexProperty, selectedBackgroundViewProperty,
            selectedBackgroundInsetProperty, selectedBackgroundColorProperty, titleColorProperty, selectedTitleColorProperty,
            titleFontProperty, animationDurationProperty, animationSpringDampingProperty, animationInitialSpringVelocityProperty,
        ]
    }

    // MARK: Properties

    /// The left side's title, shown in both rows; empty by default.
    public var leftTitle: String {
        get { RunKeeperSwitch.leftTitleProperty.get(self) }
        set { RunKeeperSwitch.leftTitleProperty.set(self, newValue) }
    }

    /// The right side's title, shown in both rows; empty by default.
    public var rightTitle: String {
        get { RunKeeperSwitch.rightTitleProperty.get(self) }
        set { RunKeeperSwitch.rightTitleProperty.set(self, newValue) }
    }

    /// The selection indicator, which the selected row's mask follows. Read-only: the control
    /// places it; style it through ``selectedBackgroundColor``.
    public var selectedBackgroundView: UIView {
        RunKeeperSwitch.selectedBackgroundViewProperty.get(self)
    }

    /// The gap between the indicator and the control's edges and middle, 2 points by default.
    public var selectedBackgroundInset: CGFloat {
        get { RunKeeperSwitch.selectedBackgroundInsetProperty.get(self) }
        set { RunKeeperSwitch.selectedBackgroundInsetProperty.set(self, newValue) }
    }

    /// The indicator's colour, white by default.
    public var selectedBackgroundColor: UIColor! {
        get { RunKeeperSwitch.selectedBackgroundColorProperty.get(self) }
        set { RunKeeperSwitch.selectedBackgroundColorProperty.set(self, newValue) }
    }

    /// The titles' colour outside the indicator, white by default.
    public var titleColor: UIColor! {
        get { RunKeeperSwitch.titleColorProperty.get(self) }
        set { RunKeeperSwitch.titleColorProperty.set(self, newValue) }
    }

    /// The titles' colour on the indicator, black by default.
    public var selectedTitleColor: UIColor! {
        get { RunKeeperSwitch.selectedTitleColorProperty.get(self) }
        set { RunKeeperSwitch.selectedTitleColorProperty.set(self, newValue) }
    }

    /// The titles' font, the labels' 17-point system font by default.
    public var titleFont: UIFont! {
        get { RunKeeperSwitch.titleFontProperty.get(self) }
        set { RunKeeperSwitch.titleFontProperty.set(self, newValue) }
    }

    /// How long the indicator's spring to a side lasts, 0.3 seconds by default.
    public var animationDuration: TimeInterval {
        get { RunKeeperSwitch.animationDurationProperty.get(self) }
        set { RunKeeperSwitch.animationDurationProperty.set(self, newValue) }
    }

    /// The spring's damping ratio, 0.75 by default: a little overshoot.
    public var animationSpringDamping: CGFloat {
        get { RunKeeperSwitch.animationSpringDampingProperty.get(self) }
        set { RunKeeperSwitch.animationSpringDampingProperty.set(self, newValue) }
    }

    /// The spring's initial velocity, 0 by default.
    public var animationInitialSpringVelocity: CGFloat {
        get { RunKeeperSwitch.animationInitialSpringVelocityProperty.get(self) }
        set { RunKeeperSwitch.animationInitialSpringVelocityProperty.set(self, newValue) }
    }
}
