extension UIControl {
    /// The events a control sends actions for (`UIControlEvents`), with UIKit's raw values.
    ///
    /// Targets and actions are registered for a set of events, and ``UIControl/sendActions(for:)``
    /// reaches every registration whose set shares a bit with the events sent.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits, UIKit's values.
        public let rawValue: UInt

        /// The events with the bits of `rawValue`.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down (a touch whose `tapCount` is above 1), sent with ``touchDown``.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked touch moved while inside (the bounds grown by ``UIControl/touchTolerance``).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked touch moved while outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked touch moved from outside to inside, sent with ``touchDragInside``.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked touch moved from inside to outside, sent with ``touchDragOutside``.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracked touch lifted inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracked touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch flipped, a slider moved).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button's tap, a text field's return).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action fired (iOS 17's `menuActionTriggered`).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Editing changed the text.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event: the low twelve bits.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits an application's subclass may use for its own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework's internal use.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
