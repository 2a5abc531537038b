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

    // The body, unpacked into one optional closure per kind: a call through a `let` closure of
    // a borrowed object needs no reference counting, one taken out of an enum payload does.
    @usableFromInline let before: ((AnyObject, Args) -> Void)?
    @usableFromInline let after: ((AnyObject, Args, Result) -> Void)?
    @usableFromInline let instead: ((AnyObject, Args, Original<Args, Result>) -> Result)?
    @usableFromInline let once: Bool
    /// Set by the call that runs a `once` hook (``HookSite/claim(_:)``), so no other call runs it too.
    @usableFromInline let fired = Atomic<Bool>(false)

    @usableFromInline
    init(_ body: Body, options: HookOptions) {
        switch body {
        case .before(let body): (before, after, instead) = (body, nil, nil)
        case .after(let body): (before, after, instead) = (nil, body, nil)
        case .instead(let body): (before, after, instead) = (nil, nil, body)
        }
        once = options.contains(.once)
    }

    /// Whether a `once` hook has run.
    var hasFired: Bool { fired.load(ordering: .relaxed) }
}

/// An immutable snapshot of a site's hooks, replaced as a whole on every change so a call in
/// flight keeps iterating the snapshot it started with.
///
/// Calls read the entries through `Unmanaged` views (`calls…`): the list holds them strongly
/// and is retired, not freed, while a call may run it, so a call borrows them without
/// reference counting.
@usableFromInline
final class HookList<Args, Result>: @unchecked Sendable {
    let befores: [HookEntry<Args, Result>]
    /// In installation order: the last installed runs outermost.
    let insteads: [HookEntry<Args, Result>]
    let afters: [HookEntry<Args, Result>]
    @usableFromInline let callsBefore: [Unmanaged<HookEntry<Args, Result>>]
    @usableFromInline let callsInstead: [Unmanaged<HookEntry<Args, Result>>]
    @usableFromInline let callsAfter: [Unmanaged<HookEntry<Args, Result>>]
    /// Whether any hook is `once`, so calls check for spent hooks only when there may be some.
    @usableFromInline let hasOnce: Bool
    /// The list's one hook when it has exactly one and it is not `once`: the dispatcher runs it
    /// without the loops.
    @usableFromInline let only: Unmanaged<HookEntry<Args, Result>>?

    init(befores: [HookEntry<Args, Result>] = [], insteads: [HookEntry<Args, Result>] = [],
         afters: [HookEntry<Args, Result>] = []) {
        self.befores = befores
        self.insteads = insteads
        self.afters = afters
        callsBefore = befores.map(Unmanaged.passUnretained)
        callsInstead = insteads.map(Unmanaged.passUnretained)
        callsAfter = afters.map(Unmanaged.passUnretained)
        let all = befores + insteads + afters
        hasOnce = all.contains(where: \.once)
        only = all.count == 1 && !hasOnce ? Unmanaged.passUnretained(all[0]) : nil
    }

    var all: [HookEntry<Args, Result>] { befores + insteads + afters }

    var isEmpty: Bool { all.isEmpty }

    func contains(_ entry: HookEntry<Args, Result>) -> Bool {
        all.contains { $0 === entry }
    }

    func adding(_ entry: HookEntry<Args, Result>) -> HookList {
        if entry.before != nil { return HookList(befores: befores + [entry], insteads: insteads, afters: afters) }
        if entry.instead != nil { return HookList(befores: befores, insteads: insteads + [entry], afters: afters) }
        return HookList(befores: befores, insteads: insteads, afters: afters + [entry])
    }

    func removing(_ entry: HookEntry<Args, Result>) -> HookList {
        HookList(befores: befores.filter { $0 !== entry }, insteads: insteads.filter { $0 !== entry },
                 afters: afters.filter { $0 !== entry })
    }
}
