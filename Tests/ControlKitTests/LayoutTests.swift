import ControlKit
import Testing

/// A view that logs its layoutSubviews and drawing, and can run code from its layoutSubviews.
final class LayoutRecordingView: UIView {
    required init?(coder: NSCoder) { nil }
    let name: String
    let log: CallLog
    var onLayout: (() -> Void)?

    init(_ name: String, log: CallLog, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log("\(name) layoutSubviews")
        onLayout?()
    }

    override func draw(_ rect: CGRect) {
        log("\(name) draw \(Int(rect.width))x\(Int(rect.height))")
    }
}

@Suite("Layout and display cycle")
@MainActor
struct LayoutTests {
    /// A parent with one child, both laid out already, so every test starts clean.
    private func cleanTree(_ log: CallLog) -> (parent: LayoutRecordingView, child: LayoutRecordingView) {
        let parent = LayoutRecordingView("parent", log: log), child = LayoutRecordingView("child", log: log)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.displayIfNeeded()
        log.entries.removeAll()
        return (parent, child)
    }

    @Test("a new view is marked for display, so it draws when it first appears, once")
    func newViewsDrawOnce() {
        let log = CallLog()
        let parent = LayoutRecordingView("parent", log: log), child = LayoutRecordingView("child", log: log)
        parent.addSubview(child)
        parent.displayIfNeeded()
        parent.displayIfNeeded()
        #expect(log.entries == ["parent draw 100x100", "child draw 100x100"])
    }

    @Test("setNeedsLayout only marks; layoutIfNeeded lays out once, and a second call does nothing")
    func markThenLayOutOnce() {
        let log = CallLog()
        let (parent, _) = cleanTree(log)
        parent.setNeedsLayout()
        parent.setNeedsLayout()
        #expect(log.entries.isEmpty)
        parent.layoutIfNeeded()
        #expect(log.entries == ["parent layoutSubviews"])
        parent.layoutIfNeeded()
        #expect(log.entries == ["parent layoutSubviews"])
    }

    @Test("layout runs top down: a parent's layoutSubviews resizing its child lays the child out in the same pass")
    func topDown() {
        let log = CallLog()
        let (parent, child) = cleanTree(log)
        parent.onLayout = { child.frame.size.width += 10 }
        child.setNeedsLayout()
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(log.entries == ["parent layoutSubviews", "child layoutSubviews"])
    }

    @Test("layoutIfNeeded on a view first goes up to its outermost marked ancestor")
    func goesUpFirst() {
        let log = CallLog()
        let grandparent = LayoutRecordingView("grandparent", log: log)
        let (parent, child) = cleanTree(log)
        grandparent.addSubview(parent)
        grandparent.layoutIfNeeded()
        log.entries.removeAll()

        grandparent.setNeedsLayout()
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(log.entries == ["grandparent layoutSubviews", "child layoutSubviews"], "the unmarked parent between them is skipped")
    }

    @Test("layoutIfNeeded on a view leaves marked views outside its subtree and below no marked ancestor alone")
    func staysInItsSubtree() {
        let log = CallLog()
        let (parent, child) = cleanTree(log)
        let sibling = LayoutRecordingView("sibling", log: log)
        parent.addSubview(sibling)
        parent.layoutIfNeeded()
        log.entries.removeAll()
        sibling.setNeedsLayout()
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(log.entries == ["child layoutSubviews"])
        parent.layoutIfNeeded()
        #expect(log.entries == ["child layoutSubviews", "sibling layoutSubviews"])
    }

    @Test("a frame or bounds size change marks the view; an origin, center or bounds-origin change does not")
    func sizeChangesMark() {
        let log = CallLog()
        let (_, child) = cleanTree(log)
        child.frame.origin = CGPoint(x: 30, y: 30)
        child.center = CGPoint(x: 7, y: 7)
        child.bounds.origin = CGPoint(x: 0, y: 40)
        child.layoutIfNeeded()
        #expect(log.entries.isEmpty)
        child.frame.size = CGSize(width: 1, height: 1)
        child.layoutIfNeeded()
        #expect(log.entries == ["child layoutSubviews"])
        child.bounds.size = CGSize(width: 2, height: 2)
        child.layoutIfNeeded()
        #expect(log.entries == ["child layoutSubviews", "child layoutSubviews"])
        child.frame = child.frame
        child.layoutIfNeeded()
        #expect(log.entries.count == 2, "setting the same size does not mark")
    }

    @Test("adding a subview marks the added view and the receiver")
    func addingMarks() {
        let log = CallLog()
        let (parent, _) = cleanTree(log)
        let added = LayoutRecordingView("added", log: log)
        added.layoutIfNeeded()
        log.entries.removeAll()
        parent.addSubview(added)
        parent.layoutIfNeeded()
        #expect(log.entries == ["parent layoutSubviews", "added layoutSubviews"])
    }

