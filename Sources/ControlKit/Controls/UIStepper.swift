import DynamicRuntime
import Foundation

/// A control that steps a value up and down (`UIStepper`), in iOS's shape: a 94 × 32 light grey
/// rounded rectangle halved by a thin line, "−" on the left and "+" on the right; a half that
/// cannot step further (at the range's end, unless ``wraps``) is drawn dimmed, and the half
/// under the finger darker.
///
/// A touch on a half steps at once, sending `.valueChanged`; held, it repeats after 0.5 s, every
/// 0.1 s, on the application's clock (``autorepeat``), sending each change when ``isContinuous``
/// and once when the finger lifts otherwise. Setting ``value`` in code sends nothing. To
/// VoiceOver it is adjustable, its value the number.
open class UIStepper: UIControl {
    /// The size every stepper has.
    static let standardSize = CGSize(width: 94, height: 32)
    /// How long a press waits before it repeats, and how often it repeats then.
    static let repeatDelay: TimeInterval = 0.5, repeatInterval: TimeInterval = 0.1

    var storedValue: Double = 0
    var storedMinimumValue: Double = 0
    var storedMaximumValue: Double = 100
    var storedStepValue: Double = 1
    var storedWraps = false
    var storedAutorepeat = true
    var storedContinuous = true
    /// The background, the dividing line, and each half's highlight and symbol.
    private let background = CALayer(), divider = CALayer(), halves = [CALayer(), CALayer()]
    private let minus = CAShapeLayer(), plus = CAShapeLayer()
    /// While a half is pressed: which (−1 or +1), the repeat timer, and whether the value changed.
    private var pressed: Double?
    private var repeatTimer: Timer?
    private var changedWhilePressed = false

