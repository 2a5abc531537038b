import DynamicRuntime

/// A bar that shows how far a task has come (`UIProgressView`), in iOS's shape: a 4-point
/// rounded track across the view, filled from the left to ``progress`` in ``progressTintColor``
/// (the view's tint by default) over ``trackTintColor`` (light grey by default); the `.bar`
/// style has square ends. It takes no touches. To VoiceOver it says its progress as a
/// percentage.
open class UIProgressView: UIView {
    /// The looks of a progress view (`UIProgressView.Style`).
    public enum Style: Int, Sendable {
        /// Rounded, for most places.
        case `default`
        /// Square-ended, for a toolbar.
        case bar
    }

    /// The bar's thickness, whatever the view's height: it is centred across the view.
    static let thickness: CGFloat = 4

    var storedProgress: Float = 0
    var storedStyle = Style.default
    /// The track and the filled part, sublayers of the view's layer.
    private let track = CALayer(), bar = CALayer()

    /// A progress view occupying `frame`, at no progress.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpProgressView()
    }

    /// A progress view of `style`, 4 points high and of no width until given a frame.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIProgressView.thickness))
        progressViewStyle = style
    }

    /// A default progress view, as ``UIView/init(coder:)`` makes a default view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpProgressView()
    }

    private func setUpProgressView() {
        storedUserInteractionEnabled = false
        layer.addSublayer(track)
        layer.addSublayer(bar)
        show(animated: false)
    }

    // MARK: Dynamic members

    /// `progress` / `setProgress:`: how far, 0 to 1 (clamped); setting it moves the bar at once.
    public nonisolated static let progressProperty = DeclaredProperty("progress", of: UIProgressView.self, get: { $0.storedProgress }) {
        $0.setProgress($1, animated: false)
    }
    /// `setProgress:animated:`: sets the progress, the bar growing or shrinking over 0.25 s when `animated`.
    public nonisolated static let setProgressAnimatedMethod = DeclaredMethod("setProgress:animated:", of: UIProgressView.self) {
        (view, arguments: (Float, Bool)) in
        view.storedProgress = arguments.0.isNaN ? 0 : min(max(arguments.0, 0), 1)
        view.show(animated: arguments.1)
    }

    private nonisolated static let progressLayoutSubviews = UIView.layoutSubviewsMethod.override(in: UIProgressView.self) { view, _, superMethod in
        superMethod(())
        view.show(animated: false)
    }
    private nonisolated static let progressTintColorDidChange = UIView.tintColorDidChangeMethod.override(in: UIProgressView.self) {
        view, _, superMethod in
        superMethod(())
        view.show(animated: false)
    }
    private nonisolated static let progressSizeThatFits = UIView.sizeThatFitsMethod.override(in: UIProgressView.self) { view, size in
        CGSize(width: size.width > 0 ? size.width : view.bounds.width, height: UIProgressView.thickness)
    }
    private nonisolated static let progressIntrinsicContentSize = UIView.intrinsicContentSizeMethod.override(in: UIProgressView.self) { _, _ in
        CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.thickness)
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            progressProperty, setProgressAnimatedMethod, progressLayoutSubviews,
            progressTintColorDidChange, progressSizeThatFits, progressIntrinsicContentSize,
        ]
    }

    // MARK: Properties

    /// How far the task has come, 0 to 1; values outside are clamped (not a number is 0).
    open var progress: Float {
        get { UIProgressView.progressProperty.get(self) }
        set { UIProgressView.progressProperty.set(self, newValue) }
    }

    /// Sets ``progress``, the bar moving over 0.25 s when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        UIProgressView.setProgressAnimatedMethod.send(to: self, (progress, animated))
    }

    /// The filled part's colour; nil (the default) is the view's ``UIView/tintColor``.
    @Dynamic open var progressTintColor: UIColor? = nil { didSet { show(animated: false) } }

    /// The unfilled track's colour; nil (the default) is light grey.
    @Dynamic open var trackTintColor: UIColor? = nil { didSet { show(animated: false) } }

    /// The looks: rounded (`.default`) or square-ended (`.bar`).
    open var progressViewStyle: Style {
        get { storedStyle }
        set {
            storedStyle = newValue
            show(animated: false)
        }
    }

    // MARK: Drawing

    /// Places the track across the middle of the bounds and the bar over its first
    /// `progress`, over 0.25 s when `animated`.
    private func show(animated: Bool) {
        let bounds = self.bounds, thickness = UIProgressView.thickness
        let trackFrame = CGRect(x: 0, y: (bounds.height - thickness) / 2, width: bounds.width, height: thickness)
        CATransaction.changingLayers(animated: animated) {
            let radius = storedStyle == .default ? thickness / 2 : 0
            (track.frame, track.cornerRadius) = (trackFrame, radius)
            (bar.frame, bar.cornerRadius) = (CGRect(x: 0, y: trackFrame.minY, width: trackFrame.width * CGFloat(storedProgress), height: thickness), radius)
            track.backgroundColor = (trackTintColor ?? .systemGray5).cgColor
            bar.backgroundColor = (progressTintColor ?? tintColorBody).cgColor
        }
    }

    // MARK: Accessibility

    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { .updatesFrequently }
    override var accessibilityValueByDefault: String? { "\(Int((storedProgress * 100).rounded()))%" }
}
