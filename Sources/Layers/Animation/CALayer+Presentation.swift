import Foundation

/// What a layer shows: its model values with its running animations applied at its clock's time,
/// read once per layer by rendering, and copied by ``CALayer/presentation()``.
extension CALayer {
    /// The values as the model has them.
    var modelState: ShownState {
        ShownState(values: values, shape: modelShape, gradient: modelGradient, text: modelText)
    }

    /// The values as shown now: the animations applied, in the order they were added, each at
    /// its clock's time.
    package var shownState: ShownState {
        guard !animations.isEmpty else { return modelState }
        let model = modelState
        var state = model
        for running in animations { running.apply(to: &state, model: model, at: localTime(running.clock.now)) }
        return state
    }

    /// A copy of the layer as it is shown now (`presentationLayer`): every animated property at
    /// the clock's time, the others as the model has them. The copy has no delegate, sublayers or
    /// animations; reading it changes nothing. Always a layer (Core Animation answers nil before
    /// the layer was first committed; there is no commit here).
    public func presentation() -> Self? {
        let copy = type(of: self).init(), shown = shownState
        copy.setComposited(shown.values)
        copy.storedMask = storedMask
        copy.storedContents = storedContents
        present(shown, in: copy)
        return copy
    }
}
