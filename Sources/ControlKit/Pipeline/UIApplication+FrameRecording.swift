import Foundation
import Layers

/// Recording frames: each run-loop turn measured stage by stage, as Instruments' Core Animation
/// tools do. Off by default, since a recorded turn also composites every window.
extension UIApplication {
    /// The most frames ``frameRecords`` keeps; older ones are dropped first.
    public nonisolated static let frameRecordLimit = 600

    /// Whether each run-loop turn is measured and kept in ``frameRecords`` (false). A recorded
    /// turn composites every window, as the screen would show it.
    public var recordsFrames: Bool {
        get { frameRecording != nil }
        set {
            if newValue, frameRecording == nil { frameRecording = FrameRecording() }
            if !newValue { frameRecording = nil }
        }
    }

    /// The frames recorded, oldest first (the last ``frameRecordLimit``); empty while not recording.
    public var frameRecords: [FrameRecord] { frameRecording?.records ?? [] }

    /// Forgets the frames recorded so far.
    public func clearFrameRecords() {
        frameRecording?.records = []
    }

    /// The end of a recorded turn: layout, display and commit timed, the decoding since
    /// `decodedBefore` (the turn's start: its jobs' decoding included) counted as prepare and
    /// taken out of the stage it happened in.
    func recordFrame(decodedBefore: Double) {
        let clock = ContinuousClock(), windows = self.windows
        let start = clock.now, decodedInJobs = ImageDecodingTime.onThisThread
        for window in windows { window.layoutIfNeeded() }
        let laidOut = clock.now, decodedInLayout = ImageDecodingTime.onThisThread
        for window in windows { window.displayPass() }
        let displayed = clock.now, decodedInDisplay = ImageDecodingTime.onThisThread
        let recorder = OffscreenPassRecorder()
        CATransaction.flush()
        recorder.collect {
            for window in windows { _ = window.compositeFrameBuffer() }
        }
        let committed = clock.now
        let record = FrameRecord(time: self.clock.now,
                                 layout: start.duration(to: laidOut) - .seconds(decodedInLayout - decodedInJobs),
                                 display: laidOut.duration(to: displayed) - .seconds(decodedInDisplay - decodedInLayout),
                                 prepare: .seconds(decodedInDisplay - decodedBefore),
                                 commit: displayed.duration(to: committed),
                                 offscreenPasses: recorder.passes)
        frameRecording?.append(record)
    }
}

/// The frames an application keeps while recording.
final class FrameRecording {
    var records: [FrameRecord] = []

    func append(_ record: FrameRecord) {
        if records.count == UIApplication.frameRecordLimit { records.removeFirst() }
        records.append(record)
    }
}
