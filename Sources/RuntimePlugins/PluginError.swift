import DynamicRuntime
import KeyValueObserving

/// What a plugin operation refuses, naming the plugin (or the library path) and, for a runtime
/// change, the class and selector.
///
/// Every refusal leaves the runtime as it was: an install that fails is undone, an uninstall
/// that would lose somebody else's change makes none.
public struct PluginError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// A dependency is neither installed nor among the plugins being installed.
        case missingDependency
        /// Plugins depend on each other in a circle.
        case dependencyCycle
        /// Two different plugins claim one identifier.
        case duplicateIdentifier
        /// The plugin to uninstall has dependents still installed.
        case dependentsInstalled
        /// No plugin with that identifier is installed.
        case notInstalled
        /// The plugin's install step threw; everything it changed was undone.
        case installFailed
        /// Undoing the plugin would drop a change made since over one of its own.
        case revertConflict
        /// The runtime refused a change asked of a context (``PluginError/underlying`` says why).
        case runtime
        /// Key-value observing refused a registration asked of a context
        /// (``PluginError/observingError`` says why).
        case keyValueObserving
        /// The plugin's category is in the process already (installed through another registry):
        /// a category can be loaded once.
        case alreadyInProcess
        /// A change was asked of the context of a plugin no longer installed.
        case contextClosed
        /// A registry operation was called from inside a plugin's install step.
        case reentrantCall
        /// The file could not be loaded as a shared library.
        case notALibrary
        /// The library does not export ``PluginABI/entrySymbol``.
        case missingEntrySymbol
        /// The library speaks another ``PluginABI/version``.
        case incompatibleVersion
        /// The library's entry point returned no plugin of this process's runtime.
        case notAPlugin
    }

    /// What went wrong.
    public let kind: Kind
    /// The plugin's identifier, or the library's path for loading errors.
    public let plugin: String
    /// The class of the method involved, if one is (its runtime name).
    public let className: String?
    /// The selector of the method involved, if one is.
    public let selector: String?
    /// Whether ``selector`` names a class method.
    public let isClassMethod: Bool
    /// A readable message naming the plugin, and the class and selector when there are some.
    public let message: String
    /// The runtime's own error, when the runtime refused.
    public let underlying: RuntimeError?
    /// Key-value observing's own error, when it refused.
    public let observingError: KeyValueObservingError?

    /// An error of `kind` about `plugin`; the message is `plugin "…": ` and `detail`. The method
    /// involved is `className` and `selector` when given, else the runtime error's.
    public init(_ kind: Kind, plugin: String, _ detail: String, underlying: RuntimeError? = nil,
                observingError: KeyValueObservingError? = nil,
                className: String? = nil, selector: String? = nil, isClassMethod: Bool = false) {
        self.kind = kind
        self.plugin = plugin
        message = "plugin \"\(plugin)\": \(detail)"
        self.underlying = underlying
        self.observingError = observingError
        let cause = underlying ?? observingError?.underlying
        self.className = className ?? cause?.className
        self.selector = selector ?? cause?.selector
        self.isClassMethod = selector != nil ? isClassMethod : cause?.isClassMethod ?? false
    }

    /// The refusal of a change asked of `plugin`'s context, of the kind its cause names.
    init(refusal error: any Error, plugin: String) {
        switch error {
        case let error as KeyValueObservingError:
            self.init(.keyValueObserving, plugin: plugin, error.message, underlying: error.underlying, observingError: error)
        case let error as RuntimeError:
            self.init(.runtime, plugin: plugin, error.message, underlying: error)
        default:
            self.init(.runtime, plugin: plugin, "\(error)")
        }
    }

    public var description: String { message }
}
