import ControlKit
import DynamicRuntime
import KeyValueObserving

/// The selected row's mask follows the indicator by key-value observing of
/// `selectedBackgroundView.frame`, which the control registers for itself in init and removes
/// in deinit.
///
/// The observer is called synchronously, as on iOS, with the model's new frame. A frame
/// changed inside `UIView.animate` (the spring to a side) is heard inside the animations block,
/// so the mask's frame, set from the observer, is a change made in that block too: it springs
/// along with the indicator, as the original's does on iOS (a mask layer reaches its window's
/// clock through the layer it masks).
extension RunKeeperSwitch {
    /// `observeValueForKeyPath:ofObject:change:context:`: moves the mask onto the indicator;
    /// any other observation goes to the superclass, as Apple's guidelines ask.
    static let followIndicatorMethod = KeyValueObserverMethods.observeValue.override(in: RunKeeperSwitch.self) {
        control, arguments, superMethod in
        guard arguments.0 == observedKeyPath, arguments.1 === control else { return superMethod(arguments) }
        control.titleMaskView.frame = control.selectedBackgroundView.frame
    }
}
