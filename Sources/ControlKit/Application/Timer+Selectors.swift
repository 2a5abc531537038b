import DynamicRuntime
import Foundation

/// Timers that send a selector, which Foundation has only where Objective-C is:
/// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` and its unscheduled
/// initializer. Port `#selector(tick(_:))` as `AnySelector("tick:", Self.tick)`; the timer is the
/// argument when the selector takes one.
///
/// As Apple's, the timer keeps its target until it is invalidated, and fires on the run loop it
/// is scheduled on (`RunLoop.current` for the scheduled form). A target that does not respond to
/// the selector is reported as a runtime issue naming its class and the selector, and the timer
/// made never fires. Foundation on Linux keeps no `userInfo` for these timers: a non-nil
/// `userInfo` is reported as a runtime issue, and the timer reads nil.
extension Timer {
    /// A timer sending `selector` to `target` every `interval` seconds (once, unless `repeats`),
    /// added to the current run loop in the default mode.
    public class func scheduledTimer(timeInterval interval: TimeInterval, target: RuntimeObject, selector: AnySelector,
                                     userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    /// A timer sending `selector` to `target`, to be added to a run loop.
    public convenience init(timeInterval interval: TimeInterval, target: RuntimeObject, selector: AnySelector,
                            userInfo: Any?, repeats: Bool) {
        let action = Timer.action(sending: selector, to: target, userInfo: userInfo, repeats: repeats)
        self.init(timeInterval: interval, repeats: repeats) { timer in action.run(timer) }
    }

    /// What a timer sending `selector` to `target` runs: it keeps the target until the timer is
    /// done, as Apple's timers keep theirs. A target that does not answer the selector, or a
    /// `userInfo`, is reported here, when the timer is made.
    static func action(sending selector: AnySelector, to target: RuntimeObject, userInfo: Any?, repeats: Bool) -> TimerAction {
        let responds = target.answers(selector, as: "a timer's selector")
        if userInfo != nil {
            RuntimeIssues.report(RuntimeIssue("Timer(timeInterval:target: \(target.reportedClass.name) selector: \(selector.name)): Foundation on Linux keeps no userInfo for a timer; it reads nil"))
        }
        return TimerAction(repeats: repeats) { timer in
            guard responds else { return }
            target.performReporting(selector, with: selector.name.contains(":") ? timer as Any : ())
        }
    }
}