    /// A stepper at `frame`'s origin, 94 × 32 whatever its size, at 0 of 0...100.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.standardSize))
        setUpStepper()
    }

    /// A default stepper, as ``UIView/init(coder:)`` makes a default view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = UIStepper.standardSize
        setUpStepper()
    }

    private func setUpStepper() {
        let size = UIStepper.standardSize, half = size.width / 2
        background.frame = CGRect(origin: .zero, size: size)
        background.cornerRadius = 8
        background.masksToBounds = true
        for (index, layer) in halves.enumerated() {
            layer.frame = CGRect(x: CGFloat(index) * half, y: 0, width: half, height: size.height)
            background.addSublayer(layer)
        }
        divider.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: size.height - 16)
        let minusPath = CGMutablePath(), plusPath = CGMutablePath()
        minusPath.move(to: CGPoint(x: half / 2 - 7, y: size.height / 2))
        minusPath.addLine(to: CGPoint(x: half / 2 + 7, y: size.height / 2))
        plusPath.addPath(minusPath, transform: CGAffineTransform(translationX: half, y: 0))
        plusPath.move(to: CGPoint(x: half * 1.5, y: size.height / 2 - 7))
        plusPath.addLine(to: CGPoint(x: half * 1.5, y: size.height / 2 + 7))
        for (symbol, path) in [(minus, minusPath), (plus, plusPath)] {
            symbol.frame = CGRect(origin: .zero, size: size)
            (symbol.path, symbol.lineWidth, symbol.lineCap, symbol.fillColor) = (path, 2, .round, nil)
        }
        for part in [background, divider, minus, plus] { layer.addSublayer(part) }
        show()
    }

    // MARK: Dynamic members

    /// `value` / `setValue:`: the value, clamped to the range; setting it sends nothing.
    public nonisolated static let valueProperty = DeclaredProperty("value", of: UIStepper.self, get: { $0.storedValue }) { stepper, value in
        stepper.storedValue = value.isNaN ? stepper.storedMinimumValue : min(max(value, stepper.storedMinimumValue), stepper.storedMaximumValue)
        stepper.show()
    }

    private nonisolated static let stepperBeginTracking = UIControl.beginTrackingMethod.override(in: UIStepper.self) { stepper, arguments, superMethod in
        let direction: Double = arguments.0.location(in: stepper).x < stepper.bounds.midX ? -1 : 1
        guard stepper.canStep(direction) else { return false }
        stepper.pressed = direction
        stepper.changedWhilePressed = false
        stepper.step(with: arguments.1)
        if stepper.storedAutorepeat, let application = stepper.window?.application {
            stepper.repeatTimer = application.scheduledTimer(withTimeInterval: UIStepper.repeatDelay, repeats: false) { [weak stepper] _ in
                guard let stepper, stepper.pressed != nil else { return }
                stepper.repeatTimer = application.scheduledTimer(withTimeInterval: UIStepper.repeatInterval, repeats: true) { [weak stepper] _ in
                    stepper?.step(with: nil)
                }
            }
        }
        return superMethod(arguments)
    }
    private nonisolated static let stepperEndTracking = UIControl.endTrackingMethod.override(in: UIStepper.self) { stepper, arguments, superMethod in
        superMethod(arguments)
        stepper.release(sending: arguments.1)
    }
    private nonisolated static let stepperCancelTracking = UIControl.cancelTrackingMethod.override(in: UIStepper.self) { stepper, event, superMethod in
        superMethod(event)
        stepper.release(sending: event)
    }
    private nonisolated static let stepperEnabledSetter = UIControl.enabledProperty.overrideSetter(in: UIStepper.self) { stepper, enabled, superSetter in
        superSetter(enabled)
        stepper.show()
    }
    private nonisolated static let stepperSizeThatFits = UIView.sizeThatFitsMethod.override(in: UIStepper.self) { _, _ in UIStepper.standardSize }
    private nonisolated static let stepperIntrinsicContentSize = UIView.intrinsicContentSizeMethod.override(in: UIStepper.self) { _, _ in
        UIStepper.standardSize
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            valueProperty, stepperBeginTracking, stepperEndTracking, stepperCancelTracking, stepperEnabledSetter, stepperSizeThatFits,
            stepperIntrinsicContentSize,
        ]
    }

    // MARK: Properties

    /// The value, within ``minimumValue``...``maximumValue``; 0 by default.
    open var value: Double {
        get { UIStepper.valueProperty.get(self) }
        set { UIStepper.valueProperty.set(self, newValue) }
    }

    /// The range's low end; 0 by default. Raising it past the maximum raises the maximum.
    open var minimumValue: Double {
        get { storedMinimumValue }
        set {
            storedMinimumValue = newValue
            storedMaximumValue = max(storedMaximumValue, newValue)
            value = storedValue
        }
    }

    /// The range's high end; 100 by default. Lowering it past the minimum lowers the minimum.
    open var maximumValue: Double {
        get { storedMaximumValue }
        set {
            storedMaximumValue = newValue
            storedMinimumValue = min(storedMinimumValue, newValue)
            value = storedValue
        }
    }

    /// How much a step changes the value; 1 by default. A step that is not above 0 is refused,
    /// reported as a runtime issue, and the step left as it was (UIKit raises an exception).
    open var stepValue: Double {
        get { storedStepValue }
        set {
            guard newValue > 0, newValue.isFinite else {
                return RuntimeIssues.report(RuntimeIssue("-[UIStepper setStepValue:]: \(newValue) is not above 0; the step stays \(storedStepValue)"))
            }
            storedStepValue = newValue
        }
    }

    /// Whether stepping past one end goes on from the other; false by default.
    open var wraps: Bool {
        get { storedWraps }
        set {
            storedWraps = newValue
            show()
        }
    }

    /// Whether a held press repeats; true by default.
    open var autorepeat: Bool {
        get { storedAutorepeat }
        set { storedAutorepeat = newValue }
    }

    /// Whether each change of a held press is sent (true, the default), or once when it ends.
    open var isContinuous: Bool {
        get { storedContinuous }
        set { storedContinuous = newValue }
    }

    // MARK: Stepping

    /// Whether a step in `direction` (−1 or +1) changes the value.
    private func canStep(_ direction: Double) -> Bool {
        storedWraps || (direction < 0 ? storedValue > storedMinimumValue : storedValue < storedMaximumValue)
    }

    /// One step in the pressed direction, wrapping or clamping at the ends; sends the change
    /// when continuous.
    private func step(with event: UIEvent?) {
        guard let direction = pressed, canStep(direction) else { return }
        var next = storedValue + direction * storedStepValue
        if next > storedMaximumValue { next = storedWraps ? storedMinimumValue : storedMaximumValue }
        if next < storedMinimumValue { next = storedWraps ? storedMaximumValue : storedMinimumValue }
        guard next != storedValue else { return }
        value = next
        changedWhilePressed = true
        if storedContinuous { sendActions(for: .valueChanged, with: event) }
    }

    /// Ends a press: stops repeating, and sends the change now when not continuous.
    private func release(sending event: UIEvent?) {
        repeatTimer?.invalidate()
        repeatTimer = nil
        pressed = nil
        show()
        if changedWhilePressed, !storedContinuous { sendActions(for: .valueChanged, with: event) }
        changedWhilePressed = false
    }

    // MARK: Drawing

    /// The colours for the value and the press: dimmed symbols for a half that cannot step, a
    /// darker half under the finger.
    private func show() {
        CATransaction.changingLayers(animated: false) {
            background.backgroundColor = UIColor.systemGray6.cgColor
            divider.backgroundColor = UIColor.systemGray4.cgColor
            for (index, half) in halves.enumerated() {
                half.backgroundColor = pressed == (index == 0 ? -1 : 1) ? UIColor.systemGray4.cgColor : nil
            }
            minus.strokeColor = (isEnabled && canStep(-1) ? UIColor.black : UIColor.systemGray3).cgColor
            plus.strokeColor = (isEnabled && canStep(1) ? UIColor.black : UIColor.systemGray3).cgColor
        }
    }

    // MARK: Accessibility

    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { isEnabled ? .adjustable : [.adjustable, .notEnabled] }
    override var accessibilityValueByDefault: String? {
        storedValue == storedValue.rounded() && abs(storedValue) < 1e15 ? String(Int(storedValue)) : String(storedValue)
    }
}
