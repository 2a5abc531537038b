import CReadSections

extension Unmanaged {
    /// Runs `body` with the object, adding no retain and release: the one way the runtime and the
    /// views read an object they hold no reference to of their own (a cache entry, a hook, a
    /// superclass, a subview in a loop the optimiser would otherwise retain through).
    ///
    /// The caller guarantees the object lives until `body` returns: another reference it holds,
    /// the read section that keeps retired objects, or the lock that keeps an object from being
    /// replaced. Debug builds report, as a runtime issue, an object already in its deinit, which
    /// a borrowed object never is unless `inDeinit` says the caller knows it may be (an object
    /// whose deinit is taking it off its hook class, where a retain would run the deinit twice).
    @inlinable @inline(__always)
    package func borrow<Result>(inDeinit: Bool = false, _ body: (Instance) throws -> Result) rethrows -> Result {
        #if DEBUG
        if !inDeinit, swizzlekit_is_deinitializing(toOpaque()) { reportDeinitializing() }
        #endif
        return try _withUnsafeGuaranteedRef(body)
    }

    @usableFromInline @inline(never)
    func reportDeinitializing() {
        RuntimeIssues.report(RuntimeIssue("borrowed \(Instance.self) at \(toOpaque()) is in its deinit"))
    }
}
