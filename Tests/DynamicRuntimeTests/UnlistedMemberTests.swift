import DynamicRuntime
import SwizzleKitTesting
import Testing

/// A class that declares a member and forgets to list it.
private final class Forgetful: RuntimeObject {
    static let listed = DeclaredMethod("listed", of: Forgetful.self) { (_, _: ()) -> Int in 1 }
    static let forgotten = DeclaredMethod("forgotten", of: Forgetful.self) { (_, _: ()) -> Int in 2 }
    override class var runtimeMembers: [any RuntimeMember] { [listed] }
}

@Suite("A declared member its class does not list")
struct UnlistedMemberTests {
    @Test("is reported on first use, once, and listed by validate()")
    func reportedAndValidated() throws {
        let object = Forgetful()
        var results: [Int] = []
        let issues = runtimeIssues {
            results.append(Forgetful.forgotten.send(to: object, ()))
            results.append(Forgetful.forgotten.send(to: object, ()))
            results.append(Forgetful.listed.send(to: object, ()))
        }
        #expect(results == [2, 2, 1], "the body still runs")
        #expect(issues.count == 1)
        let problem = try #require(issues.first?.error as? RuntimeError)
        #expect(problem.className == RuntimeClass.of(Forgetful.self).name && problem.selector == "forgotten" && problem.kind == .inadmissibleDefinition)
        let error = try #require(throws: RuntimeError.self) { try RuntimeClass.of(Forgetful.self).validate() }
        #expect(error.problems.map(\.selector) == ["forgotten"])
    }
}
