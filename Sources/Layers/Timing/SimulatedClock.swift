import DynamicRuntime

/// The time an application's events and timers run on: it only moves when told to, so touch
/// sequences, long presses and velocities come out the same on every run.
///
/// Timers fire in order of their fire dates (ties in the order they were scheduled), each with
/// ``now`` set to its own fire date, so a long press recognized during a 2-second wait sees
/// exactly 0.5 s, not 2 s.
public final class SimulatedClock {
    /// The current time, in seconds since the clock was made.
    public private(set) var now: TimeInterval = 0

    /// Scheduled timers, ordered by fire date then by scheduling order.
    private var timers: [SimulatedTimer] = []

    /// A clock at time 0 with no timers.
    public init() {}

    /// The process's media clock: the time the process's application (`UIApplication.shared`)
    /// runs on, and the animations of layers in no application's window. Used on the main
    /// thread, as layers and applications are: debug builds report a use from another thread.
    public static var media: SimulatedClock { mediaClock.value }

    private static let mediaClock = MainThreadOnly(SimulatedClock(), name: "SimulatedClock.media")

    /// Schedules `action` to run `interval` seconds from now (a negative interval means now),
    /// when time is next advanced past it or at the next run-loop turn if it is already due.
    @discardableResult
    public func schedule(after interval: TimeInterval, _ action: @escaping () -> Void) -> SimulatedTimer {
        let timer = SimulatedTimer(fireDate: now + max(interval, 0), action: action)
        let index = timers.firstIndex { $0.fireDate > timer.fireDate } ?? timers.endIndex
        timers.insert(timer, at: index)
        return timer
    }

    /// Moves time forward by `interval` seconds, firing every timer that comes due on the way
    /// (timers scheduled by those timers included). A negative or non-finite interval does
    /// nothing: simulated time never runs backwards.
    public func advance(by interval: TimeInterval) {
        guard interval.isFinite, interval > 0 else { return fireDueTimers() }
        let target = now + interval
        fireTimers(dueBy: target)
        now = target
    }

    /// Fires the timers whose fire date has come.
    package func fireDueTimers() {
        fireTimers(dueBy: now)
    }

    private func fireTimers(dueBy date: TimeInterval) {
        while let timer = timers.first, timer.fireDate <= date {
            timers.removeFirst()
            guard timer.isValid else { continue }
            now = max(now, timer.fireDate)
            timer.fire()
        }
    }
}

/// A one-shot timer on a ``SimulatedClock`` (the analogue of a non-repeating `Timer`).
public final class SimulatedTimer {
    /// When the timer fires, in the clock's seconds.
    public let fireDate: TimeInterval
    /// False once the timer has fired or been invalidated.
    public private(set) var isValid = true

    private var action: (() -> Void)?

    init(fireDate: TimeInterval, action: @escaping () -> Void) {
        self.fireDate = fireDate
        self.action = action
    }

    /// Stops the timer from firing; harmless after it fired.
    public func invalidate() {
        isValid = false
        action = nil
    }

    func fire() {
        let action = self.action
        invalidate()
        action?()
    }
}

/// The current time of the media clock, in seconds (`CACurrentMediaTime`): the time the
/// process's application (`UIApplication.shared`) and layers in no application's window run on.
public func CACurrentMediaTime() -> TimeInterval {
    SimulatedClock.media.now
}
