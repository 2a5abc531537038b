import DynamicRuntime

/// Typed hooks, per class or per object, as ``DynamicRuntime/RuntimeObject``'s `hook` methods
/// make them. Undone by reverting each hook, which the runtime allows in any order among hooks.
extension PluginContext {
    /// Runs `body` before every call of `selector` on instances of `target` and its subclasses.
    @discardableResult @_disfavoredOverload
    public func hook<Target: RuntimeObject, Args, Result>(_ target: Target.Type, _ selector: Selector<Args, Result>, options: HookOptions = [],
                                                           before body: @escaping (Target, Args) -> Void) throws(PluginError) -> HookToken {
        try recordHook(on: target, selector) { () throws(RuntimeError) in try target.hook(selector, options: options, before: body) }
    }

    /// Runs `body` after every call of `selector` on instances of `target`, with the result.
    @discardableResult @_disfavoredOverload
    public func hook<Target: RuntimeObject, Args, Result>(_ target: Target.Type, _ selector: Selector<Args, Result>, options: HookOptions = [],
                                                           after body: @escaping (Target, Args, Result) -> Void) throws(PluginError) -> HookToken {
        try recordHook(on: target, selector) { () throws(RuntimeError) in try target.hook(selector, options: options, after: body) }
    }

    /// Runs `body` instead of every call of `selector` on instances of `target`; `body` may call
    /// the original it is handed.
    @discardableResult @_disfavoredOverload
    public func hook<Target: RuntimeObject, Args, Result>(_ target: Target.Type, _ selector: Selector<Args, Result>, options: HookOptions = [],
                                                           instead body: @escaping (Target, Args, Original<Args, Result>) -> Result) throws(PluginError) -> HookToken {
        try recordHook(on: target, selector) { () throws(RuntimeError) in try target.hook(selector, options: options, instead: body) }
    }

    /// Runs `body` before every call of `selector` on `object` only.
    @discardableResult @_disfavoredOverload
    public func hook<Target: RuntimeObject, Args, Result>(_ object: Target, _ selector: Selector<Args, Result>, options: HookOptions = [],
                                                           before body: @escaping (Target, Args) -> Void) throws(PluginError) -> HookToken {
        try recordHook(on: nil, selector) { () throws(RuntimeError) in try object.hook(selector, options: options, before: body) }
    }

    /// Runs `body` after every call of `selector` on `object` only, with the result.
    @discardableResult @_disfavoredOverload
    public func hook<Target: RuntimeObject, Args, Result>(_ object: Target, _ selector: Selector<Args, Result>, options: HookOptions = [],
                                                           after body: @escaping (Target, Args, Result) -> Void) throws(PluginError) -> HookToken {
        try recordHook(on: nil, selector) { () throws(RuntimeError) in try object.hook(selector, options: options, after: body) }
    }

    /// Runs `body` instead of every call of `selector` on `object` only.
    @discardableResult @_disfavoredOverload
    public func hook<Target: RuntimeObject, Args, Result>(_ object: Target, _ selector: Selector<Args, Result>, options: HookOptions = [],
                                                           instead body: @escaping (Target, Args, Original<Args, Result>) -> Result) throws(PluginError) -> HookToken {
        try recordHook(on: nil, selector) { () throws(RuntimeError) in try object.hook(selector, options: options, instead: body) }
    }

    // The forms for a main-actor class (a view): bodies isolated to the main actor as the class is.

    /// Runs `body` before every call of `selector` on instances of a main-actor `target`.
    @discardableResult
    public func hook<Target: MainActorIsolated, Args, Result>(_ target: Target.Type, _ selector: Selector<Args, Result>, options: HookOptions = [],
                                                               before body: @escaping @MainActor (Target, Args) -> Void) throws(PluginError) -> HookToken {
        try recordHook(on: target, selector) { () throws(RuntimeError) in try target.hook(selector, options: options, before: body) }
    }

    /// Runs `body` after every call of `selector` on instances of a main-actor `target`.
    @discardableResult
    public func hook<Target: MainActorIsolated, Args, Result>(_ target: Target.Type, _ selector: Selector<Args, Result>, options: HookOptions = [],
                                                               after body: @escaping @MainActor (Target, Args, Result) -> Void) throws(PluginError) -> HookToken {
        try recordHook(on: target, selector) { () throws(RuntimeError) in try target.hook(selector, options: options, after: body) }
    }

    /// Runs `body` instead of every call of `selector` on instances of a main-actor `target`.
    @discardableResult
    public func hook<Target: MainActorIsolated, Args, Result>(_ target: Target.Type, _ selector: Selector<Args, Result>, options: HookOptions = [],
                                                               instead body: @escaping @MainActor (Target, Args, Original<Args, Result>) -> Result) throws(PluginError) -> HookToken {
        try recordHook(on: target, selector) { () throws(RuntimeError) in try target.hook(selector, options: options, instead: body) }
    }

    /// Runs `body` before every call of `selector` on the main-actor `object` only.
    @discardableResult
    public func hook<Target: MainActorIsolated, Args, Result>(_ object: Target, _ selector: Selector<Args, Result>, options: HookOptions = [],
                                                               before body: @escaping @MainActor (Target, Args) -> Void) throws(PluginError) -> HookToken {
        try recordHook(on: nil, selector) { () throws(RuntimeError) in try object.hook(selector, options: options, before: body) }
    }

    /// Runs `body` after every call of `selector` on the main-actor `object` only.
    @discardableResult
    public func hook<Target: MainActorIsolated, Args, Result>(_ object: Target, _ selector: Selector<Args, Result>, options: HookOptions = [],
                                                               after body: @escaping @MainActor (Target, Args, Result) -> Void) throws(PluginError) -> HookToken {
        try recordHook(on: nil, selector) { () throws(RuntimeError) in try object.hook(selector, options: options, after: body) }
    }

    /// Runs `body` instead of every call of `selector` on the main-actor `object` only.
    @discardableResult
    public func hook<Target: MainActorIsolated, Args, Result>(_ object: Target, _ selector: Selector<Args, Result>, options: HookOptions = [],
                                                               instead body: @escaping @MainActor (Target, Args, Original<Args, Result>) -> Result) throws(PluginError) -> HookToken {
        try recordHook(on: nil, selector) { () throws(RuntimeError) in try object.hook(selector, options: options, instead: body) }
    }

    /// Installs a hook with `install` and records its token; `target` is the hooked class, nil
    /// for a hook on one object (which changes no class's methods).
    private func recordHook<Args, Result>(on target: RuntimeObject.Type?, _ selector: Selector<Args, Result>,
                                          _ install: () throws(RuntimeError) -> HookToken) throws(PluginError) -> HookToken {
        try record { () throws(RuntimeError) -> (HookToken, (any RecordedChange)?) in
            let token = try install()
            let address = target.map { MethodAddress(RuntimeClass.of($0), classSide: false, selector.untyped) }
            return (token, HookInstallation(token: token, address: address))
        }
    }
}
