import ControlKit
@testable import ControlKitPlugins
import DynamicRuntime
import RuntimePlugins
import Synchronization
import Testing

extension ControlKitPluginsSuite {
    @Suite("Hit-area plugin (seed 001)")
    @MainActor
    struct HitAreaPluginTests {
        let pointInside = UIView.pointInsideMethod.selector.untyped

        @Test("negative insets grow a button's hit area, positive ones shrink it, half-open as CGRectContainsPoint")
        func insetsGrowAndShrink() throws {
            try withInstalled(HitAreaPlugin()) { _ in
                let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                button.hitTestEdgeInsets = UIEdgeInsets(all: -12)
                #expect(button.point(inside: CGPoint(x: -12, y: -12), with: nil))
                #expect(button.point(inside: CGPoint(x: 55.9, y: 55.9), with: nil))
                #expect(!button.point(inside: CGPoint(x: 56, y: 20), with: nil))
                #expect(!button.point(inside: CGPoint(x: -12.1, y: 20), with: nil))
                button.hitTestEdgeInsets = UIEdgeInsets(all: 10)
                #expect(!button.point(inside: CGPoint(x: 5, y: 5), with: nil))
                #expect(button.point(inside: CGPoint(x: 10, y: 10), with: nil))
                #expect(!button.point(inside: CGPoint(x: 34, y: 20), with: nil))
            }
        }

