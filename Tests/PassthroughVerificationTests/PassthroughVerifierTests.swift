import ControlKit
import PassthroughVerification
import RuntimePlugins
import Testing

@Suite("The passthrough harness", .serialized)
@MainActor
struct PassthroughVerifierTests {
    @Test("a plugin that forwards to the original passes, installed and after uninstalling")
    func forwardingPluginPasses() throws {
        let registry = PluginRegistry()
        let report = try PassthroughVerifier.verify(ForwardingPlugin(), registry: registry)
        #expect(report.passed, "\(report)")
        #expect(report.steps == 9)
        #expect(report.linesPerRun > 400)
        #expect(!registry.isInstalled("test.forwarding"))
        #expect(report.description.hasPrefix("PASS test.forwarding 1.0"))
    }

    @Test("a hit area shifted by one point is caught by the hit tests and the edge probes, with a readable diff")
    func shiftedHitAreaIsCaught() throws {
        let report = try PassthroughVerifier.verify(ShiftedHitAreaPlugin(), registry: PluginRegistry())
        #expect(!report.passed)
        #expect(report.differencesAfterUninstall.isEmpty)
        let scan = try #require(report.differencesWhileInstalled.first { $0.step == "hit-test scan lines through each control" })
        // The title button spans x 20–139 (its label takes no touches): shifted, it takes 21–140.
        #expect(scan.expected == ["across title button at y 42: -20–-1 nothing, 0–19 content, 20–139 title button, "
                                  + "140–159 content, 160–180 image button"])
        #expect(scan.actual == ["across title button at y 42: -20–-1 nothing, 0–20 content, 21–140 title button, "
                                + "141–160 content, 161–180 image button"])
        #expect(report.description.contains("""
                step 3 "hit-test scan lines through each control", line 1 (difference 1 of 6 in this step):
                  without the plugin: across title button at y 42: -20–-1 nothing, 0–19 content, 20–139 title button,
            """))
        #expect(report.description.hasPrefix("FAIL test.shifted-hit-area 1.0"))
        #expect(report.differencesWhileInstalled.contains { $0.step == "point(inside:with:) around each control's edges" })
    }

    @Test("a plugin that changes one colour by one level is caught by the renderings, naming the first pixel")
    func changedColourIsCaught() throws {
        let report = try PassthroughVerifier.verify(DimmedTitlePlugin(), registry: PluginRegistry())
        #expect(!report.passed)
        #expect(report.differencesWhileInstalled.isEmpty && report.differencesAfterUninstall.isEmpty, "\(report)")
        #expect(report.pixelDifferenceAfterUninstall == nil)
        let pixel = try #require(report.pixelDifferenceWhileInstalled)
        // The first pixel of the title "Title" in the title button: white over blue without the
        // plugin, one level less with it, in every component.
        #expect(pixel.stepNumber == 1)
        let (expected, actual) = (try #require(pixel.expected), try #require(pixel.actual))
        #expect(expected.red - actual.red <= 1 && expected.red != actual.red)
        #expect(report.description.contains("installed at its defaults, it changed a pixel: after step 1 \"first layout\""))
        #expect(report.description.contains("pixel at x \(pixel.x ?? -1), y \(pixel.y ?? -1) is \(actual) with the plugin, \(expected) without"))
        // Inside the title button (20, 20, 120, 44).
        #expect((20..<140).contains(pixel.x ?? -1) && (20..<64).contains(pixel.y ?? -1))
    }

    @Test("a plugin that swallows the end of a touch is caught where the tap loses its touchUpInside")
    func swallowedTouchEndIsCaught() throws {
        let report = try PassthroughVerifier.verify(SwallowedTouchEndPlugin(), registry: PluginRegistry())
        #expect(!report.passed)
        let steps = Set(report.differencesWhileInstalled.map(\.step))
        #expect(!steps.contains("hit-test grid"))
        #expect(steps.contains("taps and responder chains"))
        let tap = try #require(report.differencesWhileInstalled.first { $0.step == "taps and responder chains" })
        #expect(tap.expected == ["layoutSubviews title button", "title button touchUpInside"])
        #expect(tap.actual.isEmpty)
        #expect(report.description.contains("""
                  without the plugin: layoutSubviews title button
                                      title button touchUpInside
                  with the plugin:    (nothing)
            """))
    }

    @Test("a change made around the plugin's context is caught after uninstalling")
    func leftoverChangeIsCaughtAfterUninstall() throws {
        let leaked = LeakedHooks()
        defer { try? leaked.revertAll() }
        let report = try PassthroughVerifier.verify(LeakingPlugin(leakedHooks: leaked), registry: PluginRegistry())
        #expect(!report.differencesWhileInstalled.isEmpty)
        #expect(!report.differencesAfterUninstall.isEmpty)
        #expect(report.description.contains("after uninstalling it"))
    }

    @Test("a plugin installed already is refused, since there is no run without it")
    func installedPluginIsRefused() throws {
        let registry = PluginRegistry()
        try registry.install(ForwardingPlugin())
        defer { try? registry.uninstall("test.forwarding") }
        #expect(throws: PassthroughError.alreadyInstalled("test.forwarding")) {
            try PassthroughVerifier.verify(ForwardingPlugin(), registry: registry)
        }
        #expect(registry.isInstalled("test.forwarding"))
    }

    @Test("a plugin whose install fails is reported with the registry's error, and nothing stays installed")
    func failingInstallIsReported() throws {
        let registry = PluginRegistry()
        let error = #expect(throws: PassthroughError.self) {
            try PassthroughVerifier.verify(FailingPlugin(), registry: registry)
        }
        guard case .plugin(let pluginError)? = error else {
            Issue.record("expected the registry's error, got \(String(describing: error))")
            return
        }
        #expect(pluginError.kind == .installFailed)
        #expect(pluginError.description.contains("test.failing"))
        #expect(registry.installedIdentifiers.isEmpty)
        let after = try PassthroughVerifier.verify(ForwardingPlugin(), registry: registry)
        #expect(after.passed, "\(after)")
    }
}
