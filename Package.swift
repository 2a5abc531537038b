// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwizzleKit",
    // Synchronization's Atomic needs macOS 15; Linux has no floor.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DynamicRuntime", targets: ["DynamicRuntime"]),
        .library(name: "KeyValueObserving", targets: ["KeyValueObserving"]),
        .library(name: "ControlKit", targets: ["ControlKit"]),
        .library(name: "RuntimePlugins", targets: ["RuntimePlugins"]),
        .library(name: "ControlKitPlugins", targets: ["ControlKitPlugins"]),
        .library(name: "PassthroughVerification", targets: ["PassthroughVerification"]),
        .library(name: "Graphics", targets: ["Graphics"]),
        .library(name: "ControlKitSnapshots", targets: ["ControlKitSnapshots"]),
        .library(name: "ControlKitComponents", targets: ["ControlKitComponents"]),
        .executable(name: "PassthroughReport", targets: ["PassthroughReport"]),
    ],
    targets: [
        // The reader side of the runtime's safe reclamation: a thread-local word per thread.
        // DWARF 4: valgrind (callgrind counts in Benchmarks/instructions.sh) cannot read clang's DWARF 5.
        .target(name: "CReadSections", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        .target(name: "DynamicRuntime", dependencies: ["CReadSections"]),
        .target(name: "KeyValueObserving", dependencies: ["DynamicRuntime"]),
        .target(name: "ControlKit", dependencies: ["DynamicRuntime", "KeyValueObserving", "Graphics"]),
        .testTarget(name: "DynamicRuntimeTests", dependencies: ["DynamicRuntime"]),
        .testTarget(name: "KeyValueObservingTests", dependencies: ["KeyValueObserving"]),
        .testTarget(name: "ControlKitTests", dependencies: ["ControlKit"]),
        // Snapshot assertions for Swift Testing: a view's rendering against a PNG beside the test.
        .target(name: "ControlKitSnapshots", dependencies: ["ControlKit"]),
        .testTarget(name: "ControlKitSnapshotTests", dependencies: ["ControlKitSnapshots"], exclude: ["__Snapshots__"]),
        // The seeds' controls, whole: RoundedAvatar (seed 002) and RunKeeperSwitch (seed 003).
        .target(name: "ControlKitComponents", dependencies: ["ControlKit", "DynamicRuntime", "KeyValueObserving"]),
        .testTarget(name: "ControlKitComponentsTests", dependencies: ["ControlKitComponents", "ControlKitSnapshots"], exclude: ["__Snapshots__"]),
        .target(name: "RuntimePlugins", dependencies: ["DynamicRuntime", "KeyValueObserving"]),
        // Exports the test binary's symbols, so plugin libraries loaded by the tests bind to its
        // runtime (see PluginABI); the plugin sources are compiled by the tests themselves.
        .testTarget(name: "RuntimePluginsTests", dependencies: ["RuntimePlugins"], exclude: ["LoadablePlugins"],
                    linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"], .when(platforms: [.linux]))]),
        .executableTarget(name: "ViewFundamentals", dependencies: ["ControlKit", "DynamicRuntime"],
                          path: "Examples/ViewFundamentals"),
        .target(name: "ControlKitPlugins", dependencies: ["ControlKit", "RuntimePlugins", "DynamicRuntime", "KeyValueObserving"]),
        .testTarget(name: "ControlKitPluginsTests", dependencies: ["ControlKitPlugins"]),
        .target(name: "PassthroughVerification", dependencies: ["ControlKit", "RuntimePlugins", "ControlKitPlugins"]),
        .testTarget(name: "PassthroughVerificationTests", dependencies: ["PassthroughVerification"]),
        // The system zlib, for PNG: no package dependency, no deflate of our own.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        // A Core Graphics–style renderer: paths, exact-area coverage, contexts, images, PNG.
        .target(name: "Graphics", dependencies: ["CZlib"]),
        .testTarget(name: "GraphicsTests", dependencies: ["Graphics"]),
        .executableTarget(name: "HitAreaDemo", dependencies: ["ControlKitPlugins", "Graphics"], path: "Examples/HitAreaDemo"),
        .executableTarget(name: "AvatarDemo", dependencies: ["ControlKitComponents"], path: "Examples/AvatarDemo"),
        .executableTarget(name: "RunKeeperSwitchDemo", dependencies: ["ControlKitComponents"], path: "Examples/RunKeeperSwitchDemo"),
        .executableTarget(name: "StateBackgroundDemo", dependencies: ["ControlKitPlugins"], path: "Examples/StateBackgroundDemo"),
        .executableTarget(name: "SwizzleTour", dependencies: ["ControlKitPlugins", "PassthroughVerification", "ControlKitComponents"],
                          path: "Examples/SwizzleTour"),
        .executableTarget(name: "PassthroughReport", dependencies: ["PassthroughVerification", "ControlKitPlugins"]),
        // `swift package verify-passthrough`: builds and runs PassthroughReport.
        .plugin(name: "VerifyPassthrough",
                capability: .command(intent: .custom(verb: "verify-passthrough",
                                                     description: "Verifies that every shipped plugin changes nothing observable at its defaults"))),
    ],
    swiftLanguageModes: [.v6]
)
