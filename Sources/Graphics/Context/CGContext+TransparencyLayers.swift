import Foundation

/// What an open transparency layer paints over, and the state it composites with.
struct TransparencyLayer {
    var pixels: PixelBuffer
    let state: GraphicsState
    let savedStateDepth: Int
    /// The pixels the layer may paint: all the clip allows, or those of its rectangle.
    let bounds: PixelBounds
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
        beginTransparencyLayer(bounding: paintBounds)
    }

    /// Starts a transparency layer that paints only within `rect` of user space
    /// (`CGContextBeginTransparencyLayerWithRect`): what is drawn outside it is lost, and
    /// compositing the layer — and casting its shadow — costs only its pixels, not the context's.
    public func beginTransparencyLayer(in rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty else { return beginTransparencyLayer(bounding: PixelBounds(left: 0, top: 0, right: 0, bottom: 0)) }
        let box = rect.applying(state.transform.concatenating(basePixelTransform))
        guard !box.isNull, box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite,
              max(abs(box.minX), abs(box.minY), abs(box.maxX), abs(box.maxY)) < 1_000_000_000 else {
            return beginTransparencyLayer(bounding: paintBounds)
        }
        let pixels = PixelBounds(left: Int(box.minX.rounded(.down)), top: Int(box.minY.rounded(.down)),
                                 right: Int(box.maxX.rounded(.up)), bottom: Int(box.maxY.rounded(.up)))
        beginTransparencyLayer(bounding: pixels.intersection(paintBounds))
    }

    func beginTransparencyLayer(bounding bounds: PixelBounds) {
        transparencyLayers.append(TransparencyLayer(pixels: pixels, state: state, savedStateDepth: savedStates.count, bounds: bounds))
        if let painted = spareLayerBitmaps.last?.painted, spareLayerBitmaps.last?.bitmap.format == pixels.format {
            // Taken, not copied (the array lets go of it), then made transparent again where its
            // last layer could paint; it is transparent elsewhere.
            pixels = spareLayerBitmaps.removeLast().bitmap
            clear(painted)
        } else {
            pixels = PixelBuffer(width: width, height: height, format: pixels.format)
        }
        state.alpha = 1
        state.blendMode = .normal
        state.clipBounds = bounds
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
        guard var layer = transparencyLayers.popLast() else { return }
        // Swapped, so the bitmap painted over is held once and composited into without a copy.
        swap(&pixels, &layer.pixels)
        let content = layer.pixels
        savedStates.removeLast(savedStates.count - layer.savedStateDepth)
        state = layer.state
        let bounds = paintBounds
        guard !bounds.isEmpty else { return }
        let alpha = Float(state.alpha)
        if let shadow, shadow.color.alpha > 0 {
            let caster = caster.flatMap { $0.width == width && $0.height == height ? $0 : nil } ?? content
            compositeShadow(of: caster, shadow, alpha: alpha, from: layer.bounds, within: bounds)
        }
        // The clip was applied as the content was painted: composite it unclipped.
        composite(content, alpha: alpha, within: bounds.intersection(layer.bounds))
        keepSpare(content, paintedWithin: layer.bounds)
    }

    /// Keeps `bitmap` for the next layer — a bitmap made per layer would cost a clear of the whole
    /// context each time — with the pixels its layer could paint, to clear when it is taken.
    private func keepSpare(_ bitmap: PixelBuffer, paintedWithin bounds: PixelBounds) {
        guard spareLayerBitmaps.count < 4 else { return }
        spareLayerBitmaps.append((bitmap, bounds))
    }

    /// Makes `bounds` of the bitmap painted into transparent.
    private func clear(_ bounds: PixelBounds) {
        guard !bounds.isEmpty else { return }
        let stride = pixels.format.bytesPerPixel, width = self.width
        pixels.bytes.withUnsafeMutableBufferPointer { bytes in
            for y in bounds.top..<bounds.bottom {
                let start = (y * width + bounds.left) * stride
                bytes[start..<start + (bounds.right - bounds.left) * stride].update(repeating: 0)
            }
        }
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
                clip[index] = PixelConversion.product(Int(clip[index]), Int(bytes[index * stride + alphaOffset]))
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

    /// Paints `shadow` of `content`'s alpha, which lies within `source`: blurred, moved and
    /// tinted, under the clip. Only the pixels the blur can reach from `source` are blurred.
    private func compositeShadow(of content: PixelBuffer, _ shadow: LayerShadow, alpha: Float, from source: PixelBounds,
                                 within bounds: PixelBounds) {
        // The blur's reach: three standard deviations, and a pixel for rounding.
        let reach = Int((3 * shadow.sigma).rounded(.up)) + 1
        let region = PixelBounds(left: source.left - reach, top: source.top - reach, right: source.right + reach, bottom: source.bottom + reach)
            .intersection(PixelBounds(left: 0, top: 0, right: width, bottom: height))
        guard !region.isEmpty else { return }
        let regionWidth = region.right - region.left, regionHeight = region.bottom - region.top
        let stride = content.format.bytesPerPixel
        var plane = [Float](repeating: 0, count: regionWidth * regionHeight)
        content.bytes.withUnsafeBufferPointer { bytes in
            for y in region.top..<region.bottom {
                for x in region.left..<region.right {
                    plane[(y - region.top) * regionWidth + x - region.left] = Float(bytes[(y * width + x) * stride + stride - 1]) / 255
                }
            }
        }
        GaussianBlur(sigma: Float(shadow.sigma)).apply(to: &plane, width: regionWidth, height: regionHeight)
        let dx = Int(shadow.offset.width.rounded()), dy = Int(shadow.offset.height.rounded())
        let painted = PixelBounds(left: region.left + dx, top: region.top + dy, right: region.right + dx, bottom: region.bottom + dy)
            .intersection(bounds)
        guard !painted.isEmpty else { return }
        let painter = Painter(state: state, width: width, isMask: pixels.format == .alpha8)
        pixels.bytes.withUnsafeMutableBufferPointer { bytes in
            for y in painted.top..<painted.bottom {
                let row = (y - dy - region.top) * regionWidth - region.left - dx
                for x in painted.left..<painted.right {
                    let coverage = plane[row + x]
                    if coverage > 0 { painter.paint(shadow.color, coverage, x, y, bytes) }
                }
            }
        }
    }
}
