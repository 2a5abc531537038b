import ControlKit
import ControlKitPlugins
import DynamicRuntime
import PassthroughVerification
import RuntimePlugins

/// The shipped plugins: each verified to pass through at its defaults, then both installed,
/// and who changed what.
@MainActor
func showPlugins(_ tour: Tour) throws {
    tour.section("Plugins: verified to pass through, then installed")
    for plugin in ControlKitPlugins.all {
        let report = try PassthroughVerifier.verify(plugin)
        tour.say("\(report.passed ? "passes through" : "CHANGES SOMETHING"): \(plugin.identifier) \(plugin.version) "
                 + "(\(report.linesPerRun) observations, identical without it, with it at its defaults, and after uninstalling it)")
    }
    let installed = try PluginRegistry.shared.install(ControlKitPlugins.all)
    tour.say("installed: \(installed.joined(separator: ", "))")
    let button = RuntimeClass.of(UIButton.self)
    for selector in [UIView.pointInsideMethod.selector.untyped, UIView.hitTestMethod.selector.untyped,
                     StateBackgroundColorsPlugin.setBackgroundColorSelector.untyped] {
        let changes = PluginRegistry.shared.changes(to: selector, in: button)
        tour.say("who changed -[UIButton \(selector.name)]? \(changes.map(\.description).joined(separator: "; "))")
    }
    let conflicts = PluginRegistry.shared.conflicts
    tour.say("methods changed by both plugins: \(conflicts.isEmpty ? "none" : conflicts.map { "\($0)" }.joined(separator: "; "))")
}

/// Uninstalls both plugins, in the order they were installed (any order works).
@MainActor
func uninstallPlugins(_ tour: Tour) throws {
    tour.section("Uninstalling")
    for plugin in ControlKitPlugins.all {
        try PluginRegistry.shared.uninstall(plugin.identifier)
    }
    let button = RuntimeClass.of(UIButton.self)
    let categoryMethod = class_getInstanceMethod(button, HitAreaPlugin.swizzledPointInside.untyped)
    tour.say("both uninstalled; -[UIButton hitArea_pointInside:withEvent:] \(categoryMethod == nil ? "is gone" : "is still there")")
    tour.say("and UIButton responds to setBackgroundColor:forState:? "
             + "\(class_respondsToSelector(button, StateBackgroundColorsPlugin.setBackgroundColorSelector.untyped) ? "yes" : "no")")
}
