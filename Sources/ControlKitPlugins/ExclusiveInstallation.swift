import Synchronization

extension ControlKitPlugins {
    private static let inExclusiveUse = Atomic<Bool>(false)

    /// Runs `body` while no other caller of this function runs: for the package's tests, in any
    /// target, that install the shipped plugins.
    ///
    /// The plugins change the process's one UIButton and UIView, and each refuses a second
    /// install in one process; so tests that install them, or check what the classes do without
    /// them, must not overlap — and Swift Testing serializes only within a suite. Waiting polls
    /// (with `Task.sleep`), so it holds no thread and may be released from another one.
    package static func withExclusiveUse<T>(_ body: () async throws -> T) async throws -> T {
        while !inExclusiveUse.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            try await Task.sleep(for: .milliseconds(2))
        }
        defer { inExclusiveUse.store(false, ordering: .releasing) }
        return try await body()
    }
}
