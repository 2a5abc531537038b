/// One row of a feed: a story or an advertisement, known by its identifier.
public struct FeedItem: Hashable, Sendable, CustomStringConvertible {
    /// The identifier, unique in the feed; deletions are recorded by it.
    public let id: Int
    /// The text the row shows.
    public let title: String

    /// An item `id` showing `title`.
    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }

    public var description: String { title }
}
