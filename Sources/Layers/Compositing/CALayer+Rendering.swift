import Foundation

/// Rendering a layer tree into a context, as Core Animation's render server composites it:
/// per layer, its shadow, background, contents, what its kind draws (a shape layer's shape),
/// sublayers (clipped when it masks to its bounds) and border, the whole under its opacity and
/// mask. Every property is drawn as it is shown at the clock's time (see `shownState`).
extension CALayer {
    /// Draws the layer and its sublayers into `context` in the layer's own coordinate space:
    /// a point of its bounds lands where that point is in the context's user space
    /// (`renderInContext:`). As Core Animation's, it draws the model values, not the running
    /// animations. Hidden layers draw nothing.
    public func render(in context: CGContext) {
        renderLayer(in: context, modelState, presented: false)
    }

    /// Draws the layer and its sublayers as shown now, the running animations applied: what a
    /// window's screen and `drawHierarchy` show.
    package func renderPresentation(in context: CGContext) {
        renderLayer(in: context, shownState, presented: true)
    }

    /// Draws the layer in its own space, as `shown` (its values with the animations applied).
    func renderLayer(in context: CGContext, _ shown: ShownState, presented: Bool) {
        let values = shown.values, opacity = CGFloat(values.opacity)
        guard !values.isHidden, opacity > 0 else { return }
        if values.shouldRasterize { return drawRasterized(in: context, shown, presented: presented) }
        if let recorder = OffscreenPassRecorder.current { recorder.record(self, offscreenReasons(values)) }
        let shadow = shadowInPixels(context, values)
        let mask = storedMask
        // One fill alone needs no group: painting it at the opacity is the same.
        let fillsAlone = storedSublayers.isEmpty && storedContents == nil && values.borderWidth == 0 && !drawsOwnContent
        let isGroup = mask != nil || shadow != nil || (opacity < 1 && !fillsAlone)
        guard isGroup || opacity < 1 else { return drawContent(in: context, shown, presented: presented) }
        context.saveGState()
        defer { context.restoreGState() }
        guard isGroup else {
            context.setAlpha(opacity)
            return drawContent(in: context, shown, presented: presented)
        }
        if let mask {
            let maskContext = context.makeCompatibleContext()
            mask.renderPlaced(in: maskContext, presented: presented)
            context.clip(toAlphaOf: maskContext.pixels)
        }
        context.setAlpha(opacity)
        // Only the pixels the layer can paint, its shadow's included, are grouped and composited.
        context.beginTransparencyLayer(in: paintedExtent(shown, presented: presented))
        drawContent(in: context, shown, presented: presented)
        context.endTransparencyLayer(shadow: shadow, castBy: shadow == nil ? nil : shadowCaster(of: values.shadowPath, in: context))
    }

    /// Draws the layer at its place in its superlayer's space (the context's user space).
    private func renderPlaced(in context: CGContext, presented: Bool) {
        let shown = presented ? shownState : modelState, values = shown.values, bounds = values.bounds
        if isCulled(in: context, values) { return }
        context.saveGState()
        context.translateBy(x: values.position.x, y: values.position.y)
        if !values.transform.isIdentity { context.concatenate(values.transform) }
        context.translateBy(x: -(values.anchorPoint.x * bounds.width + bounds.minX), y: -(values.anchorPoint.y * bounds.height + bounds.minY))
        renderLayer(in: context, shown, presented: presented)
        context.restoreGState()
    }

    /// Whether the layer cannot paint a pixel the clip lets through: a layer with nothing
    /// beyond its frame (no sublayers, no shadow, contents that stay inside its bounds) outside
    /// the clip, as when a window composites only a changed rectangle. Tested in the
    /// superlayer's space, before anything is set up to draw it.
    private func isCulled(in context: CGContext, _ values: CompositedValues) -> Bool {
        guard storedSublayers.isEmpty, values.shadowOpacity == 0, !drawsOwnContent || values.masksToBounds else { return false }
        let contentsStayInside = storedContents == nil || values.masksToBounds
            || values.contentsGravity == .resize || values.contentsGravity == .resizeAspect
        return contentsStayInside && !context.mayPaint(in: frame(bounds: values.bounds, position: values.position, transform: values.transform))
    }

