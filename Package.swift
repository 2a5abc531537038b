// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwizzleKit",
    products: [
        .library(name: "DynamicRuntime", targets: ["DynamicRuntime"]),
    ],
    targets: [
        .target(name: "DynamicRuntime"),
        .testTarget(name: "DynamicRuntimeTests", dependencies: ["DynamicRuntime"]),
    ],
    swiftLanguageModes: [.v6]
)
