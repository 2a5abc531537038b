import DynamicRuntime

/// The view as the owner of its layer: what a change of the layer's size means to the view, and
/// the clock its layer's animations run on.
extension UIView: LayerOwner {
    nonisolated package func layerBoundsSizeDidChange(from oldSize: CGSize) {
        MainActorBody.run("CALayer setBounds:") { boundsSizeDidChange(from: oldSize) }
    }

    nonisolated package var animationClock: SimulatedClock? {
        MainActorBody.run("CALayer animation clock") { window?.application?.clock }
    }
}