    /// Background, contents, what the kind draws, sublayers and border, in the layer's space.
    private func drawContent(in context: CGContext, _ shown: ShownState, presented: Bool) {
        let values = shown.values, bounds = values.bounds
        let outline = roundedOutline(of: bounds, values)
        if let background = values.backgroundColor, background.alpha > 0 {
            context.setFillColor(background)
            fill(outline, bounds, in: context)
        }
        let clips = values.masksToBounds
        if clips {
            context.saveGState()
            if let outline {
                context.addPath(outline)
                context.clip()
            } else {
                context.clip(to: bounds)
            }
        }
        if let contents = shownContents(values) {
            let size = CGSize(width: CGFloat(contents.width) / values.contentsScale, height: CGFloat(contents.height) / values.contentsScale)
            let rect = values.contentsGravity.rect(for: size, in: bounds)
            if values.contentsCenter == CALayer.unitRect || rect.size == size {
                drawContents(contents, in: rect, context: context)
            } else {
                drawNineParts(contents, in: rect, center: values.contentsCenter, scale: values.contentsScale, context: context)
            }
        }
        if drawsOwnContent {
            context.saveGState()
            drawOwnContent(in: context, shown)
            context.restoreGState()
        }
        let overlays = CompositingDebugOptions.active
        if overlays.contains(.colorBlendedLayers) { drawBlendingOverlay(outline, values, in: context) }
        for sublayer in storedSublayers { sublayer.renderPlaced(in: context, presented: presented) }
        if overlays.contains(.colorOffscreenRendered) { drawOffscreenOverlay(outline, values, in: context) }
        if clips { context.restoreGState() }
        drawBorder(in: context, bounds: bounds, values)
    }

    static let unitRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// The contents as shown: the part ``contentsRect`` picks (the whole by default).
    private func shownContents(_ values: CompositedValues) -> CGImage? {
        guard let contents = storedContents else { return nil }
        guard values.contentsRect != CALayer.unitRect else { return contents }
        let (width, height) = (CGFloat(contents.width), CGFloat(contents.height))
        let part = values.contentsRect
        return contents.cropping(to: CGRect(x: part.minX * width, y: part.minY * height, width: part.width * width, height: part.height * height))
    }

    /// Draws `contents` into `rect` in nine parts by `center` (unit coordinates of it): the
    /// corners at their own size (`scale` pixels a point), the edges stretched along themselves,
    /// the middle both ways; the corners shrink together when `rect` is smaller than they are.
    private func drawNineParts(_ contents: CGImage, in rect: CGRect, center: CGRect, scale: CGFloat, context: CGContext) {
        let (width, height) = (CGFloat(contents.width), CGFloat(contents.height))
        // Pixel columns and rows of the image where the parts meet, and their sizes in points.
        let xs = [0, (center.minX * width).rounded(), (center.maxX * width).rounded(), width].map { min(max($0, 0), width) }
        let ys = [0, (center.minY * height).rounded(), (center.maxY * height).rounded(), height].map { min(max($0, 0), height) }
        func spans(_ edges: [CGFloat], _ available: CGFloat) -> [CGFloat] {
            let start = (edges[1] - edges[0]) / scale, end = (edges[3] - edges[2]) / scale
            let shrink = start + end > available && start + end > 0 ? available / (start + end) : 1
            return [start * shrink, max(available - (start + end) * shrink, 0), end * shrink]
        }
        let columns = spans(xs, rect.width), rows = spans(ys, rect.height)
        var y = rect.minY
        for row in 0..<3 {
            var x = rect.minX
            for column in 0..<3 {
                let source = CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
                let destination = CGRect(x: x, y: y, width: columns[column], height: rows[row])
                if destination.width > 0, destination.height > 0, let part = contents.cropping(to: source) {
                    context.drawUpright(part, in: destination)
                }
                x += columns[column]
            }
            y += rows[row]
        }
    }

