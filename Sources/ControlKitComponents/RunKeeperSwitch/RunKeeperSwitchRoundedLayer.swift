#if canImport(UIKit)
import UIKit
#else
// Where no UIKit is declared (macOS): what `import UIKit` brings on Linux.
import ControlKit
import DynamicRuntime
import KeyValueObserving
#endif

/// The switch's layer (`DGRunkeeperSwitchRoundedLayer`): a pill whose corner radius is half
/// its height, kept so through every resize — a view's frame, its bounds and its first frame all
/// set the layer's bounds.
public final class RunKeeperSwitchRoundedLayer: CALayer {
    public override var bounds: CGRect {
        didSet { cornerRadius = bounds.height / 2 }
    }
}
