import DynamicRuntime

/// A spinner that shows a task is under way (`UIActivityIndicatorView`), in iOS's shape: eight
/// rounded spokes fading round the circle, turning an eighth of a turn every eighth of a second
/// while animating, on the application's clock.
///
/// `.medium` is 20 × 20 points and `.large` 37 × 37; the spokes are ``color`` (grey by
/// default). Stopped, it is hidden when ``hidesWhenStopped`` (the default). To VoiceOver it is
/// "In progress" while animating.
open class UIActivityIndicatorView: UIView {
    /// The sizes of a spinner (`UIActivityIndicatorView.Style`).
    public enum Style: Int, Sendable {
        /// 20 × 20 points.
        case medium = 100
        /// 37 × 37 points.
        case large = 101

        /// The side of the square the spinner draws in.
        var side: CGFloat { self == .large ? 37 : 20 }
    }

    var storedStyle: Style
    var storedColor: UIColor?
    var storedAnimating = false
    var storedHidesWhenStopped = true
    /// The spokes, in a layer that turns about the view's centre.
    private let spinner = CALayer()

    /// A spinner of `style`, its size, not animating (and so hidden).
    public init(style: Style = .medium) {
        storedStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        setUpSpinner()
    }

    /// A medium spinner at `frame`'s origin; the spokes are drawn at the middle of the frame.
    public override init(frame: CGRect) {
        storedStyle = .medium
        super.init(frame: frame)
        setUpSpinner()
    }

    /// A medium spinner, as ``UIView/init(coder:)`` makes a default view.
    public required init?(coder: NSCoder) {
        storedStyle = .medium
        super.init(coder: coder)
        setUpSpinner()
    }

    private func setUpSpinner() {
        storedUserInteractionEnabled = false
        layer.addSublayer(spinner)
        drawSpokes()
        isHidden = storedHidesWhenStopped
    }

    // MARK: Dynamic members

    /// `startAnimating`: shows the spinner and starts it turning.
    public nonisolated static let startAnimatingMethod = DeclaredMethod("startAnimating", of: UIActivityIndicatorView.self) { (view, _: ()) in
        guard !view.storedAnimating else { return }
        view.storedAnimating = true
        view.isHidden = false
        view.spinner.add(UIActivityIndicatorView.turning(), forKey: "spin")
    }
    /// `stopAnimating`: stops it turning, and hides it when it hides when stopped.
    public nonisolated static let stopAnimatingMethod = DeclaredMethod("stopAnimating", of: UIActivityIndicatorView.self) { (view, _: ()) in
        guard view.storedAnimating else { return }
        view.storedAnimating = false
        view.spinner.removeAnimation(forKey: "spin")
        if view.storedHidesWhenStopped { view.isHidden = true }
    }
    /// `color` / `setColor:`: the spokes' colour; nil is grey.
    public nonisolated static let colorProperty = DeclaredProperty("color", of: UIActivityIndicatorView.self, get: { $0.storedColor }) {
        $0.storedColor = $1
        $0.drawSpokes()
    }

    private nonisolated static let spinnerLayoutSubviews = UIView.layoutSubviewsMethod.override(in: UIActivityIndicatorView.self) {
        view, _, superMethod in
        superMethod(())
        view.drawSpokes()
    }
    private nonisolated static let spinnerSizeThatFits = UIView.sizeThatFitsMethod.override(in: UIActivityIndicatorView.self) { view, _ in
        CGSize(width: view.storedStyle.side, height: view.storedStyle.side)
    }
    private nonisolated static let spinnerIntrinsicContentSize = UIView.intrinsicContentSizeMethod.override(in: UIActivityIndicatorView.self) {
        view, _ in CGSize(width: view.storedStyle.side, height: view.storedStyle.side)
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [startAnimatingMethod, stopAnimatingMethod, colorProperty, spinnerLayoutSubviews, spinnerSizeThatFits, spinnerIntrinsicContentSize]
    }

    // MARK: Properties

    /// Starts the spinner turning, showing it.
    open func startAnimating() {
        UIActivityIndicatorView.startAnimatingMethod.send(to: self, ())
    }

    /// Stops the spinner, hiding it when ``hidesWhenStopped``.
    open func stopAnimating() {
        UIActivityIndicatorView.stopAnimatingMethod.send(to: self, ())
    }

    /// Whether the spinner is turning.
    open var isAnimating: Bool { storedAnimating }

    /// Whether the spinner is hidden while stopped; true by default.
    open var hidesWhenStopped: Bool {
        get { storedHidesWhenStopped }
        set {
            storedHidesWhenStopped = newValue
            if !storedAnimating { isHidden = newValue }
        }
    }

    /// The spokes' colour; nil (the default) is grey.
    open var color: UIColor! {
        get { UIActivityIndicatorView.colorProperty.get(self) ?? .gray }
        set { UIActivityIndicatorView.colorProperty.set(self, newValue) }
    }

    /// The size: `.medium` or `.large`. Changing it redraws the spokes at the new size.
    open var style: Style {
        get { storedStyle }
        set {
            storedStyle = newValue
            drawSpokes()
        }
    }

    // MARK: Drawing

    /// How many spokes, and so how many steps a turn takes.
    static let spokeCount = 8

    /// A turn in eight steps of an eighth of a second, forever.
    private static func turning() -> CAKeyframeAnimation {
        let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        turn.values = (0...spokeCount).map { CGFloat($0) * 2 * .pi / CGFloat(spokeCount) }
        turn.calculationMode = .discrete
        turn.duration = 1
        turn.repeatCount = .infinity
        return turn
    }

    /// The spokes for the style, at the middle of the bounds: the one pointing up is the
    /// darkest, each after it clockwise a little lighter.
    private func drawSpokes() {
        CATransaction.changingLayers(animated: false) {
            let side = storedStyle.side, bounds = self.bounds
            spinner.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
            let width = side * 0.1, inner = side * 0.25, outer = side / 2 - width / 2
            let color = (storedColor ?? .gray).cgColor
            spinner.sublayers = (0..<UIActivityIndicatorView.spokeCount).map { index in
                let angle = CGFloat(index) * 2 * .pi / CGFloat(UIActivityIndicatorView.spokeCount) - .pi / 2
                let path = CGMutablePath()
                path.move(to: CGPoint(x: side / 2 + inner * cos(angle), y: side / 2 + inner * sin(angle)))
                path.addLine(to: CGPoint(x: side / 2 + outer * cos(angle), y: side / 2 + outer * sin(angle)))
                let spoke = CAShapeLayer()
                spoke.frame = CGRect(x: 0, y: 0, width: side, height: side)
                (spoke.path, spoke.lineWidth, spoke.lineCap, spoke.fillColor) = (path, width, .round, nil)
                spoke.strokeColor = color.withAlpha(color.alpha * (1 - CGFloat(index) * 0.1))
                return spoke
            }
        }
    }

    // MARK: Accessibility

    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityLabelByDefault: String? { storedAnimating ? "In progress" : nil }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { .updatesFrequently }
}
