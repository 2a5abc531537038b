/// A closure to run for a control's events (`UIAction`), registered with
/// ``UIControl/addAction(_:for:)``.
///
/// While its handler runs, ``sender`` is the control that sent it, as in UIKit. Actions are
/// matched by ``identifier``: adding an action whose identifier a control already holds
/// replaces the older one, and ``UIControl/removeAction(identifiedBy:for:)`` finds it.
public final class UIAction {
    /// Names an action, for replacing or removing it (`UIActionIdentifier`).
    public struct Identifier: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral {
        /// The identifier's string.
        public let rawValue: String

        /// The identifier named `rawValue` (`RawRepresentable`).
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The identifier named `rawValue`, as UIKit's `UIAction.Identifier(_:)`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The identifier named by a string literal.
        public init(stringLiteral value: String) {
            self.rawValue = value
        }
    }

    /// The action's title, for menus.
    public let title: String
    /// The identifier; a unique one unless given.
    public let identifier: Identifier
    /// The control that is running the handler, nil outside it.
    public internal(set) var sender: UIControl?

    let handler: (UIAction) -> Void

    /// An action running `handler`, identified by `identifier` (a fresh UUID string when nil).
    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }
}
