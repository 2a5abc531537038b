@testable import ControlKit
import DynamicRuntime
import KeyValueObserving
import Testing

/// One finger on a control, without the touch driver: a window holds the control at
/// (100, 100), 100×44, and points are given in the control's coordinates.
@MainActor
final class Finger {
    let touch: UITouch
    let event = UIEvent()
    let control: UIControl
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))

    init(on control: UIControl, tapCount: Int = 1) {
        self.control = control
        if control.frame == .zero { control.frame = CGRect(x: 100, y: 100, width: 100, height: 44) }
        window.addSubview(control)
        touch = UITouch(window: window, location: .zero, timestamp: 0, tapCount: tapCount)
        touch.view = control
        event.orderedTouches = [touch]
    }

    func down(at point: CGPoint = CGPoint(x: 50, y: 22)) {
        place(point, phase: .began)
        control.touchesBegan([touch], with: event)
    }

    func move(to point: CGPoint) {
        place(point, phase: .moved)
        control.touchesMoved([touch], with: event)
    }

    func up(at point: CGPoint? = nil) {
        if let point { place(point, phase: .ended) } else { touch.phase = .ended }
        control.touchesEnded([touch], with: event)
    }

    func cancel() {
        touch.phase = .cancelled
        control.touchesCancelled([touch], with: event)
    }

    private func place(_ point: CGPoint, phase: UITouch.Phase) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = control.convert(point, to: window)
        touch.phase = phase
    }
}

/// What a control did, in order: tracking calls, highlighted changes and touch events.
@MainActor
final class ControlLog {
    var entries: [String] = []

    static let touchEvents: [(String, UIControl.Event)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("dragInside", .touchDragInside),
        ("dragOutside", .touchDragOutside), ("dragEnter", .touchDragEnter), ("dragExit", .touchDragExit),
        ("upInside", .touchUpInside), ("upOutside", .touchUpOutside), ("cancel", .touchCancel),
    ]

    /// Logs every touch event `control` sends and every change of its `highlighted`.
    func record(_ control: UIControl) throws -> ObservationToken {
        for (name, event) in ControlLog.touchEvents {
            control.addAction(UIAction { [unowned self] _ in entries.append(name) }, for: event)
        }
        return try control.observe(UIControl.highlightedProperty, options: [.new]) { [unowned self] _, change in
            entries.append("highlighted=\(change.newValue!)")
        }
    }

    /// Forgets what was logged so far.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A control that logs its tracking calls and can refuse to track.
final class TrackingControl: UIControl {
    required init?(coder: NSCoder) { nil }
    let log: ControlLog
    var beginAnswer = true
    var continueAnswer = true

