// A plugin built as a shared library by PluginLoadingTests: compiled against the test binary's
// modules and linked without the runtime, whose symbols the test binary exports (see PluginABI).
// -D INCOMPATIBLE_ABI reports another interface version; -D NO_PLUGIN returns no plugin;
// -D NO_ENTRY_SYMBOL exports the entry point under another name.
import DynamicRuntime
import RuntimePlugins

/// Adds `loadedGreeting` to the host's `PluginLoadTarget`, found by name in the shared runtime.
struct SamplePlugin: RuntimePlugin {
    struct TargetMissing: Error {}

    let identifier = "com.swizzlekit.sample"
    let version = "1.0"

    func install(in context: PluginContext) throws {
        guard let target = objc_getClass("PluginLoadTarget") else { throw TargetMissing() }
        try context.addMethod(AnySelector("loadedGreeting"),
                              implementation: TypedImplementation<(), String> { _, _, _ in "hello from a loaded plugin" }, to: target)
    }
}

#if NO_ENTRY_SYMBOL
@_cdecl("some_other_entry")
#else
@_cdecl("swizzlekit_plugin_entry")
#endif
public func swizzleKitPluginEntry(_ hostVersion: Int, _ pluginVersion: UnsafeMutablePointer<Int>) -> UnsafeMutableRawPointer? {
    #if INCOMPATIBLE_ABI
    pluginVersion.pointee = PluginABI.version + 1
    return nil
    #elseif NO_PLUGIN
    pluginVersion.pointee = PluginABI.version
    return nil
    #else
    return PluginABI.export({ SamplePlugin() }, hostVersion: hostVersion, pluginVersion: pluginVersion)
    #endif
}
