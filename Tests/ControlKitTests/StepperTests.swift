import SwizzleKitTesting
import Testing
@testable import ControlKit

/// `UIStepper`: steps on touch down, repeats while held on the application's clock, stays in its
/// range or wraps, and draws a half that cannot step dimmed.
@MainActor @Suite("UIStepper") struct StepperTests {
    /// A stepper at (10, 10) in a white window, counting its `.valueChanged` actions.
    @MainActor final class Fixture {
        let scene = Scene()
        let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 1, height: 1))
        var values: [Double] = []
        let minusPoint = CGPoint(x: 33, y: 26), plusPoint = CGPoint(x: 80, y: 26)

        init() {
            scene.window.backgroundColor = .white
            scene.window.addSubview(stepper)
            stepper.addAction(UIAction { [unowned self] _ in values.append(stepper.value) }, for: .valueChanged)
            scene.application.runLoopOnce()
        }
    }

    @Test("94 × 32, 0 of 0...100 by 1; a tap on + steps up at once, on − at the minimum does nothing")
    func taps() {
        let fixture = Fixture(), stepper = fixture.stepper
        #expect(stepper.frame.size == CGSize(width: 94, height: 32) && stepper.value == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        fixture.scene.driver.tap(at: fixture.minusPoint)
        #expect(stepper.value == 0 && fixture.values.isEmpty)
        fixture.scene.driver.tap(at: fixture.plusPoint)
        fixture.scene.driver.tap(at: fixture.plusPoint)
        fixture.scene.driver.tap(at: fixture.minusPoint)
        #expect(fixture.values == [1, 2, 1])
        stepper.value = 250
        #expect(stepper.value == 100 && fixture.values.count == 3, "set in code: clamped, nothing sent")
    }

    @Test("held, it steps at once, then every 0.1 s from 0.5 s on; not continuous, it sends once when lifted")
    func autorepeat() {
        let fixture = Fixture()
        fixture.scene.driver.tap(at: fixture.plusPoint, holding: 1.05)
        #expect(fixture.stepper.value == 6 && fixture.values == [1, 2, 3, 4, 5, 6])
        fixture.stepper.isContinuous = false
        fixture.scene.driver.tap(at: fixture.plusPoint, holding: 0.75)
        #expect(fixture.stepper.value == 9 && fixture.values == [1, 2, 3, 4, 5, 6, 9])
        fixture.stepper.autorepeat = false
        fixture.scene.driver.tap(at: fixture.plusPoint, holding: 1)
        #expect(fixture.stepper.value == 10)
    }

    @Test("wrapping goes on from the other end; a step that is not above 0 is refused and reported")
    func wrapsAndSteps() {
        let fixture = Fixture(), stepper = fixture.stepper
        stepper.value = 100
        fixture.scene.driver.tap(at: fixture.plusPoint)
        #expect(stepper.value == 100 && fixture.values.isEmpty)
        stepper.wraps = true
        fixture.scene.driver.tap(at: fixture.plusPoint)
        #expect(stepper.value == 0 && fixture.values == [0])
        stepper.stepValue = 5
        let issues = runtimeIssues { stepper.stepValue = 0 }
        #expect(issues.count == 1 && stepper.stepValue == 5)
    }

    @Test("drawn: light grey, a black + and a dimmed − at the minimum; adjustable to VoiceOver")
    func drawing() throws {
        let fixture = Fixture()
        let pixels = try #require(fixture.scene.window.screenImage()).pixels
        #expect(pixels[10 + 70, 10 + 16] == RGBA8(red: 0, green: 0, blue: 0, alpha: 255), "the + at the middle of its half")
        #expect(pixels[10 + 23, 10 + 16] == RGBA8(red: 199, green: 199, blue: 204, alpha: 255), "the − dimmed")
        #expect(pixels[10 + 8, 10 + 5] == RGBA8(red: 242, green: 242, blue: 247, alpha: 255), "the background")
        #expect(fixture.scene.window.accessibilityTranscript == ["0, Adjustable"])
    }
}
