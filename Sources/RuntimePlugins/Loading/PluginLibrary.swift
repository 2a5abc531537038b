#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Loading plugins built as shared libraries (see ``PluginABI`` for how to build one).
///
/// A library stays loaded for the rest of the process, as Objective-C images do: the runtime
/// keeps every implementation it was ever given, and the library's code is behind them.
public enum PluginLibrary {
    /// The plugin the shared library at `path` exports, loaded but not installed.
    ///
    /// Throws `notALibrary` when the file is missing or not a loadable library (the dynamic
    /// loader's message says why, an undefined symbol included), `missingEntrySymbol` when it
    /// does not export ``PluginABI/entrySymbol``, `incompatibleVersion` when it speaks another
    /// ``PluginABI/version`` (whatever it returned is left alone), and `notAPlugin` when its
    /// entry point returns nothing or a box of another runtime.
    public static func plugin(at path: String) throws(PluginError) -> any RuntimePlugin {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw PluginError(.notALibrary, plugin: path, "cannot be loaded: \(loaderMessage)")
        }
        guard let symbol = dlsym(handle, PluginABI.entrySymbol) else {
            throw PluginError(.missingEntrySymbol, plugin: path, "exports no \(PluginABI.entrySymbol)")
        }
        return try plugin(from: unsafeBitCast(symbol, to: PluginABI.EntryPoint.self), of: path)
    }

    /// The ABI check: the plugin the entry point `entry` of the library at `path` exports, once
    /// it speaks this host's ``PluginABI/version`` and hands over a box of this runtime.
    package static func plugin(from entry: PluginABI.EntryPoint, of path: String) throws(PluginError) -> any RuntimePlugin {
        var pluginVersion = 0
        let exported = entry(PluginABI.version, &pluginVersion)
        guard pluginVersion == PluginABI.version else {
            throw PluginError(.incompatibleVersion, plugin: path,
                              "speaks plugin interface version \(pluginVersion); this host speaks \(PluginABI.version)")
        }
        guard let exported else {
            throw PluginError(.notAPlugin, plugin: path, "its entry point returned no plugin")
        }
        guard let box = Unmanaged<AnyObject>.fromOpaque(exported).takeRetainedValue() as? ExportedPlugin else {
            throw PluginError(.notAPlugin, plugin: path,
                              "returned a plugin of another runtime: it must leave the runtime's symbols to the host (see PluginABI)")
        }
        return box.plugin
    }

    private static var loaderMessage: String {
        dlerror().map { String(cString: $0) } ?? "unknown error"
    }
}

extension PluginRegistry {
    /// Loads the plugin library at `path` (``PluginLibrary/plugin(at:)``) and installs its plugin
    /// (`install(_:)`); returns its identifier. Loading it again is a no-op
    /// install.
    @discardableResult
    public func loadPlugin(at path: String) throws(PluginError) -> String {
        let plugin = try PluginLibrary.plugin(at: path)
        try install(plugin)
        return plugin.identifier
    }
}
