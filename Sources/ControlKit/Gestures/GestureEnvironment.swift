/// One window's touch delivery to gesture recognizers and views: UIKit's gesture environment.
///
/// For each event the window (1) hit-tests touches that begin and fixes the recognizers they go
/// to — those of the hit view and its ancestors, deepest first, that are enabled and whose
/// delegate accepts the touch; (2) delivers the changed touches to those recognizers; (3)
/// processes the state changes that made: actions, cancelled view touches, recognizers waiting
/// for a failure; (4) delivers to the views what the recognizers do not hold back
/// (``UIGestureRecognizer/delaysTouchesBegan``, ``UIGestureRecognizer/delaysTouchesEnded``) or
/// cancel; (5) settles again, fails recognizers left undecided with nothing to wait for, and
/// resets those whose touches have all ended.
@MainActor
final class GestureEnvironment {
    /// Whether a recognizer may leave `possible` now.
    enum Admission {
        case accepted, deferred, refused
    }

    unowned let window: UIWindow

    /// Recognizers with touches in the current sequences, in the order they first got one.
    private var participants: [UIGestureRecognizer] = []
    /// Recognizers whose state changes are still to be processed, in the order they changed.
    private var changed: [UIGestureRecognizer] = []
    /// What the views are owed of each touch, in the order the touches began.
    private var deliveries: [ViewDelivery] = []
    /// The event touches methods sent outside an event (after a timer) carry: the last one.
    private var event: UIEvent?
    /// True while delivering or processing: changes made then are processed by that pass.
    private var isBusy = false

    init(window: UIWindow) {
        self.window = window
    }

    // MARK: Events

    /// Delivers the touches of `event` that belong to the window and changed.
    func deliver(_ event: UIEvent) {
        let touches = event.orderedTouches.filter { $0.window === window && $0.phase != .stationary }
        guard !touches.isEmpty else { return }
        self.event = event
        isBusy = true
        for touch in touches where touch.phase == .began && !deliveries.contains(where: { $0.touch === touch }) {
            touch.view = window.hitTest(touch.location(in: window), with: event)
            attach(touch)
        }
        deliverToRecognizers(touches, event)
        settle()
        deliverToViews(touches, event)
        isBusy = false
        process()
    }

