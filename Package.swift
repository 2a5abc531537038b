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
    ],
    targets: [
        .target(name: "DynamicRuntime"),
        .target(name: "KeyValueObserving", dependencies: ["DynamicRuntime"]),
        .target(name: "ControlKit", dependencies: ["DynamicRuntime", "KeyValueObserving"]),
        .testTarget(name: "DynamicRuntimeTests", dependencies: ["DynamicRuntime"]),
        .testTarget(name: "KeyValueObservingTests", dependencies: ["KeyValueObserving"]),
        .testTarget(name: "ControlKitTests", dependencies: ["ControlKit"]),
        .executableTarget(name: "ViewFundamentals", dependencies: ["ControlKit", "DynamicRuntime"],
                          path: "Examples/ViewFundamentals"),
    ],
    swiftLanguageModes: [.v6]
)