        @Test("zero insets pass through to the original pointInside:withEvent:, point for point")
        func zeroInsetsPassThrough() throws {
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            let before = pointGrid.map { button.point(inside: $0, with: nil) }
            let (with, asked) = try withInstalled(HitAreaPlugin()) { _ in
                // The original is reached through the swizzled selector: a hook on UIView's
                // method (where the original lives) sees every call.
                var asked = 0
                let token = try button.hook(UIView.pointInsideMethod.selector, before: { _, _ in asked += 1 })
                defer { #expect(throws: Never.self) { try token.revert() } }
                return (pointGrid.map { button.point(inside: $0, with: nil) }, asked)
            }
            #expect(with == before)
            #expect(before.contains(true) && before.contains(false))
            #expect(asked == pointGrid.count)
            button.hitTestEdgeInsets = .zero
            #expect(try withInstalled(HitAreaPlugin()) { _ in pointGrid.map { button.point(inside: $0, with: nil) } } == before)
        }

        @Test("the swizzle adds pointInside:withEvent: to UIButton, which only inherited it: UIView's method and every other view stay untouched")
        func inheritedMethodPitfall() throws {
            let view = RuntimeClass.of(UIView.self), control = RuntimeClass.of(UIControl.self), button = RuntimeClass.of(UIButton.self)
            let viewMethod = try #require(view.instanceMethod(for: pointInside))
            let viewImplementation = viewMethod.implementation
            #expect(!button.ownMethods().map(\.selector).contains(pointInside))

            try withInstalled(HitAreaPlugin()) { _ in
                // Added on UIButton; UIView's method keeps its implementation; UIControl still inherits it.
                let own = button.ownMethods().map(\.selector)
                #expect(own.contains(pointInside) && own.contains(HitAreaPlugin.swizzledPointInside.untyped))
                #expect(view.instanceMethod(for: pointInside) === viewMethod)
                #expect(viewMethod.implementation === viewImplementation)
                #expect(control.instanceMethod(for: pointInside) === viewMethod)
                #expect(!control.ownMethods().map(\.selector).contains(pointInside))
                // The swizzled selector now runs UIView's implementation.
                #expect(button.instanceMethod(for: HitAreaPlugin.swizzledPointInside.untyped)?.implementation === viewImplementation)

                // A plain view, a control and an image view answer as before, for every point.
                for plain in [UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44)),
                              UIControl(frame: CGRect(x: 0, y: 0, width: 44, height: 44)),
                              UIImageView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))] {
                    #expect(pointGrid.map { plain.point(inside: $0, with: nil) } == pointGrid.map { CGRect(x: 0, y: 0, width: 44, height: 44).containsHalfOpen($0) })
                }
            }
        }

        @Test("a class with its own pointInside:withEvent: takes the exchange branch, and uninstalling exchanges back")
        func exchangeBranch() throws {
            let round = RuntimeClass.of(RoundButton.self)
            let ownImplementation = try #require(round.ownMethods().first { $0.selector == pointInside }).implementation
            try withInstalled(RoundSwizzlePlugin()) { _ in
                let methods = round.ownMethods()
                let swizzled = try #require(methods.first { $0.selector == RoundSwizzlePlugin.swizzled.untyped })
                #expect(swizzled.implementation === ownImplementation)
                #expect(methods.first { $0.selector == pointInside }?.implementation === RoundSwizzlePlugin.implementation)
                let button = RoundButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                #expect(button.point(inside: CGPoint(x: 1, y: 1), with: nil), "the swizzled method answers for the corner")
                #expect(try button.send(RoundSwizzlePlugin.swizzled, (CGPoint(x: 1, y: 1), nil)) == false, "the original is round")
            }
            #expect(round.ownMethods().first { $0.selector == pointInside }?.implementation === ownImplementation)
            #expect(!round.ownMethods().map(\.selector).contains(RoundSwizzlePlugin.swizzled.untyped))
            #expect(!RoundButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40)).point(inside: CGPoint(x: 1, y: 1), with: nil))
        }

        @Test("over a hook already on UIButton's pointInside:withEvent:, the swizzle takes the exchange branch: the hook runs for zero insets, and cannot be reverted from under the plugin until it is uninstalled")
        func overAnExistingHook() throws {
            // The hook is on the class, so it sees every button's calls, other suites' too (they
            // run in parallel in this process): count only this button's.
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            var calls = 0
            let token = try UIButton.hook(UIView.pointInsideMethod.selector, before: { receiver, _ in
                if receiver === button { calls += 1 }
            })
            let registry = PluginRegistry()
            try registry.install(HitAreaPlugin())
            button.hitTestEdgeInsets = UIEdgeInsets(all: -12)
            #expect(button.point(inside: CGPoint(x: -6, y: -6), with: nil) && calls == 0)
            button.hitTestEdgeInsets = .zero
            #expect(!button.point(inside: CGPoint(x: -6, y: -6), with: nil) && calls == 1)
            let refusal = try #require(throws: RuntimeError.self) { try token.revert() }
            #expect(refusal.className == "UIButton" && refusal.selector == "pointInside:withEvent:" && !refusal.isClassMethod)
            try registry.uninstall(HitAreaPlugin.identifier)
            try token.revert()
            #expect(!RuntimeClass.of(UIButton.self).ownMethods().map(\.selector).contains(pointInside))
        }

        @Test("buttons holding non-zero insets are counted while they hold them: setting, resetting to zero, and releasing the button each keep the count exact")
        func insetsAreCounted() throws {
            let start = NonZeroHitTestEdgeInsets.count.load(ordering: .relaxed)
            let first = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            first.hitTestEdgeInsets = .zero
            #expect(NonZeroHitTestEdgeInsets.count.load(ordering: .relaxed) == start)
            first.hitTestEdgeInsets = UIEdgeInsets(all: -12)
            first.hitTestEdgeInsets = UIEdgeInsets(all: -4)
            #expect(NonZeroHitTestEdgeInsets.count.load(ordering: .relaxed) == start + 1)
            do {
                let second = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                second.hitTestEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 3)
                #expect(NonZeroHitTestEdgeInsets.count.load(ordering: .relaxed) == start + 2)
            }
            #expect(NonZeroHitTestEdgeInsets.count.load(ordering: .relaxed) == start + 1, "released with its button")
            #expect(first.hitTestEdgeInsets == UIEdgeInsets(all: -4))
            first.hitTestEdgeInsets = .zero
            #expect(first.hitTestEdgeInsets == .zero)
            #expect(NonZeroHitTestEdgeInsets.count.load(ordering: .relaxed) == start)
        }

        @Test("with no button holding insets (the fast path, which skips reading them) and with another button holding some, a button at zero insets answers as without the plugin")
        func fastPathAndReadPathAgree() throws {
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            let before = pointGrid.map { button.point(inside: $0, with: nil) }
            try withInstalled(HitAreaPlugin()) { _ in
                #expect(NonZeroHitTestEdgeInsets.count.load(ordering: .relaxed) == 0, "this suite runs alone and leaves no insets behind")
                #expect(pointGrid.map { button.point(inside: $0, with: nil) } == before)
                let other = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                other.hitTestEdgeInsets = UIEdgeInsets(all: -12)
                #expect(pointGrid.map { button.point(inside: $0, with: nil) } == before)
                #expect(other.point(inside: CGPoint(x: -6, y: -6), with: nil))
                button.hitTestEdgeInsets = UIEdgeInsets(all: -12)
                #expect(button.point(inside: CGPoint(x: -6, y: -6), with: nil))
                button.hitTestEdgeInsets = .zero
                #expect(pointGrid.map { button.point(inside: $0, with: nil) } == before)
            }
        }

        @Test("a button answering pointInside:withEvent: on another thread while the plugin installs and uninstalls, again and again, always gets the original's answer: every state the swizzle passes through is sound")
        func concurrentPointInsideDuringInstalls() async throws {
            let stop = Atomic<Bool>(false)
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            // The runtime's typed send, from another thread: what the swizzle's atomicity is about
            // (a view's entry point is main-actor isolated). The task holds the button unowned, so
            // its last release — a view's deinit, main-actor work — happens here, on the main actor.
            unowned let unownedButton = button
            let answers = Task.detached {
                func pointInside(_ point: CGPoint) -> Bool { UIView.pointInsideMethod.send(to: unownedButton, (point, nil)) }
                var (calls, wrong) = (0, 0)
                while !stop.load(ordering: .relaxed) || calls < 1000 {
                    if !pointInside(CGPoint(x: 22, y: 22)) || pointInside(CGPoint(x: 50, y: 22)) {
                        wrong += 1
                    }
                    calls += 1
                }
                return (calls, wrong)
            }
            for _ in 0..<200 {
                try withInstalled(HitAreaPlugin()) { _ in }
                await Task.yield()
            }
            stop.store(true, ordering: .relaxed)
            let (calls, wrong) = await answers.value
            #expect(calls >= 1000 && wrong == 0)
            withExtendedLifetime(button) {}
        }

        @Test("a missing method to swizzle is an error naming the class and selector, and the install is undone")
        func missingMethodIsAnError() throws {
            let registry = PluginRegistry()
            let before = RuntimeSnapshot(classes: [RuntimeClass.of(RoundButton.self)])
            let error = try #require(throws: PluginError.self) { try registry.install(MissingSwizzlePlugin()) }
            #expect(error.kind == .installFailed)
            #expect(error.underlying?.kind == .unrecognizedSelector && error.selector == "noSuchMethod:" && error.className?.hasSuffix("RoundButton") == true,
                    "\(error.message)")
            #expect(RuntimeSnapshot(classes: [RuntimeClass.of(RoundButton.self)]).differences(from: before).isEmpty)
        }

        @Test("uninstalling puts UIView, UIControl and UIButton's methods back exactly; insets stay stored but no longer act")
        func uninstallReverts() throws {
            let classes = [UIView.self, UIControl.self, UIButton.self].map { RuntimeClass.of($0) }
            let before = RuntimeSnapshot(classes: classes)
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            button.hitTestEdgeInsets = UIEdgeInsets(all: -12)
            try withInstalled(HitAreaPlugin()) { _ in
                #expect(RuntimeSnapshot(classes: classes) != before)
                #expect(button.point(inside: CGPoint(x: -6, y: -6), with: nil))
            }
            let after = RuntimeSnapshot(classes: classes)
            #expect(after.differences(from: before).isEmpty, "\(after.differences(from: before))")
            #expect(!button.point(inside: CGPoint(x: -6, y: -6), with: nil))
            #expect(button.hitTestEdgeInsets == UIEdgeInsets(all: -12))
        }

        @Test("insets set before installing take effect once the plugin is installed")
        func insetsSetBeforeInstalling() throws {
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            button.hitTestEdgeInsets = UIEdgeInsets(top: -10, left: 0, bottom: 0, right: 0)
            #expect(!button.point(inside: CGPoint(x: 20, y: -5), with: nil))
            try withInstalled(HitAreaPlugin()) { _ in
                #expect(button.point(inside: CGPoint(x: 20, y: -5), with: nil))
                #expect(!button.point(inside: CGPoint(x: -1, y: 20), with: nil))
            }
        }

        @Test("installing it from a second registry throws, and leaves the first install working")
        func secondInstallThrows() throws {
            try withInstalled(HitAreaPlugin()) { _ in
                let other = PluginRegistry()
                let snapshot = RuntimeSnapshot(classes: [RuntimeClass.of(UIButton.self), RuntimeClass.of(UIView.self)])
                let error = try #require(throws: PluginError.self) { try other.install(HitAreaPlugin()) }
                #expect(error.className == "UIButton" && error.selector == "hitArea_pointInside:withEvent:", "\(error.message)")
                #expect(!other.isInstalled(HitAreaPlugin.identifier))
                #expect(RuntimeSnapshot(classes: [RuntimeClass.of(UIButton.self), RuntimeClass.of(UIView.self)]) == snapshot)
                let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                button.hitTestEdgeInsets = UIEdgeInsets(all: -12)
                #expect(button.point(inside: CGPoint(x: -6, y: -6), with: nil))
            }
        }

        @Test("the registry reports the plugin as the one that changed UIButton's pointInside:withEvent: and UIView's hitTest:withEvent:")
        func whoChangedTheMethods() throws {
            try withInstalled(HitAreaPlugin()) { registry in
                let pointInsideChanges = registry.changes(to: pointInside, in: RuntimeClass.of(UIButton.self))
                #expect(!pointInsideChanges.isEmpty && pointInsideChanges.allSatisfy { $0.plugin == HitAreaPlugin.identifier })
                let hitTestChanges = registry.changes(to: UIView.hitTestMethod.selector.untyped, in: RuntimeClass.of(UIView.self))
                #expect(hitTestChanges.map(\.kind) == [.hooked])
                #expect(registry.changes(to: pointInside, in: RuntimeClass.of(UIView.self)).isEmpty)
            }
        }
    }
}