    /// Fixes the recognizers `touch` goes to and starts its view delivery.
    private func attach(_ touch: UITouch) {
        var recognizers: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.storedGestureRecognizers where recognizer.storedEnabled && !recognizer.storedState.isFinal
                && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true {
                recognizers.append(recognizer)
            }
            view = current.superview
        }
        touch.recognizers = recognizers
        for recognizer in recognizers {
            recognizer.trackedTouches.append(touch)
            if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
        }
        deliveries.append(ViewDelivery(touch: touch))
    }

    private func deliverToRecognizers(_ touches: [UITouch], _ event: UIEvent) {
        for recognizer in participants {
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                guard recognizer.isReceivingTouches else { break }
                let own = touches.filter { $0.phase == phase && recognizer.trackedTouches.contains($0) }
                guard !own.isEmpty else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(Set(own), with: event)
                case .moved: recognizer.touchesMoved(Set(own), with: event)
                case .ended: recognizer.touchesEnded(Set(own), with: event)
                default:
                    recognizer.touchesCancelled(Set(own), with: event)
                    recognizer.abandonGesture()
                }
            }
        }
    }

    private func deliverToViews(_ touches: [UITouch], _ event: UIEvent) {
        var began: [UITouch] = [], moved: [UITouch] = [], ended: [UITouch] = [], cancelled: [UITouch] = []
        for touch in touches {
            guard touch.view != nil, let delivery = delivery(of: touch), !delivery.isFinished else { continue }
            switch touch.phase {
            case .began:
                if isKeptFromItsView(touch) {
                    delivery.isFinished = true
                } else if delaysBegan(touch) { delivery.holdsBegan = true } else { delivery.beganDelivered = true; began.append(touch) }
            case .ended:
                if delivery.holdsBegan || delaysEnded(touch) { delivery.holdsEnd = true } else { delivery.isFinished = true; ended.append(touch) }
            case .cancelled:
                delivery.isFinished = true
                if delivery.beganDelivered { cancelled.append(touch) }
            default: // moved: `deliver` filters stationary touches out
                if delivery.beganDelivered { moved.append(touch) }
            }
        }
        send(began, event, UIView.touchesBegan)
        send(moved, event, UIView.touchesMoved)
        send(ended, event, UIView.touchesEnded)
        send(cancelled, event, UIView.touchesCancelled)
    }

    /// Whether a touch beginning in its view is kept from the view's touches methods, as UIKit
    /// keeps it: a view takes one touch at a time unless ``UIView/isMultipleTouchEnabled``, and
    /// a view with ``UIView/isExclusiveTouch`` shares touches with no other view — neither gets
    /// a touch while the other holds one. Recognizers still see the touch (a pinch works on a
    /// view that takes one touch).
    private func isKeptFromItsView(_ touch: UITouch) -> Bool {
        guard let view = touch.view else { return false }
        // Another finger still down whose view has (or will have) its touchesBegan.
        for other in deliveries where other.touch !== touch && !other.touch.phase.isFinished && !other.isFinished
            && (other.beganDelivered || other.holdsBegan) {
            guard let otherView = other.touch.view else { continue }
            if otherView === view ? !view.isMultipleTouchEnabled : view.isExclusiveTouch || otherView.isExclusiveTouch { return true }
        }
        return false
    }

    /// Sends `touches` to their views with `method` (a touches entry point), one call per view.
    private func send(_ touches: [UITouch], _ event: UIEvent?, _ method: (UIView) -> (Set<UITouch>, UIEvent?) -> Void) {
        var views: [UIView] = []
        for touch in touches {
            if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        for view in views {
            method(view)(Set(touches.filter { $0.view === view }), event)
        }
    }

    // MARK: Processing state changes

    /// Called when `recognizer` changed state; processed now unless a pass is under way.
    func noteChange(of recognizer: UIGestureRecognizer) {
        if !changed.contains(where: { $0 === recognizer }) { changed.append(recognizer) }
        if !isBusy { process() }
    }

    /// Settles every pending change, then resets recognizers whose touches have all ended.
    func process() {
        guard !isBusy else { return }
        isBusy = true
        settle()
        for recognizer in participants where recognizer.trackedTouches.allSatisfy(\.phase.isFinished)
            && (recognizer.storedState.isFinal || recognizer.trackedTouches.isEmpty) {
            recognizer.resetForNextSequence()
        }
        participants.removeAll { $0.trackedTouches.isEmpty }
        deliveries.removeAll { $0.touch.phase.isFinished && !$0.holdsBegan && !$0.holdsEnd }
        isBusy = false
    }

    /// Processes changes until none is left: actions, cancelled touches, waiters, held touches,
    /// and recognizers left undecided with nothing to wait for.
    private func settle() {
        repeat {
            while !changed.isEmpty {
                announce(changed.removeFirst())
            }
            releaseHeldTouches()
            failAbandoned()
        } while !changed.isEmpty
    }

    private func announce(_ recognizer: UIGestureRecognizer) {
        let states = recognizer.unannouncedStates
        recognizer.unannouncedStates = []
        for state in states {
            switch state {
            case .began, .changed, .ended:
                recognizer.sendActions()
                if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
                for waiter in waiters(on: recognizer) { waiter.pendingState = nil; waiter.applyDecidedState(.failed) }
            case .cancelled:
                recognizer.sendActions()
            case .failed:
                for waiter in waiters(on: recognizer) {
                    if let pending = waiter.pendingState {
                        waiter.pendingState = nil
                        waiter.state = pending
                    }
                }
            case .possible:
                break
            }
        }
    }

    /// Recognizers whose transition waits for `recognizer` to fail.
    private func waiters(on recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        participants.filter { waiter in
            waiter.pendingState != nil && waiter.failureRequirements.contains { $0.object === recognizer }
        }
    }

    /// The view of each of `recognizer`'s touches gets `touchesCancelled` if it saw the touch
    /// begin and not end; either way it gets nothing more of it.
    private func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        var cancelled: [UITouch] = []
        for touch in recognizer.trackedTouches {
            guard let delivery = delivery(of: touch), !delivery.isFinished else { continue }
            delivery.isFinished = true
            delivery.holdsBegan = false
            delivery.holdsEnd = false
            if delivery.beganDelivered { cancelled.append(touch) }
        }
        send(cancelled, event, UIView.touchesCancelled)
    }

    /// A view leaving the window: each view of `subtree` gets `touchesCancelled` for the touches
    /// it saw begin and not end, and nothing more of them, as UIKit cancels a removed view's
    /// touches (a control then cancels tracking and sends touchCancel).
    func cancelTouches(inSubtreeOf subtree: UIView) {
        var cancelled: [UITouch] = []
        for delivery in deliveries where !delivery.isFinished {
            guard let view = delivery.touch.view, view.isDescendant(of: subtree) else { continue }
            delivery.isFinished = true
            delivery.holdsBegan = false
            delivery.holdsEnd = false
            if delivery.beganDelivered { cancelled.append(delivery.touch) }
        }
        send(cancelled, event, UIView.touchesCancelled)
    }

    /// Delivers held touches no recognizer holds any more: the began, then the end.
    private func releaseHeldTouches() {
        var began: [UITouch] = [], ended: [UITouch] = []
        for delivery in deliveries where !delivery.isFinished {
            let touch = delivery.touch
            if delivery.holdsBegan, !delaysBegan(touch) {
                delivery.holdsBegan = false
                delivery.beganDelivered = true
                began.append(touch)
            }
            if delivery.holdsEnd, !delivery.holdsBegan, !delaysEnded(touch) {
                delivery.holdsEnd = false
                delivery.isFinished = true
                ended.append(touch)
            }
        }
        send(began, event, UIView.touchesBegan)
        send(ended, event, UIView.touchesEnded)
    }

    /// Fails recognizers still possible after all their touches ended, with no timer and no
    /// failure to wait for: nothing can make them recognize, and they would hold touches back.
    private func failAbandoned() {
        for recognizer in participants where recognizer.storedState == .possible && recognizer.pendingState == nil
            && !recognizer.trackedTouches.isEmpty && recognizer.trackedTouches.allSatisfy(\.phase.isFinished)
            && !recognizer.isWaitingForTimer {
            recognizer.applyDecidedState(.failed)
        }
    }

    // MARK: Arbitration

    /// Whether `recognizer` may leave `possible` now: it waits while a recognizer it requires to
    /// fail is undecided and fails if that one recognized; the delegate, the recognizer's view
    /// and the views its touches began on may refuse; a competitor that already recognized from
    /// a shared touch wins unless either delegate allows both.
    func admission(of recognizer: UIGestureRecognizer) -> Admission {
        for required in recognizer.failureRequirements.compactMap(\.object) where !required.trackedTouches.isEmpty {
            switch required.storedState {
            case .possible: return .deferred
            case .began, .changed, .ended: return .refused
            case .cancelled, .failed: continue
            }
        }
        if !(recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true) { return .refused }
        for view in viewsAsked(about: recognizer) where !view.gestureRecognizerShouldBegin(recognizer) {
            return .refused
        }
        for other in competitors(of: recognizer) where [.began, .changed, .ended].contains(other.storedState)
            && !Self.mayRecognizeSimultaneously(recognizer, other) {
            return .refused
        }
        return .accepted
    }

    /// Fails the undecided competitors of a recognizer that just left `possible`.
    func preventOthers(sharingTouchesWith recognizer: UIGestureRecognizer) {
        for other in competitors(of: recognizer) where other.storedState == .possible
            && !Self.mayRecognizeSimultaneously(recognizer, other) {
            other.pendingState = nil
            other.applyDecidedState(.failed)
        }
    }

    /// The recognizer's view, then each other view its touches began on: UIKit asks them
    /// `gestureRecognizerShouldBegin(_:)` (how a button keeps a parent's tap from stealing
    /// its single taps).
    private func viewsAsked(about recognizer: UIGestureRecognizer) -> [UIView] {
        var views: [UIView] = recognizer.view.map { [$0] } ?? []
        for touch in recognizer.trackedTouches {
            if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        return views
    }

    /// The other recognizers sharing a touch with `recognizer`.
    private func competitors(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        participants.filter { other in
            other !== recognizer && other.trackedTouches.contains { touch in recognizer.trackedTouches.contains { $0 === touch } }
        }
    }

    static func mayRecognizeSimultaneously(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }

    // MARK: Removal

    /// Takes `recognizer` out of delivery (it was removed from its view): its touches no
    /// longer go to it, and what it held back goes to the views.
    func forget(_ recognizer: UIGestureRecognizer) {
        for touch in recognizer.trackedTouches { touch.recognizers.removeAll { $0 === recognizer } }
        recognizer.resetForNextSequence()
        participants.removeAll { $0 === recognizer }
        changed.removeAll { $0 === recognizer }
        process()
    }

    // MARK: Holding touches back

    /// Whether `touch`'s view has had its `touchesBegan` and is owed the rest: the view is
    /// tracking it (what a scroll view asks before taking a touch from its content).
    func viewIsTracking(_ touch: UITouch) -> Bool {
        guard let delivery = delivery(of: touch) else { return false }
        return delivery.beganDelivered && !delivery.isFinished
    }

    private func delivery(of touch: UITouch) -> ViewDelivery? {
        deliveries.first { $0.touch === touch }
    }

    private func delaysBegan(_ touch: UITouch) -> Bool {
        touch.hasRecognizer { $0.delaysTouchesBegan && $0.isUndecided(about: touch) }
    }

    private func delaysEnded(_ touch: UITouch) -> Bool {
        touch.hasRecognizer { $0.delaysTouchesEnded && $0.isUndecided(about: touch) }
    }
}

/// What a touch's view has had of it and what is held back.
@MainActor
final class ViewDelivery {
    let touch: UITouch
    /// The view got `touchesBegan`.
    var beganDelivered = false
    /// `touchesBegan` waits for recognizers that delay it.
    var holdsBegan = false
    /// `touchesEnded` waits for recognizers that delay it.
    var holdsEnd = false
    /// The view has had the touch's last phase (ended or cancelled) or will get nothing more.
    var isFinished = false

    init(touch: UITouch) {
        self.touch = touch
    }
}

extension UIGestureRecognizer {
    /// Still possible while tracking `touch`: it may yet recognize from it.
    func isUndecided(about touch: UITouch) -> Bool {
        storedState == .possible && trackedTouches.contains { $0 === touch }
    }
}
