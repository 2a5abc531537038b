import DynamicRuntime

/// The display of a layer's own contents: ``CALayer/setNeedsDisplay()`` marks it; before its
/// window composites (or at ``CALayer/displayIfNeeded()``) ``CALayer/display()`` runs once, and
/// what ``CALayer/draw(in:)`` paints becomes the layer's contents.
extension CALayer {
    /// `setNeedsDisplay`: marks the layer to display.
    public static let setNeedsDisplayMethod = DeclaredMethod("setNeedsDisplay", of: CALayer.self) { (layer, _: ()) in
        layer.isMarkedForDisplay = true
        layer.flagAncestorsForDisplay()
        layer.markChanged(.contents)
    }
    /// `display`: makes the contents, through the delegate if it has one.
    public static let displayMethod = DeclaredMethod("display", of: CALayer.self) { (layer, _: ()) in
        layer.isMarkedForDisplay = false
        guard let delegate = layer.delegate else { return layer.drawBackingStore() }
        delegate.display(layer)
    }
    /// `drawInContext:`: draws the contents; the base asks the delegate.
    public static let drawInContextMethod = DeclaredMethod("drawInContext:", of: CALayer.self) { (layer, context: CGContext) in
        layer.delegate?.draw(layer, in: context)
    }

    /// Paints a new backing store of the bounds at the contents scale with ``draw(in:)`` and
    /// makes it the contents; a drawing that paints nothing leaves none.
    package func drawBackingStore() {
        let context = makeBackingStore()
        if let context { draw(in: context) }
        storedContents = context.flatMap { $0.hasPainted ? $0.makeImage() : nil }
        markChanged(.contents)
    }

    /// A new transparent backing store of the bounds at the contents scale, its user space the
    /// layer's own (the bounds' origin at its place, y down); nil for bounds that hold no pixel.
    package func makeBackingStore() -> CGContext? {
        let bounds = values.bounds
        let context = CGContext.backingStore(size: bounds.size, opaque: false, scale: values.contentsScale)
        context?.translateBy(x: -bounds.minX, y: -bounds.minY)
        return context
    }

    /// Flags the layers above this one as leading to a layer marked for display, so the commit
    /// visits only those paths; a layer brought into a tree with marks beneath it flags its new
    /// ancestors.
    func flagAncestorsForDisplay() {
        guard isMarkedForDisplay || subtreeMarkedForDisplay else { return }
        var ancestor = parentLayer
        while let layer = ancestor, !layer.subtreeMarkedForDisplay {
            layer.subtreeMarkedForDisplay = true
            ancestor = layer.parentLayer
        }
    }

    /// Displays the marked layers of the tree (the commit's display stage), down the paths
    /// ``flagAncestorsForDisplay()`` flagged.
    package func displayMarkedLayers() {
        if isMarkedForDisplay { display() }
        guard subtreeMarkedForDisplay else { return }
        subtreeMarkedForDisplay = false
        for sublayer in storedSublayers where sublayer.isMarkedForDisplay || sublayer.subtreeMarkedForDisplay {
            sublayer.displayMarkedLayers()
        }
        if let mask = storedMask, mask.isMarkedForDisplay || mask.subtreeMarkedForDisplay { mask.displayMarkedLayers() }
    }
}
