/// The window's part of event dispatch; the work is the ``GestureEnvironment``'s.
extension UIWindow {
    func sendEventBody(_ event: UIEvent) {
        gestureEnvironment.deliver(event)
    }
}
