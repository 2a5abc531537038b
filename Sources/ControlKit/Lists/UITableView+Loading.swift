import DynamicRuntime

/// Reading the data source: counts, heights and section views, into the table's layout.
extension UITableView {
    func reloadDataBody() {
        setNeedsReload()
        loadIfNeeded()
    }

    /// Marks the data to be read again before the next layout (or query).
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Reads the data source if it was marked, recycling every shown cell: after a reload no
    /// row keeps its cell, as in UIKit.
    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (indexPath, cell) in visibleRows { recycle(cell, at: indexPath) }
        visibleRows = [:]
        for views in sectionViews.values { removeSectionViews(views) }
        selectedRows = []
        highlightedRow = nil
        tableLayout = readLayout()
        setNeedsLayout()
    }

    /// The layout the data source and delegate describe now. Section views are made and kept.
    func readLayout() -> TableLayout {
        let counts = readCounts()
        var sections: [TableLayout.Section] = []
        sectionViews = [:]
        unmeasuredRows = []
        let estimate = estimatedRowHeight > 0 ? estimatedRowHeight : nil
        for (section, count) in counts.enumerated() {
            let views = readSectionViews(section)
            sectionViews[section] = views
            var rows: [CGFloat] = []
            rows.reserveCapacity(count)
            for row in 0..<count {
                if let estimate {
                    rows.append(estimate)
                    unmeasuredRows.insert(IndexPath(row: row, section: section))
                } else {
                    rows.append(readHeight(ofRow: IndexPath(row: row, section: section)))
                }
            }
            let header = readSupplementHeight(tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight,
                                              hasView: views.header != nil, what: "header", section: section)
            let footer = readSupplementHeight(tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight,
                                              hasView: views.footer != nil, what: "footer", section: section)
            sections.append(TableLayout.Section(header: header, rows: rows, footer: footer))
        }
        return TableLayout(sections: sections, tableHeader: tableHeaderView?.frame.height ?? 0,
                           tableFooter: tableFooterView?.frame.height ?? 0)
    }

    /// The data source's section and row counts; a negative count is reported and read as 0.
    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        return checkedCounts(sections: dataSource.numberOfSections(in: self), elements: "rows") { section in
            dataSource.tableView(self, numberOfRowsInSection: section)
        }
    }

    /// The row's height from the delegate or ``rowHeight``; automatic is 44, and a negative or
    /// non-finite height is reported and read as 44.
    func readHeight(ofRow indexPath: IndexPath) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height == UITableView.automaticDimension { return UITableView.standardRowHeight }
        guard height.isFinite, height >= 0 else {
            RuntimeIssues.report(RuntimeIssue("UITableView: height \(height) for the row at \(indexPath); it gets \(UITableView.standardRowHeight)"))
            return UITableView.standardRowHeight
        }
        return height
    }

    private func readSupplementHeight(_ height: CGFloat, hasView: Bool, what: String, section: Int) -> CGFloat {
        if height == UITableView.automaticDimension { return hasView ? UITableView.standardSectionHeaderHeight : 0 }
        guard height.isFinite, height >= 0 else {
            RuntimeIssues.report(RuntimeIssue("UITableView: height \(height) for the \(what) of section \(section); it gets none"))
            return 0
        }
        return height
    }

    /// The section's header and footer: the delegate's views, else views showing the titles.
    private func readSectionViews(_ section: Int) -> (header: UIView?, footer: UIView?) {
        func titled(_ title: String?) -> UIView? {
            guard let title else { return nil }
            let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
            view.textLabel?.text = title
            return view
        }
        return (tableDelegate?.tableView(self, viewForHeaderInSection: section) ?? titled(dataSource?.tableView(self, titleForHeaderInSection: section)),
                tableDelegate?.tableView(self, viewForFooterInSection: section) ?? titled(dataSource?.tableView(self, titleForFooterInSection: section)))
    }

    func removeSectionViews(_ views: (header: UIView?, footer: UIView?)) {
        for view in [views.header, views.footer] {
            guard let view, view.superview === self else { continue }
            view.removeFromSuperview()
            if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
                headerFooterQueue.enqueue(reusable, identifier: identifier)
            }
        }
    }

    /// The table's header or footer view changed: the old one goes, the new one is shown, and
    /// the rows move.
    func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        tableLayout = TableLayout(sections: tableLayout.sections, tableHeader: tableHeaderView?.frame.height ?? 0,
                                  tableFooter: tableFooterView?.frame.height ?? 0)
        setNeedsLayout()
    }
}
