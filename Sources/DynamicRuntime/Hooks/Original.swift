/// The implementation an instead-hook replaces, bound to the receiver and selector of the call:
/// calling it runs the next hook down, or the original method.
///
/// A struct, so handing it to the hook allocates nothing.
public struct Original<Args, Result> {
    @usableFromInline let receiver: AnyObject
    @usableFromInline let selector: AnySelector
    // Sites and hook lists outlive every call that can reach them (lists are retired, sites live
    // as long as their dispatcher), so these are borrowed, not retained: an `Original` is valid
    // only during the hook call it was handed to.
    @usableFromInline let site: Unmanaged<HookSite<Args, Result>>
    @usableFromInline let list: Unmanaged<HookList<Args, Result>>
    /// Instead-hooks below this index are still to run.
    @usableFromInline let index: Int

    @inlinable
    init(receiver: AnyObject, selector: AnySelector, site: HookSite<Args, Result>, list: HookList<Args, Result>, index: Int) {
        self.receiver = receiver
        self.selector = selector
        self.site = Unmanaged.passUnretained(site)
        self.list = Unmanaged.passUnretained(list)
        self.index = index
    }

    /// Runs the replaced implementation with `arguments`.
    @inlinable
    public func callAsFunction(_ arguments: Args) -> Result {
        site._withUnsafeGuaranteedRef { site in
            list._withUnsafeGuaranteedRef { site.callInstead(below: index, in: $0, receiver, selector, arguments) }
        }
    }
}
