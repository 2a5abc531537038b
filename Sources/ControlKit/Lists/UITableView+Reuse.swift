import DynamicRuntime

/// Registering cell and header classes, and handing out cells: from the reuse queue when one
/// waits (after its `prepareForReuse()`), else new from the registered class.
extension UITableView {
    /// Makes cells of `cellClass` for `identifier` (`registerClass:forCellReuseIdentifier:`); nil
    /// removes the registration. A class that is not a `UITableViewCell` subclass is reported as
    /// a runtime issue and not registered.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return cellQueue.register(identifier, nil) }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            return RuntimeIssues.report(RuntimeIssue("-[UITableView registerClass:forCellReuseIdentifier:]: \(cellClass) is not a UITableViewCell subclass; \"\(identifier)\" not registered"))
        }
        cellQueue.register(identifier) { cellType.init(style: .default, reuseIdentifier: identifier) }
    }

    /// Makes header and footer views of `aClass` for `identifier`
    /// (`registerClass:forHeaderFooterViewReuseIdentifier:`); nil removes the registration.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { return headerFooterQueue.register(identifier, nil) }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            return RuntimeIssues.report(RuntimeIssue("-[UITableView registerClass:forHeaderFooterViewReuseIdentifier:]: \(aClass) is not a UITableViewHeaderFooterView subclass; \"\(identifier)\" not registered"))
        }
        headerFooterQueue.register(identifier) { viewType.init(reuseIdentifier: identifier) }
    }

    /// A cell for the row at `indexPath` (`dequeueReusableCellWithIdentifier:forIndexPath:`):
    /// one waiting under `identifier`, prepared for reuse, else a new one of the registered
    /// class, sized to the row. An identifier never registered is reported as a runtime issue
    /// (UIKit raises) and a default cell is made.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            RuntimeIssues.report(RuntimeIssue("-[UITableView dequeueReusableCellWithIdentifier:forIndexPath:]: unable to dequeue a cell with identifier \"\(identifier)\" - register a class for it first; made a default cell"))
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        if let rect = tableLayout.rect(forRow: indexPath, width: bounds.width) { cell.frame = rect }
        return cell
    }

    /// A cell waiting under `identifier`, prepared for reuse, else a new one of the registered
    /// class, else nil (`dequeueReusableCellWithIdentifier:`) — for the `?? UITableViewCell(…)` idiom.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cellQueue.dequeue(identifier) { $0.prepareForReuse() }
    }

    /// A header or footer view waiting under `identifier`, prepared for reuse, else a new one of
    /// the registered class, else nil (`dequeueReusableHeaderFooterViewWithIdentifier:`).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterQueue.dequeue(identifier) { $0.prepareForReuse() }
    }
}
