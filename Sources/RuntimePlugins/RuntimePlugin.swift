/// A runtime plugin: a category packaged so it can be installed and uninstalled cleanly.
///
/// Objective-C categories and `+load` swizzles change classes for good; a plugin makes the same
/// changes — methods added, replaced or exchanged, hooks, declared properties, associated
/// values, key-value observations — through the ``PluginContext`` it is given, which records
/// each one, so a ``PluginRegistry`` can undo exactly those changes: all of them when
/// ``install(in:)`` throws midway, and on ``PluginRegistry/uninstall(_:)``.
///
/// ```swift
/// struct HitAreaPlugin: RuntimePlugin {
///     let identifier = "com.example.hit-area"
///     let version = "1.0"
///     func install(in context: PluginContext) throws {
///         try context.hook(UIButton.self, UIView.pointInsideMethod.selector, instead: { button, arguments, original in
///             original(arguments) || extendedHit(button, arguments.0)
///         })
///     }
/// }
/// try PluginRegistry.shared.install(HitAreaPlugin())
/// ```
///
/// Plugins are values describing what to install, so they are `Sendable`; state a plugin keeps
/// while installed belongs in associated values or in what its hooks capture.
public protocol RuntimePlugin: Sendable {
    /// A unique, stable name, reverse-DNS style: dependencies and the registry refer to it.
    var identifier: String { get }
    /// The plugin's own version, for reports.
    var version: String { get }
    /// Identifiers of the plugins that must be installed first.
    var dependencies: [String] { get }
    /// Makes the plugin's changes, every one through `context`. Throwing undoes those made so far.
    func install(in context: PluginContext) throws
}

extension RuntimePlugin {
    /// No dependencies.
    public var dependencies: [String] { [] }
}
