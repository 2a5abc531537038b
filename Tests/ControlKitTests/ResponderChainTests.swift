import ControlKit
import Testing

extension UIView {
    /// Seed 004's helper: the controller of the nearest view up the chain that is a controller's
    /// root view, found by walking `next`.
    var owningViewController: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}

@Suite("Responder chain")
@MainActor
struct ResponderChainTests {
    @Test("a view's next is its superview, or nothing at the root")
    func viewNextIsSuperview() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.next === parent)
        #expect(parent.next == nil)
    }

    @Test("a controller's root view answers the controller; the controller answers the view's superview")
    func controllerInTheChain() {
        let container = UIView(), controller = UIViewController()
        container.addSubview(controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === container)
        let window = UIWindow(frame: .zero)
        window.addSubview(controller.view)
        #expect(controller.next === window, "a window's root controller answers the window")
    }

    @Test("a presented controller answers its presenting controller")
    func presentedNextIsPresenter() {
        let presenter = UIViewController(), presented = UIViewController()
        presenter.present(presented, animated: false)
        #expect(presented.next === presenter)
        #expect(presenter.next == nil, "an unplaced, unpresented controller ends the chain")
    }

    @Test("seed 004: a deep view finds its controller by walking the chain")
    func findControllerThroughTheChain() {
        let controller = UIViewController()
        let card = UIView(), button = UIView()
        controller.view.addSubview(card)
        card.addSubview(button)
        #expect(button.owningViewController === controller)
        let child = UIViewController()
        card.addSubview(child.view)
        let inner = UIView()
        child.view.addSubview(inner)
        #expect(inner.owningViewController === child, "the nearest controller wins")
        #expect(UIView().owningViewController == nil)
    }

    @Test("default touches methods forward along the chain to the first responder that handles them")
    func touchesForward() {
        final class Handler: UIViewController {
            var began = 0, moved = 0, ended = 0, cancelled = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { moved += 1 }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelled += 1 }
        }
        let handler = Handler()
        let leaf = UIView()
        handler.view.addSubview(leaf)
        leaf.touchesBegan([], with: nil)
        leaf.touchesMoved([], with: nil)
        leaf.touchesEnded([], with: nil)
        leaf.touchesCancelled([], with: nil)
        #expect((handler.began, handler.moved, handler.ended, handler.cancelled) == (1, 1, 1, 1))
        UIView().touchesBegan([], with: nil)
    }
}
