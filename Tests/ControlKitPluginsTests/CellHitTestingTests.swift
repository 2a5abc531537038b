import ControlKit
import ControlKitPlugins
import DynamicRuntime
import RuntimePlugins
import Testing

extension ControlKitPluginsSuite {
    /// Seed 001's second half: a close button in a cell's top-right corner, its hit area
    /// extended beyond the cell. The hit map over five points —
    /// on the button, area A, above the cells, area B, the cell's body.
    @Suite("Hit-area plugin: the cell problem, solved twice")
    @MainActor
    struct CellHitTestingTests {
        @Test("without the plugin only the button's own bounds hit it")
        func withoutThePlugin() {
            #expect(CellGrid().hits() == ["first button", "first content", "collection view", "second content", "first content"])
        }

        @Test("with the category alone only area A works: above the cells the cell refuses, in area B the next cell covers it")
        func categoryAlone() throws {
            try withInstalled(HitAreaPlugin()) { _ in
                #expect(CellGrid().hits() == ["first button", "first button", "collection view", "second content", "first content"])
            }
        }

        @Test("fix 1, the seed's cell overrides of hitTest and pointInside, as written: every extended point hits the button, and the cell itself no longer takes touches")
        func seedCellOverrides() throws {
            try withInstalled(HitAreaPlugin()) { _ in
                #expect(CellGrid(cell: SeedCell.self).hits() == ["first button", "first button", "first button", "first button", "collection view"])
            }
        }

        @Test("fix 2, the container opt-in: the collection view prefers the button in its extended area, and the cells keep their touches")
        func containerOptIn() throws {
            try withInstalled(HitAreaPlugin()) { _ in
                let grid = CellGrid()
                grid.collectionView.hitTestsExtendedDescendants = true
                #expect(grid.hits() == ["first button", "first button", "first button", "first button", "first content"])
            }
        }

        @Test("opting in on the cell instead reaches above the cells but not area B: the view to opt in is the one holding the overlapping neighbours")
        func optInOnTheCell() throws {
            try withInstalled(HitAreaPlugin()) { _ in
                let grid = CellGrid()
                grid.first.hitTestsExtendedDescendants = true
                #expect(grid.hits() == ["first button", "first button", "first button", "second content", "first content"])
            }
        }

        @Test("the opt-in skips hidden and non-interactive descendants, as hit testing does")
        func optInSkipsUntouchableViews() throws {
            try withInstalled(HitAreaPlugin()) { _ in
                let grid = CellGrid()
                grid.collectionView.hitTestsExtendedDescendants = true
                grid.first.closeButton.isHidden = true
                #expect(grid.hits()[3] == "second content")
                grid.first.closeButton.isHidden = false
                grid.first.contentView.isUserInteractionEnabled = false
                #expect(grid.hits()[3] == "second content")
                grid.first.contentView.isUserInteractionEnabled = true
                grid.first.alpha = 0
                #expect(grid.hits()[3] == "second content")
                grid.first.alpha = 1
                #expect(grid.hits()[3] == "first button")
                grid.collectionView.isHidden = true
                #expect(grid.collectionView.hitTest(CellGrid.areaB, with: nil) == nil)
            }
        }

        @Test("the opt-in does nothing without the plugin installed, and acts once it is")
        func optInNeedsThePlugin() throws {
            let grid = CellGrid()
            grid.collectionView.hitTestsExtendedDescendants = true
            #expect(grid.hits() == ["first button", "first content", "collection view", "second content", "first content"])
            try withInstalled(HitAreaPlugin()) { _ in
                #expect(grid.hits()[3] == "first button")
            }
            #expect(grid.hits()[3] == "second content")
        }

        @Test("at its defaults (no insets, no opt-in) the plugin changes no hit test result anywhere in the grid")
        func defaultsChangeNoHit() throws {
            let grid = CellGrid()
            for cell in [grid.first, grid.second] { cell.closeButton.hitTestEdgeInsets = .zero }
            let points = stride(from: 0.0, through: 300, by: 5).flatMap { x in stride(from: 0.0, through: 200, by: 5).map { CGPoint(x: x, y: $0) } }
            let before = points.map { grid.name(of: grid.collectionView.hitTest($0, with: nil)) }
            let with = try withInstalled(HitAreaPlugin()) { _ in points.map { grid.name(of: grid.collectionView.hitTest($0, with: nil)) } }
            #expect(with == before)
            #expect(Set(before).count >= 4)
        }

        @Test("through a window and the touch driver, a tap in area B fires the first cell's close button")
        func tapInAreaB() throws {
            try withInstalled(HitAreaPlugin()) { _ in
                let grid = CellGrid()
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
                window.addSubview(grid.collectionView)
                let driver = TouchDriver(window: window)
                var closed: [String] = []
                grid.first.closeButton.addAction(UIAction { _ in closed.append("first") }, for: .touchUpInside)
                grid.second.closeButton.addAction(UIAction { _ in closed.append("second") }, for: .touchUpInside)
                driver.tap(at: CellGrid.areaB)
                #expect(closed.isEmpty)
                grid.collectionView.hitTestsExtendedDescendants = true
                driver.tap(at: CellGrid.areaB)
                #expect(closed == ["first"])
            }
        }
    }
}
