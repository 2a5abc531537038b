import DynamicRuntime
import FuzzSupport
import RuntimePlugins

/// The classes and objects plugins change.
class FzView: RuntimeObject, @unchecked Sendable {
    static let title = Selector<(), String>("title")
    static let pointInside = Selector<Double, Bool>("pointInside:")
    static let swizzledPointInside = Selector<Double, Bool>("fz_pointInside:")
    override class var runtimeMembers: [any RuntimeMember] {
        [MethodDefinition(title, of: FzView.self, implementation: TypedImplementation { _, _, _ in "view" }),
         MethodDefinition(pointInside, of: FzView.self, implementation: TypedImplementation { _, _, x in x >= 0 && x < 10 })]
    }
}

final class FzButton: FzView, @unchecked Sendable {}

enum FzFixture {
    static let button = FzButton()
    static let view = FzView()

    static func snapshot() -> RuntimeSnapshot {
        RuntimeSnapshot(classes: [RuntimeClass.of(FzView.self), RuntimeClass.of(FzButton.self)], objects: [button, view])
    }
}

/// One change a plugin makes through its context.
enum FzStep: Sendable {
    case addMethod(String), replaceTitle, hookClass, hookObject, associate(String), swizzle

    init(from input: inout FuzzInput) {
        switch input.choice(6) {
        case 0: self = .addMethod(input.pick(["extra", "title", "pointInside:", "fz_pointInside:", ""]))
        case 1: self = .replaceTitle
        case 2: self = .hookClass
        case 3: self = .hookObject
        case 4: self = .associate(input.pick(["a", "b", "title"]))
        default: self = .swizzle
        }
    }

    func apply(in context: PluginContext) throws {
        let button = RuntimeClass.of(FzButton.self)
        switch self {
        case .addMethod(let name):
            try context.addMethod(AnySelector(name), implementation: TypedImplementation<(), String> { _, _, _ in "added" }, to: button)
        case .replaceTitle:
            try context.replaceMethod(FzView.title.untyped, implementation: TypedImplementation<(), String> { _, _, _ in "replaced" },
                                      in: RuntimeClass.of(FzView.self))
        case .hookClass:
            try context.hook(FzView.self, FzView.pointInside, before: { _, _ in })
        case .hookObject:
            try context.hook(FzFixture.button, FzView.title, instead: { _, _, original in original(()) + "!" })
        case .associate(let key):
            try context.setAssociatedValue(key, forKey: AssociationKey(AnySelector(key)), on: FzFixture.view)
        case .swizzle:
            let wider = TypedImplementation<Double, Bool> { receiver, _, x in
                (try? (receiver as? RuntimeObject)?.send(FzView.swizzledPointInside, x)) == true || (x >= -5 && x < 15)
            }
            _ = try context.swizzleInstanceMethod(of: button, FzView.pointInside.untyped, with: FzView.swizzledPointInside.untyped,
                                              implementation: wider)
        }
    }
}

struct FzFailure: Error {}

/// A plugin made of fuzzed parts: some identifiers shared, so that dependencies, duplicates and
/// cycles happen; a failure after any of its steps, or none.
struct FzPlugin: RuntimePlugin {
    let identifier: String
    let version: String
    let dependencies: [String]
    let steps: [FzStep]
    let failsAfter: Int?

    static let identifiers = ["a", "b", "c", "d", "", "com.example.plugin"]

    init(from input: inout FuzzInput) {
        identifier = input.choice(8) == 0 ? input.string() : input.pick(Self.identifiers)
        version = input.choice(4) == 0 ? input.string() : "1.0"
        dependencies = (0..<input.choice(3)).map { _ in input.pick(Self.identifiers) }
        steps = (0..<input.choice(5)).map { _ in FzStep(from: &input) }
        let failure = input.choice(steps.count + 3)
        failsAfter = failure <= steps.count ? failure : nil
    }

    func install(in context: PluginContext) throws {
        for (index, step) in steps.enumerated() {
            if index == failsAfter { throw FzFailure() }
            try step.apply(in: context)
        }
        if failsAfter == steps.count { throw FzFailure() }
    }
}
