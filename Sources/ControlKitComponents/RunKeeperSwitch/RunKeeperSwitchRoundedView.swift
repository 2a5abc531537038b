#if canImport(UIKit)
import UIKit
#else
// Where no UIKit is declared (macOS): what `import UIKit` brings on Linux.
import ControlKit
import DynamicRuntime
import KeyValueObserving
#endif

/// A view whose layer is a ``RunKeeperSwitchRoundedLayer``: the switch's selection indicator
/// and the mask over its selected titles, pills of the same shape, so the selected title is cut
/// exactly where the indicator's rounded ends are. (The original changes a plain view's layer
/// class with `object_setClass`; a Swift object cannot become an instance of a subclass.)
final class RunKeeperSwitchRoundedView: UIView {
    override class var layerClass: AnyClass {
        RunKeeperSwitchRoundedLayer.self
    }
}
