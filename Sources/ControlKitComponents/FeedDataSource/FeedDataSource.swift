import Foundation

/// A table's data source whose rows load on a background queue — a refresh, or "load more" —
/// while the user deletes rows on the main thread, kept consistent by one of seed 004's
/// ``FeedSynchronization`` strategies (or, to show the failure, none).
///
/// Its ``items`` are what the table shows. ``delete(at:)`` removes a row as a swipe would, and
/// tells the server; ``refresh()`` and ``loadMore(count:)`` ask the server on a background
/// queue and hand the answer back through the application's main queue, so it lands at a later
/// run-loop turn. ``waitForLoads()`` blocks until every load and change has handed its result
/// back (tests and demos call it, then turn the run loop).
public final class FeedDataSource: NSObject, UITableViewDataSource {
    /// The identifier of the cells the feed registers and dequeues.
    public static let cellIdentifier = "FeedCell"

    /// The strategy in use.
    public let synchronization: FeedSynchronization
    /// The table shown; not retained.
    public private(set) weak var tableView: UITableView?
    private let server: FeedServer
    /// The rows shown, behind a lock: without a remedy a background load writes them.
    private let rows: LockedItems
    /// Loads not yet handed back.
    private let pending = DispatchGroup()
    /// Remedy 2's changes not yet handed back.
    private let pendingChanges = DispatchGroup()
    private let background = DispatchQueue(label: "FeedDataSource.load", attributes: .concurrent)
    /// This feed on the application's main queue; set by `init`.
    private var onMain: MainQueue.Reference<FeedDataSource>?

    // Remedy 1: the loads in flight, and the deletions made since the first of them began.
    private var loadsInFlight = 0
    private var deletedWhileLoading: Set<Int> = []
    // Remedy 2: the queue every change goes through, and the rows as it has them.
    private let changes = DispatchQueue(label: "FeedDataSource.changes")
    private let queueModel: SerialModel

