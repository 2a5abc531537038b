import Foundation
import Layers
import SwizzleKitSupport

/// One frame of an application, measured: the time each stage of the run-loop turn took on the
/// main thread, and the off-screen passes its commit made (see <doc:ThePipelineOfAFrame>).
///
/// The stages are Core Animation's: **layout** (`layoutSubviews`, top down), **display**
/// (`draw(_:)` into backing stores), **prepare** (decoding images: the time image decoding took
/// on the turn's thread, moved out of the stage it happened in, as Core Animation
/// defers decoding to its prepare stage), and **commit** (the transaction's commit and the
/// compositing of every window). A frame whose stages take longer than the display's frame —
/// 1/60 s, `CADisplayLink`'s duration — misses it: it is dropped.
public struct FrameRecord: Sendable, CustomStringConvertible {
    /// The application clock's time of the turn.
    public let time: TimeInterval
    /// `layoutSubviews` in every window.
    public let layout: Duration
    /// `draw(_:)` of the views and layers marked for display.
    public let display: Duration
    /// Decoding images on the turn's thread during the turn.
    public let prepare: Duration
    /// Committing the transaction and compositing every window's frame buffer.
    public let commit: Duration
    /// The off-screen passes the commit made, in the order it made them.
    public let offscreenPasses: [OffscreenPass]

    /// The time a frame may take: one frame of the 60 Hz display (16.7 ms).
    public static let budget = Duration.seconds(1.0 / Double(CADisplayLink.displayFramesPerSecond))

    /// The four stages together.
    public var total: Duration { layout + display + prepare + commit }

    /// Whether the frame took longer than ``budget`` and missed the display's frame.
    public var isDropped: Bool { total > FrameRecord.budget }

    public var description: String {
        func ms(_ duration: Duration) -> String {
            let (seconds, attoseconds) = duration.components
            return String(format: "%.2f ms", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
        }
        return "t=\(String(format: "%.3f", time)) s: layout \(ms(layout)), display \(ms(display)), prepare \(ms(prepare)), commit \(ms(commit))"
            + " = \(ms(total))\(isDropped ? " — dropped" : ""); \(offscreenPasses.count) off-screen pass(es)"
    }
}

/// The time image decoding has taken on each thread: a recorded frame counts what its own
/// thread decoded during the turn as its prepare stage. Kept per thread, so no lock is needed.
enum ImageDecodingTime {
    private final class Total {
        var seconds = 0.0
    }

    private static let perThread = PerThread { Total() }

    /// The seconds image decoding has taken on the calling thread so far.
    static var onThisThread: Double {
        perThread.existing?.seconds ?? 0
    }

    /// Counts `duration` of decoding on the calling thread.
    static func add(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        perThread.withCurrent { $0.seconds += Double(seconds) + Double(attoseconds) / 1e18 }
    }
}
