import Foundation

/// The screen a window is shown on, headless: a frame buffer the window's layer tree is
/// composited into, at the scale of the window's ``UIWindow/screen`` (pixels per point).
///
/// Compositing draws again only what changed since the last frame: when only views' backing
/// stores changed (``UIView/setNeedsDisplay()`` and the display pass), just their rectangles;
/// after any other change — geometry, colours, layers added or removed, a running animation —
/// the whole window.
extension UIWindow {
    /// The window as the screen shows it after the last run-loop turn: its layer tree
    /// composited into its frame buffer, bringing up to date only what changed since the last
    /// call. Its pixels are the window's points times its screen's scale. Nil for a window
    /// without a pixel (zero size).
    public func screenImage() -> CGImage? {
        compositeFrameBuffer()?.makeImage()
    }

    /// Brings the frame buffer up to date and returns it.
    func compositeFrameBuffer() -> CGContext? {
        let root = storedLayer!, bounds = root.values.bounds, scale = screen.scale
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        // Overlays tint whole layers, so a frame with them is drawn whole.
        var whole = root.pendingChange == .appearance || !compositingDebugOptions.isEmpty
        if frameBuffer?.width != width || frameBuffer?.height != height {
            frameBuffer = CGContext.backingStore(size: CGSize(width: width, height: height), opaque: false, scale: 1)
            whole = true
        }
        guard let frameBuffer else { return nil }
        // From the window's space to the buffer's pixels.
        let toBuffer = CGAffineTransform(scaleX: scale, y: scale).translatedBy(x: -bounds.minX, y: -bounds.minY)
        var damage: [CGRect] = []
        if !whole, root.pendingChange == .contents {
            if let rects = root.changedContentRects(toBuffer) { damage = rects } else { whole = true }
        }
        if whole { damage = [CGRect(x: 0, y: 0, width: width, height: height)] }
        for rect in damage {
            // Whole pixels, so the clip needs no mask and the cleared edge is exact.
            let pixels = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
            guard !pixels.isEmpty else { continue }
            frameBuffer.saveGState()
            frameBuffer.clear(pixels)
            frameBuffer.clip(to: pixels)
            frameBuffer.concatenate(toBuffer)
            compositingDebugOptions.activate { root.renderPresentation(in: frameBuffer) }
            frameBuffer.restoreGState()
        }
        root.clearChanges()
        // A running animation changes the next frame without changing the model.
        if whole, root.isAnimating { root.markChanged(.appearance) }
        return frameBuffer
    }
}
