import ControlKit

/// The scene of controls a passthrough run scripts: a window of its own application holding
/// buttons with titles and images, a disabled button, a small button deep in nested views, two
/// collection-view-like cells — the lower one with a close button on its top-right corner that
/// overhangs the cell above, seed 001's layout — and a tap recognizer on a container.
///
/// Every view has a readable name for reports; subviews made by the framework (a button's
/// label and image views) are named after their superview, class and index. Every control
/// event, `layoutSubviews` call and recognizer action lands in ``log``.
@MainActor
final class PassthroughScene {
    /// The size of the window, in points.
    static let windowSize = CGSize(width: 240, height: 360)

    let application = UIApplication()
    let window: UIWindow
    let driver: TouchDriver
    let log = SceneLog()
    /// The scene's controls, in the order they were made.
    private(set) var controls: [SceneButton] = []
    private var names: [ObjectIdentifier: String] = [:]

    /// Builds the scene; its views lay out at the first turn of the run loop.
    init() {
        window = UIWindow(frame: CGRect(origin: .zero, size: Self.windowSize), application: application)
        driver = TouchDriver(window: window)
        name(application, "application")
        name(window, "window")

        let content = view("content", CGRect(origin: .zero, size: Self.windowSize), in: window, color: .white)
        let title = button("title button", CGRect(x: 20, y: 20, width: 120, height: 44), in: content)
        title.setTitle("Title", for: .normal)
        title.setTitle("Pressed", for: .highlighted)
        let image = button("image button", CGRect(x: 160, y: 20, width: 44, height: 44), in: content)
        image.setImage(UIImage(color: .orange, size: CGSize(width: 20, height: 20)), for: .normal)
        let disabled = button("disabled button", CGRect(x: 20, y: 72, width: 80, height: 10), in: content)
        disabled.setTitle("Off", for: .normal)
        disabled.isEnabled = false

        let outer = view("outer", CGRect(x: 20, y: 90, width: 200, height: 80), in: content, color: .lightGray)
        let inner = view("inner", CGRect(x: 10, y: 10, width: 180, height: 60), in: outer, color: .gray)
        button("small button", CGRect(x: 150, y: 20, width: 20, height: 20), in: inner)
        let recognizer = UITapGestureRecognizer { [log] recognizer in log.append("outer tap recognizer: \(recognizer.state)") }
        outer.addGestureRecognizer(recognizer)

        for (index, y) in [180.0, 260.0].enumerated() {
            let cell = view("cell \(index)", CGRect(x: 20, y: y, width: 200, height: 80), in: content, color: index == 0 ? .yellow : .cyan)
            let contentView = view("cell \(index).contentView", cell.bounds, in: cell)
            let close = button("cell \(index) close button", CGRect(x: 185, y: -15, width: 30, height: 30), in: contentView)
            close.setTitle("×", for: .normal)
        }
    }

    /// The window as shown, drawn as the last run-loop turn left it (no layout or drawing of
    /// its own, so rendering records nothing).
    func render() -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: false)
        }.cgImage
    }

    // MARK: Names

    /// The view's name in reports.
    func name(of responder: UIResponder?) -> String {
        guard let responder else { return "nothing" }
        if let name = names[ObjectIdentifier(responder)] { return name }
        guard let view = responder as? UIView, let superview = view.superview else { return "\(type(of: responder))" }
        let index = superview.subviews.firstIndex { $0 === view } ?? -1
        return "\(name(of: superview))/\(type(of: view))#\(index)"
    }

    /// The scene's view called `name`; a step asking for a view the scene lacks is a
    /// programming error in the script.
    func view(named name: String) -> UIView {
        guard let view = views(under: window).first(where: { names[ObjectIdentifier($0)] == name }) else {
            preconditionFailure("the passthrough scene has no view named \"\(name)\"")
        }
        return view
    }

    /// `root` and every view beneath it, depth first, back to front.
    func views(under root: UIView) -> [UIView] {
        var views: [UIView] = []
        func visit(_ view: UIView) {
            views.append(view)
            view.subviews.forEach(visit)
        }
        visit(root)
        return views
    }

    // MARK: Building

    private func name(_ responder: UIResponder, _ name: String) {
        names[ObjectIdentifier(responder)] = name
    }

    private func view(_ name: String, _ frame: CGRect, in superview: UIView, color: UIColor? = nil) -> UIView {
        let view = SceneView(frame: frame)
        view.backgroundColor = color
        view.layoutObserver = { [log] in log.append("layoutSubviews \(name)") }
        self.name(view, name)
        superview.addSubview(view)
        return view
    }

    @discardableResult
    private func button(_ name: String, _ frame: CGRect, in superview: UIView) -> SceneButton {
        let button = SceneButton(frame: frame)
        // Colours per state, so the renderings show each button's state.
        button.setBackgroundImage(UIImage(color: .blue), for: .normal)
        button.setBackgroundImage(UIImage(color: .darkGray), for: .highlighted)
        button.setBackgroundImage(UIImage(color: .lightGray), for: .disabled)
        button.layoutObserver = { [log] in log.append("layoutSubviews \(name)") }
        for (event, eventName) in ControlEventNames.all {
            button.addAction(UIAction { [log] _ in log.append("\(name) \(eventName)") }, for: event)
        }
        self.name(button, name)
        superview.addSubview(button)
        controls.append(button)
        return button
    }
}
