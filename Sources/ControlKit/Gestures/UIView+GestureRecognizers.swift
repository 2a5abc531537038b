import DynamicRuntime

/// A view's gesture recognizers, kept beside the view (an associated value) rather than in it.
private let gestureRecognizersKey = AssociatedProperty<[UIGestureRecognizer]>(default: [])

/// Attaching gesture recognizers to views, and a view's say in whether one may begin.
extension UIView {
    /// Asked before a recognizer receiving touches on this view leaves `possible`
    /// (`gestureRecognizerShouldBegin:`); no fails it. The window asks the recognizer's view and
    /// each view its touches began on, so a control can keep an ancestor's recognizer from
    /// taking its default gesture (a parent's single tap must not steal a button's taps). The
    /// default says yes, except UIButton's answer below.
    public static let gestureRecognizerShouldBeginMethod = DeclaredMethod("gestureRecognizerShouldBegin:", of: UIView.self) {
        (view, recognizer: UIGestureRecognizer) -> Bool in view.gestureRecognizerShouldBeginBody(recognizer)
    }

    /// Whether `gestureRecognizer` may begin, asked of this view (`gestureRecognizerShouldBegin:`).
    /// A class answers differently by listing its own method for
    /// ``gestureRecognizerShouldBeginMethod``'s selector; categories and hooks apply as usual.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        UIView.gestureRecognizerShouldBeginMethod.send(to: self, gestureRecognizer)
    }

    /// Yes, except that a ``UIButton`` says no to another view's single-finger single-tap
    /// recognizer: since iOS 6 a button's own action wins over an ancestor's tap ("Attaching
    /// gesture recognizers to UIKit controls"), while a recognizer on the button itself wins.
    func gestureRecognizerShouldBeginBody(_ recognizer: UIGestureRecognizer) -> Bool {
        guard self is UIButton, recognizer.view !== self, let tap = recognizer as? UITapGestureRecognizer else { return true }
        return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    }

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
