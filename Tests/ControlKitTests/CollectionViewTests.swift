import DynamicRuntime
import Foundation
import SwizzleKitTesting
import Testing
@testable import ControlKit

/// `UICollectionView` with `UICollectionViewFlowLayout`: the flow's geometry by hand, reuse as
/// the table's, headers, updates checked against the counts, selection by touch.
@MainActor @Suite("UICollectionView") struct CollectionViewTests {
    final class CountingCell: UICollectionViewCell {
        nonisolated(unsafe) static var made = 0
        var reuses = 0
        required init(frame: CGRect) {
            super.init(frame: frame)
            CountingCell.made += 1
        }
        required init?(coder: NSCoder) { nil }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    final class Header: UICollectionReusableView {
        var title = ""
    }

    /// Items numbered by section, with headers, and a delegate recording selection.
    final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var counts: [Int]
        var sizes: [IndexPath: CGSize] = [:]
        var events: [String] = []

        init(_ counts: [Int]) {
            self.counts = counts
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.tag = indexPath.section * 1000 + indexPath.item
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            (header as? Header)?.title = "Section \(indexPath.section)"
            return header
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { events.append("select \(indexPath.item)") }
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { events.append("deselect \(indexPath.item)") }
    }

    /// A 320 × 480 collection view of 100 × 100 items at least 5 apart in a line, lines 10
    /// apart, sections inset 5 at the top and bottom, in a window.
    @MainActor final class Fixture {
        let scene = Scene()
        let layout = UICollectionViewFlowLayout()
        let view: UICollectionView
        let source: Source

        init(_ counts: [Int] = [200], configure: (UICollectionViewFlowLayout, Source) -> Void = { _, _ in }) {
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
            layout.minimumInteritemSpacing = 5
            source = Source(counts)
            configure(layout, source)
            view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
            view.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
            view.dataSource = source
            view.delegate = source
            scene.window.addSubview(view)
            scene.application.runLoopOnce()
        }

        func frame(_ item: Int, _ section: Int = 0) -> CGRect? { view.cellForItem(at: IndexPath(item: item, section: section))?.frame }
    }

    @Test("the flow fills lines left to right, justified between the insets, lines 10 apart")
    func flowGeometry() {
        let fixture = Fixture()
        // Three 100-point items 5 apart fit in 320 points with 10 to spare, spread into the gaps: 0, 110, 220.
        #expect(fixture.frame(0) == CGRect(x: 0, y: 5, width: 100, height: 100))
        #expect(fixture.frame(1) == CGRect(x: 110, y: 5, width: 100, height: 100))
        #expect(fixture.frame(2) == CGRect(x: 220, y: 5, width: 100, height: 100))
        #expect(fixture.frame(3) == CGRect(x: 0, y: 115, width: 100, height: 100))
        // 200 items: 67 lines of 100 with 66 gaps of 10, plus the insets: 7,370.
        #expect(fixture.view.contentSize == CGSize(width: 320, height: 7370))
        // The last line's two items are justified too.
        #expect(fixture.view.layoutAttributesForItem(at: IndexPath(item: 199, section: 0))?.frame.minX == 220)
        // Lines at 5, 115, 225, 335, 445 meet the first 480 points: 15 items.
        #expect(fixture.view.indexPathsForVisibleItems == (0..<15).map { IndexPath(item: $0, section: 0) })
        #expect(fixture.view.indexPathForItem(at: CGPoint(x: 150, y: 150)) == IndexPath(item: 4, section: 0))
        #expect(fixture.view.indexPathForItem(at: CGPoint(x: 107, y: 150)) == nil)
    }

    @Test("a line of one item is centred; items are centred across a line as thick as its tallest")
    func flowEdges() {
        let fixture = Fixture([4]) { layout, source in
            source.sizes[IndexPath(item: 0, section: 0)] = CGSize(width: 250, height: 40)
            source.sizes[IndexPath(item: 2, section: 0)] = CGSize(width: 100, height: 60)
            layout.minimumInteritemSpacing = 10
        }
        // Item 0 alone (250 + 10 + 100 > 320): centred.
        #expect(fixture.frame(0) == CGRect(x: 35, y: 5, width: 250, height: 40))
        // Items 1, 2, 3 fill the next line exactly, 100 thick; item 2 is 60 tall, centred: 20 down.
        #expect(fixture.frame(1) == CGRect(x: 0, y: 55, width: 100, height: 100))
        #expect(fixture.frame(2) == CGRect(x: 110, y: 75, width: 100, height: 60))
        #expect(fixture.frame(3) == CGRect(x: 220, y: 55, width: 100, height: 100))
    }

