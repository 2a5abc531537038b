import ControlKit
import DynamicRuntime

// The ControlKit rows: hit testing on wide and deep trees, a whole tap through a deep hierarchy
// onto a button, and a layout pass. UIKit does not run on Linux, so they have no peer; each also
// reports its cost per unit of work (a view visited, a view laid out, a tap) in SwizzleKit sends
// (``Operation/sendUnit``), which SwizzleKitTimings prints beside the time.
//
// Their loops run N / (100 × views) iterations (N / 100,000 for the tap), so a timed run visits
// N / 100 views, as many operations as a key-value observing row's, and the whole table stays
// quick. Every run checks what
// it returns: one for each hit test that found the expected view, each tap that reached the
// button's action, each view laid out.

/// The view a hit test must find: the only one tagged with it.
private let targetTag = 1

extension Fixtures {
    @MainActor static func controlKitOperations() throws -> [Operation] {
        var operations: [Operation] = []
        for views in [100, 1_000, 10_000] {
            let wide = WideTree(views: views)
            operations.append(Operation(name: "hitTest, \(views.formatted) views wide", iterationDivisor: 100 * views,
                                        sendUnit: SendUnit(count: views, name: "view visited"),
                                        run: { iterations in assumingMainActor { loopHitTest(wide.root, wide.point, iterations) } }, expectedResult: { $0 }))
            let deep = DeepTree(views: views)
            operations.append(Operation(name: "hitTest, \(views.formatted) views deep", iterationDivisor: 100 * views,
                                        sendUnit: SendUnit(count: views, name: "view visited"),
                                        run: { iterations in deep.onLargeStack { assumingMainActor { loopHitTest(deep.root, deep.point, iterations) } } },
                                        expectedResult: { $0 }))
        }
        let tap = TapThroughHierarchy(depth: 50)
        operations.append(Operation(name: "tap through 50 views onto a button", iterationDivisor: 100_000,
                                    sendUnit: SendUnit(count: 1, name: "tap"),
                                    run: { iterations in assumingMainActor { loopTap(tap, iterations) } }, expectedResult: { $0 }))
        let layout = LayoutGrid(rows: 9, cellsPerRow: 110)
        operations.append(Operation(name: "layout pass, \(layout.viewCount.formatted) views", iterationDivisor: 100 * layout.viewCount,
                                    sendUnit: SendUnit(count: layout.viewCount, name: "view laid out"),
                                    run: { iterations in assumingMainActor { loopLayout(layout, iterations) } }, expectedResult: { $0 * layout.viewCount }))
        return operations
    }
}

extension Int {
    /// The number with thousands separated by commas, as the row names print it.
    fileprivate var formatted: String {
        self < 1_000 ? String(self) : "\((self / 1_000).formatted),\(String(self % 1_000 + 1_000).dropFirst())"
    }
}

// MARK: - Trees

/// A root with `views - 1` subviews side by side, 10 pt wide each; the point lies in the
/// back-most one, so a hit test asks every subview, front to back, before it finds it.
@MainActor
final class WideTree {
    let root: UIView
    let point = CGPoint(x: 5, y: 5)

    init(views: Int) {
        root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(views) * 10, height: 10))
        for index in 0..<(views - 1) {
            let subview = UIView(frame: CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 10))
            if index == 0 { subview.tag = targetTag }
            root.addSubview(subview)
        }
    }
}

/// `views` views each the only subview of the one before; the point lies in all of them, so a
/// hit test goes all the way down.
@MainActor
final class DeepTree {
    let root: UIView
    let point = CGPoint(x: 5, y: 5)

    /// Built from the deepest view up: adding a view to a parent that has no superview yet
    /// walks no ancestors, where adding below an ever deeper chain would walk them all.
    init(views: Int) {
        var top = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        top.tag = targetTag
        for _ in 1..<views {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(top)
            top = parent
        }
        root = top
    }

    /// Runs `body` on a thread with a 64 MB stack and returns its result: a hit test recurses
    /// once per level, a few hundred bytes each, so 10,000 levels need more stack (2–4 MB)
    /// than a secondary thread has, and the runners may call from one. The thread is made once
    /// per loop run, not per hit test (tens of microseconds against milliseconds).
    func onLargeStack(_ body: @escaping @Sendable () -> Int) -> Int {
        let result = ResultBox()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.value = body()
            finished.signal()
        }
        thread.stackSize = 64 << 20
        thread.start()
        finished.wait()
        return result.value
    }
}

