import ControlKitComponents
import Foundation
import SwizzleKitTesting
import Testing

/// Seed 004's data-source race on real threads: a load on a background queue overlapping a
/// deletion on the main thread. Without a remedy it fails as the seed says — the deleted row
/// comes back, or the table's counts disagree — and each remedy prevents both.
@MainActor @Suite("Feed data source: the data-source race and its remedies") struct FeedDataSourceTests {
    /// Ten rows, row 2 an advertisement the user deletes, in a table of its own application;
    /// the server has ten more for "load more".
    @MainActor final class Fixture {
        let application = UIApplication()
        let window: UIWindow
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let server: FeedServer
        let feed: FeedDataSource

        init(_ synchronization: FeedSynchronization) {
            let items = (0..<10).map { FeedItem(id: $0, title: $0 == 2 ? "Ad" : "Story \($0)") }
            server = FeedServer(items: items)
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
            window.makeKeyAndVisible()
            window.addSubview(table)
            feed = FeedDataSource(items: items, server: server, tableView: table, application: application, synchronization: synchronization)
            application.runLoopOnce()
            server.append((10..<20).map { FeedItem(id: $0, title: "Story \($0)") })
        }

        /// Lets queued changes and loads hand back, and turns the run loop.
        func settle() {
            feed.waitForLoads()
            application.runLoopOnce()
            application.clock.advance(by: 1)
            application.runLoopOnce()
        }

        /// A refresh requested, the ad deleted while it is in flight, then the answer: the
        /// server's copy taken before the deletion.
        func refreshRacingADeletion() {
            server.holdResponses()
            feed.refresh()
            #expect(server.waitForRequest())
            feed.delete(at: 2)
            feed.waitForChanges()
            application.runLoopOnce()
            #expect(!feed.items.contains { $0.id == 2 }, "the deletion shows while the refresh is in flight")
            server.releaseResponses()
            settle()
        }

        /// "Load more" answered, and the ad deleted before the answer reaches the table.
        func loadMoreRacingADeletion() {
            server.holdResponses()
            feed.loadMore()
            #expect(server.waitForRequest())
            server.releaseResponses()
            feed.waitForLoads()
            feed.delete(at: 2)
            settle()
        }

        /// The rows the table shows agree with the feed's items, and count them.
        var tableAgrees: Bool {
            table.numberOfRows(inSection: 0) == feed.items.count
                && table.visibleCells.map { $0.textLabel?.text ?? "" } == feed.items.prefix(table.visibleCells.count).map(\.title)
        }
    }

    @Test("without a remedy a refresh requested before a deletion brings the deleted row back")
    func refreshWithoutARemedy() {
        let fixture = Fixture(.unsynchronized)
        fixture.refreshRacingADeletion()
        #expect(fixture.feed.items.contains { $0.id == 2 })
        #expect(fixture.table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Ad")
        #expect(!fixture.server.currentItems.contains { $0.id == 2 })
    }

    @Test("without a remedy a load landing between a deletion's data change and its table update is an invalid update, and its insert is refused")
    func loadMoreWithoutARemedy() {
        let fixture = Fixture(.unsynchronized)
        let issues = runtimeIssues { fixture.loadMoreRacingADeletion() }
        #expect(issues.count == 2)
        #expect(issues.first?.message.contains("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (19) must be equal to the number of rows contained in that section before the update (10), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)") == true)
        // Then the load's insert of rows 10 to 19 names a row the data no longer has.
        #expect(issues.last?.message.hasPrefix("-[UITableView insertRowsAtIndexPaths:withRowAnimation:]: attempt to insert row 19 into section 0 which only contains 19 rows after the update") == true)
        #expect(!fixture.tableAgrees)
    }

    @Test("each remedy keeps the deleted row deleted through a refresh", arguments: [FeedSynchronization.replayingDeletions, .serialQueue])
    func refreshWithARemedy(_ synchronization: FeedSynchronization) {
        let fixture = Fixture(synchronization)
        let issues = runtimeIssues { fixture.refreshRacingADeletion() }
        #expect(issues.isEmpty)
        #expect(!fixture.feed.items.contains { $0.id == 2 })
        #expect(fixture.feed.items.map(\.id) == fixture.server.currentItems.map(\.id))
        #expect(fixture.tableAgrees)
    }

    @Test("each remedy keeps the table's counts right through a load racing a deletion", arguments: [FeedSynchronization.replayingDeletions, .serialQueue])
    func loadMoreWithARemedy(_ synchronization: FeedSynchronization) {
        let fixture = Fixture(synchronization)
        let issues = runtimeIssues { fixture.loadMoreRacingADeletion() }
        #expect(issues.isEmpty)
        #expect(fixture.feed.items.map(\.id) == [0, 1] + Array(3..<20))
        #expect(fixture.tableAgrees)
    }

    @Test("two loads asked before either lands fetch the same page, which is appended once",
          arguments: [FeedSynchronization.replayingDeletions, .serialQueue])
    func overlappingLoadsOfOnePage(_ synchronization: FeedSynchronization) {
        let fixture = Fixture(synchronization)
        let issues = runtimeIssues {
            fixture.feed.loadMore(count: 2)
            fixture.feed.loadMore(count: 2)
            fixture.settle()
            // Before the fix the page was there twice, and this deletion removed both copies
            // of row 11 from the data while the table was told of one: an invalid update.
            fixture.feed.delete(at: fixture.feed.items.count - 1)
            fixture.settle()
        }
        #expect(issues.isEmpty, "\(issues.map(\.message))")
        #expect(fixture.feed.items.map(\.id) == Array(0..<11))
        #expect(fixture.tableAgrees)
    }

    @Test("many loads and deletions at once, on real threads: each remedy ends with the server's rows, none with a deleted one",
          arguments: [FeedSynchronization.replayingDeletions, .serialQueue])
    func stress(_ synchronization: FeedSynchronization) {
        let fixture = Fixture(synchronization)
        let issues = runtimeIssues {
            for round in 0..<20 {
                if round.isMultiple(of: 3) { fixture.feed.refresh() } else { fixture.feed.loadMore(count: 2) }
                if fixture.feed.items.count > 3 { fixture.feed.delete(at: round % 3) }
                if round.isMultiple(of: 4) { fixture.application.runLoopOnce() }
            }
            fixture.settle()
            fixture.feed.refresh()
            fixture.settle()
        }
        #expect(issues.isEmpty, "\(issues.map(\.message))")
        #expect(fixture.feed.items.map(\.id) == fixture.server.currentItems.map(\.id))
        #expect(fixture.tableAgrees)
    }
}
