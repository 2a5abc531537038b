#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Misuse of an API that keeps Apple's non-throwing signature — removing an observer that is not
/// registered, an action its target does not answer — reported the way Xcode shows a runtime
/// issue: never a trap, never silent, and the state left as it was.
///
/// A report is printed to standard error, kept in ``RuntimeIssues/recorded``, and passed to the
/// handler, if one is installed: the `SwizzleKitTesting` product installs one that records an
/// issue against the running Swift Testing test, so misuse fails the test that made it.
///
/// Swift-first APIs throw instead; an Apple-named API that reports says so in its documentation.
public struct RuntimeIssue: CustomStringConvertible, Sendable {
    /// A readable message naming the class, selector or key path involved.
    public let message: String
    /// The error the throwing core raised, with its fields, when the issue came from one.
    public let error: (any Error & Sendable)?

    /// An issue described by `message`, carrying `error` when one caused it.
    public init(_ message: String, error: (any Error & Sendable)? = nil) {
        self.message = message
        self.error = error
    }

    public var description: String { message }
}

/// Where runtime issues go: standard error, the record, and the installed handler.
public enum RuntimeIssues {
    /// The most issues ``recorded`` keeps; older ones are dropped first.
    public static let recordLimit = 100

    private struct State {
        var recorded: [RuntimeIssue] = []
        var handler: (@Sendable (RuntimeIssue) -> Void)?
    }

    private static let state = Locked(State())

    /// Reports `issue`: prints it to standard error, records it, then calls the handler.
    /// Never traps; safe from any thread.
    public static func report(_ issue: RuntimeIssue) {
        let line = "SwizzleKit runtime issue: \(issue.message)\n"
        var bytes = Array(line.utf8)
        bytes.withUnsafeMutableBytes { buffer in _ = write(2, buffer.baseAddress, buffer.count) }
        let handler = state.withLock { state in
            if state.recorded.count == recordLimit { state.recorded.removeFirst() }
            state.recorded.append(issue)
            return state.handler
        }
        handler?(issue)
    }

    /// Reports `error`, whose description names what went wrong.
    public static func report(_ error: some Error & Sendable & CustomStringConvertible) {
        report(RuntimeIssue(error.description, error: error))
    }

    /// The issues reported in this process so far, oldest first (the last ``recordLimit``).
    public static var recorded: [RuntimeIssue] {
        state.withLock { $0.recorded }
    }

    /// The handler that hears every issue after it is printed and recorded; nil for none.
    /// Called on the reporting thread, outside any runtime lock.
    public static var handler: (@Sendable (RuntimeIssue) -> Void)? {
        get { state.withLock { $0.handler } }
        set { state.withLock { $0.handler = newValue } }
    }
}
