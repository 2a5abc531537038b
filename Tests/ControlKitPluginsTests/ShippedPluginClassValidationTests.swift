import DynamicRuntime
import Testing
@testable import ControlKitPlugins

/// Every class the plugins ship admits all its declared members.
@MainActor @Suite struct ShippedPluginClassValidationTests {
    @Test func theColourSwitcherValidates() throws {
        try RuntimeClass.of(BackgroundColorSwitcher.self).validate()
    }
}