    init(log: ControlLog) {
        self.log = log
        super.init(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.entries.append("begin(tracking=\(isTracking))")
        return super.beginTracking(touch, with: event) && beginAnswer
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.entries.append("continue(inside=\(isTouchInside))")
        return super.continueTracking(touch, with: event) && continueAnswer
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.entries.append("end(inside=\(isTouchInside))")
        super.endTracking(touch, with: event)
    }

    override func cancelTracking(with event: UIEvent?) {
        log.entries.append("cancelTracking")
        super.cancelTracking(with: event)
    }
}

/// A responder that logs the touches it is forwarded.
final class TouchSink: UIResponder {
    var received: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { received.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { received.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { received.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { received.append("cancelled") }
}

/// A control whose next responder is set by the test.
final class ChainedControl: UIControl {
    var nextResponder: UIResponder?
    override var next: UIResponder? { nextResponder }
}

@Suite("Control tracking")
@MainActor
struct ControlTrackingTests {
    @Test("a tap: beginTracking, highlighted, touchDown; on up highlighted off, endTracking inside, touchUpInside")
    func tap() throws {
        let log = ControlLog()
        let control = TrackingControl(log: log)
        let token = try log.record(control)
        defer { token.invalidate() }
        let finger = Finger(on: control)
        finger.down()
        #expect(log.take() == ["begin(tracking=false)", "highlighted=true", "touchDown"])
        #expect(control.isTracking && control.isTouchInside && control.isHighlighted)
        #expect(control.state == .highlighted)
        finger.up()
        #expect(log.take() == ["highlighted=false", "end(inside=true)", "upInside"])
        #expect(!control.isTracking && !control.isTouchInside && !control.isHighlighted)
    }

    @Test("isTracking is false once super.endTracking or super.cancelTracking has returned, as UIKit's")
    func trackingEndsInSuper() {
        final class Reader: UIControl {
            var seen: [String] = []
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
                seen.append("end before super: \(isTracking)")
                super.endTracking(touch, with: event)
                seen.append("end after super: \(isTracking)")
            }
            override func cancelTracking(with event: UIEvent?) {
                seen.append("cancel before super: \(isTracking)")
                super.cancelTracking(with: event)
                seen.append("cancel after super: \(isTracking)")
            }
        }
        let control = Reader(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        let tap = Finger(on: control)
        tap.down()
        tap.up()
        let cancelled = Finger(on: control)
        cancelled.down()
        cancelled.cancel()
        #expect(control.seen == ["end before super: true", "end after super: false",
                                 "cancel before super: true", "cancel after super: false"])
        #expect(!control.isTracking)
    }

    @Test("a touch whose tapCount is above 1 sends touchDownRepeat with touchDown")
    func repeatedTap() throws {
        let log = ControlLog()
        let control = UIControl()
        let token = try log.record(control)
        defer { token.invalidate() }
        Finger(on: control, tapCount: 2).down()
        #expect(log.take() == ["highlighted=true", "touchDown", "touchDownRepeat"])
    }

    @Test("a drag out past the tolerance and back: exit once, outside while out, enter once, then a tap")
    func dragOutAndBack() throws {
        let log = ControlLog()
        let control = TrackingControl(log: log)
        let token = try log.record(control)
        defer { token.invalidate() }
        let finger = Finger(on: control)
        finger.down()
        _ = log.take()
        finger.move(to: CGPoint(x: 50, y: 30))
        #expect(log.take() == ["highlighted=true", "continue(inside=true)", "dragInside"])
        finger.move(to: CGPoint(x: 50, y: 44 + 100))
        #expect(log.take() == ["highlighted=false", "continue(inside=false)", "dragOutside", "dragExit"])
        finger.move(to: CGPoint(x: 50, y: 44 + 120))
        #expect(log.take() == ["highlighted=false", "continue(inside=false)", "dragOutside"])
        finger.move(to: CGPoint(x: 50, y: 22))
        #expect(log.take() == ["highlighted=true", "continue(inside=true)", "dragInside", "dragEnter"])
        finger.up()
        #expect(log.take() == ["highlighted=false", "end(inside=true)", "upInside"])
    }

    @Test("a release 69 pt outside any edge is a tap; 71 pt outside is touchUpOutside", arguments: [
        (CGPoint(x: 50, y: -69), CGPoint(x: 50, y: -71)),     // above
        (CGPoint(x: 50, y: 44 + 69), CGPoint(x: 50, y: 44 + 71)), // below
        (CGPoint(x: -69, y: 22), CGPoint(x: -71, y: 22)),     // left
        (CGPoint(x: 100 + 69, y: 22), CGPoint(x: 100 + 71, y: 22)), // right
    ])
    func releaseAtTheTolerance(within: CGPoint, beyond: CGPoint) throws {
        for (point, expected) in [(within, "upInside"), (beyond, "upOutside")] {
            let log = ControlLog()
            let control = UIControl()
            let token = try log.record(control)
            defer { token.invalidate() }
            let finger = Finger(on: control)
            finger.down()
            finger.move(to: point)
            finger.up(at: point)
            let inside = expected == "upInside"
            let drag: [String] = inside ? ["dragInside"] : ["dragOutside", "dragExit"]
            let events: [String] = ["highlighted=true", "touchDown", "highlighted=\(inside)"] + drag + ["highlighted=false", expected]
            #expect(log.take() == events)
        }
    }

    @Test("the tolerance is 70 pt above, below and right and 70.5 pt left, whatever the size")
    func toleranceConstant() {
        #expect(UIControl.touchTolerance == UIEdgeInsets(top: 70, left: 70.5, bottom: 70, right: 70))
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        let finger = Finger(on: control)
        finger.down(at: CGPoint(x: 5, y: 5))
        finger.move(to: CGPoint(x: -70.25, y: 5))
        #expect(control.isTouchInside)
        finger.move(to: CGPoint(x: 10 + 70.25, y: 5))
        #expect(!control.isTouchInside)
    }

    @Test("a cancel: highlighted off, cancelTracking, touchCancel, and no touch-up")
    func cancel() throws {
        let log = ControlLog()
        let control = TrackingControl(log: log)
        let token = try log.record(control)
        defer { token.invalidate() }
        let finger = Finger(on: control)
        finger.down()
        _ = log.take()
        finger.cancel()
        #expect(log.take() == ["highlighted=false", "cancelTracking", "cancel"])
        #expect(!control.isTracking && !control.isHighlighted)
        finger.up()
        #expect(log.take().isEmpty)
    }

    @Test("observing highlighted, as seed 000 did: told on every move, on within the tolerance, off beyond it")
    func observedHighlightedFollowsTheTolerance() throws {
        let control = UIControl()
        var seen: [Bool] = []
        let token = try control.observe(UIControl.highlightedProperty, options: [.new]) { _, change in seen.append(change.newValue!) }
        defer { token.invalidate() }
        let finger = Finger(on: control)
        finger.down()
        finger.move(to: CGPoint(x: 50, y: -20))
        finger.move(to: CGPoint(x: 50, y: -60))
        finger.move(to: CGPoint(x: 50, y: -90))
        finger.up(at: CGPoint(x: 50, y: -90))
        #expect(seen == [true, true, true, false, false])
    }

    @Test("beginTracking answering false highlights the control but sends no events")
    func beginTrackingRefused() throws {
        let log = ControlLog()
        let control = TrackingControl(log: log)
        control.beginAnswer = false
        let token = try log.record(control)
        defer { token.invalidate() }
        let finger = Finger(on: control)
        finger.down()
        finger.move(to: CGPoint(x: 50, y: 30))
        finger.up()
        #expect(log.take() == ["begin(tracking=false)", "highlighted=true", "highlighted=true", "highlighted=false"])
        #expect(!control.isTracking)
    }

    @Test("continueTracking answering false stops the events: no drag and no touch-up after it")
    func continueTrackingRefused() throws {
        let log = ControlLog()
        let control = TrackingControl(log: log)
        control.continueAnswer = false
        let token = try log.record(control)
        defer { token.invalidate() }
        let finger = Finger(on: control)
        finger.down()
        _ = log.take()
        finger.move(to: CGPoint(x: 50, y: 30))
        #expect(!control.isTracking)
        finger.move(to: CGPoint(x: 50, y: 31))
        finger.up()
        #expect(log.take() == ["highlighted=true", "continue(inside=true)", "highlighted=true", "highlighted=false"])
    }

    @Test("a disabled control neither tracks nor sends, and passes its touches to the next responder")
    func disabledControlForwards() throws {
        let log = ControlLog()
        let control = ChainedControl()
        let sink = TouchSink()
        control.nextResponder = sink
        control.isEnabled = false
        let token = try log.record(control)
        defer { token.invalidate() }
        let finger = Finger(on: control)
        finger.down()
        finger.move(to: CGPoint(x: 50, y: 30))
        finger.up()
        finger.cancel()
        #expect(log.take().isEmpty)
        #expect(!control.isTracking && !control.isHighlighted)
        #expect(sink.received == ["began", "moved", "ended", "cancelled"])
    }

    @Test("a control disabled while tracking sends no touch-up; the end turns highlighting off and the next touch tracks")
    func disabledWhileTracking() throws {
        let log = ControlLog()
        let control = UIControl()
        let token = try log.record(control)
        defer { token.invalidate() }
        let finger = Finger(on: control)
        finger.down()
        control.isEnabled = false
        finger.up()
        #expect(log.take() == ["highlighted=true", "touchDown", "highlighted=false"])
        #expect(!control.isTracking)
        control.isEnabled = true
        finger.down()
        finger.up()
        #expect(log.take() == ["highlighted=true", "touchDown", "highlighted=false", "upInside"])
    }

    @Test("an enabled control keeps its touches: the next responder hears nothing")
    func enabledControlSwallows() {
        let control = ChainedControl()
        let sink = TouchSink()
        control.nextResponder = sink
        let finger = Finger(on: control)
        finger.down()
        finger.move(to: CGPoint(x: 50, y: 30))
        finger.up()
        #expect(sink.received.isEmpty)
    }

    @Test("a second touch while one is tracked is ignored")
    func secondTouchIgnored() throws {
        let log = ControlLog()
        let control = UIControl()
        let token = try log.record(control)
        defer { token.invalidate() }
        let first = Finger(on: control)
        first.down()
        _ = log.take()
        let second = UITouch(window: first.window, location: .zero, timestamp: 0, tapCount: 1)
        second.view = control
        control.touchesBegan([second], with: first.event)
        control.touchesEnded([second], with: first.event)
        #expect(log.take().isEmpty)
        #expect(control.isTracking)
        first.up()
        #expect(log.take() == ["highlighted=false", "upInside"])
    }

    @Test("a widened point(inside:) counts as inside beyond the tolerance")
    func widenedHitAreaStaysInside() throws {
        final class WideControl: UIControl {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -200, dy: -200).contains(point)
            }
        }
        let control = WideControl()
        let finger = Finger(on: control)
        finger.down()
        finger.move(to: CGPoint(x: 50, y: 44 + 150))
        #expect(control.isTouchInside && control.isHighlighted)
    }
}
