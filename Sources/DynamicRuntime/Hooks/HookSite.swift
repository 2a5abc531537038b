import Synchronization

/// The hooks of one selector in one class's method list.
///
/// The site owns the method that runs its hooks — the class's own method, or one it added to
/// shadow an inherited method — and keeps that method's implementation set to its *dispatcher*.
/// The dispatcher reads the current ``HookList`` without a lock, runs the befores, the insteads
/// around the original, then the afters. Adding or removing a hook only publishes a new list, so
/// hooks revert in any order; the method goes back to its original when the last one goes.
///
/// When the site shadows an inherited method, its original is the method a super send reaches
/// now, not the superclass's implementation captured at install time: a hook installed later on
/// the superclass still runs, exactly once (the hierarchy bug of Aspects and RSSwizzle). The site
/// keeps that method, found again whenever a change above its class empties its table's cache,
/// and calls its current implementation; where no superclass has it, a call makes the super send
/// itself.
@usableFromInline
class AnyHookSite: @unchecked Sendable {
    /// The method whose implementation is the dispatcher while the site is live.
    let method: RuntimeMethod

    init(method: RuntimeMethod) {
        self.method = method
    }

    /// Removes `entry`; `Runtime.lock` held. No-op if it is gone already.
    func removeLocked(_ entry: AnyObject) throws(RuntimeError) { Runtime.lock.assertHeld() }
    /// Whether `entry` is still installed; `Runtime.lock` held.
    func containsLocked(_ entry: AnyObject) -> Bool {
        Runtime.lock.assertHeld()
        return false
    }
    /// Drops every hook without touching the method: its class is going away. `Runtime.lock` held.
    func discardLocked() { Runtime.lock.assertHeld() }
    /// Whether the site added its method to shadow an inherited one.
    var shadowsInheritedMethod: Bool { false }
    /// Finds again what a super send from the site's table reaches: a superclass's methods
    /// changed. `Runtime.lock` held.
    func superclassMethodsChangedLocked() { Runtime.lock.assertHeld() }
    /// The installed hooks' identities, in list order; `Runtime.lock` held.
    func entryIDsLocked() -> [ObjectIdentifier] {
        Runtime.lock.assertHeld()
        return []
    }
    /// The implementation that runs the hooks, and what the method gets back when the last hook
    /// goes (nil: the method is removed); `Runtime.lock` held.
    func revertTargetsLocked() -> (dispatcher: Implementation, restored: Implementation?)? {
        Runtime.lock.assertHeld()
        return nil
    }
}

@usableFromInline
final class HookSite<Args, Result>: AnyHookSite, @unchecked Sendable {
    /// Makes the implementation that runs a site's hooks; supplied by the code installing the
    /// hook, so it is compiled for concrete types there.
    @usableFromInline
    typealias DispatcherFactory = (HookSite) -> TypedImplementation<Args, Result>

    @usableFromInline let table: MethodTable
    @usableFromInline let selector: Selector<Args, Result>
    /// Whether the site added `method` (so reverting removes it) or found it there.
    @usableFromInline let addedMethod: Bool
    /// What ran before the site: the method's previous implementation, or — when the site
    /// shadows an inherited method — the one inherited at install time, which a call uses only
    /// if a super send finds nothing (a per-object class moved under another class).
    @usableFromInline let original: TypedImplementation<Args, Result>
    private(set) var dispatcher: TypedImplementation<Args, Result>!
    /// The current hooks, read without the lock; replaced with the lock held, and the old list
    /// retired, so a borrowed list lasts the call's read section. Held by the site, so a token
    /// outliving the site's class can still ask about it.
    @usableFromInline let currentList = AtomicReference<HookList<Args, Result>, Retaining>(HookList())
    /// Raised by a call that runs a `once` hook, so only then does a call take the lock to
    /// remove spent hooks.
    @usableFromInline let spentPending = Atomic<Bool>(false)
    /// For a site that shadows an inherited method, the method of the selector's key that a
    /// super send from `table` reaches, if a superclass has one: read without the lock by calls;
    /// replaced with the lock held whenever a change above the table empties its cache, and the
    /// old one retired.
    @usableFromInline let methodAbove = AtomicReference<RuntimeMethod, Retaining>()

    private init(table: MethodTable, selector: Selector<Args, Result>, method: RuntimeMethod,
                 addedMethod: Bool, original: TypedImplementation<Args, Result>, makeDispatcher: DispatcherFactory) {
        self.table = table
        self.selector = selector
        self.addedMethod = addedMethod
        self.original = original
        super.init(method: method)
        dispatcher = makeDispatcher(self)
        dispatcher.pin = Implementation.Pin(table: table, selector: selector.untyped,
                                            wholeTable: table.owner.hookedObject != nil)
    }

