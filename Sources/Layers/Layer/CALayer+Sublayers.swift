import DynamicRuntime

/// The layer tree. A view's layer holds its subviews' layers in their order, placed by the
/// view hierarchy's calls; layers of one's own can be added around them.
extension CALayer {
    /// `addSublayer:`: adds a layer on top of the others.
    public static let addSublayerMethod = DeclaredMethod("addSublayer:", of: CALayer.self) { (layer, sublayer: CALayer) in
        layer.insertSublayerBody(sublayer, at: layer.storedSublayers.count)
    }
    /// `insertSublayer:atIndex:`: adds a layer at an index of the sublayers, back to front.
    public static let insertSublayerMethod = DeclaredMethod("insertSublayer:atIndex:", of: CALayer.self) {
        (layer, arguments: (CALayer, Int)) in layer.insertSublayerBody(arguments.0, at: arguments.1)
    }
    /// `removeFromSuperlayer`: takes the layer out of its superlayer.
    public static let removeFromSuperlayerMethod = DeclaredMethod("removeFromSuperlayer", of: CALayer.self) { (layer, _: ()) in
        layer.removeFromSuperlayerBody()
    }

    /// `sublayers` / `setSublayers:`: the sublayers, read and set by key as Core Animation's.
    /// An observer hears each `setSublayers:` — a set through the property, by Swift or
    /// `setValue(_:forKey:)` — as on iOS, where automatic notification wraps the setter; not
    /// `addSublayer:`, `insertSublayer:…` or `removeFromSuperlayer`, which change the list
    /// without the setter and, as on iOS, announce nothing.
    public static let sublayersProperty = DeclaredProperty<CALayer, [CALayer]?>("sublayers", of: CALayer.self, get: {
        $0.storedSublayers.isEmpty ? nil : $0.storedSublayers
    }) { layer, sublayers in
        for sublayer in layer.storedSublayers { sublayer.removeFromSuperlayer() }
        for sublayer in sublayers ?? [] { layer.addSublayer(sublayer) }
    }
    /// `superlayer`, read-only: readable by key-value coding, and by key path (`superlayer.bounds`).
    /// An observer of it is registered but never told, as on iOS: no setter changes it, and Core
    /// Animation announces no move from one superlayer to another.
    public static let superlayerProperty = DeclaredProperty(readOnly: "superlayer", of: CALayer.self) { $0.storedSuperlayer }

    /// The layers drawn above this one's contents, back to front; nil when there are none, as
    /// Core Animation answers. Setting it removes the sublayers there were and adds the new ones
    /// in order, each through the dynamic members (`removeFromSuperlayer`, `addSublayer:`).
    public var sublayers: [CALayer]? {
        get { CALayer.sublayersProperty.get(self) }
        set { CALayer.sublayersProperty.set(self, newValue) }
    }

    /// The layer this one is a sublayer of, if any.
    public var superlayer: CALayer? { CALayer.superlayerProperty.get(self) }

    /// Adds `layer` above the other sublayers, taking it from its superlayer first.
    public func addSublayer(_ layer: CALayer) {
        CALayer.addSublayerMethod.send(to: self, layer)
    }

    /// Adds `layer` at `index` of the sublayers (clamped to them), taking it from its
    /// superlayer first.
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        CALayer.insertSublayerMethod.send(to: self, (layer, Int(index)))
    }

    /// Adds `layer` just below `sibling` (`insertSublayer:below:`); at the bottom when `sibling`
    /// is nil or not a sublayer, as in Core Animation.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = storedSublayers.firstIndex { $0 === sibling } ?? 0
        CALayer.insertSublayerMethod.send(to: self, (layer, index))
    }

    /// Adds `layer` just above `sibling` (`insertSublayer:above:`); on top when `sibling` is nil
    /// or not a sublayer, as in Core Animation.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = storedSublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? storedSublayers.count
        CALayer.insertSublayerMethod.send(to: self, (layer, index))
    }

    /// Takes the layer out of its superlayer's sublayers; nothing without one.
    public func removeFromSuperlayer() {
        CALayer.removeFromSuperlayerMethod.send(to: self, ())
    }

    /// Inserts `layer` at `index`. A layer cannot hold itself or an ancestor (the tree would be a
    /// cycle): that insertion is ignored, as `addSubview` ignores it for views.
    package func insertSublayerBody(_ layer: CALayer, at index: Int) {
        guard layer !== self, !isDescendant(of: layer) else { return }
        layer.removeFromSuperlayerBody()
        storedSublayers.insert(layer, at: min(max(index, 0), storedSublayers.count))
        layer.storedSuperlayer = self
        // A view's layer follows its view's window, which the view moves it with.
        if layer.owner == nil { layer.followClock { self.applicationClock ?? .media } }
        layer.flagAncestorsForDisplay()
        // Marked as the inserted layer, so the path to it is flagged: the next composite clears
        // whatever it was marked with while detached, and its later changes are seen.
        layer.markChanged(.appearance)
    }

    package func removeFromSuperlayerBody() {
        guard let superlayer = storedSuperlayer else { return }
        superlayer.storedSublayers.removeAll { $0 === self }
        storedSuperlayer = nil
        if owner == nil { followClock { self.applicationClock ?? .media } }
        superlayer.markChanged(.appearance)
    }

    private func isDescendant(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.storedSuperlayer
        }
        return false
    }
}
