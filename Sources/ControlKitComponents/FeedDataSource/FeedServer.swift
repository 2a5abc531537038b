import Foundation

/// The server a feed loads from, answering on whatever thread asks: the whole list (a refresh)
/// or the page after an item (load more). What it answers is a copy taken when the request
/// arrives — a deletion that reaches it later is not in that answer, which is the whole race.
///
/// ``holdResponses()`` makes the next requests wait, after taking their copy, until
/// ``releaseResponses()``: a test or a demo deletes a row "while the request is in flight" at
/// exactly that point, every time.
public final class FeedServer: @unchecked Sendable {
    // Guarded by `lock`.
    private var items: [FeedItem]
    private var holding = false
    private let lock = NSLock()
    /// Signalled when a held request has taken its copy.
    private let requested = DispatchSemaphore(value: 0)
    /// Opened to let held requests answer.
    private let gate = DispatchSemaphore(value: 0)
    private var waiting = 0

    /// A server holding `items`.
    public init(items: [FeedItem]) {
        self.items = items
    }

    /// The items, as they are now.
    public var currentItems: [FeedItem] { lock.withLock { items } }

    /// Adds items at the end (new stories arriving).
    public func append(_ newItems: [FeedItem]) {
        lock.withLock { items += newItems }
    }

    /// Deletes the item `id`; later answers leave it out.
    public func delete(id: Int) {
        lock.withLock { items.removeAll { $0.id == id } }
    }

    /// Every item (a refresh). Blocks while responses are held.
    public func fetchAll() -> [FeedItem] {
        answer { $0 }
    }

    /// Up to `count` items after the item `id` (nil: from the start): load more. Blocks while
    /// responses are held.
    public func fetchPage(after id: Int?, count: Int) -> [FeedItem] {
        answer { items in
            let start = id.flatMap { last in items.firstIndex { $0.id == last }.map { $0 + 1 } } ?? (id == nil ? 0 : items.count)
            return Array(items[start..<min(start + count, items.count)])
        }
    }

    // MARK: Holding responses

    /// Makes requests from now on wait after taking their copy, until ``releaseResponses()``.
    public func holdResponses() {
        lock.withLock { holding = true }
    }

    /// Waits until a held request has taken its copy (at most `timeout` seconds); whether one did.
    @discardableResult
    public func waitForRequest(timeout: TimeInterval = 10) -> Bool {
        requested.wait(timeout: .now() + timeout) == .success
    }

    /// Lets every held request answer, and stops holding.
    public func releaseResponses() {
        let released = lock.withLock {
            holding = false
            defer { waiting = 0 }
            return waiting
        }
        for _ in 0..<released { gate.signal() }
    }

    private func answer(_ select: ([FeedItem]) -> [FeedItem]) -> [FeedItem] {
        let (copy, held) = lock.withLock {
            if holding { waiting += 1 }
            return (select(items), holding)
        }
        if held {
            requested.signal()
            gate.wait()
        }
        return copy
    }
}
