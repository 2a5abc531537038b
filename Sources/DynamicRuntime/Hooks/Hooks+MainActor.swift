/// The typed hooks of a main-actor class: the same hooks, with bodies isolated to the
/// main actor as the class is, so a body touches the receiver as the class's own methods do.
extension MainActorIsolated {
    /// Runs `body` before every call of `selector` on instances of this class and its subclasses.
    @inlinable @discardableResult
    public static func hook<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                          before body: @escaping @MainActor (Self, Args) -> Void) throws(RuntimeError) -> HookToken {
        try install(selector, on: nil, options, .before(HookBody.stored(before: body)))
    }

    /// Runs `body` after every call, with the result.
    @inlinable @discardableResult
    public static func hook<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                          after body: @escaping @MainActor (Self, Args, Result) -> Void) throws(RuntimeError) -> HookToken {
        try install(selector, on: nil, options, .after(HookBody.stored(after: body)))
    }

    /// Runs `body` instead of every call; `body` may call the original it is handed.
    @inlinable @discardableResult
    public static func hook<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                          instead body: @escaping @MainActor (Self, Args, Original<Args, Result>) -> Result) throws(RuntimeError) -> HookToken {
        try install(selector, on: nil, options, .instead(HookBody.stored(instead: body)))
    }

    /// Runs `body` before every call of `selector` on this object only.
    @inlinable @discardableResult
    public func hook<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                   before body: @escaping @MainActor (Self, Args) -> Void) throws(RuntimeError) -> HookToken {
        try Self.install(selector, on: self, options, .before(HookBody.stored(before: body)))
    }

    /// Runs `body` after every call on this object only, with the result.
    @inlinable @discardableResult
    public func hook<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                   after body: @escaping @MainActor (Self, Args, Result) -> Void) throws(RuntimeError) -> HookToken {
        try Self.install(selector, on: self, options, .after(HookBody.stored(after: body)))
    }

    /// Runs `body` instead of every call on this object only; `body` may call the original.
    @inlinable @discardableResult
    public func hook<Args, Result>(_ selector: Selector<Args, Result>, options: HookOptions = [],
                                   instead body: @escaping @MainActor (Self, Args, Original<Args, Result>) -> Result) throws(RuntimeError) -> HookToken {
        try Self.install(selector, on: self, options, .instead(HookBody.stored(instead: body)))
    }
}
