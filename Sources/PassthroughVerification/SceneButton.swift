import ControlKit

/// A button of a ``PassthroughScene``: a `UIButton` that reports each `layoutSubviews` call
/// before UIButton's own layout runs (through `super`, so its resources are applied as usual).
///
/// Categories, swizzles and hooks on `UIButton` reach it, since it inherits UIButton's method
/// list and overrides no other entry point. Being a class of its own, it also lets a test
/// confine a deliberately broken plugin to the harness's buttons, out of the way of other
/// tests running in the same process.
public final class SceneButton: UIButton {
    /// Told of every `layoutSubviews` call, before it runs.
    var layoutObserver: (() -> Void)?

    public override func layoutSubviews() {
        layoutObserver?()
        super.layoutSubviews()
    }
}
