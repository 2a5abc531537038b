import ControlKit
import ControlKitPlugins

/// A UICollectionViewCell-like cell: a content view filling it and a 20×20 close button in its
/// top-right corner, sticking out 5 pt up and 5 pt right; nothing clipped, as in seed 001.
class DemoCell: UIView {
    required init?(coder: NSCoder) { nil }
    let contentView = UIView()
    let closeButton = UIButton(frame: CGRect(x: 65, y: -5, width: 20, height: 20))

    required override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = false
        contentView.frame = bounds
        addSubview(contentView)
        closeButton.setTitle("×", for: .normal)
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

/// A 2×2 grid of adjacent 80×60 cells in a 200×160 "collection view", each close button's hit
/// area extended by 10 pt on every edge (inert until ``HitAreaPlugin`` is installed).
@MainActor
struct CellGrid {
    static let size = CGSize(width: 200, height: 160)
    static let cellSize = CGSize(width: 80, height: 60)

    let collectionView = UIView(frame: CGRect(origin: .zero, size: size))
    let cells: [DemoCell]

    init(cell: DemoCell.Type = DemoCell.self) {
        cells = [(0, 0), (1, 0), (0, 1), (1, 1)].map { column, row in
            cell.init(frame: CGRect(x: 20 + CGFloat(column) * Self.cellSize.width, y: 20 + CGFloat(row) * Self.cellSize.height,
                                    width: Self.cellSize.width, height: Self.cellSize.height))
        }
        for cell in cells {
            collectionView.addSubview(cell)
            cell.closeButton.hitTestEdgeInsets = UIEdgeInsets(all: -10)
        }
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