    /// A feed of `items` from `server` shown in `tableView` of `application`, kept consistent by
    /// `synchronization`. It sets itself as the table's data source and registers its cell.
    public init(items: [FeedItem], server: FeedServer, tableView: UITableView, application: UIApplication,
                synchronization: FeedSynchronization) {
        self.synchronization = synchronization
        self.server = server
        self.tableView = tableView
        rows = LockedItems(items)
        queueModel = SerialModel(items: items)
        super.init()
        onMain = application.mainQueueReference(to: self)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: FeedDataSource.cellIdentifier)
        tableView.dataSource = self
    }

    /// The rows the table shows.
    public var items: [FeedItem] { rows.items }

    // MARK: Data source

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.items.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FeedDataSource.cellIdentifier, for: indexPath)
        let items = rows.items
        cell.textLabel?.text = items.indices.contains(indexPath.row) ? items[indexPath.row].title : "—"
        return cell
    }

    // MARK: Deleting

    /// Deletes the row at `row` as the user would, and tells the server.
    public func delete(at row: Int) {
        let items = rows.items
        guard items.indices.contains(row) else { return }
        let id = items[row].id
        server.delete(id: id)
        switch synchronization {
        case .unsynchronized, .replayingDeletions:
            if synchronization == .replayingDeletions, loadsInFlight > 0 { deletedWhileLoading.insert(id) }
            rows.remove(id: id)
            tableView?.deleteRows(at: [IndexPath(row: row, section: 0)], with: .fade)
        case .serialQueue:
            // The queue removes it from its rows and hands the table the deletion, in turn.
            let model = queueModel
            Self.enqueueChange(on: changes, pending: pendingChanges, onMain: onMain) {
                model.deleted.insert(id)
                guard let index = model.items.firstIndex(where: { $0.id == id }) else { return nil }
                model.items.remove(at: index)
                return .delete(row: index, model.items)
            }
        }
    }

    // MARK: Loading

    /// Asks the server for every row on a background queue, and shows them when they come.
    public func refresh() {
        load(.refresh) { server in server.fetchAll() }
    }

    /// Asks the server for up to `count` rows after the last one, and appends them.
    public func loadMore(count: Int = 10) {
        let last = rows.items.last?.id
        load(.more) { server in server.fetchPage(after: last, count: count) }
    }

    /// Blocks until every load and queued change has handed its result to the main queue.
    public func waitForLoads() {
        pending.wait()
        pendingChanges.wait()
    }

    /// Blocks until the changes queued so far (remedy 2) have been handed to the main queue —
    /// not the loads still waiting for the server.
    public func waitForChanges() {
        pendingChanges.wait()
    }

    /// A load by the strategy: `fetch` on the background queue, its answer merged into the rows
    /// as `kind` says and shown.
    private func load(_ kind: LoadKind, _ fetch: @escaping @Sendable (FeedServer) -> [FeedItem]) {
        let server = self.server, rows = self.rows, onMain = self.onMain
        pending.enter()
        switch synchronization {
        case .unsynchronized:
            background.async { [pending] in
                let fetched = fetch(server)
                // The race: the rows are written here, off the main thread, then the table told.
                let current = rows.items
                let merged = kind.merge(current, fetched)
                rows.set(merged)
                let change = kind.change(from: current.count, to: merged)
                onMain?.async { feed in feed.show(change) }
                pending.leave()
            }
        case .replayingDeletions:
            loadsInFlight += 1
            background.async { [pending] in
                let fetched = fetch(server)
                onMain?.async { feed in
                    // The loaded copy, with the deletions made while it was in flight replayed on it.
                    let current = feed.rows.items
                    let copy = kind.merge(current, fetched).filter { !feed.deletedWhileLoading.contains($0.id) }
                    feed.loadsInFlight -= 1
                    if feed.loadsInFlight == 0 { feed.deletedWhileLoading = [] }
                    feed.rows.set(copy)
                    feed.show(kind.change(from: current.count, to: copy))
                }
                pending.leave()
            }
        case .serialQueue:
            let model = queueModel
            let changes = self.changes, pendingChanges = self.pendingChanges
            background.async { [pending] in
                let fetched = fetch(server)
                Self.enqueueChange(on: changes, pending: pendingChanges, onMain: onMain) {
                    let current = model.items
                    model.items = kind.merge(current, fetched).filter { !model.deleted.contains($0.id) }
                    return kind.change(from: current.count, to: model.items)
                }
                pending.leave()
            }
        }
    }

    /// Remedy 2: runs `body` on the serial queue; the change it returns is handed to the main
    /// queue, changes in the order the queue made them.
    private nonisolated static func enqueueChange(on changes: DispatchQueue, pending: DispatchGroup, onMain: MainQueue.Reference<FeedDataSource>?,
                                                  _ body: @escaping @Sendable () -> TableChange?) {
        pending.enter()
        changes.async {
            if let change = body() {
                onMain?.async { feed in
                    feed.rows.set(change.items)
                    feed.show(change)
                }
            }
            pending.leave()
        }
    }

    /// Tells the table of `change`.
    private func show(_ change: TableChange) {
        guard let tableView else { return }
        switch change {
        case .reload:
            tableView.reloadData()
        case let .append(start, items):
            guard items.count > start else { return }
            tableView.insertRows(at: (start..<items.count).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        case let .delete(row, _):
            tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .fade)
        }
    }
}

/// What a load does to the rows.
private enum LoadKind: Sendable {
    /// Replaces them with the server's.
    case refresh
    /// Appends the server's next page.
    case more

    func merge(_ current: [FeedItem], _ fetched: [FeedItem]) -> [FeedItem] {
        guard self == .more else { return fetched }
        // Two loads asked before either landed ask for the same page (after the same last row):
        // what is shown already is not appended again, or one deletion would remove two rows.
        let shown = Set(current.map(\.id))
        return current + fetched.filter { !shown.contains($0.id) }
    }

    func change(from count: Int, to items: [FeedItem]) -> TableChange {
        self == .refresh ? .reload(items) : .append(from: count, items)
    }
}

/// A change of the rows, with the rows after it, as the table is told of it.
private enum TableChange: Sendable {
    case reload([FeedItem])
    case append(from: Int, [FeedItem])
    case delete(row: Int, [FeedItem])

    var items: [FeedItem] {
        switch self {
        case let .reload(items), let .append(_, items), let .delete(_, items): items
        }
    }
}

/// The rows behind a lock, so a load on another thread may write them without a data race —
/// the race left is the logical one the strategies are about.
private final class LockedItems: @unchecked Sendable {
    private var storage: [FeedItem]
    private let lock = NSLock()

    init(_ items: [FeedItem]) {
        storage = items
    }

    var items: [FeedItem] { lock.withLock { storage } }

    func set(_ items: [FeedItem]) {
        lock.withLock { storage = items }
    }

    func remove(id: Int) {
        lock.withLock { storage.removeAll { $0.id == id } }
    }
}

/// Remedy 2's rows and the deletions it has seen: used only on the serial queue.
private final class SerialModel: @unchecked Sendable {
    var items: [FeedItem]
    var deleted: Set<Int> = []

    init(items: [FeedItem]) {
        self.items = items
    }
}
