import Foundation

/// Shadows (`CGContextSetShadowWithColor`): while one is set, everything painted casts it — its
/// alpha blurred, moved and tinted beneath it — as a transparency layer of that one painting
/// casts a layer's shadow.
extension CGContext {
    /// Makes what is painted from now on cast a shadow of `color`, moved by `offset` and
    /// blurred by `blur`, until the graphics state is restored or the shadow is set again; a
    /// nil or clear colour casts none. As in Core Graphics, the offset and blur are in the
    /// context's default user space — a UIKit context's points, so a positive height falls
    /// down the screen — and transforms made after leave them alone; the blur is twice the
    /// Gaussian's standard deviation. A negative or non-finite blur is taken as 0 and a
    /// non-finite offset as none, as Core Graphics takes them.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        let toPixels = defaultUserSpace.concatenating(basePixelTransform)
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let moved = CGPoint(x: finite(offset.width), y: finite(offset.height))
            .applying(CGAffineTransform(a: toPixels.a, b: toPixels.b, c: toPixels.c, d: toPixels.d, tx: 0, ty: 0))
        let scale = abs(toPixels.a * toPixels.d - toPixels.b * toPixels.c).squareRoot()
        let sigma = blur.isFinite && blur > 0 ? blur / 2 * scale : 0
        state.shadow = LayerShadow(color: color.premultiplied, offset: CGSize(width: moved.x, height: moved.y), sigma: sigma)
    }

    /// ``setShadow(offset:blur:color:)`` in Core Graphics' default colour: black at a third of
    /// full opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    /// Runs `paint`, which paints within `bounds` of pixel space, in a transparency layer that
    /// casts `shadow` beneath what it painted. The layer paints with no shadow of its own.
    func casting(_ shadow: LayerShadow, within bounds: PixelBounds, _ paint: () -> Void) {
        beginTransparencyLayer(bounding: bounds.intersection(paintBounds))
        state.shadow = nil
        paint()
        endTransparencyLayer(shadow: shadow)
    }
}
