/// What one run of the script observed: each step's name and lines, in order.
public struct PassthroughRecording: Equatable, Sendable {
    /// One step's observations.
    public struct Step: Equatable, Sendable {
        /// The step's name.
        public let name: String
        /// What it observed, in order.
        public let lines: [String]
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
            steps.append(Step(name: step.name, lines: recorder.lines))
        }
        return PassthroughRecording(steps: steps)
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
