import DynamicRuntime

/// Attaching gesture recognizers to views.
extension UIView {
    /// The recognizers attached to this view, in the order they were added; nil when there are
    /// none, as in UIKit. Assigning replaces them all.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            let recognizers = storedGestureRecognizers
            return recognizers.isEmpty ? nil : recognizers
        }
        set {
            for recognizer in storedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, moving it from any view it was on; adding it again to
    /// this view does nothing.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.storedView === self { return }
        gestureRecognizer.storedView?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.storedView = self
    }

    /// Detaches `gestureRecognizer`; a gesture under way stops reaching it. Does nothing for a
    /// recognizer that is not attached here.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.storedView === self else { return }
        let environment = gestureRecognizer.environment
        storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.storedView = nil
        environment?.forget(gestureRecognizer)
    }
}