    @Test("scrolling horizontally the flow fills columns top to bottom")
    func horizontalFlow() {
        let fixture = Fixture([10]) { layout, _ in layout.scrollDirection = .horizontal }
        // A column is 470 points (the insets' top and bottom): four items, justified from 5 to 475.
        #expect(fixture.frame(0)?.origin == CGPoint(x: 0, y: 5))
        #expect(abs((fixture.frame(3)?.maxY ?? 0) - 475) < 1e-9)
        #expect(fixture.frame(4)?.origin == CGPoint(x: 110, y: 5))
        // Three columns (4, 4, 2) 10 apart.
        #expect(fixture.view.contentSize == CGSize(width: 320, height: 480))
    }

    @Test("scrolling reuses the cells of items that left; the count stays at what fits plus a line")
    func reuse() throws {
        CountingCell.made = 0
        let fixture = Fixture()
        let first = try #require(fixture.view.cellForItem(at: IndexPath(item: 0, section: 0)) as? CountingCell)
        #expect(CountingCell.made == 15)
        fixture.view.contentOffset = CGPoint(x: 0, y: 110)
        fixture.view.layoutIfNeeded()
        // The first line left; the sixth came in, in its cells.
        #expect(fixture.view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(fixture.view.indexPathsForVisibleItems.last == IndexPath(item: 17, section: 0))
        #expect(first.reuses == 1 && first.tag >= 15 && CountingCell.made == 15)
        for step in 1...300 {
            fixture.view.contentOffset = CGPoint(x: 0, y: min(110 + CGFloat(step) * 23, fixture.view.contentSize.height - 480))
            fixture.scene.application.runLoopOnce()
        }
        #expect(CountingCell.made <= 18)
        #expect(fixture.view.visibleCells.allSatisfy { $0.superview === fixture.view })
    }

    @Test("headers come from the data source, reused by kind and identifier")
    func headers() throws {
        let fixture = Fixture([3, 3]) { layout, _ in layout.headerReferenceSize = CGSize(width: 0, height: 30) }
        let header = try #require(fixture.view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                 at: IndexPath(item: 0, section: 0)) as? Header)
        #expect(header.title == "Section 0" && header.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(fixture.frame(0) == CGRect(x: 0, y: 35, width: 100, height: 100))
        // Section 1 starts after section 0's items and insets: 30 + 5 + 100 + 5.
        let second = try #require(fixture.view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                 at: IndexPath(item: 0, section: 1)))
        #expect(second.frame.minY == 140 && fixture.frame(0, 1)?.minY == 175)
    }

    @Test("an update the counts contradict is an invalid update of items; a true one moves the cells")
    func updates() throws {
        let fixture = Fixture([6]), view = fixture.view
        let issues = runtimeIssues { view.insertItems(at: [IndexPath(item: 0, section: 0)]) }
        #expect(issues.first?.message == "-[UICollectionView insertItemsAtIndexPaths:]: Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (6) must be equal to the number of items contained in that section before the update (6), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). The view is unchanged.")
        #expect((issues.first?.error as? ListUpdateError) == ListUpdateError(.item, .invalidCount(section: 0, before: 6, after: 6, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)))
        let cell1 = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        fixture.source.counts = [5]
        var done: Bool?
        view.performBatchUpdates({ view.deleteItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { done = $0 })
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === cell1)
        #expect(cell1.frame.origin == CGPoint(x: 0, y: 5) && done == nil)
        fixture.scene.driver.wait(0.35)
        #expect(done == true && view.numberOfItems(inSection: 0) == 5 && view.visibleCells.count == 5)
    }

    @Test("a tap selects an item and the next tap moves the selection")
    func selection() {
        let fixture = Fixture()
        fixture.scene.driver.tap(at: CGPoint(x: 50, y: 50))
        fixture.scene.driver.tap(at: CGPoint(x: 160, y: 50))
        #expect(fixture.source.events == ["select 0", "deselect 0", "select 1"])
        #expect(fixture.view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(fixture.view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(fixture.view.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    }

    @Test("estimated sizes need Auto Layout: reported, and itemSize used")
    func estimatedSize() {
        var fixture: Fixture?
        let issues = runtimeIssues { fixture = Fixture([3]) { layout, _ in layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize } }
        #expect(issues.count == 1)
        #expect(fixture?.frame(0)?.size == CGSize(width: 100, height: 100))
    }
}
