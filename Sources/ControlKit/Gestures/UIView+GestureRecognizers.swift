import DynamicRuntime

/// A view's gesture recognizers, kept beside the view (an associated value) rather than in it.
private let gestureRecognizersKey = AssociatedProperty<[UIGestureRecognizer]>(default: [])

/// Attaching gesture recognizers to views.
extension UIView {
    /// The recognizers attached to this view, in the order they were added; nil when there are
    /// none, as in UIKit. Assigning replaces them all.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            let recognizers = gestureRecognizersKey[self]
            return recognizers.isEmpty ? nil : recognizers
        }
        set {
            for recognizer in gestureRecognizersKey[self] { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, moving it from any view it was on; adding it again to
    /// this view does nothing.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.storedView === self { return }
        gestureRecognizer.storedView?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizersKey[self].append(gestureRecognizer)
        gestureRecognizer.storedView = self
    }

    /// Detaches `gestureRecognizer`; a gesture under way stops reaching it. Does nothing for a
    /// recognizer that is not attached here.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.storedView === self else { return }
        let environment = gestureRecognizer.environment
        gestureRecognizersKey[self].removeAll { $0 === gestureRecognizer }
        gestureRecognizer.storedView = nil
        environment?.forget(gestureRecognizer)
    }
}
