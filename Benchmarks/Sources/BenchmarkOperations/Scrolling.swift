import ControlKit

/// Issue 23's scrolling rows: a 320 × 480 window filled by a table of 1,000 rows, each a cell
/// with a label and the 16 × 16 test picture, scrolled 12 points a frame (720 points a second at
/// 60 frames) — a frame being the run-loop turn (layout, display) and the window's composite
/// (commit). With reuse, the data source dequeues; without, it makes a new cell for each row
/// that comes into view.
@MainActor
public final class ScrollingScene {
    /// Rows of a label and a picture.
    final class Rows: UITableViewDataSource {
        let reuses: Bool
        var cellsMade = 0

        init(reuses: Bool) {
            self.reuses = reuses
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell: UITableViewCell
            if reuses, let reused = tableView.dequeueReusableCell(withIdentifier: "row") {
                cell = reused
            } else {
                cell = UITableViewCell(style: .default, reuseIdentifier: reuses ? "row" : nil)
                cellsMade += 1
            }
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.imageView?.image = WindowScene.picture
            return cell
        }
    }

    public let application = UIApplication()
    public let window: UIWindow
    public let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let rows: Rows

    /// The scene, laid out and shown once.
    public init(reuses: Bool) {
        rows = Rows(reuses: reuses)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        window.addSubview(table)
        table.dataSource = rows
        application.runLoopOnce()
        _ = window.screenImage()
    }

    /// The cells the data source has made.
    public var cellsMade: Int { rows.cellsMade }

    /// One frame: the table 12 points further (back to the top at the end), the run-loop turn,
    /// the composite. Whether the frame reached the screen.
    public func frame() -> Bool {
        let end = table.contentSize.height - table.bounds.height
        let next = table.contentOffset.y + 12
        table.contentOffset = CGPoint(x: 0, y: next > end ? 0 : next)
        application.runLoopOnce()
        return window.screenImage() != nil
    }
}

extension Fixtures {
    @MainActor static func scrollingOperations() -> [Operation] {
        let reusing = ScrollingScene(reuses: true), fresh = ScrollingScene(reuses: false)
        func scrolling(_ name: String, _ scene: ScrollingScene) -> Operation {
            Operation(name: name, iterationDivisor: 10_000, run: { iterations in
                var frames = 0
                for _ in 0..<iterations { frames += scene.frame() ? 1 : 0 }
                return frames
            }, expectedResult: { $0 }, note: {
                let frames = Int((scene.table.contentOffset.y / 12).rounded())
                return "\(name): \(scene.cellsMade) cells made in all, \(scene.table.visibleCells.count) shown, at frame \(frames) of a pass"
            })
        }
        return [
            scrolling("scroll a 1,000-row table, a frame, reusing cells", reusing),
            scrolling("scroll a 1,000-row table, a frame, a new cell per row", fresh),
        ]
    }
}