    /// Draws `contents` into `rect`. Scaled onto whole pixels, as an image view's image usually
    /// is, it is scaled once and kept (as a render server keeps a layer's texture): later frames
    /// copy the scaled pixels, which are the ones drawing it scaled would paint.
    private func drawContents(_ contents: CGImage, in rect: CGRect, context: CGContext) {
        guard let pixels = context.pixelRect(of: rect), pixels == pixels.integral,
              Int(pixels.width) != contents.width || Int(pixels.height) != contents.height else {
            return context.drawUpright(contents, in: rect)
        }
        let (width, height) = (Int(pixels.width), Int(pixels.height))
        if let cache = scaledContents, cache.source === contents, cache.image.width == width, cache.image.height == height,
           cache.quality == context.interpolationQuality {
            return context.drawUpright(cache.image, in: rect)
        }
        guard let scaler = CGContext(width: width, height: height) else { return }
        scaler.interpolationQuality = context.interpolationQuality
        scaler.draw(contents, in: CGRect(x: 0, y: 0, width: width, height: height))
        guard let image = scaler.makeImage() else { return }
        scaledContents = ScaledContents(source: contents, quality: context.interpolationQuality, image: image)
        context.drawUpright(image, in: rect)
    }

    /// The bounds rounded by the corner radius on the masked corners; nil when square.
    func roundedOutline(of bounds: CGRect, _ values: CompositedValues) -> CGPath? {
        guard values.cornerRadius > 0, !values.maskedCorners.isEmpty else { return nil }
        return roundedPath(bounds, radius: values.cornerRadius, values.maskedCorners)
    }

    private func roundedPath(_ rect: CGRect, radius: CGFloat, _ corners: CACornerMask) -> CGPath {
        func corner(_ corner: CACornerMask) -> CGSize {
            corners.contains(corner) ? CGSize(width: radius, height: radius) : .zero
        }
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerRadii: PathShapes.CornerRadii(
            maxXMaxY: corner(.layerMaxXMaxYCorner), minXMaxY: corner(.layerMinXMaxYCorner),
            minXMinY: corner(.layerMinXMinYCorner), maxXMinY: corner(.layerMaxXMinYCorner)))
        return path
    }

    func fill(_ outline: CGPath?, _ bounds: CGRect, in context: CGContext) {
        guard let outline else { return context.fill(bounds) }
        context.addPath(outline)
        context.fillPath()
    }

    /// The border: the ring between the rounded bounds and the same inset by the width, its
    /// inner corners rounded by what is left of the radius.
    private func drawBorder(in context: CGContext, bounds: CGRect, _ values: CompositedValues) {
        let width = min(values.borderWidth, bounds.width / 2, bounds.height / 2)
        guard width > 0, let color = values.borderColor, color.alpha > 0 else { return }
        let inner = bounds.insetBy(dx: width, dy: width)
        context.setFillColor(color)
        if values.cornerRadius > 0, !values.maskedCorners.isEmpty {
            context.addPath(roundedPath(bounds, radius: values.cornerRadius, values.maskedCorners))
            if !inner.isEmpty { context.addPath(roundedPath(inner, radius: max(values.cornerRadius - width, 0), values.maskedCorners)) }
        } else {
            context.addRect(bounds)
            if !inner.isEmpty { context.addRect(inner) }
        }
        context.fillPath(using: .evenOdd)
    }

    /// The shape that casts the shadow when the layer has a `shadowPath`: the path filled, in
    /// the layer's space; nil casts the shadow of the layer's content.
    private func shadowCaster(of path: CGPath?, in context: CGContext) -> PixelBuffer? {
        guard let path else { return nil }
        let caster = context.makeCompatibleContext()
        caster.addPath(path)
        caster.fillPath()
        return caster.pixels
    }

    /// The shadow in the context's pixels, or nil when it does not show.
    private func shadowInPixels(_ context: CGContext, _ values: CompositedValues) -> LayerShadow? {
        guard values.shadowOpacity > 0, let color = values.shadowColor, color.alpha > 0 else { return nil }
        let ctm = context.ctm
        // The offset through the transform's linear part, then from y up to rows down.
        let offset = CGSize(width: ctm.a * values.shadowOffset.width + ctm.c * values.shadowOffset.height,
                            height: -(ctm.b * values.shadowOffset.width + ctm.d * values.shadowOffset.height))
        let scale = abs(ctm.a * ctm.d - ctm.b * ctm.c).squareRoot()
        return LayerShadow(color: color.withAlpha(color.alpha * CGFloat(values.shadowOpacity)).premultiplied,
                           offset: offset, sigma: values.shadowRadius * scale)
    }
}

/// A layer's contents scaled to the pixels they were last drawn into.
struct ScaledContents {
    let source: CGImage
    let quality: CGInterpolationQuality
    let image: CGImage
}
