import Foundation

/// How much of a window's frame buffer a change to a layer makes stale.
package enum CompositeChange: Int, Comparable {
    /// Nothing.
    case none
    /// Only the layer's own contents, a view's new backing store: its rectangle is drawn again.
    case contents
    /// Anything else — geometry, colours, the tree, animations: the whole window is drawn again.
    case appearance

    package static func < (lhs: CompositeChange, rhs: CompositeChange) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Change tracking for a window's frame buffer: each change marks its layer and flags every
/// ancestor, as layout and display marks do, so compositing visits only the paths to changes.
extension CALayer {
    /// Records that the layer changed by `kind`.
    package func markChanged(_ kind: CompositeChange) {
        changeCount &+= 1
        if change < kind { change = kind }
        var ancestor = parentLayer
        while let layer = ancestor, layer.subtreeChange < kind {
            layer.subtreeChange = kind
            ancestor = layer.parentLayer
        }
    }

    /// The most that changed in the layer or beneath it.
    package var pendingChange: CompositeChange { max(change, subtreeChange) }

    /// Forgets the changes of the layer and beneath it, its mask's included.
    package func clearChanges() {
        change = .none
        guard subtreeChange != .none else { return }
        subtreeChange = .none
        for sublayer in storedSublayers { sublayer.clearChanges() }
        storedMask?.clearChanges()
    }

    /// The rectangles, in the space `toRoot` maps this layer's space into, of the layers
    /// beneath whose contents alone changed; nil when a change needs the whole root drawn
    /// again (a shadow or mask on the way depends on what is beneath it, beyond its rectangle; what
    /// a kind of layer draws itself may reach beyond it).
    package func changedContentRects(_ toRoot: CGAffineTransform) -> [CGRect]? {
        if values.shadowOpacity > 0 || storedMask != nil || drawsOwnContent { return nil }
        var rects: [CGRect] = []
        if change == .contents { rects.append(values.bounds.applying(toRoot)) }
        guard subtreeChange != .none else { return rects }
        for sublayer in storedSublayers where sublayer.pendingChange != .none {
            guard let more = sublayer.changedContentRects(sublayer.transformToSuperlayer.concatenating(toRoot)) else { return nil }
            rects += more
        }
        return rects
    }

    /// This layer's space into its superlayer's: what `renderPlaced` applies.
    var transformToSuperlayer: CGAffineTransform { CALayer.placement(values) }

    /// The space of a layer of `values` into its superlayer's.
    static func placement(_ values: CompositedValues) -> CGAffineTransform {
        let bounds = values.bounds, position = values.position
        return CGAffineTransform(translationX: -(values.anchorPoint.x * bounds.width + bounds.minX),
                                 y: -(values.anchorPoint.y * bounds.height + bounds.minY))
            .concatenating(values.transform)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// Whether an animation runs on the layer or beneath it: the next frame differs anyway.
    package var isAnimating: Bool {
        !animations.isEmpty || storedMask?.isAnimating == true || storedSublayers.contains { $0.isAnimating }
    }
}
