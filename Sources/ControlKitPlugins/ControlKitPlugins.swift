import RuntimePlugins

/// The plugins this package ships for ControlKit: seed 001's hit-area extension and seed 000's
/// state background colours.
public enum ControlKitPlugins {
    /// Every shipped plugin, at its defaults: what `swift package verify-passthrough` and the
    /// passthrough tests run, each once without and once with it installed.
    public static let all: [any RuntimePlugin] = [HitAreaPlugin(), StateBackgroundColorsPlugin()]
}
