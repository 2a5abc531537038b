import Foundation

/// What an open transparency layer paints over, and the state it composites with.
struct TransparencyLayer {
    let pixels: PixelBuffer
    let state: GraphicsState
    let savedStateDepth: Int
}

/// A shadow cast by a transparency layer's content, in pixel space: what Core Animation draws
/// beneath a layer with a `shadowOpacity`.
package struct LayerShadow {
    /// The shadow's colour, premultiplied, its alpha the shadow's opacity.
    package var color: RGBA8
    /// How far the shadow is moved from the content, in pixels (y down).
    package var offset: CGSize
    /// The Gaussian blur's standard deviation, in pixels.
    package var sigma: CGFloat

    package init(color: RGBA8, offset: CGSize, sigma: CGFloat) {
        (self.color, self.offset, self.sigma) = (color, offset, sigma)
    }
}

/// Transparency layers (`CGContextBeginTransparencyLayer`): drawing between begin and end goes
/// to an offscreen bitmap that is then composited as one, so a group's opacity, mask and
/// shadow apply to it whole — two overlapping halves at 50% look like one shape at 50%.
extension CGContext {
    /// Starts a transparency layer: until ``endTransparencyLayer()``, painting goes to a new
    /// transparent bitmap, with global alpha 1 and the normal blend mode; the clip and
    /// transform carry on. The graphics state is saved, as `saveGState` does.
    public func beginTransparencyLayer() {
        transparencyLayers.append(TransparencyLayer(pixels: pixels, state: state, savedStateDepth: savedStates.count))
        pixels = PixelBuffer(width: width, height: height, format: pixels.format)
        state.alpha = 1
        state.blendMode = .normal
    }

    /// Ends the transparency layer begun last and composites it over what was beneath, with the
    /// global alpha in effect at its begin; the graphics state of its begin comes back. Nothing
    /// when no layer is open.
    public func endTransparencyLayer() {
        endTransparencyLayer(shadow: nil)
    }

    /// Ends the transparency layer begun last, casting `shadow` beneath it: the shadow of
    /// `caster`'s alpha (a bitmap of this context's size, a layer's `shadowPath` filled) when
    /// given, else of the layer's content.
    package func endTransparencyLayer(shadow: LayerShadow?, castBy caster: PixelBuffer? = nil) {
        guard let layer = transparencyLayers.popLast() else { return }
        let content = pixels
        pixels = layer.pixels
        savedStates.removeLast(savedStates.count - layer.savedStateDepth)
        state = layer.state
        let bounds = paintBounds
        guard !bounds.isEmpty else { return }
        let alpha = Float(state.alpha)
        if let shadow, shadow.color.alpha > 0 {
            let caster = caster.flatMap { $0.width == width && $0.height == height ? $0 : nil } ?? content
            compositeShadow(of: caster, shadow, alpha: alpha, within: bounds)
        }
        // The clip was applied as the content was painted: composite it unclipped.
        composite(content, alpha: alpha, within: bounds)
    }

    /// A context of this one's size whose user space and rectangle clip are this one's: where a
    /// mask is rendered before ``clip(toAlphaOf:)``.
    package func makeCompatibleContext() -> CGContext {
        // Non-nil: this context holds pixels.
        let context = CGContext(width: width, height: height)!
        context.state.transform = state.transform
        context.state.clipBounds = state.clipBounds
        return context
    }

    /// Intersects the clip with the alpha of `mask`, a bitmap of this context's size (a
    /// ``makeCompatibleContext()``'s pixels): a layer's `mask`.
    package func clip(toAlphaOf mask: PixelBuffer) {
        guard mask.width == width, mask.height == height else { return }
        let stride = mask.format.bytesPerPixel, alphaOffset = stride - 1
        var clip = state.clipMask ?? [UInt8](repeating: 255, count: width * height)
        mask.bytes.withUnsafeBufferPointer { bytes in
            for index in clip.indices {
                clip[index] = UInt8((Int(clip[index]) * Int(bytes[index * stride + alphaOffset]) + 127) / 255)
            }
        }
        state.clipMask = clip
    }

    /// Source-over of premultiplied `content` scaled by `alpha`, pixel for pixel.
    private func composite(_ content: PixelBuffer, alpha: Float, within bounds: PixelBounds) {
        let stride = pixels.format.bytesPerPixel
        content.bytes.withUnsafeBufferPointer { source in
            pixels.bytes.withUnsafeMutableBufferPointer { destination in
                for y in bounds.top..<bounds.bottom {
                    for x in bounds.left..<bounds.right {
                        let offset = (y * width + x) * stride
                        let sourceAlpha = Float(source[offset + stride - 1])
                        guard sourceAlpha > 0 else { continue }
                        let keep = 1 - sourceAlpha * alpha / 255
                        for component in offset..<offset + stride {
                            let value = Float(source[component]) * alpha + Float(destination[component]) * keep
                            destination[component] = UInt8(min(value, 255) + 0.5)
                        }
                    }
                }
            }
        }
    }

    /// Paints `shadow` of `content`'s alpha: blurred, moved and tinted, under the clip.
    private func compositeShadow(of content: PixelBuffer, _ shadow: LayerShadow, alpha: Float, within bounds: PixelBounds) {
        let stride = content.format.bytesPerPixel
        var plane = [Float](repeating: 0, count: width * height)
        content.bytes.withUnsafeBufferPointer { bytes in
            for index in plane.indices { plane[index] = Float(bytes[index * stride + stride - 1]) / 255 }
        }
        GaussianBlur(sigma: Float(shadow.sigma)).apply(to: &plane, width: width, height: height)
        let dx = Int(shadow.offset.width.rounded()), dy = Int(shadow.offset.height.rounded())
        let painter = Painter(state: state, width: width, isMask: pixels.format == .alpha8)
        pixels.bytes.withUnsafeMutableBufferPointer { bytes in
            for y in bounds.top..<bounds.bottom {
                let sourceY = y - dy
                guard (0..<height).contains(sourceY) else { continue }
                for x in bounds.left..<bounds.right {
                    let sourceX = x - dx
                    guard (0..<width).contains(sourceX) else { continue }
                    let coverage = plane[sourceY * width + sourceX]
                    if coverage > 0 { painter.paint(shadow.color, coverage, x, y, bytes) }
                }
            }
        }
    }
}
