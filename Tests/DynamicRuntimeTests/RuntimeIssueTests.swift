import DynamicRuntime
import SwizzleKitTesting
import Testing

// Serialized: `bounded` floods the process-wide record that `captured` reads.
@Suite("Runtime issues", .serialized)
struct RuntimeIssueTests {
    @Test("a report is recorded, and captured by runtimeIssues(in:) instead of failing the test")
    func captured() {
        let issues = runtimeIssues {
            RuntimeIssues.report(RuntimeIssue("first misuse"))
            RuntimeIssues.report(RuntimeError(.unrecognizedSelector, className: "Widget", selector: "spin", "-[Widget spin]: unrecognized selector"))
        }
        #expect(issues.map(\.message) == ["first misuse", "-[Widget spin]: unrecognized selector"])
        #expect((issues.last?.error as? RuntimeError)?.selector == "spin")
        let recorded = RuntimeIssues.recorded.map(\.message)
        #expect(recorded.contains("first misuse"))
        #expect(recorded.contains("-[Widget spin]: unrecognized selector"))
    }

    @Test("an issue nothing captures fails the running test")
    func failsTheTest() {
        withKnownIssue {
            RuntimeIssues.report(RuntimeIssue("uncaptured misuse"))
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "Runtime issue: uncaptured misuse" }
        }
    }

    @Test("the record keeps the last recordLimit issues")
    func bounded() {
        _ = runtimeIssues {
            for index in 0 ..< RuntimeIssues.recordLimit + 5 { RuntimeIssues.report(RuntimeIssue("flood \(index)")) }
        }
        let recorded = RuntimeIssues.recorded
        #expect(recorded.count == RuntimeIssues.recordLimit)
        #expect(recorded.contains { $0.message == "flood \(RuntimeIssues.recordLimit + 4)" })
        #expect(!recorded.contains { $0.message == "flood 4" })
    }
}
