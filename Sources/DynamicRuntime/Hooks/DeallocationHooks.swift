import Synchronization

/// What a deallocation hook learns of the object going away: who it was, never the object itself
/// (it is past its deinit body, so nothing may keep it).
public struct DeallocatedObject: Sendable, CustomStringConvertible {
    /// The object's identity, as `ObjectIdentifier(object)` gave it while it lived.
    public let id: ObjectIdentifier
    /// The class it reported (`-class`): runtime-made subclasses hidden, as `class` hides them.
    public let reportedClass: RuntimeClass

    public var description: String { "a \(reportedClass.name) going away" }
}

/// Code that runs when an object is deinitialised — after its own deinit bodies, as its
/// associated values are released, as `object_dispose` follows `-dealloc` — per object or per
/// class (and its subclasses), revertible like any hook.
///
/// A hook runs on the thread the object dies on. Deinitialisation stays cheap while no hook is
/// installed anywhere: one relaxed atomic load.
enum DeallocationHooks {
    /// How many hooks are installed: zero keeps every deinit from looking further.
    static let installed = Atomic<Int>(0)

    private typealias Table = [ObjectIdentifier: [DeallocationHook]]

    private static let byObject = Locked<Table, RuntimeLock>([:], guardedBy: Runtime.lock)
    private static let byClass = Locked<Table, RuntimeLock>([:], guardedBy: Runtime.lock)

    /// Installs `hook` under `owner` (an object's or a class's identity) in `table`.
    static func install(_ hook: DeallocationHook) {
        Runtime.lock.withLock {
            (hook.owner.isClass ? byClass : byObject).value[hook.owner.id, default: []].append(hook)
        }
        installed.add(1, ordering: .relaxed)
    }

    /// Removes `hook`; false when it was gone already (reverted, or its object died).
    @discardableResult
    static func removeLocked(_ hook: DeallocationHook) -> Bool {
        Runtime.lock.assertHeld()
        func remove(from table: inout Table) -> Bool {
            guard let index = table[hook.owner.id]?.firstIndex(where: { $0 === hook }) else { return false }
            table[hook.owner.id]!.remove(at: index)
            if table[hook.owner.id]!.isEmpty { table[hook.owner.id] = nil }
            return true
        }
        let removed = hook.owner.isClass ? remove(from: &byClass.value) : remove(from: &byObject.value)
        if removed { installed.subtract(1, ordering: .relaxed) }
        return removed
    }

    static func containsLocked(_ hook: DeallocationHook) -> Bool {
        Runtime.lock.assertHeld()
        return (hook.owner.isClass ? byClass : byObject).value[hook.owner.id]?.contains { $0 === hook } ?? false
    }

    /// Runs the hooks for `id`, an object of dispatch class `dispatchClass` being deinitialised:
    /// its own (spent with it), then its class's and each superclass's, each list in the order
    /// installed. Called by `RuntimeObject`'s deinit.
    static func run(for id: ObjectIdentifier, dispatchClass: @autoclosure () -> RuntimeClass) {
        guard installed.load(ordering: .relaxed) > 0 else { return }
        let dispatchClass = dispatchClass()
        let hooks = Runtime.lock.withLock { () -> [DeallocationHook] in
            var hooks = byObject.value.removeValue(forKey: id) ?? []
            installed.subtract(hooks.count, ordering: .relaxed)
            var cls: RuntimeClass? = dispatchClass
            while let current = cls {
                hooks += byClass.value[ObjectIdentifier(current)] ?? []
                cls = current.superclass
            }
            return hooks
        }
        guard !hooks.isEmpty else { return }
        var reported = dispatchClass
        while reported.isHiddenFromClassQuery, let superclass = reported.superclass { reported = superclass }
        let object = DeallocatedObject(id: id, reportedClass: reported)
        for hook in hooks { hook.body(object) }
    }
}

/// One deallocation hook: its body and whose death it waits for.
final class DeallocationHook: @unchecked Sendable {
    struct Owner {
        let id: ObjectIdentifier
        let isClass: Bool
    }

    let owner: Owner
    let body: @Sendable (DeallocatedObject) -> Void

    init(owner: Owner, body: @escaping @Sendable (DeallocatedObject) -> Void) {
        (self.owner, self.body) = (owner, body)
    }
}

/// A handle on one deallocation hook. ``revert()`` removes it; releasing the token does not.
public final class DeallocationHookToken: Sendable, CustomStringConvertible {
    let hook: DeallocationHook
    private let name: String

    init(_ hook: DeallocationHook, name: String) {
        (self.hook, self.name) = (hook, name)
    }

    /// Whether the hook is still installed: not reverted, and for an object's hook, the object
    /// not yet gone (its hook runs once, with it).
    public var isActive: Bool { Runtime.lock.withLock { DeallocationHooks.containsLocked(hook) } }

    /// Removes the hook; a no-op once it is gone. Unlike a method hook's, it cannot conflict with
    /// a swizzle: it lives in no method list.
    public func revert() {
        _ = Runtime.lock.withLock { DeallocationHooks.removeLocked(hook) }
    }

    public var description: String { "deallocation hook on \(name)" }
}

extension RuntimeObject {
    /// Runs `body` when this object is deinitialised, after its deinit bodies, as its associated
    /// values are released; once, on the thread it dies on. `body` is told who went away, not
    /// given the object.
    @discardableResult
    public final func hookDeallocation(_ body: @escaping @Sendable (DeallocatedObject) -> Void) -> DeallocationHookToken {
        let hook = DeallocationHook(owner: .init(id: ObjectIdentifier(self), isClass: false), body: body)
        DeallocationHooks.install(hook)
        return DeallocationHookToken(hook, name: "a \(reportedClass.name)")
    }

    /// Runs `body` whenever an instance of this class or of a subclass is deinitialised, after
    /// the object's own deallocation hooks.
    @discardableResult
    public static func hookDeallocation(_ body: @escaping @Sendable (DeallocatedObject) -> Void) -> DeallocationHookToken {
        let cls = RuntimeClass.of(self)
        let hook = DeallocationHook(owner: .init(id: ObjectIdentifier(cls), isClass: true), body: body)
        DeallocationHooks.install(hook)
        return DeallocationHookToken(hook, name: "every \(cls.name)")
    }
}
