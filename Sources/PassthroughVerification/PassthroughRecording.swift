import ControlKit

/// What one run of the script observed: each step's name and lines, in order, and what the
/// window showed after it.
@MainActor
public struct PassthroughRecording: Equatable, Sendable {
    /// One step's observations.
    public struct Step: Equatable, Sendable {
        /// The step's name.
        public let name: String
        /// What it observed, in order.
        public let lines: [String]
        /// The window as rendered after the step, once its run-loop turn had laid out and drawn it.
        public let rendering: CGImage?
    }

    /// The steps, in the script's order.
    public let steps: [Step]

    /// Plays the script on a fresh scene and records it.
    static func record() -> PassthroughRecording {
        let scene = PassthroughScene()
        var observation = SceneObservation()
        var steps: [Step] = []
        for step in PassthroughScript.steps {
            let recorder = StepRecorder(scene: scene, observation: observation)
            step.perform(recorder)
            observation = recorder.observationState
            steps.append(Step(name: step.name, lines: recorder.lines, rendering: scene.render()))
        }
        return PassthroughRecording(steps: steps)
    }

    /// The first pixel, after the first step whose rendering differs, where `other` shows
    /// something else than this run; nil when every rendering is identical.
    func pixelDifference(from other: PassthroughRecording) -> PassthroughPixelDifference? {
        for (index, (expected, actual)) in zip(steps, other.steps).enumerated() where expected.rendering != actual.rendering {
            return PassthroughPixelDifference(stepNumber: index + 1, step: expected.name, expected: expected.rendering,
                                              actual: actual.rendering)
        }
        return nil
    }

    /// Where `other` differs from this, step by step: up to `limit` differing stretches of
    /// lines per step, each the lines only this run saw against those only `other` saw.
    func differences(from other: PassthroughRecording, limit: Int = 5) -> [PassthroughDifference] {
        zip(steps, other.steps).enumerated().flatMap { index, pair -> [PassthroughDifference] in
            let (expected, actual) = pair
            let hunks = LineDiff.hunks(from: expected.lines, to: actual.lines)
            return hunks.prefix(limit).enumerated().map { position, hunk in
                PassthroughDifference(stepNumber: index + 1, step: expected.name, line: hunk.line,
                                      stretch: position + 1, differingStretches: hunks.count,
                                      expected: hunk.removed, actual: hunk.added)
            }
        }
    }
}
