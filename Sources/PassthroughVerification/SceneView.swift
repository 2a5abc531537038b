import ControlKit

/// A plain view of a ``PassthroughScene`` that reports each `layoutSubviews` call before doing
/// UIView's own, so the harness can compare when layout runs with and without a plugin.
///
/// It overrides nothing else: hit testing, `point(inside:with:)` and the rest are UIView's,
/// reached through the runtime, so a plugin's changes to UIView apply to it as to any view.
final class SceneView: UIView {
    /// Told of every `layoutSubviews` call, before it runs.
    var layoutObserver: (() -> Void)?

    override func layoutSubviews() {
        layoutObserver?()
        super.layoutSubviews()
    }
}
