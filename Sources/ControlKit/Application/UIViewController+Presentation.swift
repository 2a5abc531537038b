import DynamicRuntime

/// Modal presentation: the bodies of `presentViewController:animated:completion:` and
/// `dismissViewControllerAnimated:completion:`.
extension UIViewController {
    func presentBody(_ controller: UIViewController, completion: (() -> Void)?) {
        let presenter = outermostContainer
        guard presenter.storedPresented == nil, controller.storedPresenting == nil, controller.storedParent == nil,
              !presenter.isDescendant(of: controller), !controller.isPresenting(presenter) else { return }
        presenter.storedPresented = controller
        controller.storedPresenting = presenter
        if let window = presenter.storedView?.window {
            let view: UIView = controller.view
            view.frame = window.bounds
            window.addSubview(view)
            controller.viewAddedByPresentation = true
        }
        completion?()
    }

    func dismissBody(completion: (() -> Void)?) {
        let owner = sequence(first: self, next: { $0.storedParent }).first { $0.storedPresented != nil }
        guard let presenter = owner ?? presentingViewController else { return }
        presenter.dismissPresentedChain()
        completion?()
    }

    /// Takes down what this controller presented, topmost first.
    private func dismissPresentedChain() {
        guard let presented = storedPresented else { return }
        presented.dismissPresentedChain()
        if presented.viewAddedByPresentation {
            presented.viewAddedByPresentation = false
            presented.storedView?.removeFromSuperview()
        }
        presented.storedPresenting = nil
        storedPresented = nil
    }

    /// Whether `controller` is this controller or above it in its chain of presentations.
    private func isPresenting(_ controller: UIViewController) -> Bool {
        sequence(first: self, next: { $0.storedPresented }).contains { $0 === controller }
    }
}
