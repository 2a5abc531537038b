import DynamicRuntime

/// The bodies of the layer's geometry and of the appearance a view forwards to it: each setter
/// starts an animation inside an animation block, then stores.
extension CALayer {
    func setBoundsBody(_ bounds: CGRect) {
        willChange(.bounds, to: .rect(bounds))
        let oldSize = storedBounds.size
        storedBounds = bounds
        if bounds.size != oldSize { owner?.layerBoundsSizeDidChange(from: oldSize) }
    }

    func setPositionBody(_ position: CGPoint) {
        willChange(.position, to: .point(position))
        storedPosition = position
    }

    package var frameBody: CGRect {
        frame(bounds: storedBounds, position: storedPosition, transform: storedTransform)
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
        setBoundsBody(CGRect(origin: storedBounds.origin, size: frame.size))
        setPositionBody(CGPoint(x: frame.minX + storedAnchorPoint.x * frame.width, y: frame.minY + storedAnchorPoint.y * frame.height))
    }

    func setAffineTransformBody(_ transform: CGAffineTransform) {
        willChange(.transform, to: .transform(transform))
        storedTransform = transform
        isTransformed = !transform.isIdentity
    }

    /// `point` of the superlayer's space in the layer's own: the inverse of placing the bounds.
    package func pointFromSuperlayer(_ point: CGPoint, position: CGPoint, bounds: CGRect) -> CGPoint {
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
    package func pointInSuperlayer(_ point: CGPoint, position: CGPoint, bounds: CGRect) -> CGPoint {
        var offset = CGPoint(x: point.x - bounds.minX - storedAnchorPoint.x * bounds.width,
                             y: point.y - bounds.minY - storedAnchorPoint.y * bounds.height)
        if isTransformed { offset = offset.applying(storedTransform) }
        return CGPoint(x: offset.x + position.x, y: offset.y + position.y)
    }

    func setBackgroundColorBody(_ color: CGColor?) {
        willChange(.backgroundColor, to: .color(color))
        storedBackgroundColor = color
    }

    func setOpacityBody(_ opacity: Float) {
        willChange(.opacity, to: .scalar(CGFloat(opacity)))
        storedOpacity = opacity
    }

    func setMaskBody(_ mask: CALayer?) {
        guard mask !== self else { return }
        if storedMask?.maskedLayer === self { storedMask?.maskedLayer = nil }
        mask?.maskedLayer = self
        storedMask = mask
        markChanged(.appearance)
    }
}

extension CGRect {
    /// The rectangle of `size` centred on `center`: a frame from a center (or position) and bounds.
    package init(center: CGPoint, size: CGSize) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
