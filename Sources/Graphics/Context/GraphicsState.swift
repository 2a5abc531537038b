/// What `saveGState` saves and `restoreGState` brings back: the transform, the clip, the fill
/// and stroke colours, the line style, global alpha, the blend mode and the shadow.
struct GraphicsState {
    /// User space to the context's base space (origin at the bottom left, y up).
    var transform = CGAffineTransform.identity
    /// Per pixel, how much may be painted (255: all); nil when nothing is clipped.
    var clipMask: [UInt8]?
    /// The whole pixels painting may touch, when rectangle clips have narrowed them; nil: all.
    var clipBounds: PixelBounds?
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var lineStyle = LineStyle()
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var interpolationQuality = CGInterpolationQuality.default
    /// The shadow painting casts, in pixels (``CGContext/setShadow(offset:blur:color:)``); nil for none.
    var shadow: LayerShadow?
}
