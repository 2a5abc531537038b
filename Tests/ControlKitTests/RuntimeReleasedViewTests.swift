import Foundation
import Testing
@testable import ControlKit
@testable import DynamicRuntime

/// A view whose last reference a reverted hook held goes when the runtime reclaims the hook, on
/// whichever thread ends the grace period; its deinit, main-actor code, does not report that as
/// the program's misuse (the runtime chose the thread).
@MainActor @Suite("Views the runtime releases") struct RuntimeReleasedViewTests {
    final class Poked: RuntimeObject {}

    /// Holds a view for a hook's closure, which must be sendable.
    final class Holder: @unchecked Sendable {
        let view: UIView
        init(_ view: UIView) { self.view = view }
    }

    @Test("a view a reverted hook captured is released by another thread's reclamation, reporting nothing")
    func releasedOffTheMainActor() async throws {
        let selector = Selector<Int, Int>("rrv_poke:")
        try RuntimeClass.of(Poked.self).addMethod(selector.untyped, implementation: TypedImplementation<Int, Int> { _, _, x in x })
        weak var watched: UIView?
        var token: HookToken?
        do {
            let view = UIView(), subview = UIView()
            view.addSubview(subview)
            watched = view
            let holder = Holder(view)
            token = try Poked.hook(selector, before: { _, _ in withExtendedLifetime(holder) {} })
        }
        #expect(watched != nil)
        let reportedBefore = RuntimeIssues.recorded.filter { $0.message.contains("UIView deinit") }.count
        try token?.revert()
        token = nil
        // Another thread ends the grace period, and lets go of the hook, and the view, there.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                let deadline = Date().addingTimeInterval(10)
                while !Reclamation.collect(), Date() < deadline { usleep(1_000) }
                done.resume()
            }
        }
        let deadline = Date().addingTimeInterval(10)
        while watched != nil, Date() < deadline { try await Task.sleep(for: .milliseconds(1)) }
        #expect(watched == nil, "the reverted hook's view is still alive")
        #expect(RuntimeIssues.recorded.filter { $0.message.contains("UIView deinit") }.count == reportedBefore)
    }
}
