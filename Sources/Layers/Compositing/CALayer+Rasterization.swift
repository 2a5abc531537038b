import Foundation

/// Rasterization (`shouldRasterize`): the layer and its sublayers rendered once into a bitmap
/// at `rasterizationScale` pixels per point, in the layer's space, and that bitmap composited —
/// at the layer's opacity — until something in the subtree changes or animates.
///
/// Whether the bitmap is stale is told by a digest of the subtree's change counts (each
/// ``CALayer/markChanged(_:)`` counts one), so a change is seen however the frame buffer's
/// change marks were cleared since, and a hidden subtree that changed is drawn anew when shown.
extension CALayer {
    /// The bitmap of a rasterized layer, the rectangle of the layer's space it covers, and the
    /// digest of the subtree it was made from.
    package struct Raster {
        package let image: CGImage?
        package let rect: CGRect
        let digest: Int
    }

    /// The most pixels a raster may have; a larger subtree is rendered each time instead.
    static let largestRaster: CGFloat = 4096 * 4096

    /// Draws the layer from its raster, made anew when the subtree changed since.
    func drawRasterized(in context: CGContext, _ shown: ShownState, presented: Bool) {
        var unrasterized = shown
        unrasterized.values.shouldRasterize = false
        guard let digest = subtreeDigest() else {
            // Something beneath animates: every frame differs, and Core Animation rasterizes each.
            raster = nil
            OffscreenPassRecorder.current?.record(self, [.rasterization])
            return renderLayer(in: context, unrasterized, presented: presented)
        }
        if raster?.digest != digest {
            unrasterized.values.opacity = 1
            OffscreenPassRecorder.current?.record(self, [.rasterization])
            raster = makeRaster(unrasterized, presented: presented, digest: digest)
        }
        guard let raster else { return renderLayer(in: context, unrasterized, presented: presented) }
        guard let image = raster.image else { return }
        context.saveGState()
        context.setAlpha(CGFloat(shown.values.opacity))
        context.drawUpright(image, in: raster.rect)
        if CompositingDebugOptions.active.contains(.colorOffscreenRendered) {
            context.setFillColor(CALayer.offscreenTint)
            context.fill(raster.rect)
        }
        context.restoreGState()
    }

    /// Renders the layer as `opaque` shows it (no opacity, not rasterized) into a bitmap of
    /// whole pixels covering all it paints; nil when that is too large to keep.
    private func makeRaster(_ opaque: ShownState, presented: Bool, digest: Int) -> Raster? {
        let scale = opaque.values.rasterizationScale, extent = paintedExtent(opaque, presented: presented)
        guard !extent.isNull, !extent.isInfinite else { return Raster(image: nil, rect: .null, digest: digest) }
        let pixels = CGRect(x: extent.minX * scale, y: extent.minY * scale, width: extent.width * scale, height: extent.height * scale).integral
        guard pixels.width * pixels.height <= CALayer.largestRaster else { return nil }
        let rect = CGRect(x: pixels.minX / scale, y: pixels.minY / scale, width: pixels.width / scale, height: pixels.height / scale)
        let context = CGContext.backingStore(size: rect.size, opaque: false, scale: scale)
        context?.translateBy(x: -rect.minX, y: -rect.minY)
        if let context { renderLayer(in: context, opaque, presented: presented) }
        return Raster(image: context.flatMap { $0.hasPainted ? $0.makeImage() : nil }, rect: rect, digest: digest)
    }

    /// The rectangle of the layer's space that the layer, as `shown` shows it, and its
    /// sublayers can paint: the bounds, what its kind draws, its contents, sublayers unless it
    /// masks to its bounds, and its shadow.
    func paintedExtent(_ shown: ShownState, presented: Bool) -> CGRect {
        let values = shown.values
        var extent = values.bounds
        if drawsOwnContent { extent = extent.union(ownContentExtent(shown)) }
        if !values.masksToBounds {
            if let contents = storedContents {
                let size = CGSize(width: CGFloat(contents.width) / values.contentsScale, height: CGFloat(contents.height) / values.contentsScale)
                extent = extent.union(values.contentsGravity.rect(for: size, in: values.bounds))
            }
            for sublayer in storedSublayers {
                let state = presented ? sublayer.shownState : sublayer.modelState
                guard !state.values.isHidden else { continue }
                extent = extent.union(sublayer.paintedExtent(state, presented: presented).applying(CALayer.placement(state.values)))
            }
        }
        if values.shadowOpacity > 0 {
            if let path = values.shadowPath { extent = extent.union(path.boundingBox) }
            // A Gaussian blur of the radius reaches three times it; the offset goes either way.
            let reach = 3 * values.shadowRadius + max(abs(values.shadowOffset.width), abs(values.shadowOffset.height))
            extent = extent.insetBy(dx: -reach, dy: -reach)
        }
        return extent
    }

    /// A digest of the layer's subtree, its mask's included, that differs once anything in it
    /// changed; nil while something in it animates.
    func subtreeDigest() -> Int? {
        var hasher = Hasher()
        return digest(into: &hasher) ? hasher.finalize() : nil
    }

    private func digest(into hasher: inout Hasher) -> Bool {
        guard animations.isEmpty else { return false }
        hasher.combine(ObjectIdentifier(self))
        hasher.combine(changeCount)
        hasher.combine(storedSublayers.count)
        if let mask = storedMask, !mask.digest(into: &hasher) { return false }
        for sublayer in storedSublayers where !sublayer.digest(into: &hasher) { return false }
        return true
    }
}
