import ControlKit
import Testing

/// What a test's views and controllers were told, in order.
final class CallLog {
    var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
}

/// A view that logs the hierarchy callbacks it receives, named by `name`.
final class HierarchyRecordingView: UIView {
    required init?(coder: NSCoder) { nil }
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    private func label(_ view: UIView?) -> String {
        (view as? HierarchyRecordingView)?.name ?? (view == nil ? "nil" : "window")
    }

    override func willMove(toSuperview newSuperview: UIView?) { log("\(name) willMoveToSuperview \(label(newSuperview))") }
    override func didMoveToSuperview() { log("\(name) didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log("\(name) willMoveToWindow \(newWindow == nil ? "nil" : "window")") }
    override func didMoveToWindow() { log("\(name) didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log("\(name) didAddSubview \(label(subview))") }
    override func willRemoveSubview(_ subview: UIView) { log("\(name) willRemoveSubview \(label(subview))") }
}

@Suite("View hierarchy")
@MainActor
struct ViewHierarchyTests {
    private func views(_ count: Int) -> [UIView] { (0..<count).map { _ in UIView() } }

    @Test("subviews are back to front: addSubview puts on top, insertSubview(at:) clamps its index")
    func addAndInsertAtIndex() {
        let parent = UIView()
        let v = views(4)
        parent.addSubview(v[0])
        parent.addSubview(v[1])
        parent.insertSubview(v[2], at: 1)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [v[0], v[2], v[1]].map { ObjectIdentifier($0) })
        parent.insertSubview(v[3], at: -5)
        #expect(parent.subviews.first === v[3])
        parent.insertSubview(v[3], at: 99)
        #expect(parent.subviews.last === v[3])
        #expect(parent.subviews.count == 4, "re-inserting moves, never duplicates")
        parent.addSubview(v[0])
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [v[2], v[1], v[3], v[0]].map { ObjectIdentifier($0) })
    }

    @Test("insert above and below a sibling, from outside or from within the same superview")
    func insertAboveAndBelow() {
        let parent = UIView()
        let v = views(4)
        for view in v.prefix(3) { parent.addSubview(view) }
        parent.insertSubview(v[3], aboveSubview: v[0])
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [v[0], v[3], v[1], v[2]].map { ObjectIdentifier($0) })
        parent.insertSubview(v[3], belowSubview: v[0])
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [v[3], v[0], v[1], v[2]].map { ObjectIdentifier($0) })
        parent.insertSubview(v[0], aboveSubview: v[2])
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [v[3], v[1], v[2], v[0]].map { ObjectIdentifier($0) })
        parent.insertSubview(v[0], belowSubview: v[1])
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [v[3], v[0], v[1], v[2]].map { ObjectIdentifier($0) })
    }

    @Test("a sibling that is not a subview makes insert above or below add on top")
    func insertRelativeToAStranger() {
        let parent = UIView(), stranger = UIView(), first = UIView(), second = UIView()
        parent.addSubview(first)
        parent.insertSubview(second, belowSubview: stranger)
        #expect(parent.subviews.last === second)
    }

    @Test("bring to front and send to back reorder; a view that is not a subview is ignored")
    func bringToFrontAndSendToBack() {
        let parent = UIView(), other = UIView()
        let v = views(3)
        for view in v { parent.addSubview(view) }
        parent.bringSubviewToFront(v[0])
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [v[1], v[2], v[0]].map { ObjectIdentifier($0) })
        parent.sendSubviewToBack(v[2])
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [v[2], v[1], v[0]].map { ObjectIdentifier($0) })
        parent.bringSubviewToFront(other)
        parent.sendSubviewToBack(other)
        #expect(parent.subviews.count == 3)
        #expect(other.superview == nil)
    }

    @Test("removeFromSuperview unlinks both ways; without a superview it does nothing")
    func remove() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.superview === parent)
        child.removeFromSuperview()
        #expect(child.superview == nil)
        #expect(parent.subviews.isEmpty)
        child.removeFromSuperview()
        #expect(child.superview == nil)
    }

    @Test("a view cannot become its own subview or its ancestor's: the call does nothing")
    func noCycles() {
        let grandparent = UIView(), parent = UIView(), child = UIView()
        grandparent.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandparent)
        parent.addSubview(parent)
        #expect(grandparent.superview == nil)
        #expect(parent.superview === grandparent)
        #expect(child.subviews.isEmpty)
        #expect(child.isDescendant(of: grandparent) && child.isDescendant(of: child) && !grandparent.isDescendant(of: child))
    }

    @Test("window is the root when it is a UIWindow, else nil, and follows moves")
    func windowOfAView() {
        let window = UIWindow(frame: .zero), plainRoot = UIView(), container = UIView(), view = UIView()
        container.addSubview(view)
        plainRoot.addSubview(container)
        #expect(view.window == nil)
        window.addSubview(container)
        #expect(view.window === window)
        #expect(window.window === window)
        container.removeFromSuperview()
        #expect(view.window == nil)
    }

    @Test("viewWithTag answers the view itself first, then depth first in subview order, else nil")
    func tags() {
        let root = UIView(), a = UIView(), deep = UIView(), b = UIView()
        root.addSubview(a)
        a.addSubview(deep)
        root.addSubview(b)
        deep.tag = 7
        b.tag = 7
        a.tag = 3
        #expect(root.viewWithTag(7) === deep)
        #expect(root.viewWithTag(3) === a)
        #expect(a.viewWithTag(3) === a)
        #expect(root.viewWithTag(0) === root, "every view's tag starts at 0")
        #expect(root.viewWithTag(42) == nil)
    }

    @Test("adding sends willMoveToSuperview, the window moves, didMoveToSuperview, then didAddSubview")
    func addCallbackOrder() {
        let log = CallLog()
        let window = UIWindow(frame: .zero)
        let parent = HierarchyRecordingView("parent", log: log), child = HierarchyRecordingView("child", log: log)
        window.addSubview(parent)
        log.entries.removeAll()
        parent.addSubview(child)
        #expect(log.entries == [
            "child willMoveToSuperview parent", "child willMoveToWindow window", "child didMoveToWindow",
            "child didMoveToSuperview", "parent didAddSubview child",
        ])
    }

    @Test("entering a window tells the whole moved subtree, parents first; staying out of one tells nobody")
    func windowMovesReachTheSubtree() {
        let log = CallLog()
        let window = UIWindow(frame: .zero)
        let parent = HierarchyRecordingView("parent", log: log), child = HierarchyRecordingView("child", log: log)
        parent.addSubview(child)
        #expect(!log.entries.contains { $0.contains("Window") }, "no window before or after: no window callbacks")
        log.entries.removeAll()
        window.addSubview(parent)
        #expect(log.entries == [
            "parent willMoveToSuperview window", "parent willMoveToWindow window", "child willMoveToWindow window",
            "parent didMoveToWindow", "child didMoveToWindow", "parent didMoveToSuperview",
        ])
    }

    @Test("removal tells the superview first, then the view, with nil for superview and window")
    func removeCallbackOrder() {
        let log = CallLog()
        let window = UIWindow(frame: .zero)
        let parent = HierarchyRecordingView("parent", log: log), child = HierarchyRecordingView("child", log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        log.entries.removeAll()
        child.removeFromSuperview()
        #expect(log.entries == [
            "parent willRemoveSubview child", "child willMoveToSuperview nil", "child willMoveToWindow nil",
            "child didMoveToWindow", "child didMoveToSuperview",
        ])
    }

    @Test("moving a view to another superview tells the old one willRemoveSubview and announces one move")
    func moveBetweenSuperviews() {
        let log = CallLog()
        let old = HierarchyRecordingView("old", log: log), new = HierarchyRecordingView("new", log: log)
        let child = HierarchyRecordingView("child", log: log)
        old.addSubview(child)
        log.entries.removeAll()
        new.addSubview(child)
        #expect(log.entries == [
            "old willRemoveSubview child", "child willMoveToSuperview new", "child didMoveToSuperview", "new didAddSubview child",
        ])
        #expect(old.subviews.isEmpty)
        #expect(new.subviews.first === child)
        #expect(child.superview === new)
    }

    @Test("reordering within the same superview sends no callbacks")
    func reorderIsSilent() {
        let log = CallLog()
        let parent = HierarchyRecordingView("parent", log: log)
        let a = HierarchyRecordingView("a", log: log), b = HierarchyRecordingView("b", log: log)
        parent.addSubview(a)
        parent.addSubview(b)
        log.entries.removeAll()
        parent.bringSubviewToFront(a)
        parent.sendSubviewToBack(a)
        parent.insertSubview(a, aboveSubview: b)
        #expect(log.entries.isEmpty)
    }
}
