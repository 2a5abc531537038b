import Foundation
import Synchronization

/// Layer time (`CAMediaTiming` on layers): each layer's time runs from its superlayer's as
/// `(t − beginTime) × speed + timeOffset`, the root's from its clock's. A layer's animations run
/// on its time, so setting `speed` to 0 pauses a subtree and moving `beginTime` resumes it, as
/// Apple's technical Q&A shows:
///
/// ```swift excerpt
/// let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
/// layer.speed = 0
/// layer.timeOffset = paused
/// ```
extension CALayer {
    /// Whether any layer has had a timing property set: until then every layer's time is its
    /// clock's, and a frame asks nothing more.
    static let anyOwnTime = Atomic<Bool>(false)

    /// The clock's `time` in this layer's time.
    func localTime(_ time: TimeInterval) -> TimeInterval {
        guard CALayer.anyOwnTime.load(ordering: .relaxed) else { return time }
        let parentTime = parentLayer?.localTime(time) ?? time
        guard hasOwnTime else { return parentTime }
        return (parentTime - beginTime) * TimeInterval(speed) + timeOffset
    }

    /// The clock's time at which this layer's time is `time`; nil when it never is (a layer
    /// above is paused, or runs backwards past it).
    func clockTime(_ time: TimeInterval) -> TimeInterval? {
        var parentTime = time
        if hasOwnTime {
            guard speed != 0 else { return time == timeOffset ? -.infinity : nil }
            parentTime = (time - timeOffset) / TimeInterval(speed) + beginTime
        }
        return parentLayer.map { $0.clockTime(parentTime) } ?? parentTime
    }

    /// `time` of `layer`'s time (of the clock, for nil) in this layer's time (`convertTime:fromLayer:`).
    public func convertTime(_ time: TimeInterval, from layer: CALayer?) -> TimeInterval {
        guard let layer else { return localTime(time) }
        guard let clockTime = layer.clockTime(time) else { return .nan }
        return localTime(clockTime)
    }

    /// `time` of this layer's time in `layer`'s (the clock's, for nil) (`convertTime:toLayer:`).
    public func convertTime(_ time: TimeInterval, to layer: CALayer?) -> TimeInterval {
        guard let clockTime = clockTime(time) else { return .nan }
        return layer?.localTime(clockTime) ?? clockTime
    }

    /// A timing property changed: the layer has a time of its own from now on, and the start
    /// and end its animations' and its sublayers' delegates hear are scheduled again.
    func timingChanged() {
        if !hasOwnTime {
            hasOwnTime = true
            CALayer.anyOwnTime.store(true, ordering: .relaxed)
        }
        rescheduleAnimations()
    }
}
