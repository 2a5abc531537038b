import DynamicRuntime

/// A control that picks a value in a range by dragging a thumb (`UISlider`), in iOS's shape: a
/// 4-point rounded track, the part left of the thumb in ``minimumTrackTintColor`` (the tint),
/// the rest in ``maximumTrackTintColor`` (light grey), and a white 28-point thumb with a soft
/// shadow.
///
/// As UIKit's, it takes touches that begin on the thumb (a tap on the track does nothing); the
/// value follows the finger's horizontal movement, clamped to the range, sending `.valueChanged`
/// as it changes when ``isContinuous`` (the default), else once when the finger lifts. Setting
/// ``value`` in code sends nothing. To VoiceOver it is adjustable, its value a percentage of
/// the range.
open class UISlider: UIControl {
    /// The thumb's diameter and the track's thickness.
    static let thumbDiameter: CGFloat = 28, trackThickness: CGFloat = 4
    /// The height UIKit gives a slider.
    static let standardHeight: CGFloat = 31

    var storedValue: Float = 0
    var storedMinimumValue: Float = 0
    var storedMaximumValue: Float = 1
    var storedContinuous = true
    /// The two parts of the track and the thumb, sublayers of the view's layer.
    private let minimumTrack = CALayer(), maximumTrack = CALayer(), thumb = CALayer()
    /// While tracking: the finger's x and the value where the drag began, and whether the
    /// value changed since (sent at the end when not continuous).
    private var dragStart: (x: CGFloat, value: Float) = (0, 0)
    private var changedWhileTracking = false