    /// The site for `selector` in `table`, made (and its dispatcher installed) if needed.
    /// `Runtime.lock` held.
    static func siteLocked(in table: MethodTable, for selector: Selector<Args, Result>,
                           makeDispatcher: DispatcherFactory) throws(RuntimeError) -> HookSite {
        Runtime.lock.assertHeld()
        let cls = table.owner!
        try cls.checkDefinitionLocked(selector.untyped, classSide: table.isClassSide)
        if let existing = HookRegistry[table, selector.untyped] {
            guard existing.method.key === selector.key else {
                throw RuntimeError.signatureMismatch(cls, selector.untyped, classSide: table.isClassSide,
                                                     expected: existing.method.signature, actual: selector.signature)
            }
            // The same key, so the same `Args` and `Result`.
            let site = unsafeDowncast(existing, to: HookSite.self)
            guard site.method.implementation === site.dispatcher else {
                throw RuntimeError(.hookConflict, cls, selector.untyped, classSide: table.isClassSide,
                                   "its hooks were replaced by a raw swizzle (method_setImplementation, method_exchangeImplementations or class_replaceMethod); undo that before hooking again")
            }
            return site
        }
        let found = try table.findLocked(matching: selector.key)
        if found.servesClassSide, found.table === table {
            throw RuntimeError(.hookConflict, cls, selector.untyped, classSide: false,
                               "class-side sends reach this root method too; hook it per class instead")
        }
        let site: HookSite
        if found.table === table {
            site = HookSite(table: table, selector: selector, method: found, addedMethod: false,
                            original: unsafeDowncast(found.implementation, to: TypedImplementation<Args, Result>.self),
                            makeDispatcher: makeDispatcher)
            found.exchange(site.dispatcher)
        } else {
            let inherited = unsafeDowncast(found.implementation, to: TypedImplementation<Args, Result>.self)
            let method = RuntimeMethod(key: selector.key, implementation: inherited, table: table)
            site = HookSite(table: table, selector: selector, method: method, addedMethod: true,
                            original: inherited, makeDispatcher: makeDispatcher)
            method.exchange(site.dispatcher)
            table.addLocked(method)
        }
        HookRegistry[table, selector.untyped] = site
        site.superclassMethodsChangedLocked()
        return site
    }

    // MARK: Calls

    /// What the dispatcher runs: befores, insteads around the original, afters.
    @inlinable @inline(__always)
    func dispatch(_ receiver: AnyObject, _ selector: AnySelector, _ arguments: Args) -> Result {
        #if DEBUG
        checkReceiver(receiver)
        #endif
        return currentList.withBorrowed { list in
            // One instead hook that is not `once`, the costliest common case, is called from
            // here, in a frame that saves no registers. (Called through the optional, not bound
            // to a local: binding the closure would retain it.)
            if let only = list.only,
               let result = only._withUnsafeGuaranteedRef({
                   $0.instead?(receiver, arguments, Original(receiver: receiver, selector: selector, site: self, list: list, index: 0))
               }) {
                return result
            }
            return dispatchAll(list, receiver, selector, arguments)
        }
    }

    /// Runs every hook of `list`: befores, insteads around the original, afters.
    @inlinable @inline(never)
    func dispatchAll(_ list: HookList<Args, Result>, _ receiver: AnyObject, _ selector: AnySelector, _ arguments: Args) -> Result {
        // One before or after hook that is not `once`: no loops.
        if let only = list.only {
            return only._withUnsafeGuaranteedRef { entry in
                entry.before?(receiver, arguments)
                let result = callOriginal(receiver, selector, arguments)
                entry.after?(receiver, arguments, result)
                return result
            }
        }
        // Index loops: an array iterator would retain the buffer.
        for index in list.callsBefore.indices {
            list.callsBefore[index]._withUnsafeGuaranteedRef { if claim($0) { $0.before?(receiver, arguments) } }
        }
        let result = callInstead(below: list.callsInstead.count, in: list, receiver, selector, arguments)
        for index in list.callsAfter.indices {
            list.callsAfter[index]._withUnsafeGuaranteedRef { if claim($0) { $0.after?(receiver, arguments, result) } }
        }
        if list.hasOnce, spentPending.load(ordering: .acquiring) { removeSpent() }
        return result
    }

    /// Runs the outermost instead-hook below `index` that may run, else the original.
    @inlinable
    func callInstead(below index: Int, in list: HookList<Args, Result>, _ receiver: AnyObject,
                     _ selector: AnySelector, _ arguments: Args) -> Result {
        var index = index
        while index > 0 {
            index -= 1
            let result: Result? = list.callsInstead[index]._withUnsafeGuaranteedRef { entry in
                guard claim(entry) else { return nil }
                return entry.instead?(receiver, arguments, Original(receiver: receiver, selector: selector, site: self, list: list, index: index))
            }
            if let result { return result }
        }
        return callOriginal(receiver, selector, arguments)
    }

