// swift-tools-version: 6.2
import PackageDescription

// The source adapter: UIKit files written for iOS build on Linux unchanged. A build-tool plugin
// runs `swizzlekit-adapt`, which parses a target's iOS files with swift-syntax and writes their
// Linux forms (`@objc` and its kin gone, `#selector` a runtime selector, `@objc dynamic` and
// `@NSManaged` one-line dynamic properties, `@objc optional` requirements sent by name, overrides
// declared in extensions moved into their class), with `#sourceLocation` lines so diagnostics and
// the debugger point at the original lines. A package of its own, so SwizzleKit keeps no
// dependencies. The porting article (SwizzleKit's DynamicRuntime documentation) says how to
// adopt it.

#if os(Linux)
/// `target`, adapted: its iOS files are the plugin's input, no longer its sources. SwiftPM drops
/// a target with no Swift file (swiftlang/swift-package-manager#8061), so the target's folder is
/// `Adapted/NAME`, committed: a one-line stub source and, excluded, a link `ios` to the iOS
/// files' folder. Through the link SwiftPM plans the build again when a file is added there or
/// removed, as it does for a target's own folder, and the plugin reads the files. (A manifest
/// cannot make the folder itself: SwiftPM caches a manifest's evaluation, so its side effects
/// do not happen again in a new clone or after .build is removed.)
func adapted(_ target: Target) -> Target {
    target.path = "Adapted/\(target.name)"
    target.exclude = ["ios"]
    target.plugins = (target.plugins ?? []) + ["SourceAdapterPlugin"]
    return target
}
/// What a target written against UIKit lists: SwizzleKit's UIKit, which exists on Linux only (a
/// product named under a platform condition must exist on every platform).
let uiKit: [Target.Dependency] = [.product(name: "UIKit", package: "SwizzleKit")]
#else
func adapted(_ target: Target) -> Target { target }
let uiKit: [Target.Dependency] = []
#endif


let package = Package(
    name: "SwizzleKitAdapter",
    platforms: [.macOS(.v15)],
    products: [
        .plugin(name: "SourceAdapterPlugin", targets: ["SourceAdapterPlugin"]),
        .executable(name: "swizzlekit-adapt", targets: ["swizzlekit-adapt"]),
    ],
    dependencies: [
        .package(name: "SwizzleKit", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        // The translation: a target's files in, their Linux forms and the refusals out.
        .target(name: "SourceAdapter", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .executableTarget(name: "swizzlekit-adapt", dependencies: ["SourceAdapter"]),
        .plugin(name: "SourceAdapterPlugin", capability: .buildTool(), dependencies: ["swizzlekit-adapt"]),
        // Its command tests run the swizzlekit-adapt that `swift build` puts beside them.
        .testTarget(name: "SourceAdapterTests", dependencies: ["SourceAdapter"]),
        // Written exactly as for iOS, built through the adapter on Linux.
        adapted(.target(name: "TwoSegmentSwitch", dependencies: uiKit)),
        adapted(.testTarget(name: "TwoSegmentSwitchTests", dependencies: ["TwoSegmentSwitch"] + uiKit)),
        adapted(.testTarget(name: "WrittenForIOSTests", dependencies: uiKit)),
    ],
    swiftLanguageModes: [.v6]
)
