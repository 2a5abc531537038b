import ControlKitSnapshots
import Testing
@testable import ControlKitComponents

/// The switch as it renders, against reference PNGs in
/// `__Snapshots__/RunKeeperSwitchSnapshotTests`; and the two-colour glyph in the middle of a
/// drag, checked pixel by pixel.
@MainActor @Suite("RunKeeperSwitch snapshots") struct RunKeeperSwitchSnapshotTests {
    @Test("the left side selected: black on the white indicator, white on black beside it")
    func leftSelected() {
        let fixture = RunKeeperSwitchFixture()
        assertSnapshot(of: fixture.control, named: "left-selected")
    }

    @Test("the right side selected by a tap, once the spring has settled")
    func rightSelected() {
        let fixture = RunKeeperSwitchFixture()
        fixture.driver.tap(at: CGPoint(x: 120, y: 16))
        fixture.settle()
        assertSnapshot(of: fixture.control, named: "right-selected")
    }

    @Test("in the middle of a drag, the titles change colour at the indicator's edges")
    func midDrag() {
        let fixture = RunKeeperSwitchFixture()
        let finger = fixture.driver.press(at: CGPoint(x: 40, y: 16))
        fixture.driver.drag(finger, to: CGPoint(x: 78, y: 16), steps: 4, duration: 0.2)
        assertSnapshot(of: fixture.control, named: "mid-drag")
        fixture.driver.cancel()
    }

    @Test("a glyph under the indicator's edge is in the normal colour left of it and the selected colour right of it")
    func twoColourGlyph() throws {
        let fixture = RunKeeperSwitchFixture()
        let control = fixture.control
        // Pure colours, so a pixel's colour tells which row it comes from: red titles on black,
        // blue titles on the white indicator.
        control.titleColor = .red
        control.selectedTitleColor = .blue
        // The indicator's left edge to the middle of DAY, through the A.
        let edge = control.leftTitleLabel.frame.midX.rounded()
        let finger = fixture.driver.press(at: CGPoint(x: 20, y: 16))
        fixture.driver.drag(finger, to: CGPoint(x: 20 + edge - 2, y: 16), steps: 4, duration: 0.2)
        #expect(control.selectedBackgroundView.frame.minX == edge)
        let image = try #require(renderedImage(of: control))
        // The indicator is a pill: at each row its left edge is on the circle of its rounded end.
        let indicator = control.selectedBackgroundView.frame, radius = indicator.height / 2
        func edgeX(row y: Int) -> CGFloat {
            let dy = CGFloat(y) + 0.5 - indicator.midY
            return indicator.minX + radius - (radius * radius - dy * dy).squareRoot()
        }
        // Glyph pixels within 4 columns of the edge, in each row of the title: red ones (the
        // normal row, seen outside the mask) and blue ones (the selected row, inside it).
        var normal: [(x: Int, y: Int)] = [], selected: [(x: Int, y: Int)] = []
        for y in Int(control.leftTitleLabel.frame.minY)..<Int(control.leftTitleLabel.frame.maxY) {
            for x in Int(edgeX(row: y)) - 4..<Int(edgeX(row: y)) + 4 {
                let pixel = image.pixels[x, y]
                if pixel.red > 128 && pixel.blue < 64 { normal.append((x, y)) }
                if pixel.blue > 128 && pixel.red < 64 && pixel.green < 64 { selected.append((x, y)) }
            }
        }
        #expect(!normal.isEmpty && !selected.isEmpty, "the glyph crosses the edge")
        #expect(normal.allSatisfy { CGFloat($0.x) < edgeX(row: $0.y) }, "the normal colour only left of the edge: \(normal)")
        #expect(selected.allSatisfy { CGFloat($0.x + 1) > edgeX(row: $0.y) }, "the selected colour only right of it: \(selected)")
        fixture.driver.cancel()
    }
}