/// A loop's result handed back from the thread that ran it (the semaphore orders the accesses).
private final class ResultBox: @unchecked Sendable {
    var value = 0

}

/// A window of 320 × 480 whose root view holds `depth - 2` nested views and, innermost, a
/// button with a touchUpInside action: a tap goes through `UIApplication.sendEvent`,
/// `UIWindow.sendEvent`, a hit test `depth` views deep, the button's tracking and its action.
@MainActor
final class TapThroughHierarchy {
    let application = UIApplication()
    let window: UIWindow
    let driver: TouchDriver
    let point = CGPoint(x: 160, y: 240)
    private(set) var actions = 0

    init(depth: Int) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        driver = TouchDriver(window: window)
        var parent: UIView = window
        for _ in 0..<(depth - 2) {
            let view = UIView(frame: parent.bounds)
            parent.addSubview(view)
            parent = view
        }
        let button = UIButton(frame: parent.bounds)
        parent.addSubview(button)
        button.addAction(UIAction { [unowned self] _ in actions += 1 }, for: .touchUpInside)
        application.runLoopOnce()
    }

    /// One tap, then a second of simulated time, so every tap is a first tap (tap count 1).
    func tap() {
        driver.tap(at: point)
        driver.clock.advance(by: 1)
    }
}

/// A grid whose root lays out `rows` rows and each row `cellsPerRow` cells, all sized from the
/// root's width: changing it and laying out visits every view, each frame set through
/// `setFrame:` and each `layoutSubviews` sent.
@MainActor
final class LayoutGrid {
    let root: GridView
    let viewCount: Int
    private let counter = LayoutCounter()
    private var narrow = false

    init(rows: Int, cellsPerRow: Int) {
        root = GridView(counter: counter)
        root.frame = CGRect(x: 0, y: 0, width: 320, height: CGFloat(rows) * 10)
        for _ in 0..<rows {
            let row = GridView(counter: counter)
            for _ in 0..<cellsPerRow { row.addSubview(GridView(counter: counter)) }
            root.addSubview(row)
        }
        viewCount = 1 + rows + rows * cellsPerRow
        root.layoutIfNeeded()
    }

    /// Resizes the root (320 ↔ 321 points wide) and lays out; returns the views laid out.
    func pass() -> Int {
        narrow.toggle()
        root.frame = CGRect(x: 0, y: 0, width: narrow ? 321 : 320, height: root.bounds.height)
        let before = counter.layouts
        root.layoutIfNeeded()
        return counter.layouts - before
    }
}

/// How many times the views of one grid laid out.
@MainActor
final class LayoutCounter {
    var layouts = 0
}

/// A view that stacks its subviews: vertically in 10-point rows when it is the grid's root,
/// horizontally in equal cells otherwise. Counts its layouts.
final class GridView: UIView {
    let counter: LayoutCounter

    init(counter: LayoutCounter) {
        self.counter = counter
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        counter.layouts &+= 1
        let count = CGFloat(subviews.count)
        let isRoot = superview == nil
        for (index, subview) in subviews.enumerated() {
            let offset = CGFloat(index)
            subview.frame = isRoot
                ? CGRect(x: 0, y: offset * 10, width: bounds.width, height: 10)
                : CGRect(x: offset * bounds.width / count, y: 0, width: bounds.width / count, height: 10)
        }
    }
}

// MARK: - The loops

@inline(never)
@MainActor
func loopHitTest(_ root: UIView, _ point: CGPoint, _ iterations: Int) -> Int {
    var found = 0
    for _ in 0..<iterations where root.hitTest(point, with: nil)?.tag == targetTag { found &+= 1 }
    return found
}

@inline(never)
@MainActor
func loopTap(_ fixture: TapThroughHierarchy, _ iterations: Int) -> Int {
    let before = fixture.actions
    for _ in 0..<iterations { fixture.tap() }
    return fixture.actions - before
}

@inline(never)
@MainActor
func loopLayout(_ grid: LayoutGrid, _ iterations: Int) -> Int {
    var laidOut = 0
    for _ in 0..<iterations { laidOut &+= grid.pass() }
    return laidOut
}
