import ControlKit

/// Everything observable about a scene's views at one moment, one line per view: geometry,
/// visibility, colour; a control's state and tracking; an image view's image; a label's text.
///
/// Images are named by order of first appearance in the run (`image#1`), with their
/// description: two runs that show the same images in the same places print the same lines,
/// though the objects differ from run to run.
@MainActor
struct SceneObservation {
    private var imageNames: [UIImage: String] = [:]

    /// One line per view of `scene` from `root` down, depth first.
    mutating func lines(of scene: PassthroughScene, under root: UIView) -> [String] {
        scene.views(under: root).map { view in
            var line = "\(scene.name(of: view)): frame \(Self.format(view.frame))"
            if view.isHidden { line += " hidden" }
            if view.alpha != 1 { line += " alpha \(view.alpha)" }
            if !view.isUserInteractionEnabled { line += " interaction off" }
            if let color = view.backgroundColor { line += " background \(color)" }
            if let control = view as? UIControl {
                line += " state \(Self.format(control.state))"
                if control.isTracking { line += " tracking" }
                if control.isTouchInside { line += " touchInside" }
            }
            if let imageView = view as? UIImageView {
                line += " image \(name(of: imageView.image))"
            }
            if let label = view as? UILabel {
                line += " text \(label.text.map { "\"\($0)\"" } ?? "nil")"
            }
            return line
        }
    }

    private mutating func name(of image: UIImage?) -> String {
        guard let image else { return "nil" }
        if let name = imageNames[image] { return name }
        let name = "image#\(imageNames.count + 1) \(image)"
        imageNames[image] = name
        return name
    }

    static func format(_ rect: CGRect) -> String {
        "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width)), \(format(rect.height)))"
    }

    static func format(_ point: CGPoint) -> String {
        "(\(format(point.x)), \(format(point.y)))"
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(describing: value)
    }

    static func format(_ state: UIControl.State) -> String {
        let names: [(UIControl.State, String)] = [(.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected"), (.focused, "focused")]
        let set = names.filter { state.contains($0.0) }.map(\.1)
        return set.isEmpty ? "normal" : set.joined(separator: "+")
    }
}
