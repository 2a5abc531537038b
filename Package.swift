// swift-tools-version: 6.2
import Foundation
import PackageDescription

// Apple's module names, declared only where Apple's frameworks are absent: `import UIKit`,
// `import QuartzCore` and `import CoreGraphics` bring ControlKit, its layers and Graphics.
#if os(Linux)
let appleModuleProducts: [Product] = [
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
]
let appleModuleTargets: [Target] = [
    .target(name: "CoreGraphics", dependencies: ["Graphics", "_Testing_CoreGraphics"], path: "Sources/AppleModuleNames/CoreGraphics"),
    .target(name: "QuartzCore", dependencies: ["CoreGraphics", "Layers", "DynamicRuntime"],
            path: "Sources/AppleModuleNames/QuartzCore"),
    .target(name: "UIKit", dependencies: ["ControlKit", "QuartzCore", "KeyValueObserving", "_Testing_UIKit"], path: "Sources/AppleModuleNames/UIKit"),
    // Swift Testing's cross-import overlays for these names, which the Linux toolchain lacks.
    .target(name: "_Testing_CoreGraphics", path: "Sources/AppleModuleNames/_Testing_CoreGraphics"),
    .target(name: "_Testing_UIKit", path: "Sources/AppleModuleNames/_Testing_UIKit"),
]
/// What a target that is written against UIKit depends on.
let uiKit: [Target.Dependency] = ["UIKit"]
#else
let appleModuleProducts: [Product] = []
let appleModuleTargets: [Target] = []
let uiKit: [Target.Dependency] = []
#endif

