import Foundation
import DynamicRuntime
import Testing
@testable import ControlKitComponents

/// Seed 003's switch, as a whole control: selection by tap and by drag, `.valueChanged` only
/// on a real change, the mask following the indicator by key-value observing, the properties
/// reaching both title rows, the rounded layer.
@MainActor @Suite("RunKeeperSwitch") struct RunKeeperSwitchTests {
    @Test("a switch decoded from a coder, as the original's init(coder:), is the default switch")
    func decoded() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let control = try #require(RunKeeperSwitch(coder: NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)))
        #expect(control.layer is RunKeeperSwitchRoundedLayer && control.selectedIndex == 0)
        #expect(control.selectedTitleColor == .black && control.titleColor == .white && control.backgroundColor == .black)
        #expect(control.gestureRecognizers?.count == 2)
    }

    @Test("its classes' declarations validate")
    func validates() throws {
        try RuntimeClass.of(RunKeeperSwitch.self).validate()
        try RuntimeClass.of(RunKeeperSwitchRoundedLayer.self).validate()
        try RuntimeClass.of(RunKeeperSwitchRoundedView.self).validate()
    }

    @Test("it is a UIControl whose layer is the rounded layer, a pill from the first frame on")
    func roundedLayer() {
        let control = RunKeeperSwitch(frame: CGRect(x: 0, y: 0, width: 160, height: 32))
        #expect((control as UIView) is UIControl)
        #expect(control.layer is RunKeeperSwitchRoundedLayer)
        #expect(control.layer.cornerRadius == 16, "set by the first frame, before any layout")
        control.frame = CGRect(x: 0, y: 0, width: 160, height: 40)
        #expect(control.layer.cornerRadius == 20)
        control.layoutIfNeeded()
        #expect(control.selectedBackgroundView.layer.cornerRadius == 18, "the indicator is a pill too")
        #expect(control.titleMaskView.layer.cornerRadius == 18, "and so is the mask over the selected titles")
    }

    @Test("layout puts the indicator on the selected half, each title centred on its half in both rows")
    func layout() {
        let fixture = RunKeeperSwitchFixture()
        let control = fixture.control
        #expect(control.selectedIndex == 0)
        #expect(control.selectedBackgroundView.frame == RunKeeperSwitchFixture.leftFrame)
        #expect(control.leftTitleLabel.frame == control.selectedLeftTitleLabel.frame)
        #expect(control.rightTitleLabel.frame == control.selectedRightTitleLabel.frame)
        #expect(abs(control.leftTitleLabel.frame.midX - 40) <= 1 && abs(control.rightTitleLabel.frame.midX - 120) <= 1)
        #expect(control.selectedTitleLabelsContentView.layer.mask === control.titleMaskView.layer)
        #expect(control.titleMaskView.superview == nil, "the mask is not in the hierarchy")
    }

    @Test("a tap on the other side selects it, sends .valueChanged once, and springs the indicator there")
    func tapOtherSide() throws {
        let fixture = RunKeeperSwitchFixture()
        fixture.driver.tap(at: CGPoint(x: 120, y: 16))
        #expect(fixture.control.selectedIndex == 1)
        #expect(fixture.valueChanges == [1])
        #expect(fixture.control.selectedBackgroundView.frame == RunKeeperSwitchFixture.rightFrame, "the model moves at once")
        fixture.driver.wait(0.05)
        let shown = try #require(fixture.shownIndicatorFrame)
        #expect(shown.minX > 2 && shown.minX < 82, "on the way: \(shown)")
        // The mask's frame is set inside the animations block (the observer hears the layout
        // there), so it springs along, as on iOS: a mask reaches its window's clock through the
        // layer it masks.
        #expect(fixture.shownMaskFrame == shown, "the mask springs along with the indicator")
        fixture.settle()
        #expect(fixture.shownIndicatorFrame == RunKeeperSwitchFixture.rightFrame)
        #expect(fixture.valueChanges == [1])
    }

    @Test("a tap on the selected side sends nothing")
    func tapSelectedSide() {
        let fixture = RunKeeperSwitchFixture()
        fixture.driver.tap(at: CGPoint(x: 30, y: 16))
        fixture.settle()
        #expect(fixture.control.selectedIndex == 0)
        #expect(fixture.valueChanges.isEmpty)
        #expect(fixture.control.selectedBackgroundView.frame == RunKeeperSwitchFixture.leftFrame)
    }

    @Test("a drag from the indicator moves it with the finger, clamped to the track")
    func dragFollowsFinger() {
        let fixture = RunKeeperSwitchFixture()
        let finger = fixture.driver.press(at: CGPoint(x: 40, y: 16))
        fixture.driver.move(finger, to: CGPoint(x: 52, y: 16))
        #expect(fixture.control.selectedBackgroundView.frame.minX == 14, "the pan began 12 points on")
        fixture.driver.move(finger, to: CGPoint(x: 70, y: 16))
        #expect(fixture.control.selectedBackgroundView.frame.minX == 32)
        #expect(fixture.shownIndicatorFrame?.minX == 32, "a drag is not animated")
        fixture.driver.move(finger, to: CGPoint(x: 400, y: 16))
        #expect(fixture.control.selectedBackgroundView.frame == RunKeeperSwitchFixture.rightFrame, "clamped at the right inset")
        fixture.driver.move(finger, to: CGPoint(x: -300, y: 16))
        #expect(fixture.control.selectedBackgroundView.frame == RunKeeperSwitchFixture.leftFrame, "clamped at the left inset")
        #expect(fixture.valueChanges.isEmpty, "nothing is selected while dragging")
        fixture.driver.cancel()
    }

    @Test("let go past the middle, the indicator springs to the other side, which is selected once")
    func dragPastMiddle() throws {
        let fixture = RunKeeperSwitchFixture()
        // 50 points in 10 steps over 0.5 s: 100 points a second, no fling.
        fixture.driver.drag(from: CGPoint(x: 40, y: 16), to: CGPoint(x: 90, y: 16), steps: 10, duration: 0.5)
        #expect(fixture.control.selectedIndex == 1)
        #expect(fixture.valueChanges == [1])
        #expect(fixture.control.selectedBackgroundView.frame == RunKeeperSwitchFixture.rightFrame)
        let shown = try #require(fixture.shownIndicatorFrame)
        #expect(shown.minX < 82, "the spring starts where the finger left it: \(shown)")
        fixture.settle()
        #expect(fixture.shownIndicatorFrame == RunKeeperSwitchFixture.rightFrame)
    }

    @Test("let go short of the middle, the indicator springs back and nothing is sent")
    func dragShortOfMiddle() {
        let fixture = RunKeeperSwitchFixture()
        fixture.driver.drag(from: CGPoint(x: 40, y: 16), to: CGPoint(x: 70, y: 16), steps: 10, duration: 0.5)
        #expect(fixture.control.selectedIndex == 0)
        #expect(fixture.valueChanges.isEmpty)
        #expect(fixture.control.selectedBackgroundView.frame == RunKeeperSwitchFixture.leftFrame)
        fixture.settle()
        #expect(fixture.shownIndicatorFrame == RunKeeperSwitchFixture.leftFrame)
    }

    @Test("a fling faster than 500 points a second selects the side it goes to, wherever it is let go")
    func fling() {
        let fixture = RunKeeperSwitchFixture()
        let finger = fixture.driver.press(at: CGPoint(x: 40, y: 16))
        fixture.driver.move(finger, to: CGPoint(x: 52, y: 16))
        fixture.driver.wait(0.01)
        fixture.driver.move(finger, to: CGPoint(x: 62, y: 16))
        fixture.driver.release(finger)
        #expect(fixture.control.selectedBackgroundView.center.x == 120 && fixture.control.selectedIndex == 1)
        #expect(fixture.valueChanges == [1])
    }

    @Test("a pan that starts outside the indicator does nothing")
    func panOutsideIndicator() {
        let fixture = RunKeeperSwitchFixture()
        // From the right half towards the indicator and past its middle.
        fixture.driver.drag(from: CGPoint(x: 120, y: 16), to: CGPoint(x: 30, y: 16), steps: 10, duration: 0.5)
        fixture.settle()
        #expect(fixture.control.panGesture.state == .possible)
        #expect(fixture.control.selectedIndex == 0 && fixture.valueChanges.isEmpty)
        #expect(fixture.control.selectedBackgroundView.frame == RunKeeperSwitchFixture.leftFrame)
    }

    @Test("setSelectedIndex(_:animated:) sends .valueChanged only on a real change, animated or not")
    func setSelectedIndex() throws {
        let fixture = RunKeeperSwitchFixture()
        try fixture.control.setSelectedIndex(1, animated: false)
        #expect(fixture.control.selectedBackgroundView.frame == RunKeeperSwitchFixture.rightFrame)
        #expect(fixture.shownIndicatorFrame == RunKeeperSwitchFixture.rightFrame, "not animated")
        try fixture.control.setSelectedIndex(1, animated: false)
        try fixture.control.setSelectedIndex(1, animated: true)
        #expect(fixture.valueChanges == [1])
        try fixture.control.setSelectedIndex(0, animated: true)
        #expect(fixture.valueChanges == [1, 0])
        #expect(fixture.control.value(forKey: "selectedIndex") as? Int == 0, "selectedIndex is key-value coding compliant")
    }

    @Test("a side other than 0 or 1 is refused with an error naming it, and nothing changes")
    func noThirdSide() {
        let fixture = RunKeeperSwitchFixture()
        #expect(throws: RunKeeperSwitchError(index: 2)) { try fixture.control.setSelectedIndex(2, animated: true) }
        #expect(throws: RunKeeperSwitchError(index: -1)) { try fixture.control.setSelectedIndex(-1, animated: false) }
        #expect(fixture.control.selectedIndex == 0 && fixture.valueChanges.isEmpty)
        #expect(throws: RunKeeperSwitchError(index: 5)) { try fixture.control.setSelectedIndex(5, animated: false) }
        #expect("\(RunKeeperSwitchError(index: 2))".contains("no side 2"))
    }

    @Test("the mask's frame is the indicator's after every change: layout, tap, drag, inset, resize")
    func maskFollowsIndicator() {
        let fixture = RunKeeperSwitchFixture()
        let control = fixture.control
        func expectFollows(_ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(control.titleMaskView.frame == control.selectedBackgroundView.frame, comment, sourceLocation: sourceLocation)
        }
        expectFollows("after the first layout")
        fixture.driver.tap(at: CGPoint(x: 120, y: 16))
        expectFollows("after a tap, at once")
        let finger = fixture.driver.press(at: CGPoint(x: 120, y: 16))
        fixture.driver.move(finger, to: CGPoint(x: 100, y: 16))
        #expect(control.selectedBackgroundView.frame.minX == 62)
        expectFollows("in the middle of a drag")
        fixture.driver.release(finger)
        expectFollows("after the drag")
        control.selectedBackgroundInset = 4
        control.layoutIfNeeded()
        #expect(control.selectedBackgroundView.frame == CGRect(x: 84, y: 4, width: 72, height: 24))
        expectFollows("after a new inset")
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        control.layoutIfNeeded()
        expectFollows("after a resize")
    }

    @Test("titles, font and colours update both rows")
    func propertiesReachBothRows() throws {
        let control = RunKeeperSwitch(frame: CGRect(x: 0, y: 0, width: 160, height: 32))
        control.leftTitle = "WALK"
        control.rightTitle = "RUN"
        #expect(control.leftTitleLabel.text == "WALK" && control.selectedLeftTitleLabel.text == "WALK")
        #expect(control.rightTitleLabel.text == "RUN" && control.selectedRightTitleLabel.text == "RUN")
        #expect(control.leftTitle == "WALK" && control.rightTitle == "RUN")
        let font = UIFont.boldSystemFont(ofSize: 11)
        control.titleFont = font
        let labels = [control.leftTitleLabel, control.rightTitleLabel, control.selectedLeftTitleLabel, control.selectedRightTitleLabel]
        #expect(labels.allSatisfy { $0.font == font })
        control.titleColor = .red
        control.selectedTitleColor = .blue
        #expect(control.leftTitleLabel.textColor == .red && control.rightTitleLabel.textColor == .red)
        #expect(control.selectedLeftTitleLabel.textColor == .blue && control.selectedRightTitleLabel.textColor == .blue)
        control.selectedBackgroundColor = .green
        #expect(control.selectedBackgroundView.backgroundColor == .green && control.selectedBackgroundColor == .green)
        // Through key-value coding, as a dynamic member.
        control.setValue("STOP", forKey: "leftTitle")
        #expect(control.selectedLeftTitleLabel.text == "STOP")
    }

    @Test("the switch is freed, removing its own observation on the way")
    func deinitRemovesObservation() {
        weak var freed: RunKeeperSwitch?
        do {
            let control = RunKeeperSwitch(frame: CGRect(x: 0, y: 0, width: 160, height: 32))
            control.layoutIfNeeded()
            freed = control
        }
        #expect(freed == nil)
    }
}
