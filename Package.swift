// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwizzleKit",
    // Synchronization's Atomic needs macOS 15; Linux has no floor.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DynamicRuntime", targets: ["DynamicRuntime"]),
        .library(name: "KeyValueObserving", targets: ["KeyValueObserving"]),
    ],
    targets: [
        .target(name: "DynamicRuntime"),
        .target(name: "KeyValueObserving", dependencies: ["DynamicRuntime"]),
        .testTarget(name: "DynamicRuntimeTests", dependencies: ["DynamicRuntime"]),
        .testTarget(name: "KeyValueObservingTests", dependencies: ["KeyValueObserving"]),
    ],
    swiftLanguageModes: [.v6]
)
