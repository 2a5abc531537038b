/// A handle on one installed hook.
///
/// ``revert()`` removes exactly that hook, whatever order hooks are reverted in and whatever
/// was installed over or under it. Releasing the token does not revert the hook.
public final class HookToken: @unchecked Sendable, CustomStringConvertible {
    let site: AnyHookSite
    let entry: AnyObject
    private let name: String

    init(site: AnyHookSite, entry: AnyObject, name: String) {
        self.site = site
        self.entry = entry
        self.name = name
    }

    /// Whether the hook is still installed.
    public var isActive: Bool {
        Runtime.lock.withLock { site.containsLocked(entry) }
    }

    /// Removes the hook; a no-op once it is gone (reverted, spent, or its object died).
    ///
    /// Throws `revertConflict`, changing nothing, if a raw swizzle (`method_setImplementation`,
    /// `method_exchangeImplementations`, `class_replaceMethod`) has since replaced the method the
    /// hook lives in: removing the hook would silently drop that swizzle. Undo the swizzle first.
    ///
    /// A reverted hook's body, and whatever it captures, is released once no call in flight can
    /// still be running it (see the dispatch model's *Reclaiming what a change replaces*), and
    /// once no token of it is kept. An object's own hooks are also freed with the object (no call
    /// to it can be in flight then).
    public func revert() throws(RuntimeError) {
        try Runtime.lock.withLock { () throws(RuntimeError) in try site.removeLocked(entry) }
    }

    public var description: String { "hook on \(name)" }
}
