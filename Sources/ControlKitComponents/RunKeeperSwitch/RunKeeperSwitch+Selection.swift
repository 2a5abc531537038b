import ControlKit
import DynamicRuntime

/// Changing the selection: the indicator goes to the side (with a spring when animated), and
/// `.valueChanged` is sent only when the side really changed.
extension RunKeeperSwitch {
    /// `selectedIndex`, read-only: the readonly property of the original's header. Only
    /// ``RunKeeperSwitch/setSelectedIndex(_:animated:)`` changes it.
    public static let selectedIndexProperty = DeclaredProperty(readOnly: "selectedIndex", of: RunKeeperSwitch.self) {
        $0.storedSelectedIndex
    }

    /// The selected side: 0 left, 1 right. Read-only outside the control, which alone keeps it
    /// and the indicator in step: ``setSelectedIndex(_:animated:)`` changes it. `private(set)`,
    /// as the original's: an Objective-C header's readonly over its class extension's readwrite.
    public private(set) var selectedIndex: Int {
        get { RunKeeperSwitch.selectedIndexProperty.get(self) }
        set { storedSelectedIndex = newValue }
    }

    /// `setSelectedIndex:animated:`: selects side 0 (left) or 1 (right); answers whether the
    /// index named a side (a send from elsewhere with another index changes nothing and says so).
    public static let setSelectedIndexMethod = DeclaredMethod("setSelectedIndex:animated:", of: RunKeeperSwitch.self) {
        (control, arguments: (Int, Bool)) -> Bool in control.setSelectedIndexBody(arguments.0, animated: arguments.1)
    }

    /// Selects side `selectedIndex` — 0 left, 1 right — and moves the indicator there, along a
    /// spring of ``animationDuration``, ``animationSpringDamping`` and
    /// ``animationInitialSpringVelocity`` when `animated`. Throws, changing nothing, for any other
    /// index (the original asserts).
    ///
    /// Selecting the side already selected sends nothing but still moves the indicator: that is
    /// how a drag let go short of the middle goes back (the original's "half switch").
    public func setSelectedIndex(_ selectedIndex: Int, animated: Bool) throws(RunKeeperSwitchError) {
        guard RunKeeperSwitch.setSelectedIndexMethod.send(to: self, (selectedIndex, animated)) else {
            throw RunKeeperSwitchError(index: selectedIndex)
        }
    }

    /// Selects `side`, which the control's own gestures know to be 0 or 1.
    func select(_ side: Int) {
        _ = RunKeeperSwitch.setSelectedIndexMethod.send(to: self, (side, true))
    }

    func setSelectedIndexBody(_ index: Int, animated: Bool) -> Bool {
        guard (0...1).contains(index) else { return false }
        let changed = selectedIndex != index
        selectedIndex = index
        if animated {
            if changed { sendActions(for: .valueChanged) }
            UIView.animate(withDuration: animationDuration, delay: 0, usingSpringWithDamping: animationSpringDamping,
                           initialSpringVelocity: animationInitialSpringVelocity, options: [.beginFromCurrentState, .curveEaseOut]) {
                // The indicator's new frame comes from layout, inside the block so it springs.
                self.setNeedsLayout()
                self.layoutIfNeeded()
            }
        } else {
            setNeedsLayout()
            layoutIfNeeded()
            if changed { sendActions(for: .valueChanged) }
        }
        return true
    }
}
