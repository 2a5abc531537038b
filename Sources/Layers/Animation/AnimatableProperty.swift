import Foundation

/// A layer property that view animations animate: what `UIView.animate` turns a change of a
/// view's frame, bounds, center, transform, alpha or backgroundColor into.
package enum AnimatableKey: Hashable {
    case bounds, position, transform, opacity, backgroundColor
}

/// A value of an ``AnimatableKey``, and the straight line between two of them.
package enum AnimatableValue: Equatable {
    case rect(CGRect)
    case point(CGPoint)
    case transform(CGAffineTransform)
    case scalar(CGFloat)
    /// A colour; nil is transparent (clear of the other end's colour, so a fade keeps its hue).
    case color(CGColor?)

    /// The value a fraction `progress` of the way to `end` (beyond 0...1 for a spring's
    /// overshoot). Values of different kinds never meet: the keys fix their kinds.
    package func interpolated(to end: AnimatableValue, _ progress: CGFloat) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        switch (self, end) {
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.transform(a), .transform(b)):
            return .transform(CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                                tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case let (.scalar(a), .scalar(b)):
            return .scalar(mix(a, b))
        case let (.color(a), .color(b)):
            guard a != nil || b != nil else { return .color(nil) }
            let from = (a ?? b!.copy(alpha: 0)).components, to = (b ?? a!.copy(alpha: 0)).components
            return .color(CGColor(red: mix(from[0], to[0]), green: mix(from[1], to[1]), blue: mix(from[2], to[2]),
                                  alpha: min(max(mix(from[3], to[3]), 0), 1)))
        default:
            return end
        }
    }
}
