/// The root view controller: its view is the window's content, sized to the window.
extension UIWindow {
    /// Replaces the root controller: the old one's view leaves the window (if it is still
    /// there), the new one's view (loaded now) is added on top, sized to the bounds.
    func setRootViewController(_ controller: UIViewController?) {
        guard controller !== storedRootViewController else { return }
        if let oldView = storedRootViewController?.viewIfLoaded, oldView.superview === self {
            oldView.removeFromSuperview()
        }
        storedRootViewController = controller
        guard let view = controller?.view else { return }
        view.frame = bounds
        addSubview(view)
    }

    /// Keeps the root controller's view filling the window.
    func fitRootView() {
        guard let view = storedRootViewController?.viewIfLoaded, view.superview === self, view.frame != bounds else { return }
        view.frame = bounds
    }
}