let package = Package(
    name: "SwizzleKit",
    // Synchronization's Atomic needs macOS 15; Linux has no floor.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DynamicRuntime", targets: ["DynamicRuntime"]),
        .library(name: "KeyValueObserving", targets: ["KeyValueObserving"]),
        .library(name: "Layers", targets: ["Layers"]),
        .library(name: "ControlKit", targets: ["ControlKit"]),
        .library(name: "RuntimePlugins", targets: ["RuntimePlugins"]),
        .library(name: "ControlKitPlugins", targets: ["ControlKitPlugins"]),
        .library(name: "PassthroughVerification", targets: ["PassthroughVerification"]),
        .library(name: "Graphics", targets: ["Graphics"]),
        .library(name: "ControlKitSnapshots", targets: ["ControlKitSnapshots"]),
        .library(name: "SwizzleKitTesting", targets: ["SwizzleKitTesting"]),
        .library(name: "ControlKitComponents", targets: ["ControlKitComponents"]),
        .executable(name: "PassthroughReport", targets: ["PassthroughReport"]),
    ] + appleModuleProducts,
    targets: [
        // The runtime's thread-local words: the reader side of its safe reclamation (a word per
        // thread), the main thread's mark, for the main-actor checks of untyped sends, and each
        // thread's count of committed layer transactions.
        // DWARF 4: valgrind (callgrind counts in Benchmarks/instructions.sh) cannot read clang's DWARF 5.
        .target(name: "CReadSections", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // Locks, runtime issues and main-actor bodies: what every module below the test support uses.
        .target(name: "SwizzleKitSupport", dependencies: ["CReadSections"]),
        .target(name: "DynamicRuntime", dependencies: ["SwizzleKitSupport", "CReadSections"]),
        .target(name: "KeyValueObserving", dependencies: ["SwizzleKitSupport", "DynamicRuntime"]),
        // Core Animation's part: layers, their compositing and animations, on Graphics.
        .target(name: "Layers", dependencies: ["SwizzleKitSupport", "DynamicRuntime", "Graphics", "CReadSections"]),
        // UIKit's classes are @MainActor. Swift 6 checks the executor on entry to every main-actor
        // closure handed to the standard library (`filter`, `contains(where:)`, …: built without
        // strict concurrency), tens per touch on the delivery path and a trap off the main actor;
        // Swift already checks those calls at compile time, and the runtime reports untyped sends
        // from off the main actor, so ControlKit is built without the redundant checks.
        // Nor does it check exclusive access at run time: a view's state is its layer's, read for
        // every view a touch or a layout visits, and Swift checks each read of another module's
        // class storage with a runtime call (`@exclusivity(unchecked)` does not cross modules),
        // as UIKit, on Objective-C, checks none. Swift still checks exclusivity at compile time.
        .target(name: "ControlKit", dependencies: ["SwizzleKitSupport", "DynamicRuntime", "Graphics", "Layers"],
                swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-dynamic-actor-isolation", "-enforce-exclusivity=unchecked"])]),
        // Test support: runtime issues fail the running Swift Testing test (installed at load by
        // the C target's constructor), and `runtimeIssues(in:)` captures the expected ones.
        .target(name: "CSwizzleKitTesting"),
        .target(name: "SwizzleKitTesting", dependencies: ["SwizzleKitSupport", "CSwizzleKitTesting"]),
        .testTarget(name: "SwizzleKitSupportTests", dependencies: ["SwizzleKitSupport", "SwizzleKitTesting"]),
        .testTarget(name: "DynamicRuntimeTests", dependencies: ["DynamicRuntime", "SwizzleKitTesting"]),
        .testTarget(name: "KeyValueObservingTests", dependencies: ["KeyValueObserving", "SwizzleKitTesting"]),
        .testTarget(name: "LayersTests", dependencies: ["Layers", "SwizzleKitTesting"]),
        .testTarget(name: "ControlKitTests", dependencies: ["ControlKit", "KeyValueObserving", "SwizzleKitTesting"] + uiKit,
                    resources: [.process("Resources")]),
        // Built as Xcode 26 builds a new app target: every declaration on the main actor unless
        // marked otherwise (SE-0466), so its views are written with no annotation, as on iOS.
        .testTarget(name: "DefaultIsolationTests", dependencies: ["SwizzleKitTesting"] + uiKit,
                    swiftSettings: [.defaultIsolation(MainActor.self)]),
        // Snapshot assertions for Swift Testing: a view's rendering against a PNG beside the test.
        .target(name: "ControlKitSnapshots", dependencies: ["ControlKit", "SwizzleKitTesting"]),
        .testTarget(name: "ControlKitSnapshotTests", dependencies: ["ControlKitSnapshots"], exclude: ["__Snapshots__"]),
        // The seeds' controls, whole: RoundedAvatar (seed 002) and RunKeeperSwitch (seed 003).
        .target(name: "ControlKitComponents", dependencies: ["ControlKit", "DynamicRuntime", "KeyValueObserving"] + uiKit),
        .testTarget(name: "ControlKitComponentsTests", dependencies: ["ControlKitComponents", "ControlKitSnapshots", "SwizzleKitTesting"], exclude: ["__Snapshots__"]),
        .target(name: "RuntimePlugins", dependencies: ["DynamicRuntime", "KeyValueObserving"]),
        // Exports the test binary's symbols, so plugin libraries loaded by the tests bind to its
        // runtime (see PluginABI); the plugin sources are compiled by the tests themselves.
        .testTarget(name: "RuntimePluginsTests", dependencies: ["RuntimePlugins", "SwizzleKitTesting"], exclude: ["LoadablePlugins"],
                    linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"], .when(platforms: [.linux]))]),
        .executableTarget(name: "ViewFundamentals", dependencies: ["ControlKit", "DynamicRuntime"],
                          path: "Examples/ViewFundamentals"),
        .target(name: "ControlKitPlugins", dependencies: ["ControlKit", "RuntimePlugins", "DynamicRuntime", "KeyValueObserving"]),
        .testTarget(name: "ControlKitPluginsTests", dependencies: ["ControlKitPlugins", "SwizzleKitTesting"]),
        .target(name: "PassthroughVerification", dependencies: ["ControlKit", "RuntimePlugins"]),
        .testTarget(name: "PassthroughVerificationTests", dependencies: ["PassthroughVerification", "ControlKitPlugins", "SwizzleKitTesting"]),
        // The system zlib, for PNG: no package dependency, no deflate of our own.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        // A Core Graphics–style renderer: paths, exact-area coverage, contexts, images, PNG.
        .target(name: "Graphics", dependencies: ["SwizzleKitSupport", "CZlib"]),
        .testTarget(name: "GraphicsTests", dependencies: ["Graphics", "SwizzleKitTesting"]),
        .executableTarget(name: "HitAreaDemo", dependencies: ["ControlKitPlugins", "Graphics"], path: "Examples/HitAreaDemo"),
        .executableTarget(name: "AvatarDemo", dependencies: ["ControlKitComponents"], path: "Examples/AvatarDemo"),
        .executableTarget(name: "RunKeeperSwitchDemo", dependencies: ["ControlKitComponents"], path: "Examples/RunKeeperSwitchDemo"),
        .executableTarget(name: "TableViewDemo", dependencies: ["ControlKitComponents", "DynamicRuntime"], path: "Examples/TableViewDemo"),
        .executableTarget(name: "StateBackgroundDemo", dependencies: ["ControlKitPlugins"], path: "Examples/StateBackgroundDemo"),
        .executableTarget(name: "SwizzleTour", dependencies: ["ControlKitPlugins", "PassthroughVerification", "ControlKitComponents"],
                          path: "Examples/SwizzleTour"),
        .executableTarget(name: "PassthroughReport", dependencies: ["PassthroughVerification", "ControlKitPlugins"]),
        // `swift package verify-passthrough`: builds and runs PassthroughReport.
        .plugin(name: "VerifyPassthrough",
                capability: .command(intent: .custom(verb: "verify-passthrough",
                                                     description: "Verifies that every shipped plugin changes nothing observable at its defaults"))),
    ] + appleModuleTargets,
    swiftLanguageModes: [.v6]
)

// Under ThreadSanitizer (`.ci/run` sets SWIZZLEKIT_THREAD_SANITIZER for that build) the test targets
// of main-actor code keep only their files that start threads, tasks or queues. Their other tests
// run on the main actor one at a time and start nothing, so ThreadSanitizer has nothing there to
// race; compiling and running them under it took CI three minutes. ControlKitTests keeps
// TouchDeliveryTests.swift too, for the `Scene` its threaded files use; the seeds' controls keep
// RoundedAvatar's tests of its drawing queue and their fixtures; the snapshot and passthrough
// tests start no thread, so they are left out whole.
if Context.environment["SWIZZLEKIT_THREAD_SANITIZER"] != nil {
    let concurrency = ["Thread", "DispatchQueue", "OperationQueue", "TaskGroup", "Task.detached", "Task {", "async let"]
    let sharedHelpers = ["ControlKitTests": ["TouchDeliveryTests.swift"]]
    for name in ["ControlKitTests", "ControlKitComponentsTests", "ControlKitSnapshotTests", "PassthroughVerificationTests"] {
        guard let target = package.targets.first(where: { $0.name == name }) else {
            fatalError("Package.swift: no test target \(name)")
        }
        let directory = Context.packageDirectory + "/Tests/" + name
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            fatalError("Package.swift: cannot list \(directory)")
        }
        let threaded = names.filter { file in
            guard file.hasSuffix(".swift") else { return false }
            guard let text = try? String(contentsOfFile: directory + "/" + file, encoding: .utf8) else {
                fatalError("Package.swift: cannot read \(directory)/\(file)")
            }
            return concurrency.contains { text.contains($0) }
        }
        if threaded.isEmpty {
            package.targets.removeAll { $0.name == name }
        } else {
            target.sources = (threaded + sharedHelpers[name, default: []]).sorted()
        }
    }
}

// The fuzz targets (libFuzzer), declared only for `Fuzz/fuzz.sh`, which sets SWIZZLEKIT_FUZZ and
// builds them with `-sanitize=fuzzer,address`: libFuzzer supplies their `main`.
if Context.environment["SWIZZLEKIT_FUZZ"] != nil {
    package.targets += [
        .target(name: "FuzzSupport", path: "Fuzz/Sources/FuzzSupport"),
        .executableTarget(name: "FuzzPNG", dependencies: ["FuzzSupport", "Graphics", "CZlib"], path: "Fuzz/Sources/FuzzPNG"),
        .executableTarget(name: "FuzzKeyPaths", dependencies: ["FuzzSupport", "KeyValueObserving"], path: "Fuzz/Sources/FuzzKeyPaths"),
        .executableTarget(name: "FuzzSends", dependencies: ["FuzzSupport", "DynamicRuntime"], path: "Fuzz/Sources/FuzzSends"),
        .executableTarget(name: "FuzzPlugins", dependencies: ["FuzzSupport", "RuntimePlugins"], path: "Fuzz/Sources/FuzzPlugins"),
    ]
}

// The Swift examples of the README, the DocC articles and the doc comments, one module per
// document, declared only for `.ci/doc-examples`, which writes them to .doc-examples and names
// them in SWIZZLEKIT_DOC_EXAMPLES: each may import any of the package's libraries.
if let documents = Context.environment["SWIZZLEKIT_DOC_EXAMPLES"]?.split(separator: " ") {
    let libraries: [Target.Dependency] = ["DynamicRuntime", "KeyValueObserving", "Layers", "ControlKit", "RuntimePlugins",
                                          "ControlKitPlugins", "PassthroughVerification", "Graphics", "ControlKitSnapshots",
                                          "SwizzleKitTesting", "ControlKitComponents"] + uiKit
    package.targets += documents.map { .target(name: String($0), dependencies: libraries, path: ".doc-examples/\($0)") }
}

// The benchmarks' own sources but ordo-one/benchmark's suite, declared only for `.ci/run`, which
// sets SWIZZLEKIT_BENCHMARK_SOURCES to check they compile against the library in its first build.
// `Benchmarks/compare.sh` builds the Benchmarks package itself, release, with that suite.
if Context.environment["SWIZZLEKIT_BENCHMARK_SOURCES"] != nil {
    package.targets += [
        .target(name: "BenchmarkOperations",
                dependencies: ["DynamicRuntime", "KeyValueObserving", "ControlKit", "RuntimePlugins", "ControlKitPlugins",
                               "Graphics", "ControlKitComponents"],
                path: "Benchmarks/Sources/BenchmarkOperations"),
        .executableTarget(name: "SwizzleKitTimings", dependencies: ["BenchmarkOperations"], path: "Benchmarks/Sources/SwizzleKitTimings"),
        .executableTarget(name: "ObservationPeer", path: "Benchmarks/Sources/ObservationPeer"),
        .executableTarget(name: "RenderingComparison", dependencies: ["BenchmarkOperations", "Graphics"],
                          path: "Benchmarks/Sources/RenderingComparison"),
    ]
}
