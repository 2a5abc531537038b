import DynamicRuntime

/// The view's loading and the controller tree: the bodies of `view`, `loadView`,
/// `addChildViewController:` and `removeFromParentViewController`.
extension UIViewController {
    /// Loads the view on first read. While `loadView` runs the view reads as nil, so a
    /// `loadView` that reads `view` cannot recurse; if it assigns none, a plain view is
    /// assigned through the `setView:` entry point (observable and hookable) rather than
    /// leaving the controller without one. Not a second `loadView`: a replaced `loadView`
    /// that assigns nothing would assign nothing again.
    var viewBody: UIView? {
        if storedView == nil, !isLoadingView {
            isLoadingView = true
            loadView()
            isLoadingView = false
            if storedView == nil { view = UIView(frame: .zero) }
            viewDidLoad()
        }
        return storedView
    }

    func setViewBody(_ view: UIView?) {
        if let old = storedView, old.storedViewController === self { old.storedViewController = nil }
        if let view, let previous = view.storedViewController, previous !== self { previous.storedView = nil }
        storedView = view
        view?.storedViewController = self
    }

    func loadViewBody() {
        view = UIView(frame: .zero)
    }

    func addChildBody(_ child: UIViewController) {
        guard child.storedParent !== self, !isDescendant(of: child) else { return }
        if child.storedParent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        storedChildren.append(child)
        child.storedParent = self
    }

    func removeFromParentBody() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }

    /// Whether this controller is `controller` or one of its descendants.
    func isDescendant(of controller: UIViewController) -> Bool {
        var current: UIViewController? = self
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate.storedParent
        }
        return false
    }

    /// The outermost container above this controller, or itself.
    var outermostContainer: UIViewController {
        var root = self
        while let parent = root.storedParent { root = parent }
        return root
    }
}
