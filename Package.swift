// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwizzleKit",
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
