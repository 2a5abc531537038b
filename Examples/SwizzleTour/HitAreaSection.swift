import ControlKit
import ControlKitPlugins

/// Seed 001: a button's hit area extended by a category, and the cell problem.
@MainActor
func showHitArea(_ tour: Tour) {
    tour.section("Seed 001: a bigger hit area with a category (HitAreaPlugin)")
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    let button = UIButton(frame: CGRect(x: 100, y: 100, width: 30, height: 30))
    window.addSubview(button)
    let nearby = CGPoint(x: 95, y: 115)
    func hit(_ point: CGPoint) -> String { window.hitTest(point, with: nil) === button ? "the button" : "the window" }
    tour.say("a 30×30 button; a tap 5 pt left of it hits \(hit(nearby))")
    button.hitTestEdgeInsets = UIEdgeInsets(all: -10)
    tour.say("hitTestEdgeInsets = -10 on every edge: the same tap hits \(hit(nearby))")

    let collectionView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    let cell = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 80))
    let close = UIButton(frame: CGRect(x: 85, y: -5, width: 20, height: 20))
    close.hitTestEdgeInsets = UIEdgeInsets(all: -10)
    collectionView.addSubview(cell)
    cell.addSubview(close)
    let above = CGPoint(x: 110, y: 30)
    func cellHit() -> String { collectionView.hitTest(above, with: nil) === close ? "the close button" : "the collection view" }
    tour.say("a close button on a cell's corner, extended by 10 pt: a tap above the cell hits \(cellHit()) —")
    tour.say("  hit testing asks the cell first, and the point is outside it")
    collectionView.hitTestsExtendedDescendants = true
    tour.say("collectionView.hitTestsExtendedDescendants = true: the same tap hits \(cellHit())")
    tour.say("(swift run HitAreaDemo maps every point of a grid of cells, and writes the maps as a PNG)")
}
