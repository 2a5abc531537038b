/// Scripts touches on a window, deterministically: taps, presses, moves and releases, drags
/// in steps, several fingers at once, cancellation, and the passing of time.
///
/// Points are in the window's coordinates. Each step goes the way a real touch goes in UIKit —
/// `UIApplication.sendEvent(_:)`, then `UIWindow.sendEvent(_:)`, then the gesture recognizers
/// and the hit view — and ends with a turn of the run loop (``UIApplication/runLoopOnce()``),
/// so pending layout and display are done when the step returns. Time moves only when a step
/// says so (``wait(_:)``, a tap's `holding`, a drag's `duration`), on the application's
/// `SimulatedClock`; long presses and tap timeouts fire from there.
///
/// ```swift
/// let driver = TouchDriver(window: window)
/// driver.tap(at: CGPoint(x: 40, y: 40))
/// let finger = driver.press(at: CGPoint(x: 10, y: 10))
/// driver.drag(finger, to: CGPoint(x: 200, y: 10), steps: 10, duration: 0.2)
/// driver.release(finger)
/// ```
@MainActor
public final class TouchDriver {
    /// The window touched.
    public let window: UIWindow
    /// The application events go through: the window's, or one made for a window that had none.
    public let application: UIApplication

    /// The fingers on the screen, in the order they came down.
    public private(set) var touches: [UITouch] = []
    /// The last tap that ended, for the next touch's tap count.
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

    /// A driver for `window`. A window must belong to an application to receive events, so a
    /// window of none joins a new one, which the driver keeps.
    public init(window: UIWindow) {
        self.window = window
        if let application = window.application {
            self.application = application
        } else {
            application = UIApplication()
            window.join(application)
        }
    }

    /// The application's clock.
    public var clock: SimulatedClock { application.clock }

    // MARK: Fingers

    /// Puts one finger down at `point`. Its tap count is one more than the last tap's when it
    /// comes within ``UITapGestureRecognizer/maximumIntervalBetweenSuccessiveTaps`` of that tap
    /// ending, within ``UITapGestureRecognizer/allowableMovement`` of its place.
    @discardableResult
    public func press(at point: CGPoint) -> UITouch {
        press(at: [point])[0]
    }

    /// Puts a finger down at each point, all in one event.
    @discardableResult
    public func press(at points: [CGPoint]) -> [UITouch] {
        let now = clock.now
        let pressed = points.map { point in
            UITouch(window: window, location: point, timestamp: now, tapCount: points.count == 1 ? tapCount(at: point, now) : 1)
        }
        step(changing: pressed) { _ in }
        return pressed
    }

    /// Moves `touch` to `point`; a finger no longer on the screen is ignored.
    public func move(_ touch: UITouch, to point: CGPoint) {
        move([(touch, point)])
    }

    /// Moves several fingers in one event.
    public func move(_ moves: [(touch: UITouch, point: CGPoint)]) {
        let moving = moves.filter { move in touches.contains { $0 === move.touch } }
        step(changing: moving.map(\.touch)) { touch in
            guard let point = moving.first(where: { $0.touch === touch })?.point else { return }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = point
            touch.phase = .moved
        }
    }

    /// Lifts `touch` where it is; a finger no longer on the screen is ignored.
    public func release(_ touch: UITouch) {
        release([touch])
    }

    /// Lifts several fingers in one event.
    public func release(_ lifted: [UITouch]) {
        finish(lifted, as: .ended)
    }

    /// The system cancels `touches` (an incoming call, say): their views and recognizers get
    /// `touchesCancelled`. Every finger on the screen when `touches` is nil.
    public func cancel(_ cancelled: [UITouch]? = nil) {
        finish(cancelled ?? touches, as: .cancelled)
    }

    // MARK: Gestures

    /// Taps at `point`: down, `holding` seconds, up. Successive taps at the same place count up
    /// the touch's tap count as long as they come quickly enough.
    public func tap(at point: CGPoint, holding duration: TimeInterval = 0) {
        let touch = press(at: point)
        wait(duration)
        release(touch)
    }

    /// Taps with a finger at each point at once (a two-finger tap).
    public func tap(at points: [CGPoint], holding duration: TimeInterval = 0) {
        let pressed = press(at: points)
        wait(duration)
        release(pressed)
    }

    /// Moves `touch` to `point` in `steps` equal moves spread over `duration` seconds.
    public func drag(_ touch: UITouch, to point: CGPoint, steps: Int = 10, duration: TimeInterval = 0.2) {
        let steps = max(steps, 1)
        let start = touch.locationInWindow
        for index in 1...steps {
            wait(duration / Double(steps))
            let fraction = CGFloat(index) / CGFloat(steps)
            move(touch, to: CGPoint(x: start.x + (point.x - start.x) * fraction, y: start.y + (point.y - start.y) * fraction))
        }
    }

    /// Presses at `start`, drags to `end` in `steps` moves over `duration` seconds, and lifts.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 0.2) {
        let touch = press(at: start)
        drag(touch, to: end, steps: steps, duration: duration)
        release(touch)
    }

    // MARK: Time

    /// Lets `seconds` pass on the clock (timers due on the way fire at their times), then
    /// turns the run loop.
    public func wait(_ seconds: TimeInterval) {
        clock.advance(by: seconds)
        application.runLoopOnce()
    }

    // MARK: Steps

    private func tapCount(at point: CGPoint, _ now: TimeInterval) -> Int {
        guard let lastTap, now - lastTap.time <= UITapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps,
              point.distance(to: lastTap.location) <= UITapGestureRecognizer.allowableMovement else { return 1 }
        return lastTap.count + 1
    }

    private func finish(_ finishing: [UITouch], as phase: UITouch.Phase) {
        let finishing = finishing.filter { touch in touches.contains { $0 === touch } }
        step(changing: finishing) { touch in
            touch.previousLocationInWindow = touch.locationInWindow
            touch.phase = phase
        }
        if phase == .ended, let last = finishing.last {
            lastTap = (last.locationInWindow, clock.now, last.tapCount)
        }
    }

    /// One event: `change` updates each changing touch; the others — this driver's and any
    /// other driver's on the same application — are stationary. New touches join the event,
    /// finished ones leave it after delivery, and the run loop turns.
    private func step(changing changed: [UITouch], _ change: (UITouch) -> Void) {
        guard !changed.isEmpty else { return }
        let now = clock.now
        let event = application.touchesEvent
        let others = event.orderedTouches.filter { touch in !touches.contains { $0 === touch } }
        for touch in others + touches where !changed.contains(where: { $0 === touch }) { touch.phase = .stationary }
        for touch in changed {
            if !touches.contains(where: { $0 === touch }) { touches.append(touch) }
            change(touch)
            touch.timestamp = now
        }
        event.orderedTouches = others + touches
        event.timestamp = now
        application.sendEvent(event)
        touches.removeAll { $0.phase.isFinished }
        event.orderedTouches.removeAll { $0.phase.isFinished }
        application.runLoopOnce()
    }
}