    /// Runs what the site replaced: its own method's previous implementation, or for a shadow a
    /// super send made now — not the superclass's implementation captured at install time, so a
    /// hook installed on the superclass later still runs.
    @inlinable @inline(__always)
    func callOriginal(_ receiver: AnyObject, _ selector: AnySelector, _ arguments: Args) -> Result {
        if addedMethod { return callAbove(receiver, selector, arguments) }
        return Unmanaged.passUnretained(original)._withUnsafeGuaranteedRef { $0.call(receiver, selector, arguments) }
    }

    /// A shadow's original: the method a super send from the site's table reaches, called
    /// without its lookup, else the super send itself. Its receivers need no check: the
    /// dispatcher is pinned to this table, which only receivers of its class reach. Not inlined,
    /// so a site that found its method keeps its call small.
    @inlinable @inline(never)
    func callAbove(_ receiver: AnyObject, _ selector: AnySelector, _ arguments: Args) -> Result {
        ReadSection.reading {
            if let above = methodAbove.borrowed() {
                return above._withUnsafeGuaranteedRef { $0.invoke(receiver, self.selector.untyped, arguments) }
            }
            return superSend(receiver, selector, arguments)
        }
    }

    /// A shadow's original when no superclass has a method of the selector's key: a super send
    /// from the site's table, which may resolve or forward it, else what the site replaced.
    @usableFromInline
    func superSend(_ receiver: AnyObject, _ selector: AnySelector, _ arguments: Args) -> Result {
        if let superTable = Unmanaged.passUnretained(table)._withUnsafeGuaranteedRef({ $0.superTableUnretained }) {
            do {
                return try Messenger.send(receiver, superTable, self.selector, arguments)
            } catch {
                // Nothing above answers now (a per-object class moved under another class):
                // the implementation inherited at install time is the original.
            }
        }
        return Unmanaged.passUnretained(original)._withUnsafeGuaranteedRef { $0.call(receiver, selector, arguments) }
    }

    /// Reports a receiver that is not of the class the site's method table serves: hook bodies
    /// take it typed as that class, unchecked (see ``HookBody``). Called in debug builds.
    @usableFromInline
    func checkReceiver(_ receiver: AnyObject) {
        guard !isSubclass(type(of: receiver), of: table.receiverType) else { return }
        RuntimeIssues.report(RuntimeIssue("\(table.owner.methodName(selector.untyped, classSide: table.isClassSide)): a hook call with a receiver of \(type(of: receiver)), not of \(table.receiverType)"))
    }