    /// A slider occupying `frame`, at value 0 of 0...1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSlider()
    }

    /// A default slider, as ``UIView/init(coder:)`` makes a default view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSlider()
    }

    private func setUpSlider() {
        minimumTrack.cornerRadius = UISlider.trackThickness / 2
        maximumTrack.cornerRadius = UISlider.trackThickness / 2
        thumb.cornerRadius = UISlider.thumbDiameter / 2
        (thumb.shadowOpacity, thumb.shadowRadius, thumb.shadowOffset) = (0.25, 2, CGSize(width: 0, height: 2))
        for part in [maximumTrack, minimumTrack, thumb] { layer.addSublayer(part) }
        show(animated: false)
    }

    // MARK: Dynamic members

    /// `value` / `setValue:`: the value, clamped to the range; setting it sends nothing.
    public nonisolated static let valueProperty = DeclaredProperty("value", of: UISlider.self, get: { $0.storedValue }) {
        $0.setValue($1, animated: false)
    }
    /// `setValue:animated:`: sets the value, the thumb moving over 0.25 s when `animated`.
    public nonisolated static let setValueAnimatedMethod = DeclaredMethod("setValue:animated:", of: UISlider.self) { (slider, arguments: (Float, Bool)) in
        slider.storedValue = slider.clamped(arguments.0)
        slider.show(animated: arguments.1)
    }
    /// `minimumValue` / `setMinimumValue:`: the range's low end; the value is kept within it.
    public nonisolated static let minimumValueProperty = DeclaredProperty("minimumValue", of: UISlider.self, get: { $0.storedMinimumValue }) {
        slider, minimum in
        slider.storedMinimumValue = minimum
        slider.storedMaximumValue = max(slider.storedMaximumValue, minimum)
        slider.setValue(slider.storedValue, animated: false)
    }
    /// `maximumValue` / `setMaximumValue:`: the range's high end; the value is kept within it.
    public nonisolated static let maximumValueProperty = DeclaredProperty("maximumValue", of: UISlider.self, get: { $0.storedMaximumValue }) {
        slider, maximum in
        slider.storedMaximumValue = maximum
        slider.storedMinimumValue = min(slider.storedMinimumValue, maximum)
        slider.setValue(slider.storedValue, animated: false)
    }

    private nonisolated static let sliderLayoutSubviews = UIView.layoutSubviewsMethod.override(in: UISlider.self) { slider, _, superMethod in
        superMethod(())
        slider.show(animated: false)
    }
    private nonisolated static let sliderTintColorDidChange = UIView.tintColorDidChangeMethod.override(in: UISlider.self) { slider, _, superMethod in
        superMethod(())
        slider.show(animated: false)
    }
    private nonisolated static let sliderEnabledSetter = UIControl.enabledProperty.overrideSetter(in: UISlider.self) { slider, enabled, superSetter in
        superSetter(enabled)
        slider.show(animated: false)
    }
    private nonisolated static let sliderIntrinsicContentSize = UIView.intrinsicContentSizeMethod.override(in: UISlider.self) { _, _ in
        CGSize(width: UIView.noIntrinsicMetric, height: UISlider.standardHeight)
    }
    private nonisolated static let sliderSizeThatFits = UIView.sizeThatFitsMethod.override(in: UISlider.self) { slider, size in
        CGSize(width: size.width > 0 ? size.width : slider.bounds.width, height: UISlider.standardHeight)
    }

    // Tracking: only a touch on the thumb; the value follows the finger.
    private nonisolated static let sliderBeginTracking = UIControl.beginTrackingMethod.override(in: UISlider.self) { slider, arguments, superMethod in
        let point = arguments.0.location(in: slider), thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.storedValue)
        guard thumb.insetBy(dx: -8, dy: -8).contains(point) else { return false }
        slider.dragStart = (point.x, slider.storedValue)
        slider.changedWhileTracking = false
        return superMethod(arguments)
    }
    private nonisolated static let sliderContinueTracking = UIControl.continueTrackingMethod.override(in: UISlider.self) { slider, arguments, superMethod in
        let travel = slider.bounds.width - UISlider.thumbDiameter
        if travel > 0 {
            let range = slider.storedMaximumValue - slider.storedMinimumValue
            let value = slider.clamped(slider.dragStart.value + Float((arguments.0.location(in: slider).x - slider.dragStart.x) / travel) * range)
            if value != slider.storedValue {
                slider.setValue(value, animated: false)
                slider.changedWhileTracking = true
                if slider.storedContinuous { slider.sendActions(for: .valueChanged, with: arguments.1) }
            }
        }
        return superMethod(arguments)
    }
    private nonisolated static let sliderEndTracking = UIControl.endTrackingMethod.override(in: UISlider.self) { slider, arguments, superMethod in
        superMethod(arguments)
        if slider.changedWhileTracking, !slider.storedContinuous { slider.sendActions(for: .valueChanged, with: arguments.1) }
        slider.changedWhileTracking = false
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            valueProperty, setValueAnimatedMethod, minimumValueProperty, maximumValueProperty, sliderLayoutSubviews, sliderTintColorDidChange,
            sliderEnabledSetter, sliderIntrinsicContentSize, sliderSizeThatFits, sliderBeginTracking, sliderContinueTracking, sliderEndTracking,
        ]
    }

    // MARK: Properties

    /// The value, within ``minimumValue``...``maximumValue``; values outside are clamped.
    open var value: Float {
        get { UISlider.valueProperty.get(self) }
        set { UISlider.valueProperty.set(self, newValue) }
    }

    /// Sets ``value``, the thumb moving over 0.25 s when `animated`; sends no action.
    open func setValue(_ value: Float, animated: Bool) {
        UISlider.setValueAnimatedMethod.send(to: self, (value, animated))
    }

    /// The range's low end; 0 by default. Raising it past the maximum raises the maximum.
    open var minimumValue: Float {
        get { UISlider.minimumValueProperty.get(self) }
        set { UISlider.minimumValueProperty.set(self, newValue) }
    }

    /// The range's high end; 1 by default. Lowering it past the minimum lowers the minimum.
    open var maximumValue: Float {
        get { UISlider.maximumValueProperty.get(self) }
        set { UISlider.maximumValueProperty.set(self, newValue) }
    }

    /// Whether `.valueChanged` is sent as the value changes during a drag (true, the default),
    /// or once when the finger lifts.
    open var isContinuous: Bool {
        get { storedContinuous }
        set { storedContinuous = newValue }
    }

    /// The colour of the track left of the thumb; nil (the default) is the tint.
    @Dynamic open var minimumTrackTintColor: UIColor? = nil { didSet { show(animated: false) } }

    /// The colour of the track right of the thumb; nil (the default) is light grey.
    @Dynamic open var maximumTrackTintColor: UIColor? = nil { didSet { show(animated: false) } }

    /// The thumb's colour; nil (the default) is white.
    @Dynamic open var thumbTintColor: UIColor? = nil { didSet { show(animated: false) } }

    // MARK: Geometry

    /// The track's rectangle (`trackRectForBounds:`): the width of `bounds`, 4 points high,
    /// centred across it.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - UISlider.trackThickness / 2, width: bounds.width, height: UISlider.trackThickness)
    }

    /// The thumb's rectangle for `value` (`thumbRectForBounds:trackRect:value:`): a 28-point
    /// square centred on the track, its edges kept within it from the minimum to the maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let range = storedMaximumValue - storedMinimumValue
        let fraction = range > 0 ? CGFloat((min(max(value, storedMinimumValue), storedMaximumValue) - storedMinimumValue) / range) : 0
        let diameter = UISlider.thumbDiameter
        return CGRect(x: rect.minX + (rect.width - diameter) * fraction, y: rect.midY - diameter / 2, width: diameter, height: diameter)
    }

    /// `value` within the range; not a number is the minimum.
    private func clamped(_ value: Float) -> Float {
        value.isNaN ? storedMinimumValue : min(max(value, storedMinimumValue), storedMaximumValue)
    }

    // MARK: Drawing

    /// Places the track's two parts and the thumb for the value, over 0.25 s when `animated`.
    private func show(animated: Bool) {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        CATransaction.changingLayers(animated: animated) {
            minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: thumbFrame.midX - track.minX, height: track.height)
            maximumTrack.frame = CGRect(x: thumbFrame.midX, y: track.minY, width: track.maxX - thumbFrame.midX, height: track.height)
            thumb.frame = thumbFrame
            minimumTrack.backgroundColor = (minimumTrackTintColor ?? tintColorBody).cgColor
            maximumTrack.backgroundColor = (maximumTrackTintColor ?? .systemGray5).cgColor
            thumb.backgroundColor = (thumbTintColor ?? .white).cgColor
            let opacity: Float = isEnabled ? 1 : 0.5
            for part in [minimumTrack, maximumTrack, thumb] { part.opacity = opacity }
        }
    }

    // MARK: Accessibility

    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { isEnabled ? .adjustable : [.adjustable, .notEnabled] }
    override var accessibilityValueByDefault: String? {
        let range = storedMaximumValue - storedMinimumValue
        return "\(Int(((range > 0 ? (storedValue - storedMinimumValue) / range : 0) * 100).rounded()))%"
    }
}
