/// An optional requirement of a delegate protocol, sent as Objective-C sends one: what
/// `delegate?.method?(…)` does for an `@objc optional` requirement, which Swift on Linux lacks.
///
/// ```swift
/// final class TableDelegate: RuntimeObject {
///     static let heightForRow = DeclaredMethod("heightForRowAt:", of: TableDelegate.self) { (_, row: Int) in Double(row) * 10 }
///     override class var runtimeMembers: [any RuntimeMember] { [heightForRow] }
/// }
/// let delegate: AnyObject? = TableDelegate()
/// // iOS:   let height = delegate?.heightForRow?(at: 3) ?? 44
/// let height = OptionalRequirement<Int, Double>("heightForRowAt:").send(to: delegate, 3) ?? 44   // 30
/// ```
///
/// A receiver that does not respond to the selector — nil, an object that does not implement
/// the requirement, or an object outside the runtime — is not sent anything and yields nil, as
/// the optional call does. One that responds with another signature is a runtime issue naming
/// the class and selector, and yields nil. The source adapter writes these sends for the calls
/// of a protocol's `@objc optional` requirements, and registers the implementing methods.
public struct OptionalRequirement<Args, Result>: Sendable {
    /// The requirement's typed selector.
    public let selector: Selector<Args, Result>

    /// The requirement whose Objective-C selector is `name` (`tableView:heightForRowAtIndexPath:`).
    public init(_ name: String) {
        selector = Selector(name)
    }

    /// Sends the requirement to `receiver` if it implements it: its result, else nil.
    public func send(to receiver: AnyObject?, _ arguments: Args) -> Result? {
        guard let object = receiver as? RuntimeObject, object.responds(to: selector.untyped) else { return nil }
        do throws(RuntimeError) {
            return try object.send(selector, arguments)
        } catch {
            RuntimeIssues.report(error)
            return nil
        }
    }
}
