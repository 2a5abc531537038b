import Foundation

/// What a layer shows at one moment: its values with its running animations applied.
package struct ShownState {
    package var values: CompositedValues
    /// A shape layer's shape; nil for other layers.
    package var shape: ShapeValues?
    /// A gradient layer's gradient; nil for other layers.
    package var gradient: GradientValues? = nil
    /// A text layer's text; nil for other layers.
    package var text: TextValues? = nil
}

/// A layer property an animation can move, found by its key path (`opacity`, `position.x`,
/// `transform.rotation.z`, `strokeEnd`…): how to read it from and write it into what is shown.
package struct AnimatedProperty {
    package let read: (ShownState) -> AnimatableValue
    package let write: (inout ShownState, AnimatableValue) -> Void

    /// The property of the key path, for a layer of any kind; nil for one no layer animates.
    /// Shape layers add theirs (see `CAShapeLayer`).
    static func layerProperty(_ keyPath: String) -> AnimatedProperty? {
        switch keyPath {
        case "bounds": rect(\.values.bounds)
        case "bounds.origin": point(\.values.bounds.origin)
        case "bounds.size": size(\.values.bounds.size)
        case "bounds.origin.x": scalar(\.values.bounds.origin.x)
        case "bounds.origin.y": scalar(\.values.bounds.origin.y)
        case "bounds.size.width": scalar(\.values.bounds.size.width)
        case "bounds.size.height": scalar(\.values.bounds.size.height)
        case "position": point(\.values.position)
        case "position.x": scalar(\.values.position.x)
        case "position.y": scalar(\.values.position.y)
        case "anchorPoint": point(\.values.anchorPoint)
        case "transform": AnimatedProperty(read: { .transform($0.values.transform) }, write: {
            if case .transform(let transform) = $1 { $0.values.transform = transform }
        })
        case "transform.rotation", "transform.rotation.z": transformComponent(\.rotation)
        case "transform.scale": transformComponent(\.scale)
        case "transform.scale.x": transformComponent(\.scaleX)
        case "transform.scale.y": transformComponent(\.scaleY)
        case "transform.translation.x": transformComponent(\.translationX)
        case "transform.translation.y": transformComponent(\.translationY)
        case "opacity": float(\.values.opacity)
        case "backgroundColor": color(\.values.backgroundColor)
        case "cornerRadius": scalar(\.values.cornerRadius)
        case "borderWidth": scalar(\.values.borderWidth)
        case "borderColor": color(\.values.borderColor)
        case "shadowColor": color(\.values.shadowColor)
        case "shadowOpacity": float(\.values.shadowOpacity)
        case "shadowOffset": size(\.values.shadowOffset)
        case "shadowRadius": scalar(\.values.shadowRadius)
        case "shadowPath": path(\.values.shadowPath)
        case "contentsRect": rect(\.values.contentsRect)
        case "contentsCenter": rect(\.values.contentsCenter)
        default: nil
        }
    }

    static func scalar(_ field: WritableKeyPath<ShownState, CGFloat>) -> AnimatedProperty {
        AnimatedProperty(read: { .scalar($0[keyPath: field]) }, write: { if case .scalar(let value) = $1 { $0[keyPath: field] = value } })
    }

    static func float(_ field: WritableKeyPath<ShownState, Float>) -> AnimatedProperty {
        AnimatedProperty(read: { .scalar(CGFloat($0[keyPath: field])) }, write: { if case .scalar(let value) = $1 { $0[keyPath: field] = Float(value) } })
    }

    static func point(_ field: WritableKeyPath<ShownState, CGPoint>) -> AnimatedProperty {
        AnimatedProperty(read: { .point($0[keyPath: field]) }, write: { if case .point(let value) = $1 { $0[keyPath: field] = value } })
    }

    static func size(_ field: WritableKeyPath<ShownState, CGSize>) -> AnimatedProperty {
        AnimatedProperty(read: { .size($0[keyPath: field]) }, write: { if case .size(let value) = $1 { $0[keyPath: field] = value } })
    }

    static func rect(_ field: WritableKeyPath<ShownState, CGRect>) -> AnimatedProperty {
        AnimatedProperty(read: { .rect($0[keyPath: field]) }, write: { if case .rect(let value) = $1 { $0[keyPath: field] = value } })
    }

    static func color(_ field: WritableKeyPath<ShownState, CGColor?>) -> AnimatedProperty {
        AnimatedProperty(read: { .color($0[keyPath: field]) }, write: { if case .color(let value) = $1 { $0[keyPath: field] = value } })
    }

    static func path(_ field: WritableKeyPath<ShownState, CGPath?>) -> AnimatedProperty {
        AnimatedProperty(read: { .path($0[keyPath: field]) }, write: { if case .path(let value) = $1 { $0[keyPath: field] = value } })
    }

    /// A component of the transform (its rotation, scale or translation), the others kept.
    private static func transformComponent(_ component: WritableKeyPath<TransformComponents, CGFloat>) -> AnimatedProperty {
        AnimatedProperty(read: { .scalar(TransformComponents($0.values.transform)[keyPath: component]) }, write: { state, value in
            guard case .scalar(let scalar) = value else { return }
            var components = TransformComponents(state.values.transform)
            components[keyPath: component] = scalar
            state.values.transform = components.transform
        })
    }
}

/// An affine transform as a scale, then a rotation, then a translation (without shear): what
/// Core Animation's `transform.rotation.z`, `transform.scale` and `transform.translation` key
/// paths read and write.
struct TransformComponents {
    var scaleX: CGFloat, scaleY: CGFloat, rotation: CGFloat, translationX: CGFloat, translationY: CGFloat

    init(_ transform: CGAffineTransform) {
        scaleX = hypot(transform.a, transform.b)
        rotation = atan2(transform.b, transform.a)
        scaleY = scaleX == 0 ? hypot(transform.c, transform.d) : (transform.a * transform.d - transform.b * transform.c) / scaleX
        (translationX, translationY) = (transform.tx, transform.ty)
    }

    /// Both scales: reading answers the horizontal one.
    var scale: CGFloat {
        get { scaleX }
        set { (scaleX, scaleY) = (newValue, newValue) }
    }

    var transform: CGAffineTransform {
        let cosine = cos(rotation), sine = sin(rotation)
        return CGAffineTransform(a: scaleX * cosine, b: scaleX * sine, c: -scaleY * sine, d: scaleY * cosine,
                                 tx: translationX, ty: translationY)
    }
}
