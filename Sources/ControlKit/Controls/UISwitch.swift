import DynamicRuntime

/// An on/off switch (`UISwitch`), in iOS's shape: a 51 × 31 pill whose track is
/// ``onTintColor`` (green) when on and light grey when off, and a white thumb with a soft
/// shadow at the end the value says.
///
/// A tap toggles it; a drag moves the thumb to the side the finger is on, and lifting leaves it
/// there. Either way, a change made by the user sends `.valueChanged`, once; setting ``isOn``
/// in code sends nothing, as in UIKit. Changes animate over 0.25 s, the track's colour and the
/// thumb's place, unless made with `animated: false`. Its frame's size is always 51 × 31. A
/// disabled switch is drawn at half opacity. To VoiceOver it is a switch button whose value is
/// "1" or "0".
open class UISwitch: UIControl {
    /// The size every switch has.
    static let standardSize = CGSize(width: 51, height: 31)
    /// The thumb's diameter and its inset from the track's edge.
    private static let thumbDiameter: CGFloat = 27, thumbInset: CGFloat = 2
    /// How far a finger moves before the thumb follows it.
    private static let dragThreshold: CGFloat = 4

    var storedOn = false
    /// The pill and the knob, sublayers of the view's layer.
    private let track = CALayer(), thumb = CALayer()
    /// While tracking: where the touch began, and the side it has dragged the thumb to (nil
    /// before it passes the threshold).
    private var trackingStart: CGFloat = 0
    private var draggedOn: Bool?

    /// A switch at `frame`'s origin, 51 × 31 whatever its size, off.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.standardSize))
        setUpSwitch()
    }

    /// A default switch, as ``UIView/init(coder:)`` makes a default view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = UISwitch.standardSize
        setUpSwitch()
    }

    private func setUpSwitch() {
        track.frame = CGRect(origin: .zero, size: UISwitch.standardSize)
        track.cornerRadius = UISwitch.standardSize.height / 2
        thumb.cornerRadius = UISwitch.thumbDiameter / 2
        (thumb.shadowOpacity, thumb.shadowRadius, thumb.shadowOffset) = (0.25, 2, CGSize(width: 0, height: 2))
        layer.addSublayer(track)
        layer.addSublayer(thumb)
        show(on: storedOn, animated: false)
    }

    // MARK: Dynamic members

    /// `isOn` / `setOn:`: whether the switch is on; setting it animates nothing and sends nothing.
    public nonisolated static let onProperty = DeclaredProperty("on", of: UISwitch.self, getterName: "isOn", get: { $0.storedOn }) {
        $0.setOn($1, animated: false)
    }
    /// `setOn:animated:`: sets the value, moving the thumb over 0.25 s when `animated`.
    public nonisolated static let setOnAnimatedMethod = DeclaredMethod("setOn:animated:", of: UISwitch.self) { (view, arguments: (Bool, Bool)) in
        view.storedOn = arguments.0
        view.show(on: arguments.0, animated: arguments.1)
    }

    private nonisolated static let switchEnabledSetter = UIControl.enabledProperty.overrideSetter(in: UISwitch.self) { view, enabled, superSetter in
        superSetter(enabled)
        view.show(on: view.shownOn, animated: false)
    }
    private nonisolated static let switchSizeThatFits = UIView.sizeThatFitsMethod.override(in: UISwitch.self) { _, _ in UISwitch.standardSize }
    private nonisolated static let switchIntrinsicContentSize = UIView.intrinsicContentSizeMethod.override(in: UISwitch.self) { _, _ in
        UISwitch.standardSize
    }

    // Tracking: a tap toggles; a drag puts the thumb on the finger's side.
    private nonisolated static let switchBeginTracking = UIControl.beginTrackingMethod.override(in: UISwitch.self) { view, arguments, superMethod in
        view.trackingStart = arguments.0.location(in: view).x
        view.draggedOn = nil
        return superMethod(arguments)
    }
    private nonisolated static let switchContinueTracking = UIControl.continueTrackingMethod.override(in: UISwitch.self) { view, arguments, superMethod in
        let x = arguments.0.location(in: view).x
        if view.draggedOn != nil || abs(x - view.trackingStart) > UISwitch.dragThreshold {
            let side = x > view.bounds.midX
            if side != view.draggedOn { view.show(on: side, animated: true) }
            view.draggedOn = side
        }
        return superMethod(arguments)
    }
    private nonisolated static let switchEndTracking = UIControl.endTrackingMethod.override(in: UISwitch.self) { view, arguments, superMethod in
        superMethod(arguments)
        let on = view.draggedOn ?? !view.storedOn
        view.draggedOn = nil
        guard on != view.storedOn else { return view.show(on: on, animated: true) }
        view.setOn(on, animated: true)
        view.sendActions(for: .valueChanged, with: arguments.1)
    }
    private nonisolated static let switchCancelTracking = UIControl.cancelTrackingMethod.override(in: UISwitch.self) { view, event, superMethod in
        superMethod(event)
        view.draggedOn = nil
        view.show(on: view.storedOn, animated: true)
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            onProperty, setOnAnimatedMethod, switchEnabledSetter, switchSizeThatFits,
            switchIntrinsicContentSize, switchBeginTracking, switchContinueTracking, switchEndTracking, switchCancelTracking,
        ]
    }

    // MARK: Properties

    /// Whether the switch is on. Setting it moves the thumb at once and sends no action.
    open var isOn: Bool {
        get { UISwitch.onProperty.get(self) }
        set { UISwitch.onProperty.set(self, newValue) }
    }

    /// Sets the value, moving the thumb over 0.25 s when `animated`; sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        UISwitch.setOnAnimatedMethod.send(to: self, (on, animated))
    }

    /// The track's colour when on; nil (the default) is the system green.
    @Dynamic open var onTintColor: UIColor? = nil { didSet { show(on: shownOn, animated: false) } }

    /// The thumb's colour; nil (the default) is white.
    @Dynamic open var thumbTintColor: UIColor? = nil { didSet { show(on: shownOn, animated: false) } }

    // MARK: Drawing

    /// The side the thumb shows: the dragged one while a drag holds it, else the value.
    private var shownOn: Bool { draggedOn ?? storedOn }

    /// The track's colour when off: iOS's light grey fill.
    static let offTrackColor = UIColor.systemGray5

    /// Puts the thumb and the track's colour at `on`'s side, over 0.25 s when `animated`.
    private func show(on: Bool, animated: Bool) {
        CATransaction.changingLayers(animated: animated) {
            track.backgroundColor = (on ? onTintColor ?? .systemGreen : UISwitch.offTrackColor).cgColor
            let x = on ? UISwitch.standardSize.width - UISwitch.thumbInset - UISwitch.thumbDiameter : UISwitch.thumbInset
            thumb.frame = CGRect(x: x, y: UISwitch.thumbInset, width: UISwitch.thumbDiameter, height: UISwitch.thumbDiameter)
            thumb.backgroundColor = (thumbTintColor ?? .white).cgColor
            let opacity: Float = isEnabled ? 1 : 0.5
            (track.opacity, thumb.opacity) = (opacity, opacity)
        }
    }

    // MARK: Accessibility

    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { isEnabled ? [.button, .toggleButton] : [.button, .toggleButton, .notEnabled] }
    override var accessibilityValueByDefault: String? { storedOn ? "1" : "0" }
}
