import DynamicRuntime
import Foundation
import SwizzleKitTesting
import Testing
@testable import ControlKit

/// `UITableView`: rows from the data source, cell reuse, heights and sections, updates checked
/// against the counts, selection by touch and in code.
@MainActor @Suite("UITableView") struct TableViewTests {
    /// A cell that counts how many were made and how often each was prepared for reuse.
    final class CountingCell: UITableViewCell {
        nonisolated(unsafe) static var made = 0
        var reuses = 0
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            CountingCell.made += 1
        }
        required init?(coder: NSCoder) { nil }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    /// A data source and delegate as ported code declares one: an `NSObject` subclass.
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var sections: [[String]]
        var titles: [String?] = []
        var heights: [IndexPath: CGFloat] = [:]
        var heightQueries: [IndexPath] = []
        var events: [String] = []
        var refusesSelection: Set<IndexPath> = []

        init(rows: Int) {
            sections = [(0..<rows).map { "Row \($0)" }]
        }

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            titles.indices.contains(section) ? titles[section] : nil
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heightQueries.append(indexPath)
            return heights[indexPath] ?? tableView.rowHeight
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            refusesSelection.contains(indexPath) ? nil : indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath.row)") }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { events.append("deselect \(indexPath.row)") }
        func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { events.append("highlight \(indexPath.row)") }
        func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { events.append("unhighlight \(indexPath.row)") }
    }

    /// A 320 × 480 table filling a window, over `rows` rows of 44 points.
    @MainActor final class Fixture {
        let scene = Scene()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let source: Source

        init(rows: Int = 1000, configure: (Source) -> Void = { _ in }) {
            source = Source(rows: rows)
            configure(source)
            table.register(CountingCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = source
            table.delegate = source
            scene.window.addSubview(table)
            scene.application.runLoopOnce()
        }

        var texts: [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }
    }

    // MARK: Rows and reuse

    @Test("only the visible rows have cells, placed one under another, as the data source says")
    func visibleRows() throws {
        let fixture = Fixture(), table = fixture.table
        // 480 / 44: rows 0 to 10 show, the eleventh in part.
        #expect(table.indexPathsForVisibleRows == (0...10).map { IndexPath(row: $0, section: 0) })
        #expect(fixture.texts == (0...10).map { "Row \($0)" })
        #expect(table.contentSize == CGSize(width: 320, height: 44_000))
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 1000)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
        #expect(table.indexPath(for: cell) == IndexPath(row: 3, section: 0))
        #expect(table.rectForRow(at: IndexPath(row: 999, section: 0)) == CGRect(x: 0, y: 43_956, width: 320, height: 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 200)) == IndexPath(row: 4, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 20, section: 0)) == nil)
        #expect(cell.superview === table && cell.textLabel?.frame.minX == 16)
    }

    @Test("scrolling a thousand rows (a hundred under a sanitizer) makes no more cells than are visible plus one; the row scrolling off lends its cell to the next one in (seed 004's A1 → A7)")
    func reuseWhileScrolling() throws {
        CountingCell.made = 0
        let rows = Sanitizer.scaled(1000)
        let fixture = Fixture(rows: rows), table = fixture.table
        let firstCell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell)
        #expect(CountingCell.made == 11)
        // Up by one row: row 0 leaves, row 11 comes in, in row 0's cell, prepared for reuse.
        table.contentOffset = CGPoint(x: 0, y: 44)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 11, section: 0)) === firstCell)
        #expect(firstCell.reuses == 1 && firstCell.textLabel?.text == "Row 11")
        #expect(CountingCell.made == 11)
        // Through every row, a frame at a time.
        var most = 0
        var offset: CGFloat = 44
        while offset < table.contentSize.height - 480 {
            offset = min(offset + 7, table.contentSize.height - 480)
            table.contentOffset = CGPoint(x: 0, y: offset)
            fixture.scene.application.runLoopOnce()
            most = max(most, table.visibleCells.count)
        }
        #expect(most == 12)
        #expect(CountingCell.made <= most + 2)
        #expect(fixture.texts.last == "Row \(rows - 1)")
        #expect(table.subviews.count { $0 is UITableViewCell } == table.visibleCells.count)
    }

    @Test("a fling through the table lays the rows out at every frame and keeps making no new cells")
    func flingReuse() {
        CountingCell.made = 0
        let fixture = Fixture()
        for _ in 0..<5 {
            fixture.scene.driver.drag(from: CGPoint(x: 160, y: 460), to: CGPoint(x: 160, y: 60), steps: 8, duration: 0.08)
        }
        fixture.scene.driver.wait(5)
        #expect(fixture.table.contentOffset.y > 4000)
        #expect(CountingCell.made <= 14)
        let first = fixture.table.indexPathsForVisibleRows?.first?.row ?? 0
        #expect(fixture.texts == (first..<first + fixture.texts.count).map { "Row \($0)" })
    }

    @Test("the screen follows the scroll: each frame's composite equals a fresh rendering of the window")
    func screenFollowsTheScroll() throws {
        let fixture = Fixture()
        fixture.scene.window.backgroundColor = .white
        _ = fixture.scene.window.screenImage()
        for offset in [7, 50, 51, 300] {
            fixture.table.contentOffset = CGPoint(x: 0, y: offset)
            fixture.scene.application.runLoopOnce()
            let screen = try #require(fixture.scene.window.screenImage()).pixels
            #expect(largestDifference(screen, try snapshotPixels(of: fixture.scene.window)) == 0, "offset \(offset)")
        }
    }

    @Test("heights come from the delegate; with an estimate only the rows shown are asked")
    func heights() {
        let fixture = Fixture(rows: 100) { $0.heights[IndexPath(row: 1, section: 0)] = 100 }
        #expect(fixture.source.heightQueries.count == 100)
        #expect(fixture.table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 144)
        #expect(fixture.table.contentSize.height == 4456)

        let estimated = Fixture(rows: 100) { $0.heights[IndexPath(row: 1, section: 0)] = 100 }
        estimated.source.heightQueries = []
        estimated.table.estimatedRowHeight = 44
        estimated.scene.application.runLoopOnce()
        #expect(Set(estimated.source.heightQueries) == Set((0...10).map { IndexPath(row: $0, section: 0) }))
        #expect(estimated.table.contentSize.height == 4456)
    }

    @Test("sections with titles: a header above each, the top one sticking while its rows pass under it")
    func sectionsAndStickyHeaders() throws {
        let fixture = Fixture(rows: 0) { source in
            source.sections = [(0..<20).map { "A\($0)" }, (0..<20).map { "B\($0)" }]
            source.titles = ["A", "B"]
        }
        let table = fixture.table
        #expect(table.numberOfSections == 2)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.textLabel?.text == "A" && header.frame == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 936)
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        #expect(header.frame.minY == 300)
        // Section A ends at 908: its header is pushed up by the section's end.
        table.contentOffset = CGPoint(x: 0, y: 890)
        table.layoutIfNeeded()
        #expect(header.frame.minY == 880)
        #expect(try #require(table.headerView(forSection: 1)).frame.minY == 908)
        #expect(header.superview === table && header.frame.maxY <= table.headerView(forSection: 1)?.frame.minY ?? 0)
    }

    @Test("scrollToRow puts the row at the top, middle or bottom, within the content")
    func scrollToRow() {
        let fixture = Fixture(), table = fixture.table
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 4400)
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == 4182)
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 3964)
        table.scrollToRow(at: IndexPath(row: 999, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 43_520)
        let issues = runtimeIssues { table.scrollToRow(at: IndexPath(row: 1000, section: 0), at: .top, animated: false) }
        #expect(issues.count == 1 && table.contentOffset.y == 43_520)
    }

    @Test("a negative count from the data source is a runtime issue naming the section; the section shows none")
    func negativeCount() {
        var fixture: Fixture?
        let issues = runtimeIssues { fixture = Fixture(rows: 0) { $0.sections = [["A"], []] } }
        #expect(issues.isEmpty)
        final class Negative: NSObject, UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 1 ? -3 : 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let negative = Negative()
        let table = fixture!.table
        let reported = runtimeIssues {
            table.dataSource = negative
            table.layoutIfNeeded()
        }
        #expect(reported.map(\.message) == ["UITableView: the data source answered -3 rows in section 1; the section shows none"])
        #expect(table.numberOfRows(inSection: 0) == 1 && table.numberOfRows(inSection: 1) == 0)
    }

    @Test("dequeuing an identifier never registered is a runtime issue, and the table still shows a cell")
    func unregisteredIdentifier() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        var cell: UITableViewCell?
        let issues = runtimeIssues { cell = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0)) }
        #expect(issues.map(\.message).first?.contains("\"nope\"") == true)
        #expect(cell?.reuseIdentifier == "nope")
        #expect(table.dequeueReusableCell(withIdentifier: "nope") == nil)
        let wrong = runtimeIssues { table.register(UIView.self, forCellReuseIdentifier: "view") }
        #expect(wrong.count == 1)
    }

    // MARK: Updates

    @Test("an update the data source contradicts is UIKit's invalid update, naming the section and the counts; the table is left as it was")
    func invalidUpdate() throws {
        let fixture = Fixture(rows: 10), table = fixture.table
        let cells = table.visibleCells
        // The row is deleted from the table but not from the data.
        let issues = runtimeIssues { table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic) }
        #expect(issues.map(\.message) == ["-[UITableView deleteRowsAtIndexPaths:withRowAnimation:]: Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (10) must be equal to the number of rows contained in that section before the update (10), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out). The table is unchanged."])
        #expect(table.numberOfRows(inSection: 0) == 10 && table.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
        #expect(fixture.texts == (0...9).map { "Row \($0)" })
        // The Swift-first form throws the same, with its fields.
        fixture.source.sections[0].append("Row 10")
        #expect(throws: ListUpdateError(.row, .invalidCount(section: 0, before: 10, after: 11, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0))) {
            try table.applyBatchUpdates { table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade) }
        }
        #expect(table.numberOfRows(inSection: 0) == 10)
        #expect(throws: ListUpdateError(.row, .outOfRange(operation: "delete", indexPath: IndexPath(row: 12, section: 0), count: 10))) {
            try table.applyBatchUpdates { table.deleteRows(at: [IndexPath(row: 12, section: 0)], with: .fade) }
        }
        #expect(throws: ListUpdateError(.row, .duplicate(operation: "reload", indexPath: IndexPath(row: 1, section: 0)))) {
            try table.applyBatchUpdates {
                table.insertRows(at: [IndexPath(row: 10, section: 0)], with: .fade)
                table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
                table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            }
        }
        var completed: Bool?
        let batchIssues = runtimeIssues { table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none) }, completion: { completed = $0 }) }
        #expect(batchIssues.count == 1 && completed == false)
        #expect((batchIssues.first?.error as? ListUpdateError) == ListUpdateError(.row, .invalidCount(section: 0, before: 10, after: 11, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0)))
        // Told truthfully, the insert goes through.
        try table.applyBatchUpdates { table.insertRows(at: [IndexPath(row: 10, section: 0)], with: .none) }
        #expect(table.numberOfRows(inSection: 0) == 11)
    }

    @Test("a batch deletes, inserts and moves rows: the rows that stay keep their cells and slide to their new places; the deleted row's cell fades out and is reused")
    func batchUpdates() throws {
        let fixture = Fixture(rows: 10), table = fixture.table, source = fixture.source
        let cell3 = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        let cell5 = try #require(table.cellForRow(at: IndexPath(row: 5, section: 0)))
        let cell0 = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        // Delete row 0, insert "New" at 1, move row 5 to the end.
        source.sections[0] = ["Row 1", "New", "Row 2", "Row 3", "Row 4", "Row 6", "Row 7", "Row 8", "Row 9", "Row 5"]
        var completed: Bool?
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            table.moveRow(at: IndexPath(row: 5, section: 0), to: IndexPath(row: 9, section: 0))
        }, completion: { completed = $0 })
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cell3)
        #expect(table.cellForRow(at: IndexPath(row: 9, section: 0)) === cell5)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(fixture.texts == source.sections[0])
        // Model frames are final at once; the old cell fades while the clock runs.
        #expect(cell5.frame.minY == 396)
        #expect(completed == nil && cell0.superview === table)
        fixture.scene.driver.wait(0.35)
        #expect(completed == true && cell0.superview == nil)
        // The faded cell is the next one handed out.
        #expect(table.dequeueReusableCell(withIdentifier: "cell") === cell0)
        // A reload asks for the row's cell again.
        source.sections[0][2] = "Reloaded"
        let old = table.cellForRow(at: IndexPath(row: 2, section: 0))
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) !== old)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Reloaded")
    }

    @Test("updates agree with a model: random inserts, deletes and moves keep the shown rows equal to the data, or are refused when untrue")
    func updatesAgainstAModel() {
        for seed in 0..<5 {
            var random = SplitMix(state: UInt64(seed + 1))
            let fixture = Fixture(rows: 8), table = fixture.table, source = fixture.source
            var next = 0
            for _ in 0..<30 {
                var rows = source.sections[0]
                var deletes: [IndexPath] = [], inserts: [IndexPath] = []
                // Delete some rows (in the old numbering), then insert some (in the new).
                for row in rows.indices.reversed() where Int.random(in: 0..<4, using: &random) == 0 {
                    rows.remove(at: row)
                    deletes.append(IndexPath(row: row, section: 0))
                }
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    let at = Int.random(in: 0...rows.count, using: &random)
                    rows.insert("N\(next)", at: at)
                    next += 1
                    inserts = inserts.map { $0.row >= at ? IndexPath(row: $0.row + 1, section: 0) : $0 } + [IndexPath(row: at, section: 0)]
                }
                let lies = Int.random(in: 0..<6, using: &random) == 0
                if !lies { source.sections[0] = rows }
                let issues = runtimeIssues {
                    table.performBatchUpdates {
                        table.deleteRows(at: deletes, with: .fade)
                        table.insertRows(at: inserts, with: .fade)
                    }
                }
                // UIKit checks the counts only: a lie that keeps them is not caught.
                if lies && deletes.count != inserts.count {
                    #expect(issues.count == 1, "seed \(seed)")
                } else {
                    #expect(issues.isEmpty, "seed \(seed): \(issues.map(\.message))")
                }
                fixture.scene.driver.wait(0.4)
                #expect(table.numberOfRows(inSection: 0) == source.sections[0].count || lies)
                if !lies { #expect(fixture.texts == Array(source.sections[0].prefix(11)), "seed \(seed)") }
                if lies { table.reloadData(); fixture.scene.application.runLoopOnce() }
            }
        }
    }

    // MARK: Selection

    @Test("a tap highlights the row while down and selects it when it lifts; another tap moves the selection; a drag selects nothing")
    func selectionByTouch() {
        let fixture = Fixture(), table = fixture.table, source = fixture.source
        let finger = fixture.scene.driver.press(at: CGPoint(x: 100, y: 100))
        fixture.scene.driver.wait(0.2)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == true)
        fixture.scene.driver.release(finger)
        #expect(source.events == ["highlight 2", "unhighlight 2", "select 2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        source.events = []
        fixture.scene.driver.tap(at: CGPoint(x: 100, y: 230))
        #expect(source.events == ["highlight 5", "unhighlight 5", "deselect 2", "select 5"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        // Held, then dragged: the scroll takes the touch (cells are not controls) and nothing is selected.
        source.events = []
        let dragger = fixture.scene.driver.press(at: CGPoint(x: 100, y: 300))
        fixture.scene.driver.wait(0.2)
        fixture.scene.driver.drag(dragger, to: CGPoint(x: 100, y: 100), steps: 5, duration: 0.1)
        fixture.scene.driver.release(dragger)
        #expect(source.events == ["highlight 6", "unhighlight 6"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        // The delegate may refuse; code selects and deselects without telling it.
        fixture.scene.driver.wait(5)
        table.setContentOffset(.zero, animated: false)
        source.events = []
        source.refusesSelection = [IndexPath(row: 0, section: 0)]
        fixture.scene.driver.tap(at: CGPoint(x: 100, y: 20))
        #expect(source.events == ["highlight 0", "unhighlight 0"] && table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        table.deselectRow(at: IndexPath(row: 5, section: 0), animated: false)
        table.selectRow(at: IndexPath(row: 7, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 7, section: 0) && source.events.count == 2)
        // `.none` does not scroll, even to a row off screen, as Apple documents; `.top` does.
        let offset = table.contentOffset
        table.selectRow(at: IndexPath(row: 500, section: 0), animated: false, scrollPosition: .none)
        #expect(table.contentOffset == offset && table.indexPathForSelectedRow == IndexPath(row: 500, section: 0))
        table.selectRow(at: IndexPath(row: 500, section: 0), animated: false, scrollPosition: .top)
        #expect(table.contentOffset.y == 22_000)
    }

    @Test("with multiple selection a tap on a selected row deselects it")
    func multipleSelection() {
        let fixture = Fixture(), table = fixture.table
        table.allowsMultipleSelection = true
        fixture.scene.driver.tap(at: CGPoint(x: 100, y: 20))
        fixture.scene.driver.tap(at: CGPoint(x: 100, y: 70))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        fixture.scene.driver.tap(at: CGPoint(x: 100, y: 20))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        #expect(fixture.source.events.suffix(1) == ["deselect 0"])
    }
}
