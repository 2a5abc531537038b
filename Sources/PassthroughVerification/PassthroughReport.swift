/// The verdict on one plugin: whether installing it at its defaults changed anything the
/// script observes, and whether uninstalling it brought everything back.
public struct PassthroughReport: Sendable, CustomStringConvertible {
    /// The plugin's identifier.
    public let plugin: String
    /// The plugin's version.
    public let version: String
    /// How many steps the script ran.
    public let steps: Int
    /// How many lines the steps recorded in the run without the plugin.
    public let linesPerRun: Int
    /// What the run with the plugin installed observed differently from the run before it.
    public let differencesWhileInstalled: [PassthroughDifference]
    /// What a run after uninstalling observed differently from the run before installing.
    public let differencesAfterUninstall: [PassthroughDifference]
    /// The first pixel the window rendered differently with the plugin installed; nil when the
    /// renderings after every step are identical.
    public let pixelDifferenceWhileInstalled: PassthroughPixelDifference?
    /// The first pixel rendered differently after uninstalling than before installing.
    public let pixelDifferenceAfterUninstall: PassthroughPixelDifference?

    /// Whether the plugin passed through: no difference in what the script observes or in the
    /// window's pixels, installed or after uninstalling.
    public var passed: Bool {
        differencesWhileInstalled.isEmpty && differencesAfterUninstall.isEmpty && pixelDifferenceWhileInstalled == nil
            && pixelDifferenceAfterUninstall == nil
    }

    public var description: String {
        var text = "\(passed ? "PASS" : "FAIL") \(plugin) \(version): \(steps) steps, \(linesPerRun) observations per run"
        if passed {
            return text + ", identical without the plugin, with it at its defaults, and after uninstalling it, to the pixel"
        }
        if !differencesWhileInstalled.isEmpty {
            text += "\n  installed at its defaults, it changed what the script observes:\n"
            text += differencesWhileInstalled.map { "\($0)" }.joined(separator: "\n").indented
        }
        if !differencesAfterUninstall.isEmpty {
            text += "\n  after uninstalling it, the script observes something else than before installing:\n"
            text += differencesAfterUninstall.map { "\($0)" }.joined(separator: "\n").indented
        }
        if let pixelDifferenceWhileInstalled { text += "\n  installed at its defaults, it changed a pixel: \(pixelDifferenceWhileInstalled)" }
        if let pixelDifferenceAfterUninstall { text += "\n  after uninstalling it, a pixel is not as before: \(pixelDifferenceAfterUninstall)" }
        return text
    }
}

private extension String {
    var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }.joined(separator: "\n")
    }
}
