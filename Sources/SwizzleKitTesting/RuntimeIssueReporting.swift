import CSwizzleKitTesting
import SwizzleKitSupport
import Testing

/// Installs the handler that turns each runtime issue into a Swift Testing issue against the
/// running test — as Xcode shows a runtime issue — unless ``runtimeIssues(in:)`` is capturing
/// them. Called when the binary loads (`CSwizzleKitTesting`'s constructor).
@_cdecl("swizzlekit_testing_install")
func installRuntimeIssueHandler() {
    RuntimeIssues.handler = { issue in
        if let capture = RuntimeIssueCapture.current {
            capture.append(issue)
        } else {
            Issue.record(Comment(rawValue: "Runtime issue: \(issue.message)"))
        }
    }
}

/// Runs `body` and returns the runtime issues it reported, in order, instead of failing the
/// test with them: how a test checks that misuse is reported. Issues reported by other tasks
/// and threads are not captured.
///
/// ```swift
/// let issues = runtimeIssues { object.removeObserver(observer, forKeyPath: "name") }
/// #expect(issues.map(\.message) == ["…"])
/// ```
public func runtimeIssues(in body: () throws -> Void) rethrows -> [RuntimeIssue] {
    let capture = RuntimeIssueCapture()
    try RuntimeIssueCapture.$current.withValue(capture) { try body() }
    return capture.issues
}

/// ``runtimeIssues(in:)`` for an asynchronous `body`: the issues its task reports, on whichever
/// threads its awaits run.
public func runtimeIssues(isolation: isolated (any Actor)? = #isolation,
                          in body: () async throws -> Void) async rethrows -> [RuntimeIssue] {
    let capture = RuntimeIssueCapture()
    try await RuntimeIssueCapture.$current.withValue(capture, operation: { try await body() }, isolation: isolation)
    return capture.issues
}

/// The issues one ``runtimeIssues(in:)`` call captures.
final class RuntimeIssueCapture: Sendable {
    @TaskLocal static var current: RuntimeIssueCapture?

    private let captured = Locked([RuntimeIssue]())

    func append(_ issue: RuntimeIssue) { captured.withLock { $0.append(issue) } }
    var issues: [RuntimeIssue] { captured.withLock { $0 } }
}
