import Layers

extension CATransaction {
    /// Runs `changes` to a control's own sublayers in a transaction of their own: animated
    /// over 0.25 s (a control's `setValue(_:animated: true)`), or at once. The one place the
    /// standard controls decide how their layers move.
    static func changingLayers(animated: Bool, _ changes: () -> Void) {
        begin()
        setDisableActions(!animated)
        setAnimationDuration(0.25)
        changes()
        commit()
    }
}
