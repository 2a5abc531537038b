import DynamicRuntime
import RuntimePlugins

extension PluginContext {
    /// Swaps what `original` and `swizzled` run on `cls`, seed 001's way, with every change made
    /// through the context so uninstalling undoes it.
    ///
    /// When `cls` only inherits `original`, exchanging would swap the *superclass's* method and
    /// change every other subclass too (the inherited-method pitfall: swizzling UIButton's
    /// inherited `pointInside:withEvent:` would change every UIView). So the swizzled
    /// implementation is *added* to `cls` under `original` (`class_addMethod`), and `swizzled`
    /// is pointed at the inherited implementation (`class_replaceMethod`). Only when `cls` has
    /// its own `original` are the two exchanged (`method_exchangeImplementations`).
    ///
    /// Either way, afterwards a send of `swizzled` to an instance of `cls` runs what `original`
    /// ran before: that is how the swizzled implementation calls "the original".
    ///
    /// Throws `PluginError` naming the class and selector when `cls` reaches no method for one
    /// of them (the seed's helper returns silently there, which hides a typo).
    func swizzleInstanceMethod(of cls: RuntimeClass, _ original: AnySelector, with swizzled: AnySelector) throws(PluginError) {
        guard let originalMethod = cls.instanceMethod(for: original) else { throw missingMethod(cls, original) }
        guard let swizzledMethod = cls.instanceMethod(for: swizzled) else { throw missingMethod(cls, swizzled) }
        if try addMethod(original, implementation: swizzledMethod.implementation, to: cls) {
            try replaceMethod(swizzled, implementation: originalMethod.implementation, in: cls)
        } else {
            try exchangeImplementations(originalMethod, swizzledMethod)
        }
    }

    private func missingMethod(_ cls: RuntimeClass, _ selector: AnySelector) -> PluginError {
        PluginError(.runtime, plugin: pluginIdentifier, "-[\(cls.name) \(selector.name)]: no such method to swizzle")
    }
}
