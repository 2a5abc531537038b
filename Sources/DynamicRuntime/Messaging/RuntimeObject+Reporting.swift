extension RuntimeObject {
    /// Whether this object's class responds to `selector`; when it does not, reports a runtime
    /// issue naming the class and selector, for the `role` the selector was given (UIKit would
    /// crash when it is first sent). What registers a selector-based action checks it with this.
    package func answers(_ selector: AnySelector, as role: String) -> Bool {
        if dispatchClass.respondsTo(selector) { return true }
        let className = reportedClass.name
        RuntimeIssues.report(RuntimeError(.unrecognizedSelector, className: className, selector: selector.name,
                                          "\(methodName(className: className, selector: selector.name, isClassMethod: false)): unrecognized selector: \(role) must exist on its target"))
        return false
    }

    /// Sends `selector` with `arguments` (`perform(_:with:)`) for an action, a timer or a
    /// notification observer; answers whether it ran. A refusal — the object does not answer the
    /// selector, or answers with other arguments — is where UIKit would crash: it is reported as
    /// a runtime issue naming the class and selector.
    @discardableResult
    package func performReporting(_ selector: AnySelector, with arguments: Any) -> Bool {
        do throws(RuntimeError) {
            _ = try perform(selector, with: arguments)
            return true
        } catch {
            RuntimeIssues.report(error)
            return false
        }
    }
}
