import ControlKit
@testable import ControlKitPlugins
import DynamicRuntime
import RuntimePlugins
import Testing

/// Every suite that installs a plugin on UIButton or UIView runs inside this one, one test at a
/// time, the whole suite in exclusive use of the shipped plugins: the runtime has one UIButton,
/// and a plugin is installed in it once per process (other test targets install them too).
@Suite("ControlKit plugins", .serialized, .exclusiveUseOfThePlugins)
@MainActor
struct ControlKitPluginsSuite {}

/// Runs the suite it is given to inside ``ControlKitPlugins/withExclusiveUse(_:)``.
struct ExclusiveUseOfThePlugins: SuiteTrait, TestScoping {
    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await ControlKitPlugins.withExclusiveUse { try await function() }
    }
}

extension Trait where Self == ExclusiveUseOfThePlugins {
    static var exclusiveUseOfThePlugins: Self { ExclusiveUseOfThePlugins() }
}

/// Installs `plugin` in a registry of its own, runs `body`, and uninstalls it — expecting the
/// uninstall to succeed.
func withInstalled<T>(_ plugin: any RuntimePlugin, _ body: (PluginRegistry) throws -> T) throws -> T {
    let registry = PluginRegistry()
    try registry.install(plugin)
    defer { #expect(throws: Never.self) { try registry.uninstall(plugin.identifier) } }
    return try body(registry)
}

/// A collection-view cell with, in its content view's top-right corner, a 20×20 close button
/// sticking out 5 pt up and 5 pt right; nothing is clipped, as in seed 001.
class CollectionCell: UICollectionViewCell {
    required init?(coder: NSCoder) { nil }
    let closeButton = UIButton(frame: CGRect(x: 85, y: -5, width: 20, height: 20))

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(closeButton)
    }
}

/// Seed 001's cell fix, written as the seed writes it: the cell takes a point only for its
/// close button, so the button's extended area counts as the cell's and the cell itself never
/// takes touches (a neighbour no longer covers the button's extended area).
final class SeedCell: CollectionCell {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let pointInButton = convert(point, to: closeButton)
        return closeButton.point(inside: pointInButton, with: event) ? closeButton : nil
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let pointInButton = convert(point, to: closeButton)
        return closeButton.point(inside: pointInButton, with: event)
    }
}

/// Two items of a data source, each a dequeued cell of the registered class.
final class TwoItems: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A 400×300 collection view whose flow layout places two adjacent 100×100 cells, the first at
/// (20, 40); each close button's hit area extended by 12 pt. In collection-view coordinates the
/// first button covers x 105..<125, y 30..<50 (so 5 pt of it lies over the second cell), and its
/// extended area x 93..<137, y 18..<62.
@MainActor
struct CellGrid {
    let collectionView: UICollectionView
    let dataSource = TwoItems()
    let first: CollectionCell
    let second: CollectionCell

    init(cell: CollectionCell.Type = CollectionCell.self) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 40, left: 20, bottom: 0, right: 180)
        layout.minimumInteritemSpacing = 0
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        collectionView.register(cell, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let cells = collectionView.visibleCells.compactMap { $0 as? CollectionCell }
        (first, second) = (cells[0], cells[1])
        for cell in cells { cell.closeButton.hitTestEdgeInsets = UIEdgeInsets(all: -12) }
    }

    /// The button's own bounds, inside the first cell.
    static let onTheButton = CGPoint(x: 110, y: 45)
    /// Seed 001's area A: in the extended area, inside the first cell.
    static let areaA = CGPoint(x: 100, y: 55)
    /// In the extended area, above every cell.
    static let aboveTheCells = CGPoint(x: 110, y: 25)
    /// Seed 001's area B: in the extended area, where the second cell covers it.
    static let areaB = CGPoint(x: 130, y: 55)
    /// In the first cell, far from its button.
    static let cellBody = CGPoint(x: 50, y: 100)

    /// What each point hits, named.
    func hits() -> [String] {
        [Self.onTheButton, Self.areaA, Self.aboveTheCells, Self.areaB, Self.cellBody].map { point in
            name(of: collectionView.hitTest(point, with: nil))
        }
    }

    func name(of view: UIView?) -> String {
        guard let view else { return "nothing" }
        let named: [(UIView, String)] = [
            (first.closeButton, "first button"), (first.contentView, "first content"), (first, "first cell"),
            (second.closeButton, "second button"), (second.contentView, "second content"), (second, "second cell"),
            (collectionView, "collection view"),
        ]
        return named.first { $0.0 === view }?.1 ?? "\(type(of: view))"
    }
}

/// Points every 4 pt around and over a 44×44 button, for passthrough comparisons.
let pointGrid: [CGPoint] = stride(from: -24.0, through: 68, by: 4).flatMap { x in
    stride(from: -24.0, through: 68, by: 4).map { y in CGPoint(x: x, y: y) }
}
