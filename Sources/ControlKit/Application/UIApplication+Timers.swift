import DynamicRuntime
import Foundation

/// Foundation timers that run on the application's clock: what `Timer.scheduledTimer` schedules
/// on the main run loop on iOS. Port a control's timer by scheduling it here instead —
/// `application.scheduledTimer(withTimeInterval: 0.1, repeats: true) { … }` for
/// `Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { … }` — and keep the rest: the
/// answer is a Foundation `Timer`, with its `invalidate()`, `isValid`, `fireDate` and
/// `timeInterval`.
///
/// The clock keeps a timer until it is invalidated or, if it does not repeat, has fired, and then
/// lets go of its block or target, as Apple's timers do (Foundation's own block timers on Linux
/// keep their block for good; see `TimerAction`); a
/// repeating timer's next fire date is counted from its previous one, so it does not drift. Its
/// `fireDate` reads the clock's time as a date counted from the reference date (2001-01-01): the
/// clock's 0 is `Date(timeIntervalSinceReferenceDate: 0)`. Changing `fireDate` does not move a
/// timer scheduled here.
extension UIApplication {
    /// A timer running `block` after `interval` seconds of the application's clock, then every
    /// `interval` seconds if it `repeats` (an interval of 0 or less is 0.1 ms for a repeating
    /// timer, as Foundation's).
    @discardableResult
    public func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                               block: @escaping @MainActor (Timer) -> Void) -> Timer {
        let action = TimerAction(repeats: repeats) { timer in
            // The clock fires it at the application's run-loop turn, on the main actor.
            MainActorBody.run("UIApplication timer") { block(timer) }
        }
        let timer = action.timer(interval: interval)
        schedule(timer, after: repeats ? max(interval, 0.0001) : interval, repeating: repeats, action: action)
        return timer
    }

    /// A timer sending `selector` to `target` on the application's clock (the target–action form,
    /// `AnySelector("tick:", Self.tick)` for `#selector(tick(_:))`). As Foundation's, it keeps its
    /// target until invalidated; a target that does not answer the selector is reported as a
    /// runtime issue and the timer never sends it.
    @discardableResult
    public func scheduledTimer(timeInterval interval: TimeInterval, target: RuntimeObject, selector: AnySelector,
                               userInfo: Any?, repeats: Bool) -> Timer {
        let action = Timer.action(sending: selector, to: target, userInfo: userInfo, repeats: repeats)
        let timer = action.timer(interval: interval)
        schedule(timer, after: repeats ? max(interval, 0.0001) : interval, repeating: repeats, action: action)
        return timer
    }

    /// Fires `timer` when the clock has moved `interval` on, and again every `interval` while it
    /// stays valid if `repeating`; lets go of its `action` once it is found invalidated.
    private func schedule(_ timer: Timer, after interval: TimeInterval, repeating: Bool, action: TimerAction) {
        timer.fireDate = Date(timeIntervalSinceReferenceDate: clock.now + max(interval, 0))
        clock.schedule(after: interval) { [weak self] in
            guard timer.isValid else { return action.release() }
            timer.fire()
            guard repeating, timer.isValid else { return action.release() }
            self?.schedule(timer, after: interval, repeating: true, action: action)
        }
    }
}
