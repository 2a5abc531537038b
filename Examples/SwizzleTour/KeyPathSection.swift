import ControlKit
import DynamicRuntime
import KeyValueObserving

/// Seed 003's switch, reduced to what the tour needs: a control whose selection indicator is a
/// declared, observable property, so the mask can follow `selectedBackgroundView.frame`.
final class RunKeeperSwitch: UIControl {
    static let selectedBackgroundViewProperty = DeclaredProperty("selectedBackgroundView", of: RunKeeperSwitch.self,
                                                                 get: { $0.storedSelectedBackgroundView },
                                                                 set: { $0.storedSelectedBackgroundView = $1 })
    override class var runtimeMembers: [any RuntimeMember] { [selectedBackgroundViewProperty] }

    var storedSelectedBackgroundView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    /// The mask over the selected labels, which follows the indicator.
    let titleMask = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))

    var selectedBackgroundView: UIView {
        get { RunKeeperSwitch.selectedBackgroundViewProperty.get(self) }
        set { RunKeeperSwitch.selectedBackgroundViewProperty.set(self, newValue) }
    }
}

/// Follows `selectedBackgroundView.frame` with the seed's key path observation.
final class MaskFollower: RuntimeObject {
    static let observe = KeyValueObserverMethods.observeValue.override(in: MaskFollower.self) { follower, arguments in
        guard let control = arguments.1 as? RunKeeperSwitch else { return }
        control.titleMask.frame = control.selectedBackgroundView.frame
        follower.moves += 1
    }
    override class var runtimeMembers: [any RuntimeMember] { [observe] }

    var moves = 0
}

/// Seed 003: the mask follows the indicator by observing the key path
/// `selectedBackgroundView.frame` — through the indicator itself being replaced, too.
func showKeyPathObservation(_ tour: Tour) throws {
    tour.section("Seed 003: observing the key path selectedBackgroundView.frame")
    let control = RunKeeperSwitch(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let follower = MaskFollower()
    try control.addObserver(follower, forKeyPath: "selectedBackgroundView.frame", options: [.new], context: nil)
    defer { try? control.removeObserver(follower, forKeyPath: "selectedBackgroundView.frame", context: nil) }
    control.selectedBackgroundView.frame = CGRect(x: 100, y: 0, width: 100, height: 40)
    tour.say("indicator dragged to x = 100: the mask is at x = \(Int(control.titleMask.frame.minX))")
    control.selectedBackgroundView = UIView(frame: CGRect(x: 40, y: 0, width: 100, height: 40))
    tour.say("indicator replaced by one at x = 40: the mask is at x = \(Int(control.titleMask.frame.minX))")
    tour.say("the observer was told \(follower.moves) times, once per change anywhere along the key path")
}