    /// Whether this call may run `entry`: always, or for a `once` hook only the first call,
    /// which then raises ``spentPending``.
    @inlinable @inline(__always)
    func claim(_ entry: HookEntry<Args, Result>) -> Bool {
        guard entry.once else { return true }
        guard entry.fired.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return false }
        spentPending.store(true, ordering: .releasing)
        return true
    }

    /// Removes the `once` hooks that have fired, once per raising of ``spentPending``. If a raw
    /// swizzle now sits over the site they stay, spent: they will not run again either way.
    @usableFromInline
    func removeSpent() {
        Runtime.lock.withLock {
            guard spentPending.exchange(false, ordering: .acquiring) else { return }
            for entry in list.all where entry.hasFired {
                try? removeLocked(entry)
            }
        }
    }

    // MARK: Changes (`Runtime.lock` held)

    func addLocked(_ entry: HookEntry<Args, Result>) {
        Runtime.lock.assertHeld()
        publish(list.adding(entry))
    }

    override func containsLocked(_ entry: AnyObject) -> Bool {
        Runtime.lock.assertHeld()
        return (entry as? HookEntry<Args, Result>).map(list.contains) ?? false
    }

    override func removeLocked(_ entry: AnyObject) throws(RuntimeError) {
        Runtime.lock.assertHeld()
        guard let entry = entry as? HookEntry<Args, Result>, list.contains(entry) else { return }
        guard method.implementation === dispatcher else {
            throw RuntimeError(.revertConflict, table.owner, selector.untyped, classSide: table.isClassSide,
                               "a raw swizzle was installed over this hook; reverting it would drop that swizzle")
        }
        let remaining = list.removing(entry)
        publish(remaining)
        guard remaining.isEmpty else { return }
        dropDispatcherLocked()
        if addedMethod { table.removeLocked(selector.untyped) }
        HookRegistry[table, selector.untyped] = nil
        PerObjectClasses.retireIfUnhookedLocked(table.owner)
    }

    override var shadowsInheritedMethod: Bool { addedMethod }

    override func superclassMethodsChangedLocked() {
        Runtime.lock.assertHeld()
        guard addedMethod else { return }
        // No method of the key above, or one of another signature: kept as nil, so calls make
        // the super send, which resolves, forwards or falls back to the original as it did.
        let above = try? table.superTable?.findLocked(matching: selector.key)
        guard methodAbove.borrowed()?.toOpaque() != above.map({ Unmanaged.passUnretained($0).toOpaque() }) else { return }
        // A call in flight may still be running the method it replaces.
        if let replaced = methodAbove.exchange(above) { Reclamation.retire(replaced) }
    }

    override func discardLocked() {
        Runtime.lock.assertHeld()
        // No call can be reading the list: released with the lock, not retired.
        Runtime.lock.releaseAfterUnlock([replaceList(with: HookList())])
        dropDispatcherLocked()
    }

    /// Puts the original back, even into a method about to go, and lets go of the dispatcher:
    /// its body holds the site, which holds the method, so neither may keep it, and all three
    /// go once the dispatcher is reclaimed. Nothing asks a site with no hooks for it again.
    private func dropDispatcherLocked() {
        Runtime.lock.assertHeld()
        method.exchange(original)
        dispatcher = nil
    }

    override func entryIDsLocked() -> [ObjectIdentifier] {
        Runtime.lock.assertHeld()
        return list.all.map(ObjectIdentifier.init)
    }

    override func revertTargetsLocked() -> (dispatcher: Implementation, restored: Implementation?)? {
        Runtime.lock.assertHeld()
        return (dispatcher, addedMethod ? nil : original)
    }

    private func publish(_ list: HookList<Args, Result>) {
        // A call in flight may still be reading the list it replaces.
        Reclamation.retire(replaceList(with: list))
    }

    /// Makes `list` the one calls read and returns the one it replaces.
    private func replaceList(with list: HookList<Args, Result>) -> HookList<Args, Result> {
        currentList.exchange(list).unsafelyUnwrapped
    }

    /// The current hooks, retained; `Runtime.lock` held, so no other change replaces them.
    private var list: HookList<Args, Result> {
        Runtime.lock.assertHeld()
        return currentList.load().unsafelyUnwrapped
    }
}

/// Every live hook site, by method table, then selector, so a class going away drops all its
/// sites in one step.
enum HookRegistry {
    private typealias Index = [ObjectIdentifier: [AnySelector: AnyHookSite]]

    private static let sites = Locked<Index, RuntimeLock>([:], guardedBy: Runtime.lock)
    /// The sites of `sites` that shadow inherited methods: the ones a change above their table
    /// concerns, kept apart so that a class with many hooks on its own methods costs such a
    /// change nothing.
    private static let shadows = Locked<Index, RuntimeLock>([:], guardedBy: Runtime.lock)

    /// The live site for `selector` in `table`. A per-object hook class's tables are freed with
    /// it, after its sites are dropped from here, so a reused id never finds a stale site.
    static subscript(table: MethodTable, selector: AnySelector) -> AnyHookSite? {
        get { sites.value[ObjectIdentifier(table)]?[selector] }
        set {
            let id = ObjectIdentifier(table)
            set(newValue, for: selector, at: id, in: &sites.value)
            set(newValue?.shadowsInheritedMethod == true ? newValue : nil, for: selector, at: id, in: &shadows.value)
        }
    }

    private static func set(_ site: AnyHookSite?, for selector: AnySelector, at id: ObjectIdentifier, in index: inout Index) {
        index[id, default: [:]][selector] = site
        if index[id]?.isEmpty == true { index[id] = nil }
    }

    /// Tells the sites of `table` that shadow inherited methods that a superclass's methods
    /// changed.
    static func superclassMethodsChangedLocked(in table: MethodTable) {
        Runtime.lock.assertHeld()
        for site in shadows.value[ObjectIdentifier(table)]?.values ?? [:].values {
            site.superclassMethodsChangedLocked()
        }
    }

    /// Forgets the sites of a class that is going away (a per-object class whose object died).
    static func discardLocked(_ cls: RuntimeClass) {
        Runtime.lock.assertHeld()
        for table in [cls.instanceMethods, cls.classMethods] {
            shadows.value[ObjectIdentifier(table)] = nil
            for site in sites.value.removeValue(forKey: ObjectIdentifier(table))?.values ?? [:].values {
                site.discardLocked()
                // Released with the class, outside the lock: a site's hooks may hold objects.
                Runtime.lock.releaseAfterUnlock([site])
            }
        }
    }
}
