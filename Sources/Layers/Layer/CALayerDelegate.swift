import Graphics

/// What a layer asks of the object that manages it (`CALayerDelegate`): its contents, the layout
/// of its sublayers and the actions its changes run. Every method is optional, as in Core
/// Animation: the defaults do what a layer without a delegate does. A view is its layer's
/// delegate, as in UIKit.
public protocol CALayerDelegate: AnyObject {
    /// Provides the layer's contents (`displayLayer:`). The default draws them: a backing store
    /// of the layer's bounds that ``draw(_:in:)`` paints.
    func display(_ layer: CALayer)

    /// Draws the layer's contents into `ctx`, the layer's bounds in its coordinates
    /// (`drawLayer:inContext:`). The default draws nothing.
    func draw(_ layer: CALayer, in ctx: CGContext)

    /// Lays out the layer's sublayers (`layoutSublayersOfLayer:`). The default does nothing.
    func layoutSublayers(of layer: CALayer)

    /// The action a change of `event` (a property's key) runs on `layer`
    /// (`actionForLayer:forKey:`): nil to let the layer look further, `NSNull()` to run none.
    /// The default answers nil.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {
        layer.drawBackingStore()
    }

    public func draw(_ layer: CALayer, in ctx: CGContext) {}

    public func layoutSublayers(of layer: CALayer) {}

    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

/// The object a layer backs and whose geometry is the layer's: a view. Beyond a delegate's part
/// it hears what a change of the layer's size means to it and lends the layer its clock.
package protocol LayerOwner: CALayerDelegate {
    /// The layer's bounds changed size from `oldSize`.
    func layerBoundsSizeDidChange(from oldSize: CGSize)
    /// The clock the layer's animations run on: its application's, if it is in a window of one.
    var animationClock: SimulatedClock? { get }
}
