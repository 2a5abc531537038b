@testable import ControlKitPlugins
import Synchronization
import Testing

extension ControlKitPluginsSuite {
    @Suite("Exclusive use of the shipped plugins")
    struct ExclusiveUseTests {
        final class Flag: Sendable {
            private let value = Atomic<Bool>(false)
            var isSet: Bool { value.load(ordering: .relaxed) }
            func set() { value.store(true, ordering: .relaxed) }
        }

        @Test("while this suite runs, another claim of exclusive use waits, and gives up when cancelled")
        func anotherClaimWaits() async throws {
            let entered = Flag()
            let claim = Task { try await ControlKitPlugins.withExclusiveUse { entered.set() } }
            try await Task.sleep(for: .milliseconds(50))
            #expect(!entered.isSet)
            claim.cancel()
            await #expect(throws: CancellationError.self) { try await claim.value }
            #expect(!entered.isSet)
        }
    }
}
