/// The interface between a host and a plugin built as a shared library: one exported C entry
/// symbol, and a version number the host compares before it touches anything the library
/// returns.
///
/// A plugin library exports the entry point like this:
///
/// ```swift
/// @_cdecl("swizzlekit_plugin_entry")
/// public func swizzleKitPluginEntry(_ hostVersion: Int, _ pluginVersion: UnsafeMutablePointer<Int>) -> UnsafeMutableRawPointer? {
///     PluginABI.export({ HitAreaPlugin() }, hostVersion: hostVersion, pluginVersion: pluginVersion)
/// }
/// ```
///
/// ## One runtime in the process
///
/// Host and plugin must share one runtime: one class registry, one selector table, one set of
/// Swift type metadata for `RuntimeObject` and its kin. On Linux, Swift gives public symbols
/// protected visibility, so a library that contains its own copy of DynamicRuntime (as every
/// SwiftPM product with the runtime's targets in its closure does) binds to that copy and can
/// never be redirected to the host's. So the plugin library must not contain the runtime:
///
/// - The host links the runtime statically, as usual, and exports its symbols: link it with
///   `-Xlinker --export-dynamic` (the RuntimePluginsTests target does, in `Package.swift`).
/// - The plugin is compiled against the host's module files and linked without the runtime's
///   objects, leaving its references undefined; `dlopen` resolves them to the host's:
///   `swiftc -emit-library -module-name MyPlugin -I <host build>/Modules MyPlugin.swift`
///   (on macOS add `-Xlinker -undefined -Xlinker dynamic_lookup`).
///
/// The loader checks the result: a library whose references the host does not export fails to
/// load (`notALibrary`, with the loader's message naming the symbol), and one that carries its
/// own copy of the runtime hands back a box of another class and is refused (`notAPlugin`),
/// never installed against a second, silent runtime.
public enum PluginABI {
    /// The C symbol every plugin library exports.
    public static let entrySymbol = "swizzlekit_plugin_entry"

    /// The version of this interface. Emitted into each client, so a plugin reports the version
    /// it was compiled with, not the host's.
    @_alwaysEmitIntoClient
    public static var version: Int { 1 }

    /// The entry point's C type: called with the host's ``version``, it writes the plugin's and,
    /// when they match, returns a retained ``ExportedPlugin``; otherwise nil.
    public typealias EntryPoint = @convention(c) (_ hostVersion: Int, _ pluginVersion: UnsafeMutablePointer<Int>) -> UnsafeMutableRawPointer?

    /// The body of a plugin library's entry point: reports this interface's ``version`` and,
    /// if the host speaks it, hands over the plugin `makePlugin` makes.
    @_alwaysEmitIntoClient
    public static func export(_ makePlugin: () -> any RuntimePlugin, hostVersion: Int,
                              pluginVersion: UnsafeMutablePointer<Int>) -> UnsafeMutableRawPointer? {
        pluginVersion.pointee = version
        guard hostVersion == version else { return nil }
        return Unmanaged.passRetained(ExportedPlugin(makePlugin())).toOpaque()
    }
}

/// What a plugin library's entry point hands over: the box's class is the host's only if the
/// library uses the host's runtime, which is how the loader tells.
@usableFromInline
final class ExportedPlugin: Sendable {
    let plugin: any RuntimePlugin

    @usableFromInline
    init(_ plugin: any RuntimePlugin) {
        self.plugin = plugin
    }
}
