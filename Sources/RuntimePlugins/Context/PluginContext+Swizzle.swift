import DynamicRuntime

extension PluginContext {
    /// Adds `implementation` to `cls` as `swizzled` and swaps what `original` and `swizzled`
    /// run, seed 001's way (a category method, then its add-or-exchange swizzle), with every
    /// change made through the context so uninstalling undoes it. Returns false, changing
    /// nothing, when `cls` has its own `swizzled` already: the swizzle is in place.
    ///
    /// When `cls` only inherits `original`, exchanging would swap the *superclass's* method and
    /// change every other subclass too (the inherited-method pitfall: swizzling UIButton's
    /// inherited `pointInside:withEvent:` would change every UIView). So `swizzled` is added
    /// with the inherited implementation, then `original` is added to `cls` with
    /// `implementation` (`class_addMethod`, twice). Only when `cls` has its own `original` are
    /// the two exchanged (`method_exchangeImplementations`) after `swizzled` is added.
    ///
    /// Either way, afterwards a send of `swizzled` to an instance of `cls` runs what `original`
    /// ran before: that is how the swizzled implementation calls "the original".
    ///
    /// Other threads may send `original` meanwhile, so in the add branch every state in
    /// between is sound: `swizzled` runs the original before `original` runs
    /// `implementation`, and uninstalling (newest change first) removes `original` before
    /// `swizzled`. (The seed's order — add `implementation` as `swizzled`, add it as `original`,
    /// then re-point `swizzled` — leaves moments where both run `implementation`, so a send
    /// recurses forever.)
    ///
    /// Throws `PluginError` of kind `runtime`, whose ``PluginError/underlying`` is the
    /// unrecognized selector naming the class and `original`, when `cls` reaches no `original`
    /// (the seed's helper returns silently there, which hides a typo).
    public func swizzleInstanceMethod(of cls: RuntimeClass, _ original: AnySelector, with swizzled: AnySelector,
                               implementation: Implementation) throws(PluginError) -> Bool {
        guard let originalMethod = cls.instanceMethod(for: original) else {
            throw PluginError(refusal: RuntimeError(.unrecognizedSelector, className: cls.name, selector: original.name,
                                                    "\(methodName(className: cls.name, selector: original.name, isClassMethod: false)): no such method to swizzle"),
                              plugin: pluginIdentifier)
        }
        if cls.ownMethods().contains(where: { $0.selector == original }) {
            guard try addMethod(swizzled, implementation: implementation, to: cls),
                  let swizzledMethod = cls.instanceMethod(for: swizzled) else { return false }
            try exchangeImplementations(originalMethod, swizzledMethod)
        } else {
            guard try addMethod(swizzled, implementation: originalMethod.implementation, to: cls) else { return false }
            _ = try addMethod(original, implementation: implementation, to: cls)
        }
        return true
    }
}
