import ControlKit
import DynamicRuntime
import SwizzleKitTesting
import Testing

/// An animation driver written as UIKit code writes one, its `#selector` ported by reference.
private final class Stepper: UIView {
    required init?(coder: NSCoder) { nil }
    override init(frame: CGRect) { super.init(frame: frame) }
    var frames: [(TimeInterval, TimeInterval)] = []
    var stopAfter = Int.max
    func step(_ link: CADisplayLink) {
        frames.append((link.timestamp, link.targetTimestamp))
        if frames.count == stopAfter { link.invalidate() }
    }
}

/// `CADisplayLink` on the media clock (the shared application's), which these main-actor tests
/// advance: one send per frame, at the preferred rate, none while paused or once invalidated.
@MainActor @Suite("Display links") struct DisplayLinkTests {
    /// Advances the media clock to half way between two frames at `rate`, so that a whole
    /// number of intervals holds a whole number of frames, none on an end.
    func alignToMidFrame(rate: Double) {
        let phase = CACurrentMediaTime() * rate - (CACurrentMediaTime() * rate).rounded(.down)
        SimulatedClock.media.advance(by: (phase < 0.5 ? 0.5 - phase : 1.5 - phase) / rate)
    }

    @Test("one send per display frame, with the frame's timestamp and the next one's")
    func framesAtTheDisplaysRate() {
        let stepper = Stepper(frame: .zero)
        let link = CADisplayLink(target: stepper, selector: AnySelector("step:", Stepper.step))
        alignToMidFrame(rate: 60)
        link.add(to: .main, forMode: .common)
        let start = CACurrentMediaTime()
        SimulatedClock.media.advance(by: 0.1)
        link.invalidate()
        #expect(link.duration == 1.0 / 60)
        #expect(stepper.frames.count == 6, "frames of a 60 Hz display in 0.1 s: \(stepper.frames.count)")
        for (timestamp, target) in stepper.frames {
            #expect(timestamp > start && timestamp <= start + 0.1 + 1e-9)
            #expect(abs(target - timestamp - 1.0 / 60) < 1e-9)
            let frame = timestamp * 60
            #expect(abs(frame - frame.rounded()) < 1e-6, "on a frame boundary")
        }
    }

    @Test("the preferred rate, pausing and invalidating")
    func rateAndPause() {
        let stepper = Stepper(frame: .zero)
        let link = CADisplayLink(target: stepper, selector: AnySelector("step:", Stepper.step))
        link.preferredFramesPerSecond = 20
        alignToMidFrame(rate: 20)
        link.add(to: .main, forMode: .common)
        SimulatedClock.media.advance(by: 0.5)
        #expect(stepper.frames.count == 10)
        link.isPaused = true
        SimulatedClock.media.advance(by: 0.5)
        #expect(stepper.frames.count == 10)
        link.isPaused = false
        stepper.stopAfter = 12
        SimulatedClock.media.advance(by: 0.5)
        #expect(stepper.frames.count == 12, "invalidated from its own send")
    }

    @Test("a target that does not answer the selector is reported, and the link never sends")
    func anUnansweredSelectorIsReported() {
        var link: CADisplayLink?
        let issues = runtimeIssues { link = CADisplayLink(target: UIView(), selector: AnySelector("noSuchStep:")) }
        #expect(issues.count == 1 && issues[0].message.contains("noSuchStep:"))
        link?.add(to: .main, forMode: .common)
        SimulatedClock.media.advance(by: 0.1)
        link?.invalidate()
    }
}
