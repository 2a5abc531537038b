import ControlKit
import DynamicRuntime
import PassthroughVerification
import RuntimePlugins

// Test plugins confined to `SceneButton`, the harness's own button class, so that the
// ControlKit tests running in parallel in this process never meet them.

/// Hooks `pointInside:withEvent:` and calls the original unchanged: a true passthrough.
struct ForwardingPlugin: RuntimePlugin {
    let identifier = "test.forwarding"
    let version = "1.0"

    func install(in context: PluginContext) throws {
        try context.hook(SceneButton.self, UIView.pointInsideMethod.selector, instead: { _, arguments, original in original(arguments) })
    }
}

/// Broken: its "defaults" move every button's hit area one point to the right.
struct ShiftedHitAreaPlugin: RuntimePlugin {
    let identifier = "test.shifted-hit-area"
    let version = "1.0"

    func install(in context: PluginContext) throws {
        try context.hook(SceneButton.self, UIView.pointInsideMethod.selector, instead: { _, arguments, original in
            original((CGPoint(x: arguments.0.x - 1, y: arguments.0.y), arguments.1))
        })
    }
}

/// Broken: swallows the end of every touch, so no button ever sends `touchUpInside`.
struct SwallowedTouchEndPlugin: RuntimePlugin {
    let identifier = "test.swallowed-touch-end"
    let version = "1.0"

    func install(in context: PluginContext) throws {
        try context.hook(SceneButton.self, UIResponder.touchesEndedMethod.selector, instead: { _, _, _ in })
    }
}

/// Broken: hooks around its context, so uninstalling it leaves the hook behind. The test that
/// uses it reverts ``leakedHooks`` itself.
struct LeakingPlugin: RuntimePlugin {
    let identifier = "test.leaking"
    let version = "1.0"
    let leakedHooks: LeakedHooks

    func install(in context: PluginContext) throws {
        leakedHooks.add(try SceneButton.hook(UIView.pointInsideMethod.selector, instead: { _, _, _ in false }))
    }
}

/// Hook tokens a plugin made behind its context's back.
final class LeakedHooks: @unchecked Sendable {
    private var tokens: [HookToken] = []

    func add(_ token: HookToken) { tokens.append(token) }

    func revertAll() throws {
        for token in tokens { try token.revert() }
        tokens.removeAll()
    }
}

/// Throws halfway through its install step.
struct FailingPlugin: RuntimePlugin {
    struct Failure: Error {}
    let identifier = "test.failing"
    let version = "1.0"

    func install(in context: PluginContext) throws {
        try context.hook(SceneButton.self, UIView.pointInsideMethod.selector, instead: { _, _, _ in false })
        throw Failure()
    }
}

/// Broken, but only to the eye: its "defaults" draw every button's title in a white one level
/// darker. Nothing the script records changes; one colour of the window does.
struct DimmedTitlePlugin: RuntimePlugin {
    let identifier = "test.dimmed-title"
    let version = "1.0"

    func install(in context: PluginContext) throws {
        try context.hook(SceneButton.self, UIView.layoutSubviewsMethod.selector, instead: { button, arguments, original in
            original(arguments)
            // Only buttons with a title have a label; asking the others would make one.
            if button.currentTitle != nil { button.titleLabel?.textColor = UIColor(white: 254.0 / 255, alpha: 1) }
        })
    }
}
