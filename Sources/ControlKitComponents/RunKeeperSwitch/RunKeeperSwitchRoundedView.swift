import ControlKit
import DynamicRuntime

/// A view whose layer is a ``RunKeeperSwitchRoundedLayer``: the switch's selection indicator
/// and the mask over its selected titles, pills of the same shape, so the selected title is cut
/// exactly where the indicator's rounded ends are.
final class RunKeeperSwitchRoundedView: UIView {
    /// `+layerClass`: the pill layer, round from the first frame.
    static let roundedLayerClass = UIView.layerClassMethod.override(in: RunKeeperSwitchRoundedView.self) { _, _ in
        RunKeeperSwitchRoundedLayer.self
    }

    override class var runtimeMembers: [any RuntimeMember] { [roundedLayerClass] }
}
