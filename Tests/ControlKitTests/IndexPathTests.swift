import Foundation
import SwizzleKitTesting
import Testing
@testable import ControlKit

@Suite("IndexPath's rows and sections") struct IndexPathTests {
    @Test("a row or an item in a section: the section first, the row second; settable")
    func rowsAndSections() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.section == 1 && path.row == 3 && path.item == 3 && Array(path) == [1, 3])
        path.row = 7
        path.section = 0
        #expect(path == IndexPath(item: 7, section: 0))
        #expect(IndexPath(row: 0, section: 1) > IndexPath(row: 5, section: 0), "ordered by section first")
    }

    @Test("a path without the index answers NSNotFound, reported; setting it is reported and changes nothing")
    func missingIndexes() {
        var short = IndexPath(index: 4)
        let issues = runtimeIssues {
            #expect(short.row == NSNotFound)
            short.row = 2
        }
        #expect(issues.count == 2 && short == IndexPath(index: 4) && short.section == 4)
    }
}
