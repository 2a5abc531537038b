import ControlKit
import DynamicRuntime
import RuntimePlugins

/// Seed 001 as a plugin: UIButton's hit area extended by ``ControlKit/UIButton/hitTestEdgeInsets``,
/// and containers that let an extended descendant win (``ControlKit/UIView/hitTestsExtendedDescendants``)
/// — without subclassing either.
///
/// Installing it makes these changes, each through the context, so uninstalling undoes them:
/// - adds the category method `hitArea_pointInside:withEvent:` to UIButton and swizzles
///   UIButton's `pointInside:withEvent:` with it the seed's add-or-exchange way. UIButton only
///   inherits `pointInside:withEvent:` from UIView, so the method is *added* to UIButton and
///   UIView's stays untouched (exchanging there would change every view);
/// - hooks UIView's `hitTest:withEvent:` (instead) for the container opt-in.
///
/// At its defaults — zero insets, no container opted in — it changes nothing observable: the
/// swizzled method sends the original, and the hook calls the original.
///
/// Installing it a second time in the same process (from another ``RuntimePlugins/PluginRegistry``)
/// throws instead of swizzling twice, which would swap the methods back: the runtime has one
/// UIButton, so the category is installed once, as `+load` runs once.
///
/// ```swift
/// try PluginRegistry.shared.install(HitAreaPlugin())
/// closeButton.hitTestEdgeInsets = UIEdgeInsets(all: -12)
/// collectionView.hitTestsExtendedDescendants = true
/// ```
public struct HitAreaPlugin: RuntimePlugin {
    /// The plugin's identifier.
    public static let identifier = "org.swizzlekit.controlkit.hit-area"

    public var identifier: String { Self.identifier }
    public var version: String { "1.0.0" }

    /// The category's method, `hitArea_pointInside:withEvent:`. After the swizzle, sending it to a
    /// button runs the original `pointInside:withEvent:`.
    public static let swizzledPointInside = Selector<(CGPoint, UIEvent?), Bool>("hitArea_pointInside:withEvent:")

    /// The category method's implementation; one for every install, as a category has one.
    private static let swizzledImplementation = TypedImplementation(for: UIButton.self) { [swizzled = swizzledPointInside]
        (button, _, arguments: (CGPoint, UIEvent?)) -> Bool in button.hitAreaPointInside(arguments.0, with: arguments.1, swizzled: swizzled)
    }

    public init() {}

    public func install(in context: PluginContext) throws {
        let button = RuntimeClass.of(UIButton.self)
        guard try context.swizzleInstanceMethod(of: button, UIView.pointInsideMethod.selector.untyped,
                                                with: Self.swizzledPointInside.untyped, implementation: Self.swizzledImplementation) else {
            throw PluginError(.alreadyInProcess, plugin: identifier,
                              "-[UIButton \(Self.swizzledPointInside.name)] exists already: the hit-area category is installed in this process",
                              className: button.name, selector: Self.swizzledPointInside.name)
        }
        try context.hook(UIView.self, UIView.hitTestMethod.selector, instead: { view, arguments, original in
            view.hitTestPreferringExtendedDescendants(arguments.0, with: arguments.1, original: original)
        })
    }
}
