import ControlKit
import ControlKitPlugins

/// A collection-view cell with a 20×20 close button in its content view's top-right corner,
/// sticking out 5 pt up and 5 pt right; nothing clipped, as in seed 001.
class DemoCell: UICollectionViewCell {
    required init?(coder: NSCoder) { nil }
    let closeButton = UIButton(frame: CGRect(x: 65, y: -5, width: 20, height: 20))

    required init(frame: CGRect) {
        super.init(frame: frame)
        closeButton.setTitle("×", for: .normal)
        // Hit area extended by 10 pt on every edge: inert until HitAreaPlugin is installed.
        closeButton.hitTestEdgeInsets = UIEdgeInsets(all: -10)
        contentView.addSubview(closeButton)
    }
}

/// Seed 001's cell fix as the seed writes it: the cell answers only for its close button, so
/// the button's extended area counts as the cell's — and the cell's body takes no touches.
final class SeedFixCell: DemoCell {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        closeButton.point(inside: convert(point, to: closeButton), with: event) ? closeButton : nil
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        closeButton.point(inside: convert(point, to: closeButton), with: event)
    }
}

/// Four items for the grid, each a dequeued cell of the registered class.
final class GridDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A 200×160 collection view whose flow layout places four adjacent 80×60 cells in a 2×2 grid,
/// 20 pt in from each edge.
@MainActor
struct CellGrid {
    static let size = CGSize(width: 200, height: 160)
    static let cellSize = CGSize(width: 80, height: 60)

    let collectionView: UICollectionView
    let dataSource = GridDataSource()
    let cells: [DemoCell]

    init(cell: DemoCell.Type = DemoCell.self) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = Self.cellSize
        layout.sectionInset = UIEdgeInsets(all: 20)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: Self.size), collectionViewLayout: layout)
        collectionView.register(cell, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        cells = collectionView.visibleCells.compactMap { $0 as? DemoCell }
    }

    /// Which region `view` belongs to: 0 the collection view, 1 + 2i cell i's body (the cell
    /// or its content view), 2 + 2i cell i's close button (or its label); -1 nothing.
    func region(of view: UIView?) -> Int {
        guard let view else { return -1 }
        for (index, cell) in cells.enumerated() {
            if view === cell.closeButton || view.superview === cell.closeButton { return 2 + 2 * index }
            if view === cell || view === cell.contentView { return 1 + 2 * index }
        }
        return 0
    }

    /// Each cell's frame and its close button's, in the collection view's coordinates.
    var outlines: [CGRect] {
        cells.flatMap { [$0.frame, $0.closeButton.convert($0.closeButton.bounds, to: collectionView)] }
    }
}
