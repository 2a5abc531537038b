import DynamicRuntime

/// The bodies of the layer's properties that a view's layer shares with its view: a view's
/// layer reads and writes the view's storage, a layer without a view its own. A view's layer is
/// used on the main thread only, as in UIKit: that storage is not isolated to the view, and what
/// the layer asks of the view itself enters the view's isolation.
extension CALayer {
    var boundsBody: CGRect {
        guard let delegate else { return ownBounds }
        return delegate.storedBounds
    }

    func setBoundsBody(_ bounds: CGRect) {
        willChange(.bounds, to: .rect(bounds))
        guard let delegate else { return ownBounds = bounds }
        let oldSize = delegate.storedBounds.size
        delegate.storedBounds = bounds
        if bounds.size != oldSize { MainActorBody.run("CALayer setBounds:") { delegate.boundsSizeDidChange(from: oldSize) } }
    }

    var positionBody: CGPoint {
        guard let delegate else { return ownPosition }
        return delegate.storedCenter
    }

    func setPositionBody(_ position: CGPoint) {
        willChange(.position, to: .point(position))
        guard let delegate else { return ownPosition = position }
        delegate.storedCenter = position
    }

    var frameBody: CGRect {
        frame(bounds: boundsBody, position: positionBody, transform: storedTransform)
    }

    /// The rectangle `bounds` placed at `position` by the anchor point and `transform` cover.
    func frame(bounds: CGRect, position: CGPoint, transform: CGAffineTransform) -> CGRect {
        let size = bounds.size
        let local = CGRect(x: -storedAnchorPoint.x * size.width, y: -storedAnchorPoint.y * size.height,
                           width: size.width, height: size.height)
        let placed = transform.isIdentity ? local : local.applying(transform)
        return placed.offsetBy(dx: position.x, dy: position.y)
    }

    /// The frame's size becomes the bounds' and its anchor point's place the position: exact
    /// with the identity transform, where UIKit defines the frame.
    func setFrameBody(_ frame: CGRect) {
        setBoundsBody(CGRect(origin: boundsBody.origin, size: frame.size))
        setPositionBody(CGPoint(x: frame.minX + storedAnchorPoint.x * frame.width, y: frame.minY + storedAnchorPoint.y * frame.height))
    }

    func setAffineTransformBody(_ transform: CGAffineTransform) {
        willChange(.transform, to: .transform(transform))
        storedTransform = transform
    }

    /// `point` of the superlayer's space in the layer's own: the inverse of placing the bounds.
    func pointFromSuperlayer(_ point: CGPoint, position: CGPoint, bounds: CGRect) -> CGPoint {
        var offset = CGPoint(x: point.x - position.x, y: point.y - position.y)
        if isTransformed { offset = untransformed(offset) }
        return CGPoint(x: offset.x + storedAnchorPoint.x * bounds.width + bounds.minX,
                       y: offset.y + storedAnchorPoint.y * bounds.height + bounds.minY)
    }

    /// `offset` through the inverse transform. Out of line: hit testing inlines the conversion
    /// into every level of its recursion, whose frames would otherwise hold the matrices.
    @inline(never)
    private func untransformed(_ offset: CGPoint) -> CGPoint {
        offset.applying(storedTransform.inverted())
    }

    /// `point` of the layer's space in the superlayer's.
    func pointInSuperlayer(_ point: CGPoint, position: CGPoint, bounds: CGRect) -> CGPoint {
        var offset = CGPoint(x: point.x - bounds.minX - storedAnchorPoint.x * bounds.width,
                             y: point.y - bounds.minY - storedAnchorPoint.y * bounds.height)
        if isTransformed { offset = offset.applying(storedTransform) }
        return CGPoint(x: offset.x + position.x, y: offset.y + position.y)
    }

    var masksToBoundsBody: Bool {
        guard let delegate else { return ownMasksToBounds }
        return delegate.storedClipsToBounds
    }

    func setMasksToBoundsBody(_ masks: Bool) {
        guard let delegate else { return ownMasksToBounds = masks }
        delegate.storedClipsToBounds = masks
    }

    var backgroundColorBody: CGColor? {
        guard let delegate else { return ownBackgroundColor }
        return delegate.storedBackgroundColor?.cgColor
    }

    func setBackgroundColorBody(_ color: CGColor?) {
        willChange(.backgroundColor, to: .color(color))
        guard let delegate else { return ownBackgroundColor = color }
        delegate.storedBackgroundColor = color.map(UIColor.init(cgColor:))
    }

    var hiddenBody: Bool {
        guard let delegate else { return ownHidden }
        return delegate.storedHidden
    }

    func setHiddenBody(_ hidden: Bool) {
        guard let delegate else { return ownHidden = hidden }
        delegate.storedHidden = hidden
    }

    var opacityBody: Float {
        guard let delegate else { return ownOpacity }
        return Float(delegate.storedAlpha)
    }

    func setOpacityBody(_ opacity: Float) {
        willChange(.opacity, to: .scalar(CGFloat(opacity)))
        guard let delegate else { return ownOpacity = opacity }
        delegate.storedAlpha = CGFloat(opacity)
    }

    func setMaskBody(_ mask: CALayer?) {
        guard mask !== self else { return }
        if storedMask?.maskedLayer === self { storedMask?.maskedLayer = nil }
        mask?.maskedLayer = self
        storedMask = mask
    }
}

extension CGRect {
    /// The rectangle of `size` centred on `center`: a frame from a center (or position) and bounds.
    init(center: CGPoint, size: CGSize) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
