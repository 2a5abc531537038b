/// The implementation an instead-hook replaces, bound to the receiver and selector of the call:
/// calling it runs the next hook down, or the original method.
///
/// A struct, so handing it to the hook allocates nothing.
public struct Original<Args, Result> {
    let receiver: AnyObject
    let selector: AnySelector
    let site: HookSite<Args, Result>
    let list: HookList<Args, Result>
    /// Instead-hooks below this index are still to run.
    let index: Int

    /// Runs the replaced implementation with `arguments`.
    public func callAsFunction(_ arguments: Args) -> Result {
        site.callInstead(below: index, in: list, receiver, selector, arguments)
    }
}
