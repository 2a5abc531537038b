/// Showing the visible part of the table: each layout pass — every scrolled frame — gives the
/// cells of rows that left the visible rect back to the reuse queues first, then asks the data
/// source for the rows that came in (so a row coming in takes the cell of the row that went),
/// places the headers (the top one sticking) and the table's own header and footer views.
extension UITableView {
    func layOutRows() {
        loadIfNeeded()
        let width = bounds.width, top = bounds.minY, bottom = bounds.maxY
        var wanted = tableLayout.indexPathsForRows(from: top, to: bottom)
        if !unmeasuredRows.isEmpty, measure(wanted) {
            wanted = tableLayout.indexPathsForRows(from: top, to: bottom)
        }
        let size = CGSize(width: width, height: tableLayout.height)
        if contentSize != size { contentSize = size }

        let wantedSet = Set(wanted)
        for (indexPath, cell) in visibleRows where !wantedSet.contains(indexPath) {
            visibleRows[indexPath] = nil
            recycle(cell, at: indexPath)
        }
        for indexPath in wanted {
            let cell = visibleRows[indexPath] ?? display(indexPath)
            if let rect = tableLayout.rect(forRow: indexPath, width: width), cell.frame != rect { cell.frame = rect }
        }
        placeSectionViews(from: top, to: bottom, width: width)
        tableHeaderView?.frame.origin = .zero
        tableFooterView?.frame.origin = CGPoint(x: 0, y: tableLayout.height - (tableFooterView?.frame.height ?? 0))
    }

    /// Asks the real heights of `rows` still estimated; whether any differed.
    private func measure(_ rows: [IndexPath]) -> Bool {
        var changed = false
        for indexPath in rows where unmeasuredRows.contains(indexPath) {
            unmeasuredRows.remove(indexPath)
            let height = readHeight(ofRow: indexPath)
            if tableLayout.rect(forRow: indexPath, width: 0)?.height != height {
                tableLayout.setHeight(height, ofRow: indexPath[1], inSection: indexPath[0])
                changed = true
            }
        }
        return changed
    }

    /// Asks the data source for the row's cell and shows it.
    private func display(_ indexPath: IndexPath) -> UITableViewCell {
        let cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        visibleRows[indexPath] = cell
        if cell.superview !== self { withoutMarkingLayout { insertSubview(cell, at: 0) } }
        styleSeparator(of: cell)
        let selected = selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// The cell of a row that went: off the table, and back to its queue if it has an identifier.
    func recycle(_ cell: UITableViewCell, at indexPath: IndexPath) {
        withoutMarkingLayout { cell.removeFromSuperview() }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier { cellQueue.enqueue(cell, identifier: identifier) }
    }

    func styleSeparator(of cell: UITableViewCell) {
        CATransaction.changingLayers(animated: false) {
            cell.separator.isHidden = separatorStyle == .none
            cell.separator.backgroundColor = (separatorColor ?? .separator).cgColor
        }
    }

    /// The visible sections' headers and footers, a plain table's headers sticking to the top
    /// of the visible rect until their section's end pushes them up.
    private func placeSectionViews(from top: CGFloat, to bottom: CGFloat, width: CGFloat) {
        let shown = Set(tableLayout.sections(from: top, to: bottom))
        let visibleTop = top + adjustedContentInset.top
        for (section, views) in sectionViews {
            guard shown.contains(section) else {
                for view in [views.header, views.footer] where view?.superview === self { view?.removeFromSuperview() }
                continue
            }
            if let header = views.header {
                var rect = tableLayout.rect(forHeaderInSection: section, width: width)
                if style == .plain {
                    let sectionEnd = tableLayout.rect(forFooterInSection: section, width: width).minY
                    rect.origin.y = min(max(rect.minY, visibleTop), sectionEnd - rect.height)
                }
                show(header, in: rect)
            }
            if let footer = views.footer {
                show(footer, in: tableLayout.rect(forFooterInSection: section, width: width))
            }
        }
    }

    /// Shows a header or footer above the rows.
    private func show(_ view: UIView, in rect: CGRect) {
        if view.superview !== self { withoutMarkingLayout { addSubview(view) } }
        if view.frame != rect { view.frame = rect }
    }
}
