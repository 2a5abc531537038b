// The hit test the plugin adds.
@MainActor func extendedHit(_ button: UIButton, _ point: CGPoint) -> Bool {
    button.bounds.insetBy(dx: -12, dy: -12).contains(point)
}
