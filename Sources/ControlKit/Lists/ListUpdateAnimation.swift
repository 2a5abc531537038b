/// How a table or collection view shows an update: the views that stay slide from their old
/// places to their new ones, new views fade in, leaving views fade out (sliding aside for a
/// table's `.left` and `.right`) and then go back to their reuse queues — over 0.3 s of the
/// application's clock, or at once.
@MainActor
enum ListUpdateAnimation {
    /// How long the views move, appear and disappear.
    static let duration: TimeInterval = 0.3

    /// Lays the list out at its new places with `layOut`, then animates from the old.
    /// `shown` lists the views shown (before and after the layout); `leaving` the views of
    /// elements that went, handed to `recycle` once faded.
    static func run<View: UIView>(shown: () -> [View], layOut: () -> Void, leaving: [(IndexPath, View)], slide: CGFloat = 0,
                                  animated: Bool, recycle: @escaping (View, IndexPath) -> Void, completion: ((Bool) -> Void)?) {
        let before = Dictionary(uniqueKeysWithValues: shown().map { (ObjectIdentifier($0), $0.frame) })
        UIView.performWithoutAnimation(layOut)
        guard animated else {
            for (indexPath, view) in leaving { recycle(view, indexPath) }
            completion?(true)
            return
        }
        let views = shown()
        let targets = views.map(\.frame)
        var appearing: [View] = []
        UIView.performWithoutAnimation {
            for view in views {
                if let old = before[ObjectIdentifier(view)] {
                    if old != view.frame { view.frame = old }
                } else {
                    view.alpha = 0
                    appearing.append(view)
                }
            }
        }
        UIView.animate(withDuration: duration, animations: {
            for (view, target) in zip(views, targets) where view.frame != target { view.frame = target }
            for view in appearing { view.alpha = 1 }
            for (_, view) in leaving {
                view.alpha = 0
                if slide != 0 { view.center.x += slide }
            }
        }, completion: { finished in
            for (indexPath, view) in leaving {
                view.alpha = 1
                if slide != 0 { view.center.x -= slide }
                recycle(view, indexPath)
            }
            completion?(finished)
        })
    }
}
