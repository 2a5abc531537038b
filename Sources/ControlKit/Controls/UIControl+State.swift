extension UIControl {
    /// The state of a control as a bit set (`UIControlState`), with UIKit's raw values.
    ///
    /// ``normal`` is the empty set. A button's per-state resources are looked up by the exact
    /// combination first, so `[.highlighted, .selected]` is its own state (see ``UIButton``).
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits, UIKit's values.
        public let rawValue: UInt

        /// The state with the bits of `rawValue`.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// No flag set: enabled, not highlighted, not selected.
        public static let normal: State = []
        /// A touch is down inside the control (within the drag tolerance).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is not enabled (`isEnabled` is false).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (a toggled button, a chosen segment).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (focus engines; never set by ControlKit's touch handling).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an application's subclass may use for its own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework's internal use.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
