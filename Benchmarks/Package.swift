// swift-tools-version: 6.1
import PackageDescription

// SwizzleKit's benchmarks, a package of their own so the library keeps no dependencies.
//
// - `BenchmarkOperations`: the fixture classes and one timed loop per operation, shared by both
//   executables below (the ControlKit rows among them).
// - `SwizzleKitTimings`: times every operation the way `peers/objc_peer.m` does (best of five,
//   monotonic clock) and prints `SWIFT<TAB>operation<TAB>ns per op`; `compare.sh` runs it.
// - `RuntimeBenchmarks`: the same operations under ordo-one/benchmark, for wall clock and
//   malloc counts: `swift package --package-path Benchmarks benchmark`.
// - `ObservationPeer`: the peer for the typed-observation row, Swift's Observation module
//   (`withObservationTracking`); prints `PEER<TAB>...` like `peers/kvo_peer.m`.
// - `RenderingComparison`: the Graphics rows' renderings against those `peers/cairo_peer.c`
//   wrote, pixel by pixel.
//
// On Swift 6.3 ordo-one/benchmark counts mallocs with its malloc interposer (the
// `MallocInterposer` trait), not jemalloc. Naming the traits here leaves its default
// `RuntimeInterposer` trait (ARC counters) off, which also keeps its swift-runtime-interposer
// dependency out of the resolution.
let package = Package(
    name: "SwizzleKitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "SwizzleKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(
            name: "BenchmarkOperations",
            dependencies: [
                .product(name: "DynamicRuntime", package: "SwizzleKit"),
                .product(name: "KeyValueObserving", package: "SwizzleKit"),
                .product(name: "ControlKit", package: "SwizzleKit"),
                .product(name: "RuntimePlugins", package: "SwizzleKit"),
                .product(name: "ControlKitPlugins", package: "SwizzleKit"),
                .product(name: "Graphics", package: "SwizzleKit"),
                .product(name: "ControlKitComponents", package: "SwizzleKit"),
            ]
        ),
        .executableTarget(
            name: "SwizzleKitTimings",
            dependencies: ["BenchmarkOperations"]
        ),
        .executableTarget(name: "ObservationPeer"),
        .executableTarget(
            name: "RenderingComparison",
            dependencies: ["BenchmarkOperations", .product(name: "Graphics", package: "SwizzleKit")]
        ),
        .executableTarget(
            name: "RuntimeBenchmarks",
            dependencies: [
                "BenchmarkOperations",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RuntimeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
