import RuntimePlugins

/// Why a passthrough verification could not run.
public enum PassthroughError: Error, Equatable, CustomStringConvertible {
    /// The plugin was installed already, so there is no run without it to compare with.
    case alreadyInstalled(String)
    /// The registry refused to install or uninstall the plugin.
    case plugin(PluginError)

    public var description: String {
        switch self {
        case .alreadyInstalled(let identifier):
            "plugin \"\(identifier)\": installed already, so it cannot be verified against a run without it; uninstall it first"
        case .plugin(let error):
            error.description
        }
    }
}
