import DynamicRuntime

/// The bodies of the layer's geometry and of the appearance a view forwards to it: each change
/// runs its key's action (an animation, usually; see `CALayer+Animations.swift`).
extension CALayer {
    func setBoundsBody(_ bounds: CGRect) {
        let oldSize = values.bounds.size
        let action = actionForChange(of: "bounds")
        setComposited(\.bounds, bounds)
        runAction(action)
        if bounds.size != oldSize { owner?.layerBoundsSizeDidChange(from: oldSize) }
    }

    func setPositionBody(_ position: CGPoint) {
        let action = actionForChange(of: "position")
        setComposited(\.position, position)
        runAction(action)
    }

    package var frameBody: CGRect {
        frame(bounds: values.bounds, position: values.position, transform: values.transform)
    }

    /// The rectangle `bounds` placed at `position` by the anchor point and `transform` cover.
    func frame(bounds: CGRect, position: CGPoint, transform: CGAffineTransform) -> CGRect {
        let size = bounds.size
        let local = CGRect(x: -values.anchorPoint.x * size.width, y: -values.anchorPoint.y * size.height,
                           width: size.width, height: size.height)
        let placed = transform.isIdentity ? local : local.applying(transform)
        return placed.offsetBy(dx: position.x, dy: position.y)
    }

    /// The frame's size becomes the bounds' and its anchor point's place the position: exact
    /// with the identity transform, where UIKit defines the frame.
    func setFrameBody(_ frame: CGRect) {
        setBoundsBody(CGRect(origin: values.bounds.origin, size: frame.size))
        setPositionBody(CGPoint(x: frame.minX + values.anchorPoint.x * frame.width, y: frame.minY + values.anchorPoint.y * frame.height))
    }

    func setAffineTransformBody(_ transform: CGAffineTransform) {
        let action = actionForChange(of: "transform")
        setComposited(\.transform, transform)
        isTransformed = !transform.isIdentity
        runAction(action)
    }

    /// `point` of the superlayer's space in the layer's own: the inverse of placing the bounds.
    package func pointFromSuperlayer(_ point: CGPoint, position: CGPoint, bounds: CGRect) -> CGPoint {
        var offset = CGPoint(x: point.x - position.x, y: point.y - position.y)
        if isTransformed { offset = untransformed(offset) }
        return CGPoint(x: offset.x + values.anchorPoint.x * bounds.width + bounds.minX,
                       y: offset.y + values.anchorPoint.y * bounds.height + bounds.minY)
    }

    /// `offset` through the inverse transform. Out of line: hit testing inlines the conversion
    /// into every level of its recursion, whose frames would otherwise hold the matrices.
    @inline(never)
    private func untransformed(_ offset: CGPoint) -> CGPoint {
        offset.applying(values.transform.inverted())
    }

    /// `point` of the layer's space in the superlayer's.
    package func pointInSuperlayer(_ point: CGPoint, position: CGPoint, bounds: CGRect) -> CGPoint {
        var offset = CGPoint(x: point.x - bounds.minX - values.anchorPoint.x * bounds.width,
                             y: point.y - bounds.minY - values.anchorPoint.y * bounds.height)
        if isTransformed { offset = offset.applying(values.transform) }
        return CGPoint(x: offset.x + position.x, y: offset.y + position.y)
    }

    func setBackgroundColorBody(_ color: CGColor?) {
        let action = actionForChange(of: "backgroundColor")
        setComposited(\.backgroundColor, color)
        runAction(action)
    }

    func setOpacityBody(_ opacity: Float) {
        let action = actionForChange(of: "opacity")
        setComposited(\.opacity, opacity)
        runAction(action)
    }

    func setMaskBody(_ mask: CALayer?) {
        guard mask !== self else { return }
        if storedMask?.maskedLayer === self { storedMask?.maskedLayer = nil }
        mask?.maskedLayer = self
        storedMask = mask
        if let mask, mask.owner == nil { mask.followClock { self.applicationClock ?? .media } }
        mask?.flagAncestorsForDisplay()
        markChanged(.appearance)
    }
}

extension CGRect {
    /// The rectangle of `size` centred on `center`: a frame from a center (or position) and bounds.
    init(center: CGPoint, size: CGSize) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
