extension UIScrollView {
    /// Runs `body`, which adds or removes a table's or collection view's cell or header during
    /// its own layout pass, without leaving the list marked for layout by it: the pass places
    /// them, and a second pass at the next turn would find nothing to do. (`addSubview` marks
    /// the receiver, as UIKit's does.)
    func withoutMarkingLayout(_ body: () -> Void) {
        let marked = needsLayout
        body()
        if !marked { needsLayout = false }
    }
}
