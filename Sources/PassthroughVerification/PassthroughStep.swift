import ControlKit

/// One step of a ``PassthroughScript``: a name for reports and what it does to a scene, which
/// records what it observes through the ``StepRecorder`` it is given.
@MainActor
struct PassthroughStep: Sendable {
    /// What the step does, as reports name it.
    let name: String
    let perform: @Sendable @MainActor (StepRecorder) -> Void

    /// A step called `name` that drives the scene through `perform`, recording as it goes.
    init(_ name: String, perform: @escaping @Sendable @MainActor (StepRecorder) -> Void) {
        self.name = name
        self.perform = perform
    }
}

/// What a step works with: the scene, and the lines it records about it.
@MainActor
final class StepRecorder {
    /// The scene being driven.
    let scene: PassthroughScene
    private(set) var lines: [String] = []
    private var observation: SceneObservation

    init(scene: PassthroughScene, observation: SceneObservation) {
        self.scene = scene
        self.observation = observation
    }

    /// The image names given so far, for the next step to keep.
    var observationState: SceneObservation { observation }

    /// Records `line`.
    func record(_ line: String) {
        lines.append(line)
    }

    /// Records what the scene logged since the last read: control events, layout calls and
    /// recognizer actions.
    func recordLog() {
        lines += scene.log.take()
    }

    /// Records the log, then the observable state of `root` and the views beneath it (the whole
    /// window when nil).
    func recordState(of root: UIView? = nil) {
        recordLog()
        lines += observation.lines(of: scene, under: root ?? scene.window)
    }
}
