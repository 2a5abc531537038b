import Foundation

/// Where everything of a table view sits, top to bottom: the table's header view, then for each
/// section its header, its rows and its footer, then the table's footer view. Heights in,
/// rectangles out; a row's top is found by binary search, so placing the rows of a frame costs
/// the logarithm of their number.
struct TableLayout {
    /// One section's heights and where it starts.
    struct Section {
        var header: CGFloat
        var rows: [CGFloat]
        var footer: CGFloat
        /// The section's top (its header's), in content coordinates.
        var top: CGFloat = 0
        /// Each row's top, in content coordinates.
        var rowTops: [CGFloat] = []

        var rowsTop: CGFloat { top + header }
        var bottom: CGFloat { (rowTops.last.map { $0 + rows[rows.count - 1] } ?? rowsTop) + footer }
    }

    private(set) var sections: [Section]
    private(set) var tableHeader: CGFloat
    private(set) var tableFooter: CGFloat
    /// The content's height.
    private(set) var height: CGFloat = 0

    init(sections: [Section], tableHeader: CGFloat = 0, tableFooter: CGFloat = 0) {
        self.sections = sections
        self.tableHeader = tableHeader
        self.tableFooter = tableFooter
        placeSections()
    }

    /// An empty table.
    static let empty = TableLayout(sections: [])

    /// Sets the tops from the heights.
    private mutating func placeSections() {
        var y = tableHeader
        for index in sections.indices {
            sections[index].top = y
            y += sections[index].header
            var tops: [CGFloat] = []
            tops.reserveCapacity(sections[index].rows.count)
            for height in sections[index].rows {
                tops.append(y)
                y += height
            }
            sections[index].rowTops = tops
            y += sections[index].footer
        }
        height = y + tableFooter
    }

    /// Changes a row's height and moves everything below it.
    mutating func setHeight(_ height: CGFloat, ofRow row: Int, inSection section: Int) {
        sections[section].rows[row] = height
        placeSections()
    }

    // MARK: Queries

    /// The number of rows in `section`, or nil for a section that is not there.
    func numberOfRows(inSection section: Int) -> Int? {
        sections.indices.contains(section) ? sections[section].rows.count : nil
    }

    /// Whether `indexPath` names a row of the table.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath[0]) && sections[indexPath[0]].rows.indices.contains(indexPath[1])
    }

    /// The row's rectangle, `width` wide; nil for a row that is not there.
    func rect(forRow indexPath: IndexPath, width: CGFloat) -> CGRect? {
        guard contains(indexPath) else { return nil }
        let section = sections[indexPath[0]]
        return CGRect(x: 0, y: section.rowTops[indexPath[1]], width: width, height: section.rows[indexPath[1]])
    }

    /// The section header's rectangle where it lies in the content (before any sticking).
    func rect(forHeaderInSection index: Int, width: CGFloat) -> CGRect {
        guard sections.indices.contains(index) else { return .zero }
        return CGRect(x: 0, y: sections[index].top, width: width, height: sections[index].header)
    }

    /// The section footer's rectangle.
    func rect(forFooterInSection index: Int, width: CGFloat) -> CGRect {
        guard sections.indices.contains(index) else { return .zero }
        let section = sections[index]
        return CGRect(x: 0, y: section.bottom - section.footer, width: width, height: section.footer)
    }

    /// The whole section's rectangle, header to footer.
    func rect(forSection index: Int, width: CGFloat) -> CGRect {
        guard sections.indices.contains(index) else { return .zero }
        return CGRect(x: 0, y: sections[index].top, width: width, height: sections[index].bottom - sections[index].top)
    }

    /// The rows whose rectangles meet the band from `minY` to `maxY` (a row only touching it
    /// at an edge does not), in order.
    func indexPathsForRows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        var paths: [IndexPath] = []
        for (index, section) in sections.enumerated() where section.rowsTop < maxY && section.bottom > minY {
            var row = firstRow(endingBelow: minY, in: section)
            while row < section.rows.count, section.rowTops[row] < maxY {
                paths.append(IndexPath(row: row, section: index))
                row += 1
            }
        }
        return paths
    }

    /// The sections any part of which meets the band.
    func sections(from minY: CGFloat, to maxY: CGFloat) -> [Int] {
        sections.indices.filter { sections[$0].top < maxY && sections[$0].bottom > minY }
    }

    /// The row at `y`, if a row is there.
    func indexPathForRow(atY y: CGFloat) -> IndexPath? {
        for (index, section) in sections.enumerated() where y >= section.rowsTop && y < section.bottom - section.footer {
            let row = firstRow(endingBelow: y, in: section)
            if row < section.rows.count, section.rowTops[row] <= y { return IndexPath(row: row, section: index) }
        }
        return nil
    }

    /// The first row whose bottom is below `y`: binary search over the tops.
    private func firstRow(endingBelow y: CGFloat, in section: Section) -> Int {
        var low = 0, high = section.rows.count
        while low < high {
            let middle = (low + high) / 2
            if section.rowTops[middle] + section.rows[middle] <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
