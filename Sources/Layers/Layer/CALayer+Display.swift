import DynamicRuntime

/// The display of a layer's own contents: ``CALayer/setNeedsDisplay()`` marks it; before its
/// window composites (or at ``CALayer/displayIfNeeded()``) ``CALayer/display()`` runs once, and
/// what ``CALayer/draw(in:)`` paints becomes the layer's contents.
extension CALayer {
    /// `setNeedsDisplay`: marks the layer to display.
    public static let setNeedsDisplayMethod = DeclaredMethod("setNeedsDisplay", of: CALayer.self) { (layer, _: ()) in
        layer.isMarkedForDisplay = true
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
        let bounds = storedBounds
        let context = CGContext.backingStore(size: bounds.size, opaque: false, scale: storedContentsScale)
        context?.translateBy(x: -bounds.minX, y: -bounds.minY)
        if let context { draw(in: context) }
        storedContents = context.flatMap { $0.hasPainted ? $0.makeImage() : nil }
        markChanged(.contents)
    }

    /// Displays the marked layers of the tree (the commit's display stage), down the paths
    /// ``markChanged(_:)`` flagged.
    package func displayMarkedLayers() {
        if isMarkedForDisplay { display() }
        guard subtreeChange != .none else { return }
        for sublayer in storedSublayers where sublayer.pendingChange != .none { sublayer.displayMarkedLayers() }
        if let mask = storedMask, mask.pendingChange != .none { mask.displayMarkedLayers() }
    }
}
