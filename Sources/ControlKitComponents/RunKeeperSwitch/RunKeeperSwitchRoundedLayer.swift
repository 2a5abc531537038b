import ControlKit
import DynamicRuntime

/// The switch's layer (`DGRunkeeperSwitchRoundedLayer`): a pill whose corner radius is half
/// its height, kept so through every resize.
///
/// The radius is set from the bounds setter — which `frame`, `bounds` and the view's first
/// frame all go through — so the layer is round from the first frame on, with no layout pass
/// needed: the original overrides `frame`'s `didSet` to the same end.
public final class RunKeeperSwitchRoundedLayer: CALayer {
    /// `setBounds:`: stores the bounds, then rounds the corners to half the new height.
    public static let roundedBoundsSetter = CALayer.boundsProperty.overrideSetter(in: RunKeeperSwitchRoundedLayer.self) {
        layer, bounds, superSetter in
        superSetter(bounds)
        layer.cornerRadius = bounds.height / 2
    }

    public override class var runtimeMembers: [any RuntimeMember] { [roundedBoundsSetter] }
}
