import ControlKit
import ControlKitPlugins
import DynamicRuntime
import RuntimePlugins

// The plugin rows: what a plugin at its defaults costs the calls it sits on, and what
// installing costs.
//
// - `pointInside` of a button without and with the hit-area category (HitAreaPlugin) at zero
//   insets. The target: passthrough costs at most one extra send. The category installs into
//   UIButton for the whole process, so the "with" row installs it at the start of each timed
//   run and uninstalls it at the end (a few microseconds against the run's millions of calls):
//   every other row measures ControlKit as shipped.
// - A tap on a button, without and with state background colours (StateBackgroundColorsPlugin,
//   installed for the process: it only adds `setBackgroundColor:forState:` to UIButton, which no
//   other row sends). With colours, each tap flips the background image view's image twice,
//   and the plugin's observer switches the background colour each time.
// - Installing 100 plugins in one call and uninstalling them one by one, newest first; each
//   plugin hooks the same method, so the hooks chain and unchain.
//
// Every run checks what it returns: the pointInside answers, the taps that reached the
// button's action, the plugins installed and uninstalled.

extension Fixtures {
    @MainActor static func pluginOperations() throws -> [Operation] {
        let hitArea = PointInsideFixture()
        let plainTap = TapFixture(colours: false)
        try PluginRegistry.shared.install(StateBackgroundColorsPlugin())
        let colouredTap = TapFixture(colours: true)
        guard try colouredTap.tapChangesColours() else {
            throw FixtureError(description: "a tap on the coloured button did not switch its background colour")
        }
        let hundred = HundredPlugins()
        return [
            Operation(name: "pointInside of a button, no category", iterationDivisor: 1,
                      sendUnit: SendUnit(count: 1, name: "call"),
                      run: { iterations in assumingMainActor { loopPointInside(hitArea.button, hitArea.point, iterations) } }, expectedResult: { $0 }),
            Operation(name: "pointInside of a button, hit-area category at defaults", iterationDivisor: 1,
                      sendUnit: SendUnit(count: 1, name: "call"),
                      run: { iterations in assumingMainActor { hitArea.withCategory { loopPointInside(hitArea.button, hitArea.point, iterations) } } },
                      expectedResult: { $0 }),
            Operation(name: "tap on a button", iterationDivisor: 100_000, sendUnit: SendUnit(count: 1, name: "tap"),
                      run: { iterations in assumingMainActor { loopButtonTap(plainTap, iterations) } }, expectedResult: { $0 }),
            Operation(name: "tap on a button with state background colours", iterationDivisor: 100_000,
                      sendUnit: SendUnit(count: 1, name: "tap"),
                      run: { iterations in assumingMainActor { loopButtonTap(colouredTap, iterations) } }, expectedResult: { $0 }),
            Operation(name: "install + uninstall 100 plugins", iterationDivisor: 1_000_000,
                      sendUnit: SendUnit(count: 100, name: "plugin"),
                      run: { loopInstallHundred(hundred, $0) }, expectedResult: { $0 * 200 }),
        ]
    }
}

// MARK: - Fixtures

/// A 44×44 button and a point inside it; the hit-area category installed on demand.
@MainActor
final class PointInsideFixture {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    let point = CGPoint(x: 22, y: 22)

    /// Runs `body` with HitAreaPlugin installed (zero insets: its defaults), then uninstalls it.
    func withCategory(_ body: () -> Int) -> Int {
        let registry = PluginRegistry()
        guard (try? registry.install(HitAreaPlugin())) != nil else { return -1 }
        defer { try? registry.uninstall(HitAreaPlugin.identifier) }
        return body()
    }
}

/// A 120×44 button in a window, with a touchUpInside action; optionally a background colour
/// per state (blue, orange), set through the state background colours category.
@MainActor
final class TapFixture {
    let application = UIApplication()
    let window: UIWindow
    let driver: TouchDriver
    let button = UIButton(frame: CGRect(x: 40, y: 40, width: 120, height: 44))
    private(set) var actions = 0

    init(colours: Bool) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        driver = TouchDriver(window: window)
        window.addSubview(button)
        if colours {
            try? button.setBackgroundColor(.systemBlue, for: .normal)
            try? button.setBackgroundColor(.orange, for: .highlighted)
        }
        button.addAction(UIAction { [unowned self] _ in actions += 1 }, for: .touchUpInside)
        application.runLoopOnce()
    }

    /// Whether pressing turns the button orange and lifting turns it blue again.
    func tapChangesColours() throws -> Bool {
        let finger = driver.press(at: CGPoint(x: 100, y: 62))
        let pressed = button.backgroundColor
        driver.release(finger)
        driver.clock.advance(by: 1)
        return pressed == .orange && button.backgroundColor == .systemBlue
    }

    /// One tap, then a second of simulated time, so every tap is a first tap.
    func tap() {
        driver.tap(at: CGPoint(x: 100, y: 62))
        driver.clock.advance(by: 1)
    }
}

/// A class whose one method 100 plugins hook, and those plugins.
final class HundredPlugins: @unchecked Sendable {
    let plugins: [any RuntimePlugin] = (0..<100).map { HookingPlugin(index: $0) }
    let registry = PluginRegistry()
}

/// A plugin that hooks `PluginTarget`'s `step:` (instead, calling the original).
struct HookingPlugin: RuntimePlugin {
    let index: Int
    var identifier: String { "benchmarks.hooking-\(index)" }
    var version: String { "1.0" }

    func install(in context: PluginContext) throws {
        try context.hook(PluginTarget.self, PluginTarget.step.selector, instead: { _, x, original in original(x) })
    }
}

/// The class the 100 plugins hook.
final class PluginTarget: RuntimeObject {
    static let step = DeclaredMethod("step:", of: PluginTarget.self) { (_, x: Int) -> Int in x &+ 1 }
    override class var runtimeMembers: [any RuntimeMember] { [step] }
}

// MARK: - The loops

@inline(never)
@MainActor
func loopPointInside(_ button: UIButton, _ point: CGPoint, _ iterations: Int) -> Int {
    var inside = 0
    for _ in 0..<iterations where button.point(inside: point, with: nil) { inside &+= 1 }
    return inside
}

@inline(never)
@MainActor
func loopButtonTap(_ fixture: TapFixture, _ iterations: Int) -> Int {
    let before = fixture.actions
    for _ in 0..<iterations { fixture.tap() }
    return fixture.actions - before
}

/// Installs the 100 plugins and uninstalls them, newest first; returns installs + uninstalls.
@inline(never)
func loopInstallHundred(_ fixture: HundredPlugins, _ iterations: Int) -> Int {
    var changes = 0
    for _ in 0..<iterations {
        guard let installed = try? fixture.registry.install(fixture.plugins) else { return -1 }
        changes &+= installed.count
        for identifier in installed.reversed() where (try? fixture.registry.uninstall(identifier)) != nil { changes &+= 1 }
    }
    return changes
}
