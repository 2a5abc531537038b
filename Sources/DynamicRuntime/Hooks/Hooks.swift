/// Typed hooks, the Swift-first layer over method replacement: run code before, after or
/// instead of a method, for every instance of a class or for one object, and take it back with
/// the returned ``HookToken``.
///
/// A class hook lives in the class's method list (shadowing an inherited method if needed) and
/// so applies to subclasses too; an instance hook lives in the object's own dynamic subclass.
/// Hooks on a class and on its superclass each run exactly once per call, in any installation
/// order. Hook bodies receive the receiver typed as the hooked class.
///
/// A body runs on whichever thread sends the message, on several at once if they do, so it must
/// be safe for that. The runtime does not require it to be `@Sendable` (a body usually touches
/// its receiver, which is not), so the compiler cannot check this for you.
extension RuntimeObject {
    /// Runs `body` before every call of `selector` on instances of this class and its subclasses.
    @inlinable @discardableResult @_disfavoredOverload
    public static func hook<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                          before body: @escaping (Self, Args) -> Void) throws(RuntimeError) -> HookToken {
        try install(selector, on: nil, options, .before(HookBody.stored(before: body)))
    }

    /// Runs `body` after every call, with the result.
    @inlinable @discardableResult @_disfavoredOverload
    public static func hook<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                          after body: @escaping (Self, Args, Result) -> Void) throws(RuntimeError) -> HookToken {
        try install(selector, on: nil, options, .after(HookBody.stored(after: body)))
    }

    /// Runs `body` instead of every call; `body` may call the original it is handed.
    @inlinable @discardableResult @_disfavoredOverload
    public static func hook<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                          instead body: @escaping (Self, Args, Original<Args, Result>) -> Result) throws(RuntimeError) -> HookToken {
        try install(selector, on: nil, options, .instead(HookBody.stored(instead: body)))
    }

    /// Runs `body` before every call of `selector` on this object only.
    @inlinable @discardableResult @_disfavoredOverload
    public func hook<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                   before body: @escaping (Self, Args) -> Void) throws(RuntimeError) -> HookToken {
        try Self.install(selector, on: self, options, .before(HookBody.stored(before: body)))
    }

    /// Runs `body` after every call on this object only, with the result.
    @inlinable @discardableResult @_disfavoredOverload
    public func hook<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                   after body: @escaping (Self, Args, Result) -> Void) throws(RuntimeError) -> HookToken {
        try Self.install(selector, on: self, options, .after(HookBody.stored(after: body)))
    }

    /// Runs `body` instead of every call on this object only; `body` may call the original.
    @inlinable @discardableResult @_disfavoredOverload
    public func hook<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                   instead body: @escaping (Self, Args, Original<Args, Result>) -> Result) throws(RuntimeError) -> HookToken {
        try Self.install(selector, on: self, options, .instead(HookBody.stored(instead: body)))
    }

    /// Runs `body` before every call of the class method `selector` (`+[Class selector]`) on
    /// this class and its subclasses, handed the class the message was sent to.
    @inlinable @discardableResult
    public static func hookClassMethod<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                                     before body: @escaping (RuntimeClass, Args) -> Void) throws(RuntimeError) -> HookToken {
        try install(selector, on: nil, classSide: true, options, .before(HookBody.stored(before: body)))
    }

    /// Runs `body` after every call of the class method `selector`, with the result.
    @inlinable @discardableResult
    public static func hookClassMethod<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                                     after body: @escaping (RuntimeClass, Args, Result) -> Void) throws(RuntimeError) -> HookToken {
        try install(selector, on: nil, classSide: true, options, .after(HookBody.stored(after: body)))
    }

    /// Runs `body` instead of every call of the class method `selector`; `body` may call the
    /// original it is handed.
    @inlinable @discardableResult
    public static func hookClassMethod<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                                     instead body: @escaping (RuntimeClass, Args, Original<Args, Result>) -> Result) throws(RuntimeError) -> HookToken {
        try install(selector, on: nil, classSide: true, options, .instead(HookBody.stored(instead: body)))
    }

    /// Installs a hook of `body` on this class (its class methods when `classSide`), or on
    /// `object` alone, with a dispatcher made here, in the caller's specialisation, so hook calls
    /// run code compiled for `Args` and `Result`.
    @inlinable
    static func install<Args, Result>(_ selector: Selector<Args, Result>, on object: RuntimeObject?, classSide: Bool = false,
                                      _ options: HookOptions, _ body: HookEntry<Args, Result>.Body) throws(RuntimeError) -> HookToken {
        try installEntry(HookEntry(body, options: options), selector, on: object, classSide: classSide) { site in
            // Hook bodies take their receiver typed as the hooked class, so the dispatcher may
            // only run where every receiver is one.
            TypedImplementation(receiverType: site.table.receiverType,
                                { receiver, cmd, arguments in site.dispatch(receiver, cmd, arguments) },
                                binding: { cmd in { receiver, arguments in site.dispatch(receiver, cmd, arguments) } })
        }
    }

    /// Installs `entry` in this class's method list (its class methods' when `classSide`), or in
    /// `object`'s own hook class — made in the same locked step, after the selector is checked,
    /// so a refused hook changes nothing.
    @usableFromInline
    static func installEntry<Args, Result>(_ entry: HookEntry<Args, Result>, _ selector: Selector<Args, Result>, on object: RuntimeObject?,
                                           classSide: Bool = false,
                                           makeDispatcher: HookSite<Args, Result>.DispatcherFactory) throws(RuntimeError) -> HookToken {
        // Mirrors are made outside the lock, which making one takes.
        let mirror = object == nil ? RuntimeClass.of(self) : nil
        _ = object?.isa
        return try Runtime.lock.withLock { () throws(RuntimeError) -> HookToken in
            let cls = if let object { try object.perObjectClassLocked(for: selector.key) } else { mirror! }
            let site = try HookSite.siteLocked(in: classSide ? cls.classMethods : cls.instanceMethods, for: selector, makeDispatcher: makeDispatcher)
            site.addLocked(entry)
            return HookToken(site: site, entry: entry, name: cls.methodName(selector.untyped, classSide: classSide))
        }
    }
}
