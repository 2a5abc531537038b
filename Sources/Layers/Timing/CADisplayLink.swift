import DynamicRuntime
import Foundation

/// A timer in step with the display's frames (`CADisplayLink`): added to the main run loop, it
/// sends its selector to its target at each frame of the process's media clock — the one
/// `UIApplication.shared` runs on — while it is not paused. The display shows 60 frames a second;
/// ``preferredFramesPerSecond`` asks for fewer.
///
/// Port `CADisplayLink(target: self, selector: #selector(step(_:)))` as
/// `CADisplayLink(target: self, selector: AnySelector("step:", Self.step))`; the link is the
/// argument when the selector takes one. As Apple's, the link keeps its target until it is
/// invalidated. A target that does not respond to the selector is reported as a runtime issue
/// naming its class and the selector, and the link never fires.
open class CADisplayLink {
    /// The display's frame rate.
    package static let displayFramesPerSecond = 60

    private var target: RuntimeObject?
    private let selector: AnySelector
    private let responds: Bool
    private var frameTimer: SimulatedTimer?
    private let clock = SimulatedClock.media

    /// A link sending `selector` to `target` at each frame, once added to a run loop.
    public init(target: RuntimeObject, selector: AnySelector) {
        self.target = target
        self.selector = selector
        responds = target.answers(selector, as: "a display link's selector")
    }

    /// The frame rate asked for; 0 (the default) or more than the display's means every frame.
    open var preferredFramesPerSecond = 0

    /// Whether frames are skipped, the link staying on its run loop.
    open var isPaused = false

    /// When the frame last sent was shown, in media time (`CACurrentMediaTime()`); 0 before the first.
    public private(set) var timestamp: TimeInterval = 0

    /// When the next frame will be shown, in media time; 0 before the first.
    public private(set) var targetTimestamp: TimeInterval = 0

    /// The time between two of the display's frames.
    public var duration: TimeInterval { 1 / Double(CADisplayLink.displayFramesPerSecond) }

    /// The time between two frames the link sends at: the display's, or the preferred rate's.
    private var interval: TimeInterval {
        let display = CADisplayLink.displayFramesPerSecond
        let rate = preferredFramesPerSecond > 0 ? min(preferredFramesPerSecond, display) : display
        return 1 / Double(rate)
    }

    /// Starts sending at the frames of the main run loop (`addToRunLoop:forMode:`). A second
    /// add changes nothing; the run loop and mode are the media clock's whatever they are.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard frameTimer == nil, target != nil else { return }
        scheduleNextFrame()
    }

    /// Stops sending (`removeFromRunLoop:forMode:`), keeping the target: adding it again resumes.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        frameTimer?.invalidate()
        frameTimer = nil
    }

    /// Stops sending for good and releases the target (`invalidate`).
    open func invalidate() {
        frameTimer?.invalidate()
        frameTimer = nil
        target = nil
    }

    /// The next frame boundary of the link's rate after now, on the media clock.
    private func scheduleNextFrame() {
        let interval = self.interval
        var next = ((clock.now / interval).rounded(.down) + 1) * interval
        // At a frame's own time, rounding may land on it again: the next is one later.
        if next <= clock.now + interval * 1e-6 { next += interval }
        frameTimer = clock.schedule(after: next - clock.now) { [self] in frame(at: next, interval: interval) }
    }

    private func frame(at time: TimeInterval, interval: TimeInterval) {
        scheduleNextFrame()
        guard !isPaused, responds, let target else { return }
        timestamp = time
        targetTimestamp = time + interval
        target.performReporting(selector, with: selector.name.contains(":") ? self as Any : ())
    }
}
