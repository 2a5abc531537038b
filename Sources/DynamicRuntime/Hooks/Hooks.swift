/// Typed hooks, the Swift-first layer over method replacement: run code before, after or
/// instead of a method, for every instance of a class or for one object, and take it back with
/// the returned ``HookToken``.
///
/// A class hook lives in the class's method list (shadowing an inherited method if needed) and
/// so applies to subclasses too; an instance hook lives in the object's own dynamic subclass.
/// Hooks on a class and on its superclass each run exactly once per call, in any installation
/// order. Hook bodies receive the receiver typed as the hooked class.
extension RuntimeObject {
    /// Runs `body` before every call of `selector` on instances of this class and its subclasses.
    @inlinable @discardableResult
    public static func hook<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                          before body: @escaping (Self, Args) -> Void) throws(RuntimeError) -> HookToken {
        try install(selector, in: RuntimeClass.of(self), options, .before { body(unsafeDowncast($0, to: Self.self), $1) })
    }

    /// Runs `body` after every call, with the result.
    @inlinable @discardableResult
    public static func hook<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                          after body: @escaping (Self, Args, Result) -> Void) throws(RuntimeError) -> HookToken {
        try install(selector, in: RuntimeClass.of(self), options, .after { body(unsafeDowncast($0, to: Self.self), $1, $2) })
    }

    /// Runs `body` instead of every call; `body` may call the original it is handed.
    @inlinable @discardableResult
    public static func hook<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                          instead body: @escaping (Self, Args, Original<Args, Result>) -> Result) throws(RuntimeError) -> HookToken {
        try install(selector, in: RuntimeClass.of(self), options, .instead { body(unsafeDowncast($0, to: Self.self), $1, $2) })
    }

    /// Runs `body` before every call of `selector` on this object only.
    @inlinable @discardableResult
    public func hook<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                   before body: @escaping (Self, Args) -> Void) throws(RuntimeError) -> HookToken {
        try Self.install(selector, in: perObjectClass(), options, .before { body(unsafeDowncast($0, to: Self.self), $1) })
    }

    /// Runs `body` after every call on this object only, with the result.
    @inlinable @discardableResult
    public func hook<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                   after body: @escaping (Self, Args, Result) -> Void) throws(RuntimeError) -> HookToken {
        try Self.install(selector, in: perObjectClass(), options, .after { body(unsafeDowncast($0, to: Self.self), $1, $2) })
    }

    /// Runs `body` instead of every call on this object only; `body` may call the original.
    @inlinable @discardableResult
    public func hook<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                   instead body: @escaping (Self, Args, Original<Args, Result>) -> Result) throws(RuntimeError) -> HookToken {
        try Self.install(selector, in: perObjectClass(), options, .instead { body(unsafeDowncast($0, to: Self.self), $1, $2) })
    }

    /// Installs a hook of `body` on `cls`, with a dispatcher made here, in the caller's
    /// specialisation, so hook calls run code compiled for `Args` and `Result`.
    @inlinable
    static func install<Args, Result>(_ selector: Selector<Args, Result>, in cls: RuntimeClass, _ options: HookOptions,
                                      _ body: HookEntry<Args, Result>.Body) throws(RuntimeError) -> HookToken {
        try installLocked(HookEntry(body, options: options), selector, in: cls) { site in
            // Hook bodies take their receiver typed as the hooked class, so the dispatcher may
            // only run where every receiver is one.
            TypedImplementation(receiverType: cls.instanceMethods.receiverType) { receiver, cmd, arguments in
                site.dispatch(receiver, cmd, arguments)
            }
        }
    }

    @usableFromInline
    static func installLocked<Args, Result>(_ entry: HookEntry<Args, Result>, _ selector: Selector<Args, Result>, in cls: RuntimeClass,
                                            makeDispatcher: HookSite<Args, Result>.DispatcherFactory) throws(RuntimeError) -> HookToken {
        try Runtime.lock.withLock { () throws(RuntimeError) -> HookToken in
            let site = try HookSite.siteLocked(in: cls.instanceMethods, for: selector, makeDispatcher: makeDispatcher)
            site.addLocked(entry)
            return HookToken(site: site, entry: entry, name: RuntimeError.methodName(cls, selector.untyped, classSide: false))
        }
    }
}
