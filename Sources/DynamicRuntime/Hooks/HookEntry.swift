import Synchronization

/// One installed hook: where it runs, its body, and whether it is spent.
///
/// The hook types are `@usableFromInline` and their call path `@inlinable`, so the dispatcher is
/// compiled for the hooked method's concrete argument and result types, in the module that
/// installs the hook, rather than run as unspecialised generic code.
@usableFromInline
final class HookEntry<Args, Result>: @unchecked Sendable {
    @usableFromInline
    enum Body {
        case before((AnyObject, Args) -> Void)
        case after((AnyObject, Args, Result) -> Void)
        case instead((AnyObject, Args, Original<Args, Result>) -> Result)
    }

    @usableFromInline let body: Body
    @usableFromInline let once: Bool
    /// Set by the call that runs a `once` hook, so no other call runs it too.
    @usableFromInline let fired = Atomic<Bool>(false)

    @usableFromInline
    init(_ body: Body, options: HookOptions) {
        self.body = body
        once = options.contains(.once)
    }

    /// Whether a `once` hook has run.
    var hasFired: Bool { fired.load(ordering: .relaxed) }

    /// Whether this call may run the hook: always, or for a `once` hook, only the first call.
    @inlinable @inline(__always)
    func claim() -> Bool {
        !once || fired.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged
    }
}

/// An immutable snapshot of a site's hooks, replaced as a whole on every change so a call in
/// flight keeps iterating the snapshot it started with.
@usableFromInline
final class HookList<Args, Result>: @unchecked Sendable {
    @usableFromInline let befores: [HookEntry<Args, Result>]
    /// In installation order: the last installed runs outermost.
    @usableFromInline let insteads: [HookEntry<Args, Result>]
    @usableFromInline let afters: [HookEntry<Args, Result>]
    /// Whether any hook is `once`, so calls check for spent hooks only when there may be some.
    @usableFromInline let hasOnce: Bool

    init(befores: [HookEntry<Args, Result>] = [], insteads: [HookEntry<Args, Result>] = [],
         afters: [HookEntry<Args, Result>] = []) {
        self.befores = befores
        self.insteads = insteads
        self.afters = afters
        hasOnce = (befores + insteads + afters).contains(where: \.once)
    }

    var all: [HookEntry<Args, Result>] { befores + insteads + afters }

    var isEmpty: Bool { all.isEmpty }

    func contains(_ entry: HookEntry<Args, Result>) -> Bool {
        all.contains { $0 === entry }
    }

    func adding(_ entry: HookEntry<Args, Result>) -> HookList {
        switch entry.body {
        case .before: HookList(befores: befores + [entry], insteads: insteads, afters: afters)
        case .instead: HookList(befores: befores, insteads: insteads + [entry], afters: afters)
        case .after: HookList(befores: befores, insteads: insteads, afters: afters + [entry])
        }
    }

    func removing(_ entry: HookEntry<Args, Result>) -> HookList {
        HookList(befores: befores.filter { $0 !== entry }, insteads: insteads.filter { $0 !== entry },
                 afters: afters.filter { $0 !== entry })
    }
}
