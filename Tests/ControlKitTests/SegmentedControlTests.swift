import Foundation
import SwizzleKitTesting
import Testing
@testable import ControlKit

/// `UISegmentedControl`: its segments, selection by tap and in code, the events UIKit sends, the
/// titles' fonts by state, and what VoiceOver says of each segment.
@MainActor @Suite("UISegmentedControl") struct SegmentedControlTests {
    /// A three-segment control at (10, 10), 180 × 32, in a white window, counting its actions.
    @MainActor final class Fixture {
        let scene = Scene()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        var selections: [Int] = []

        init() {
            control.frame = CGRect(x: 10, y: 10, width: 180, height: 32)
            scene.window.backgroundColor = .white
            scene.window.addSubview(control)
            control.addAction(UIAction { [unowned self] _ in selections.append(control.selectedSegmentIndex) }, for: .valueChanged)
            scene.application.runLoopOnce()
        }
    }

    @Test("segments from items, none selected; a tap selects and sends once; code sends nothing")
    func selection() {
        let fixture = Fixture(), control = fixture.control
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.titleForSegment(at: 2) == "Three" && control.intrinsicContentSize.height == 32)
        fixture.scene.driver.tap(at: CGPoint(x: 100, y: 26))
        fixture.scene.driver.tap(at: CGPoint(x: 100, y: 26))
        #expect(control.selectedSegmentIndex == 1 && fixture.selections == [1])
        control.setEnabled(false, forSegmentAt: 2)
        fixture.scene.driver.tap(at: CGPoint(x: 170, y: 26))
        #expect(control.selectedSegmentIndex == 1 && fixture.selections == [1])
        control.selectedSegmentIndex = 0
        #expect(fixture.selections == [1])
        control.isMomentary = true
        fixture.scene.driver.tap(at: CGPoint(x: 30, y: 26))
        #expect(fixture.selections == [1, 0])
    }

    @Test("inserting and removing keep the selection on its segment; an index outside is reported and changes nothing")
    func editing() {
        let fixture = Fixture(), control = fixture.control
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "Zero")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)
        let issues = runtimeIssues {
            control.selectedSegmentIndex = 7
            control.setTitle("x", forSegmentAt: -1)
        }
        #expect(issues.count == 2 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        let refused = runtimeIssues { _ = UISegmentedControl(items: ["a", 3]) }
        #expect(refused.count == 1)
    }

    @Test("the selected title is semibold by default, and takes the attributes set for its state")
    func titleAttributes() throws {
        let fixture = Fixture(), control = fixture.control
        control.selectedSegmentIndex = 0
        control.layoutIfNeeded()
        func label(_ index: Int) -> UILabel? { control.subviews[index].subviews.compactMap { $0 as? UILabel }.first }
        #expect(label(0)?.font == .systemFont(ofSize: 13, weight: .semibold) && label(1)?.font == .systemFont(ofSize: 13))
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15, weight: .medium), .foregroundColor: UIColor.red], for: .selected)
        control.layoutIfNeeded()
        #expect(label(0)?.font == .systemFont(ofSize: 15, weight: .medium) && label(0)?.textColor == .red)
    }

    @Test("drawn: a grey bar, a white pill under the selection; each segment a button to VoiceOver")
    func drawingAndAccessibility() throws {
        let fixture = Fixture(), control = fixture.control
        control.selectedSegmentIndex = 2
        fixture.scene.application.runLoopOnce()
        let pixels = try #require(fixture.scene.window.screenImage()).pixels
        #expect(pixels[10 + 5, 10 + 16] == RGBA8(red: 238, green: 238, blue: 239, alpha: 255), "the bar")
        #expect(pixels[10 + 125, 10 + 5] == RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "the pill")
        #expect(fixture.scene.window.accessibilityTranscript == ["One, 1 of 3, Button", "Two, 2 of 3, Button", "Selected, Three, 3 of 3, Button"])
    }
}
