import ControlKit
import DynamicRuntime

/// What `setBackgroundColor(_:for:)` refuses, naming the button's class and the state.
public struct StateBackgroundColorsError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The state is neither normal nor highlighted: no placeholder reveals it.
        case unsupportedState
        /// The plugin is not installed, so the button does not respond to the category method
        /// (``StateBackgroundColorsError/underlying`` is the runtime's unrecognized selector).
        case notInstalled
        /// The runtime refused the category method's send for another reason
        /// (``StateBackgroundColorsError/underlying`` says which).
        case runtime
    }

    /// What went wrong.
    public let kind: Kind
    /// The button's class.
    public let className: String
    /// The state asked for.
    public let state: UIControl.State
    /// The runtime's own error, for ``Kind/notInstalled`` and ``Kind/runtime``.
    public let underlying: RuntimeError?
    /// A readable message naming the method and the state.
    public let message: String

    init(_ kind: Kind, button: UIButton, state: UIControl.State, underlying: RuntimeError? = nil, _ detail: String) {
        self.kind = kind
        className = button.reportedClass.name
        self.state = state
        self.underlying = underlying
        message = "\(methodName(className: className, selector: StateBackgroundColorsPlugin.setBackgroundColorSelector.name, isClassMethod: false)): \(detail)"
    }

    public var description: String { message }
}
