import ControlKit

/// One scene for one experiment: its own application, a 320 × 480 window showing a root
/// controller's view, and a touch driver on that window. Each section builds a fresh stage, so
/// no experiment's hooks or views leak into the next.
@MainActor
final class Stage {
    let application = UIApplication()
    let window: UIWindow
    let controller = UIViewController()
    let driver: TouchDriver

    /// A stage whose views print under the names `transcript` gives them.
    init(_ transcript: Transcript) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        window.rootViewController = controller
        driver = TouchDriver(window: window)
        transcript.name(window, "window")
        transcript.name(controller, "rootController")
        transcript.name(controller.view, "rootView")
        transcript.name(application, "application")
    }

    /// The root controller's view, where experiments add their views.
    var rootView: UIView { controller.view }

    /// Adds `view` to the root view at `frame`, named `name`, and returns it.
    @discardableResult
    func add<View: UIView>(_ view: View, _ name: String, frame: CGRect, to parent: UIView? = nil,
                           in transcript: Transcript) -> View {
        view.frame = frame
        (parent ?? rootView).addSubview(view)
        return transcript.name(view, name)
    }

    /// Taps at `point` (window coordinates) with the touch driver and returns the view the
    /// window's hit test gave the touch.
    func tap(at point: CGPoint) -> UIView? {
        let finger = driver.press(at: point)
        let hit = finger.view
        driver.release(finger)
        return hit
    }

    /// Lays out what is pending, as the end of a run-loop turn does, so the scene is on screen
    /// before the first touch.
    func show() {
        application.runLoopOnce()
    }
}