/// A button whose own `pointInside:withEvent:` accepts only its inscribed circle (seed 004's
/// round button): a class that owns the method, so the swizzle helper exchanges.
final class RoundButton: UIButton {
    nonisolated static let roundPointInside = DeclaredMethod("pointInside:withEvent:", of: RoundButton.self) {
        (button, arguments: (CGPoint, UIEvent?)) -> Bool in
        let bounds = button.bounds, point = arguments.0
        let dx = point.x - bounds.midX, dy = point.y - bounds.midY
        return dx * dx + dy * dy <= (bounds.width / 2) * (bounds.width / 2)
    }
    override class var runtimeMembers: [any RuntimeMember] { [roundPointInside] }
}

/// Swizzles RoundButton's own `pointInside:withEvent:` with a method accepting the whole
/// square, through the same helper as ``HitAreaPlugin``.
struct RoundSwizzlePlugin: RuntimePlugin {
    var identifier: String { "test.round-swizzle" }
    var version: String { "1" }
    static let swizzled = Selector<(CGPoint, UIEvent?), Bool>("square_pointInside:withEvent:")
    static let implementation = TypedImplementation(for: RoundButton.self) { (button, _, arguments: (CGPoint, UIEvent?)) -> Bool in
        button.bounds.containsHalfOpen(arguments.0)
    }

    func install(in context: PluginContext) throws {
        let cls = RuntimeClass.of(RoundButton.self)
        _ = try context.swizzleInstanceMethod(of: cls, UIView.pointInsideMethod.selector.untyped, with: Self.swizzled.untyped,
                                              implementation: Self.implementation)
    }
}

/// Asks the helper to swizzle a method RoundButton does not have, after a change of its own
/// (which the failed install must undo).
struct MissingSwizzlePlugin: RuntimePlugin {
    var identifier: String { "test.missing-swizzle" }
    var version: String { "1" }

    func install(in context: PluginContext) throws {
        let cls = RuntimeClass.of(RoundButton.self)
        try context.addMethod(RoundSwizzlePlugin.swizzled.untyped, implementation: RoundSwizzlePlugin.implementation, to: cls)
        _ = try context.swizzleInstanceMethod(of: cls, AnySelector("noSuchMethod:"), with: AnySelector("square_noSuchMethod:"),
                                              implementation: RoundSwizzlePlugin.implementation)
    }
}
