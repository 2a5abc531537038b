/// The views a list keeps for reuse, by reuse identifier, and how to make one when none is
/// waiting: a table's cells, its header and footer views, a collection view's cells.
///
/// A view leaving the visible rect is ``enqueue(_:identifier:)``d; ``dequeue(_:)`` hands out the
/// one that waited longest — after its `prepareForReuse` — or makes one from the registration.
@MainActor
struct ReuseQueue<View: UIView> {
    /// How to make a view for each registered identifier.
    private var factories: [String: () -> View] = [:]
    /// The views waiting, oldest first, by identifier.
    private var waiting: [String: [View]] = [:]

    /// Makes views for `identifier` with `factory` from now on; nil forgets the registration.
    mutating func register(_ identifier: String, _ factory: (() -> View)?) {
        factories[identifier] = factory
    }

    /// Whether views can be made for `identifier`.
    func isRegistered(_ identifier: String) -> Bool {
        factories[identifier] != nil
    }

    /// Keeps `view` for the next dequeue of `identifier`.
    mutating func enqueue(_ view: View, identifier: String) {
        waiting[identifier, default: []].append(view)
    }

    /// A waiting view of `identifier` (after `prepare`, its `prepareForReuse`), else a new one
    /// if the identifier is registered, else nil.
    mutating func dequeue(_ identifier: String, prepare: (View) -> Void) -> View? {
        if var views = waiting[identifier], !views.isEmpty {
            let view = views.removeFirst()
            waiting[identifier] = views
            prepare(view)
            return view
        }
        return factories[identifier]?()
    }

    /// How many views wait, all identifiers together.
    var waitingCount: Int { waiting.values.reduce(0) { $0 + $1.count } }
}
