import ControlKit
import DynamicRuntime
import Foundation
import SwizzleKitTesting
import Testing

/// A hold-to-repeat target written as UIKit code writes one, its `#selector` ported by reference.
private final class Repeater: UIView {
    required init?(coder: NSCoder) { nil }
    override init(frame: CGRect) { super.init(frame: frame) }
    var ticks: [TimeInterval] = []
    func tick(_ timer: Timer) { ticks.append(timer.fireDate.timeIntervalSinceReferenceDate) }
}

@Suite("Timers on the application's clock")
@MainActor
struct ApplicationTimerTests {
    @Test("a repeating timer fires every interval of the clock, counted from its previous fire date, until invalidated")
    func repeating() {
        let application = UIApplication()
        var fired: [TimeInterval] = []
        let timer = application.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in fired.append(application.clock.now) }
        #expect(timer.isValid && timer.fireDate == Date(timeIntervalSinceReferenceDate: 0.1))
        application.clock.advance(by: 0.35)
        #expect(fired.count == 3)
        #expect(zip(fired, [0.1, 0.2, 0.3]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(fired)")
        timer.invalidate()
        application.clock.advance(by: 1)
        #expect(fired.count == 3 && !timer.isValid)
    }

    @Test("a timer that does not repeat fires once, then is invalid; one invalidated before its time never fires")
    func oneShot() {
        let application = UIApplication()
        var fired = 0
        let timer = application.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in fired += 1 }
        application.clock.advance(by: 0.4)
        #expect(fired == 0 && timer.isValid)
        application.clock.advance(by: 2)
        #expect(fired == 1 && !timer.isValid)
        application.clock.advance(by: 2)
        #expect(fired == 1)

        let cancelled = application.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in fired += 1 }
        cancelled.invalidate()
        application.clock.advance(by: 1)
        #expect(fired == 1)
    }

    /// Foundation on Linux never releases a block timer's block, even invalidated; Apple's timers
    /// let go of their block or target once done, and so do the application's.
    @Test("a timer lets go of its block's captures and of its target once done: fired if it does not repeat, else found invalidated")
    func letsGoWhenDone() {
        final class Capture {}
        let application = UIApplication()
        weak var oneShotCapture: Capture?
        weak var repeatingCapture: Capture?
        weak var target: Repeater?
        do {
            let once = Capture(), every = Capture(), repeater = Repeater(frame: .zero)
            (oneShotCapture, repeatingCapture, target) = (once, every, repeater)
            application.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in withExtendedLifetime(once) {} }
            let repeating = application.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in withExtendedLifetime(every) {} }
            let sending = application.scheduledTimer(timeInterval: 0.25, target: repeater, selector: AnySelector("tick:", Repeater.tick),
                                                     userInfo: nil, repeats: true)
            application.clock.advance(by: 0.6)
            #expect(repeater.ticks == [0.25, 0.5])
            repeating.invalidate()
            sending.invalidate()
        }
        #expect(oneShotCapture == nil, "a timer that does not repeat is done once it has fired")
        #expect(repeatingCapture != nil && target != nil, "invalidated, but not yet found so by the clock")
        application.clock.advance(by: 1)
        #expect(repeatingCapture == nil && target == nil)
    }

    @Test("the target–action form sends the selector with the timer, and a target that does not answer it is reported")
    func targetAction() {
        let application = UIApplication()
        let repeater = Repeater(frame: .zero)
        let timer = application.scheduledTimer(timeInterval: 0.25, target: repeater, selector: AnySelector("tick:", Repeater.tick),
                                               userInfo: nil, repeats: true)
        application.clock.advance(by: 0.6)
        #expect(repeater.ticks == [0.25, 0.5])
        timer.invalidate()

        let issues = runtimeIssues {
            application.scheduledTimer(timeInterval: 0.1, target: UIView(), selector: AnySelector("noSuchTick:"), userInfo: nil, repeats: false)
        }
        #expect(issues.count == 1 && issues[0].message.contains("noSuchTick:"), "\(issues.map(\.message))")
        application.clock.advance(by: 1)
    }
}
