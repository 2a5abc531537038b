import Foundation

/// What a Foundation block timer made by ControlKit runs, held through this box so that it can be
/// let go of: Foundation on Linux never releases a block timer's block, even once the timer is
/// invalidated, where Apple's timers release their block or target then. The box lets go of the
/// action, and of what it captures, once the timer is done — after a timer that does not repeat
/// has fired, or when the application's clock finds the timer invalidated — so only the small box
/// outlives it.
///
/// Touched only on the thread the timer fires on (the main thread for the application's timers).
final class TimerAction: @unchecked Sendable {
    private var body: ((Timer) -> Void)?
    private let repeats: Bool

    init(repeats: Bool, _ body: @escaping (Timer) -> Void) {
        self.repeats = repeats
        self.body = body
    }

    /// Runs the action for a firing of `timer`; a timer that does not repeat is done afterwards.
    func run(_ timer: Timer) {
        body?(timer)
        if !repeats { release() }
    }

    /// Lets go of the action: the timer will not run it again.
    func release() {
        body = nil
    }

    /// A Foundation timer running this action.
    func timer(interval: TimeInterval) -> Timer {
        Timer(timeInterval: interval, repeats: repeats) { [self] timer in run(timer) }
    }
}
