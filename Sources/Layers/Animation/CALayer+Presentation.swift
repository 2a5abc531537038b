import DynamicRuntime
import Foundation

/// Animations on a layer: a change made inside `UIView.animate` sets the model value at once
/// (observers hear it at once, as on iOS) and adds an animation from the value shown to the new
/// one; ``CALayer/presentation()`` and rendering show the animated value at the clock's time.
extension CALayer {
    /// Called by the setters of animatable properties before they store `value`: inside an
    /// animations block, adds an animation from what is shown now to `value`.
    package func willChange(_ key: AnimatableKey, to value: AnimatableValue) {
        guard let transaction = AnimationTransaction.current, let clock = applicationClock else { return }
        let from = presentedValue(of: key)
        if let previous = animations[key] {
            setAnimation(nil, for: key)
            previous.group.replaced(previous)
        }
        guard from != value else { return }
        let animation = LayerAnimation(key: key, from: from, to: value, beginTime: clock.now + transaction.delay,
                                       duration: transaction.duration, curve: transaction.curve, clock: clock,
                                       group: transaction.group)
        setAnimation(animation, for: key)
        transaction.group.add(animation, to: self)
    }

    /// Sets or removes the animation of `key`: the one place the animations change.
    func setAnimation(_ animation: LayerAnimation?, for key: AnimatableKey) {
        animations[key] = animation
        markChanged(.appearance)
    }

    /// The clock animations run on: the one the nearest owner lends (a view in an application's
    /// window lends its application's), looking up through superlayers and, for a mask, the
    /// layer it masks.
    package var applicationClock: SimulatedClock? {
        var layer: CALayer? = self
        while let current = layer {
            if let clock = current.owner?.animationClock { return clock }
            layer = current.parentLayer
        }
        return nil
    }

    /// The model value of `key`.
    func modelValue(of key: AnimatableKey) -> AnimatableValue {
        switch key {
        case .bounds: .rect(values.bounds)
        case .position: .point(values.position)
        case .transform: .transform(values.transform)
        case .opacity: .scalar(CGFloat(values.opacity))
        case .backgroundColor: .color(values.backgroundColor)
        }
    }

    /// The value of `key` shown now: an animation's, else the model's.
    package func presentedValue(of key: AnimatableKey) -> AnimatableValue {
        animations[key]?.presentedValue ?? modelValue(of: key)
    }

    /// The animatable properties as shown now, read once per layer by rendering.
    package var shown: ShownProperties {
        var shown = ShownProperties(bounds: values.bounds, position: values.position, transform: values.transform,
                                    opacity: CGFloat(values.opacity), backgroundColor: values.backgroundColor)
        for animation in animations.values {
            switch animation.presentedValue {
            case .rect(let bounds): shown.bounds = bounds
            case .point(let position): shown.position = position
            case .transform(let transform): shown.transform = transform
            case .scalar(let opacity): shown.opacity = opacity
            case .color(let color): shown.backgroundColor = color
            }
        }
        return shown
    }

    /// A copy of the layer as it is shown now (`presentationLayer`): its animated properties at
    /// the clock's time, the others as the model has them. The copy has no delegate, sublayers or
    /// animations; reading it changes nothing. Always a layer (Core Animation answers nil
    /// before the layer was first committed; ControlKit has no commit).
    public func presentation() -> Self? {
        let copy = type(of: self).init(), shown = self.shown
        var values = self.values
        values.bounds = shown.bounds
        values.position = shown.position
        values.transform = shown.transform
        values.opacity = Float(shown.opacity)
        values.backgroundColor = shown.backgroundColor
        copy.setComposited(values)
        copy.storedMask = storedMask
        copy.storedContents = storedContents
        copyOwnValues(to: copy)
        return copy
    }
}

/// The animatable properties of a layer as shown at one moment.
package struct ShownProperties {
    package var bounds: CGRect
    package var position: CGPoint
    package var transform: CGAffineTransform
    package var opacity: CGFloat
    package var backgroundColor: CGColor?
}