    @Test("removing a subview marks the old superview, not the removed view")
    func removalMarksTheOldSuperview() {
        let log = CallLog()
        let (parent, child) = cleanTree(log)
        child.removeFromSuperview()
        parent.layoutIfNeeded()
        child.layoutIfNeeded()
        #expect(log.entries == ["parent layoutSubviews"])
    }

    @Test("moving a subview marks the old superview, the new one and the moved view")
    func movingMarksBothSuperviews() {
        let log = CallLog()
        let (parent, child) = cleanTree(log)
        let other = LayoutRecordingView("other", log: log)
        other.layoutIfNeeded()
        log.entries.removeAll()
        other.addSubview(child)
        parent.layoutIfNeeded()
        other.layoutIfNeeded()
        #expect(log.entries == ["parent layoutSubviews", "other layoutSubviews", "child layoutSubviews"])
    }

    @Test("views are laid out only when asked: marking never lays out by itself")
    func nothingHappensWithoutAPass() {
        let log = CallLog()
        let (parent, child) = cleanTree(log)
        parent.setNeedsLayout()
        child.frame.size = CGSize(width: 5, height: 5)
        parent.addSubview(LayoutRecordingView("new", log: log))
        #expect(log.entries.isEmpty)
    }

    @Test("a controller's root view lays out between viewWillLayoutSubviews and viewDidLayoutSubviews, before its subviews")
    func controllerCallbacks() {
        let log = CallLog()
        final class Controller: UIViewController {
            let log: CallLog
            init(log: CallLog) { self.log = log }
            override func loadView() { view = LayoutRecordingView("root", log: log) }
            override func viewWillLayoutSubviews() { log("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { log("viewDidLayoutSubviews") }
        }
        let controller = Controller(log: log)
        let child = LayoutRecordingView("child", log: log)
        controller.view.addSubview(child)
        controller.view.layoutIfNeeded()
        #expect(log.entries == ["viewWillLayoutSubviews", "root layoutSubviews", "viewDidLayoutSubviews", "child layoutSubviews"])
    }

    @Test("setNeedsDisplay defers draw to the display pass, drawing once over the bounds however often it is marked")
    func displayIsDeferred() {
        let log = CallLog()
        let (parent, child) = cleanTree(log)
        child.setNeedsDisplay()
        child.setNeedsDisplay()
        #expect(log.entries.isEmpty)
        parent.displayIfNeeded()
        #expect(log.entries == ["child draw 100x100"])
        parent.displayIfNeeded()
        #expect(log.entries.count == 1)
    }

    @Test("a view marked for display while detached draws after joining a tree")
    func displayMarkSurvivesAMove() {
        let log = CallLog()
        let (parent, _) = cleanTree(log)
        let late = LayoutRecordingView("late", log: log)
        late.setNeedsDisplay()
        parent.addSubview(late)
        parent.displayIfNeeded()
        #expect(log.entries == ["late draw 100x100"])
    }

    @Test("a hidden view keeps its display mark and draws once shown")
    func hiddenViewsWait() {
        let log = CallLog()
        let (parent, child) = cleanTree(log)
        child.isHidden = true
        child.setNeedsDisplay()
        parent.displayIfNeeded()
        #expect(log.entries.isEmpty)
        child.isHidden = false
        parent.displayIfNeeded()
        #expect(log.entries == ["child draw 100x100"])
    }

    @Test("the end of a run-loop turn lays out, then draws")
    func layoutThenDisplay() {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.isHidden = false
        let (parent, child) = cleanTree(log)
        window.addSubview(parent)
        log.entries.removeAll()
        child.setNeedsDisplay()
        child.setNeedsLayout()
        window.layoutAndDisplayIfNeeded()
        #expect(log.entries == ["parent layoutSubviews", "child layoutSubviews", "child draw 100x100"])
    }

    @Test("a pass visits only the paths to marked views")
    func cleanSubtreesAreSkipped() throws {
        final class Counted: UIView {}
        let root = Counted()
        let branches = (0..<3).map { _ in Counted() }
        for branch in branches {
            root.addSubview(branch)
            for _ in 0..<3 { branch.addSubview(Counted()) }
        }
        root.layoutIfNeeded()
        var visits = 0
        let token = try Counted.hook(UIView.layoutSubviewsMethod.selector, before: { _, _ in visits += 1 })
        defer { try? token.revert() }
        branches[1].subviews[2].setNeedsLayout()
        root.layoutIfNeeded()
        #expect(visits == 1)
    }
}
