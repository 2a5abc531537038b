import DynamicRuntime

/// Values per control state, looked up as UIButton does: the exact state, else normal.
struct StateTable<Value> {
    private var values: [UInt: Value] = [:]

    subscript(state: UIControl.State) -> Value? {
        get { values[state.rawValue] }
        set { values[state.rawValue] = newValue }
    }

    /// The value for exactly `state`, else the normal one, else nil.
    func resolved(for state: UIControl.State) -> Value? {
        values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
    }
}

/// UIButton's resources: lookup with fallback, the lazily made subviews, and the layout that
/// applies the current state's resources to them.
extension UIButton {
    /// The title for `state`, else the normal one (`titleForState:`).
    public func title(for state: State) -> String? { titles.resolved(for: state) }

    /// The title colour for `state`, else the normal one, else the button type's default: white
    /// for a custom button, the system blue tint for the others (`titleColorForState:`). Never
    /// nil here; optional as UIKit declares it.
    public func titleColor(for state: State) -> UIColor? { resolvedTitleColor(for: state) }

    /// ``titleColor(for:)``, which always resolves to a colour.
    private func resolvedTitleColor(for state: State) -> UIColor {
        titleColors.resolved(for: state) ?? (buttonType == .custom ? .white : .systemBlue)
    }

    /// The image for `state`, else the normal one (`imageForState:`).
    public func image(for state: State) -> UIImage? { images.resolved(for: state) }

    /// The background image for `state`, else the normal one (`backgroundImageForState:`).
    public func backgroundImage(for state: State) -> UIImage? { backgroundImages.resolved(for: state) }

    /// The title for the current state.
    public var currentTitle: String? { title(for: state) }
    /// The title colour for the current state.
    public var currentTitleColor: UIColor { resolvedTitleColor(for: state) }
    /// The image for the current state.
    public var currentImage: UIImage? { image(for: state) }
    /// The background image for the current state.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The view showing the image, made (above the background image view) on first use.
    public var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let imageView = UIImageView()
        storedImageView = imageView
        insertSubview(imageView, at: backgroundImageView == nil ? 0 : 1)
        return imageView
    }

    /// The label showing the title, made (above the image view) on first use.
    public var titleLabel: UILabel? {
        if let storedTitleLabel { return storedTitleLabel }
        let label = UILabel()
        storedTitleLabel = label
        insertSubview(label, at: (backgroundImageView == nil ? 0 : 1) + (storedImageView == nil ? 0 : 1))
        return label
    }

    // MARK: Bodies

    /// Stores a per-state resource; a non-nil one first makes the subview that shows it
    /// (`makeSubview`). The resource is applied at the next layout.
    func setResource<Value>(_ value: Value?, in table: ReferenceWritableKeyPath<UIButton, StateTable<Value>>, for state: State,
                            makeSubview: () -> Void) {
        self[keyPath: table][state] = value
        if value != nil { makeSubview() }
        setNeedsLayout()
    }

    /// Gives the title label, if made, the current state's title and colour, each only when it
    /// differs: at a title's set, as UIKit's, and at every layout (the state may have changed).
    func showCurrentTitle() {
        guard let storedTitleLabel else { return }
        let title = currentTitle
        if storedTitleLabel.text != title { storedTitleLabel.text = title }
        let color = currentTitleColor
        if storedTitleLabel.textColor != color { storedTitleLabel.textColor = color }
    }

    /// Inserts the background image view at index 0, unless it is there already.
    func makeBackgroundImageView() {
        guard backgroundImageView == nil else { return }
        let view = UIImageView()
        backgroundImageView = view
        insertSubview(view, at: 0)
    }

    /// Runs a state setter's `super`, then, if the state changed, marks the button and lays
    /// out the button alone (its `layoutSubviews` entry point, clearing its mark). Not
    /// `layoutIfNeeded`, which would climb to the outermost marked ancestor and lay that out
    /// synchronously in the middle of touch handling; the rest waits for the run-loop pass.
    func changeState(_ setter: () -> Void) {
        let oldState = state
        setter()
        guard state != oldState else { return }
        setNeedsLayout()
        guard needsLayout else { return }
        needsLayout = false
        layoutSubviews()
    }

    /// `image` as a custom button shows it in its state: darkened to half while highlighted,
    /// at a third of its opacity while disabled — unless the state has its own image or the
    /// adjustment is off. The adjusted image is kept until its source or state changes.
    private func adjustedForState(_ image: UIImage) -> UIImage {
        guard buttonType == .custom else { return image }
        let highlighted = isHighlighted && adjustsImageWhenHighlighted && images[.highlighted] == nil
        let disabled = !isEnabled && adjustsImageWhenDisabled && images[.disabled] == nil
        guard highlighted || disabled, let pixels = image.cgImage?.pixels else { return image }
        if let adjusted = adjustedImage, adjusted.source == image, adjusted.highlighted == highlighted { return adjusted.image }
        var result = pixels
        for y in 0..<result.height {
            for x in 0..<result.width {
                let p = result[x, y]
                result[x, y] = highlighted ? RGBA8(red: p.red / 2, green: p.green / 2, blue: p.blue / 2, alpha: p.alpha)
                    : RGBA8(red: p.red / 3, green: p.green / 3, blue: p.blue / 3, alpha: p.alpha / 3)
            }
        }
        guard let cgImage = CGImage(pixels: result) else { return image }
        let adjusted = UIImage(cgImage: cgImage, scale: image.scale)
        adjustedImage = (image, highlighted, adjusted)
        return adjusted
    }

    /// `[super layoutSubviews]`, then the current state's resources and the subviews' frames:
    /// the background fills the bounds; the image and the title take the frames
    /// ``imageRect(forContentRect:)`` and ``titleRect(forContentRect:)`` answer within
    /// ``contentRect(forBounds:)``. Each property is set only when it differs.
    func layoutButtonSubviewsBody() {
        UIButton.buttonLayoutSubviewsMethod.sendSuper(to: self, ())
        let bounds = self.bounds
        if let backgroundImageView {
            let image = currentBackgroundImage
            if backgroundImageView.image != image { backgroundImageView.image = image }
            if backgroundImageView.frame != bounds { backgroundImageView.frame = bounds }
        }
        showCurrentTitle()
        let contentRect = contentRect(forBounds: bounds)
        isLayingOutContent = true
        defer { (isLayingOutContent, titleMeasure) = (false, nil) }
        if let storedImageView {
            // A system button draws its images as templates in its tint unless they say otherwise.
            let image = currentImage.map { buttonType == .system && $0.renderingMode == .automatic ? $0.withRenderingMode(.alwaysTemplate) : $0 }
                .map(adjustedForState)
            if storedImageView.image != image { storedImageView.image = image }
            let frame = imageRect(forContentRect: contentRect)
            if storedImageView.frame != frame { storedImageView.frame = frame }
        }
        if let storedTitleLabel {
            let frame = titleRect(forContentRect: contentRect)
            if storedTitleLabel.frame != frame { storedTitleLabel.frame = frame }
        }
    }
}
