import ControlKit
import DynamicRuntime
import Testing

/// Three views side by side in a 300 × 100 root, back to front: `left` (x 0–100), `middle`
/// (100–200), `right` (200–300). Each test hooks one member hit testing reads on one view and
/// checks that the hit changes, and changes back when the hook is reverted.
@MainActor
private struct Row {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let middle = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
    let right = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))

    init() {
        for view in [left, middle, right] { root.addSubview(view) }
    }

    func hit(_ x: CGFloat) -> UIView? {
        root.hitTest(CGPoint(x: x, y: 50), with: nil)
    }
}

@Suite("Hit testing asks every member through a send")
@MainActor
struct HitTestingHookTests {
    @Test("a hook on one view's hitTest:withEvent: decides what the walk answers for it")
    func hitTestHook() throws {
        let row = Row()
        #expect(row.hit(150) === row.middle)
        let token = try row.middle.hook(UIView.hitTestMethod.selector, instead: { [left = row.left] _, _, _ in left })
        #expect(row.hit(150) === row.left)
        #expect(row.hit(250) === row.right, "the other views keep theirs")
        try token.revert()
        #expect(row.hit(150) === row.middle)
    }

    @Test("a hook on pointInside:withEvent: makes the front view take a point over another")
    func pointInsideHook() throws {
        let row = Row()
        #expect(row.hit(50) === row.left)
        let token = try row.right.hook(UIView.pointInsideMethod.selector, instead: { _, _, _ in true })
        #expect(row.hit(50) === row.right)
        try token.revert()
        #expect(row.hit(50) === row.left)
    }

    @Test("a hook on isHidden skips the view: its point falls to the root")
    func hiddenHook() throws {
        let row = Row()
        let token = try row.left.hook(UIView.hiddenProperty.getter.selector, instead: { _, _, _ in true })
        #expect(row.hit(50) === row.root)
        try token.revert()
        #expect(row.hit(50) === row.left)
    }

    @Test("a hook on isUserInteractionEnabled skips the view and its subviews")
    func userInteractionEnabledHook() throws {
        let row = Row()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        row.left.addSubview(inner)
        #expect(row.hit(10) === inner)
        let token = try row.left.hook(UIView.userInteractionEnabledProperty.getter.selector, instead: { _, _, _ in false })
        #expect(row.hit(10) === row.root)
        try token.revert()
        #expect(row.hit(10) === inner)
    }

    @Test("a hook on alpha: below 0.01 skips the view, 0.01 itself does not")
    func alphaHook() throws {
        let row = Row()
        var alpha: CGFloat = 0.0099
        let token = try row.left.hook(UIView.alphaProperty.getter.selector, instead: { _, _, _ in alpha })
        #expect(row.hit(50) === row.root)
        alpha = 0.01
        #expect(row.hit(50) === row.left)
        alpha = 0
        #expect(row.hit(50) === row.root)
        try token.revert()
        #expect(row.hit(50) === row.left)
    }

    @Test("a hook on center moves where the walk looks for the view")
    func centerHook() throws {
        let row = Row()
        let token = try row.middle.hook(UIView.centerProperty.getter.selector, instead: { _, _, _ in CGPoint(x: 50, y: 50) })
        #expect(row.hit(50) === row.middle, "in front of left, where the hook puts it")
        #expect(row.hit(150) === row.root, "its own frame is empty now")
        try token.revert()
        #expect(row.hit(50) === row.left)
        #expect(row.hit(150) === row.middle)
    }

    @Test("a hook on bounds changes both the conversion and pointInside")
    func boundsHook() throws {
        let row = Row()
        #expect(row.hit(160) === row.middle)
        // 200 wide about the same center (250, 50): the right view now reaches from x 150 to 350.
        let token = try row.right.hook(UIView.boundsProperty.getter.selector, instead: { _, _, _ in
            CGRect(x: 0, y: 0, width: 200, height: 100)
        })
        #expect(row.hit(160) === row.right)
        #expect(row.hit(149) === row.middle, "just outside the grown bounds")
        try token.revert()
        #expect(row.hit(160) === row.middle)
    }

    @Test("a Swift override of an entry point is what the walk asks")
    func swiftOverrideOfIsHidden() {
        final class AlwaysHidden: UIView {
            override var isHidden: Bool {
                get { true }
                set {}
            }
        }
        let row = Row()
        row.root.addSubview(AlwaysHidden(frame: row.root.bounds))
        #expect(row.hit(50) === row.left)
    }

    @Test("a hook that removes the subviews midway: the walk finishes over the list it started with")
    func subviewsRemovedDuringTheWalk() throws {
        let row = Row()
        // At the back, held by nothing but the root: only the walk's list keeps it alive once removed.
        func addBackView() {
            let back = UIView(frame: row.root.bounds)
            back.tag = 7
            row.root.insertSubview(back, at: 0)
        }
        addBackView()
        row.left.isHidden = true
        var removed = false
        let token = try row.right.hook(UIView.pointInsideMethod.selector, before: { [root = row.root] _, _ in
            guard !removed else { return }
            removed = true
            for view in root.subviews { view.removeFromSuperview() }
        })
        defer { try? token.revert() }
        #expect(row.hit(50)?.tag == 7, "the back view was asked though it had left the tree")
        #expect(row.root.subviews.isEmpty)
        #expect(row.hit(50) === row.root)
    }
}
