import DynamicRuntime
import Testing
@testable import PassthroughVerification

/// The passthrough scene's classes admit all their declared members.
@MainActor @Suite struct SceneClassValidationTests {
    @Test func theSceneClassesValidate() throws {
        try RuntimeClass.of(SceneButton.self).validate()
        try RuntimeClass.of(SceneView.self).validate()
    }
}
