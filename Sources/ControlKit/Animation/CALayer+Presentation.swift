import DynamicRuntime
import Foundation

/// Animations on a layer: a change made inside `UIView.animate` sets the model value at once
/// (observers hear it at once, as on iOS) and adds an animation from the value shown to the new
/// one; ``CALayer/presentation()`` and rendering show the animated value at the clock's time.
extension CALayer {
    /// Called by the setters of animatable properties before they store `value`: inside an
    /// animations block, adds an animation from what is shown now to `value`.
    func willChange(_ key: AnimatableKey, to value: AnimatableValue) {
        guard let transaction = AnimationTransaction.current, let clock = applicationClock else { return }
        let from = presentedValue(of: key)
        if let previous = animations.removeValue(forKey: key) { previous.group.replaced(previous) }
        guard from != value else { return }
        let animation = LayerAnimation(key: key, from: from, to: value, beginTime: clock.now + transaction.delay,
                                       duration: transaction.duration, curve: transaction.curve, clock: clock,
                                       group: transaction.group)
        animations[key] = animation
        transaction.group.add(animation, to: self)
    }

    /// The clock of the application whose window holds this layer (through its view, an
    /// ancestor layer's, or for a mask the masked layer's), which animations run on.
    var applicationClock: SimulatedClock? {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.delegate, let clock = MainActorBody.run("CALayer applicationClock", { view.window.map { $0.application?.clock } }) {
                return clock
            }
            layer = current.parentLayer
        }
        return nil
    }

    /// The model value of `key`.
    func modelValue(of key: AnimatableKey) -> AnimatableValue {
        switch key {
        case .bounds: .rect(boundsBody)
        case .position: .point(positionBody)
        case .transform: .transform(storedTransform)
        case .opacity: .scalar(CGFloat(opacityBody))
        case .backgroundColor: .color(backgroundColorBody)
        }
    }

    /// The value of `key` shown now: an animation's, else the model's.
    func presentedValue(of key: AnimatableKey) -> AnimatableValue {
        animations[key]?.presentedValue ?? modelValue(of: key)
    }

    /// The animatable properties as shown now, read once per layer by rendering.
    var shown: ShownProperties {
        var shown = ShownProperties(bounds: boundsBody, position: positionBody, transform: storedTransform,
                                    opacity: CGFloat(opacityBody), backgroundColor: backgroundColorBody)
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
    /// the clock's time, the others as the model has them. The copy has no view, sublayers or
    /// animations; reading it changes nothing. Always a layer (Core Animation answers nil
    /// before the layer was first committed; ControlKit has no commit).
    public func presentation() -> Self? {
        let copy = type(of: self).init(), shown = self.shown
        copy.ownBounds = shown.bounds
        copy.ownPosition = shown.position
        copy.storedTransform = shown.transform
        copy.ownOpacity = Float(shown.opacity)
        copy.ownBackgroundColor = shown.backgroundColor
        copy.ownHidden = hiddenBody
        copy.ownMasksToBounds = masksToBoundsBody
        copy.storedAnchorPoint = storedAnchorPoint
        copy.storedCornerRadius = storedCornerRadius
        copy.storedMaskedCorners = storedMaskedCorners
        copy.storedMask = storedMask
        copy.storedBorderWidth = storedBorderWidth
        copy.storedBorderColor = storedBorderColor
        copy.storedContents = storedContents
        copy.storedContentsGravity = storedContentsGravity
        copy.storedContentsScale = storedContentsScale
        copy.storedShadowColor = storedShadowColor
        copy.storedShadowOpacity = storedShadowOpacity
        copy.storedShadowOffset = storedShadowOffset
        copy.storedShadowRadius = storedShadowRadius
        return copy
    }
}

/// The animatable properties of a layer as shown at one moment.
struct ShownProperties {
    var bounds: CGRect
    var position: CGPoint
    var transform: CGAffineTransform
    var opacity: CGFloat
    var backgroundColor: CGColor?
}
