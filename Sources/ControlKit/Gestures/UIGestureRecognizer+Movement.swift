import DynamicRuntime

/// Geometry the recognizers share: the centroid of their touches and whether a touch strayed
/// from where it came down.
extension UIGestureRecognizer {
    /// The centroid of `points`; nil when there are none.
    static func centroid(of points: [CGPoint]) -> CGPoint? {
        guard !points.isEmpty else { return nil }
        let count = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }

    /// Whether any of `touches` is now farther than `allowableMovement` (window coordinates)
    /// from its start in `startLocations`: the movement that fails a tap or a long press
    /// before it begins. A touch with no recorded start has not strayed.
    static func hasStrayed(_ touches: Set<UITouch>, from startLocations: [ObjectIdentifier: CGPoint],
                           beyond allowableMovement: CGFloat) -> Bool {
        touches.contains { touch in
            startLocations[ObjectIdentifier(touch)].map { touch.location(in: nil).distance(to: $0) > allowableMovement } ?? false
        }
    }
}

extension CGPoint {
    /// The straight-line distance to `other`.
    func distance(to other: CGPoint) -> CGFloat {
        hypot(x - other.x, y - other.y)
    }
}
