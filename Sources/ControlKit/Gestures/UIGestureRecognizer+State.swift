/// The state machine. A transition out of `possible` into `began` or `ended` is an attempt the
/// window arbitrates (delegate, touched views, failure requirements, competing recognizers);
/// the rest follow UIKit's table. What a change means for others — actions, cancelled touches,
/// recognizers waiting for this one to fail — happens when the window next processes changes,
/// after the touches method that made it returns.
///
/// Every change of state, the framework's included (a recognizer that loses a touch to
/// another failing, a disabled one cancelling, the reset to `possible`), goes through the
/// `setState:` setter, so key-value observers and hooks on the setter see it. A change the
/// framework has already decided is marked ``isApplyingDecidedState`` for one setter call, so
/// the setter applies it without arbitrating again.
extension UIGestureRecognizer {
    /// Whether UIKit's state machine allows `old` → `new`.
    static func allowsTransition(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    func setStateBody(_ newState: State) {
        if isApplyingDecidedState {
            isApplyingDecidedState = false
            return newState == .possible ? (storedState = .possible) : enter(newState)
        }
        guard Self.allowsTransition(from: storedState, to: newState) else { return }
        if storedState == .possible, newState != .failed {
            attemptRecognition(newState)
        } else {
            enter(newState)
        }
    }

    /// Leaves `possible` for `newState` if the window lets it, waits if required recognizers
    /// are undecided, else fails.
    func attemptRecognition(_ newState: State) {
        guard let environment else { return enter(newState) }
        switch environment.admission(of: self) {
        case .accepted:
            pendingState = nil
            enter(newState)
            environment.preventOthers(sharingTouchesWith: self)
        case .deferred:
            pendingState = newState
        case .refused:
            pendingState = nil
            enter(.failed)
        }
    }

    /// Applies a change the framework decided (no table check, no arbitration) through the
    /// `state` setter, so observers and hooks see it. The mark is consumed by the first
    /// setter body that runs, and cleared if a hook swallowed the call.
    func applyDecidedState(_ newState: State) {
        isApplyingDecidedState = true
        defer { isApplyingDecidedState = false }
        state = newState
    }

    /// Moves to `newState` and queues it for the window to act on (or, for a recognizer in
    /// no window, announces it now).
    func enter(_ newState: State) {
        storedState = newState
        guard let environment else {
            if newState != .failed { sendActions() }
            return
        }
        unannouncedStates.append(newState)
        environment.noteChange(of: self)
    }

    /// The window arbitrating this recognizer: its view's.
    var environment: GestureEnvironment? { storedView?.window?.gestureEnvironment }

    /// Whether the recognizer takes touches now: enabled, undecided or in progress, not
    /// waiting on another recognizer.
    var isReceivingTouches: Bool {
        storedEnabled && pendingState == nil && (storedState == .possible || storedState == .began || storedState == .changed)
    }

    func setEnabledBody(_ enabled: Bool) {
        storedEnabled = enabled
        if !enabled { abandonGesture() }
    }

    /// Cancels the gesture in progress, or fails an undecided one that has touches.
    func abandonGesture() {
        switch storedState {
        case .began, .changed: applyDecidedState(.cancelled)
        case .possible where !trackedTouches.isEmpty:
            pendingState = nil
            applyDecidedState(.failed)
        default: break
        }
    }

    /// Back to `possible` for the next touch sequence: forgets touches and timers, then
    /// calls ``reset()``.
    func resetForNextSequence() {
        if storedState != .possible { applyDecidedState(.possible) }
        pendingState = nil
        unannouncedStates = []
        trackedTouches = []
        for timer in timers { timer.invalidate() }
        timers = []
        reset()
    }

    /// Schedules `body` on the application's clock for this sequence; the window processes
    /// what it changed afterwards. Nil, doing nothing, for a recognizer in no application's
    /// window: without a clock there is no time.
    @discardableResult
    func scheduleTimer(after interval: TimeInterval, _ body: @escaping () -> Void) -> SimulatedTimer? {
        guard let window = storedView?.window, let clock = window.application?.clock else { return nil }
        let timer = clock.schedule(after: interval) { [weak window] in
            body()
            window?.gestureEnvironment.process()
        }
        timers.append(timer)
        return timer
    }

    /// Whether a timer of this sequence is still to fire.
    var isWaitingForTimer: Bool { timers.contains(where: \.isValid) }
}
