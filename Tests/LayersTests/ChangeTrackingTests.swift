import Testing
@testable import Layers

/// Change tracking across the tree: a change anywhere flags the path to the root, so whoever
/// composites the root sees it — also for a layer changed while it was detached.
@Suite("Change tracking") struct ChangeTrackingTests {
    @Test("a layer changed while detached, then inserted and composited, reports its next change to the root")
    func changedWhileDetached() {
        let root = CALayer(), parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        child.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(parent.pendingChange == .appearance)
        root.addSublayer(parent)
        #expect(root.pendingChange == .appearance)
        root.clearChanges()
        #expect(root.pendingChange == .none && parent.pendingChange == .none && child.pendingChange == .none)
        child.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(root.pendingChange == .appearance, "the change two levels down reaches the root")
    }
}
