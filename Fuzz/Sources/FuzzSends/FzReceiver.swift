import DynamicRuntime
import FuzzSupport

/// Methods taking and answering several types; `step:` and `leap:` are exchanged by inputs.
class FzReceiver: RuntimeObject, @unchecked Sendable {
    static let step = Selector<Int, Int>("step:")
    static let leap = Selector<Int, Int>("leap:")
    static let name = Selector<(), String>("name")
    static let place = Selector<(String, Int), String>("place:at:")
    static let scale = Selector<Double, Double>("scale:")
    static let flag = Selector<Bool, Bool>("flag:")

    override class var runtimeMembers: [any RuntimeMember] {
        [MethodDefinition(step, of: FzReceiver.self, implementation: TypedImplementation { _, _, value in value &+ 1 }),
         MethodDefinition(leap, of: FzReceiver.self, implementation: TypedImplementation { _, _, value in value &* 2 }),
         MethodDefinition(name, of: FzReceiver.self, implementation: TypedImplementation { _, _, _ in "receiver" }),
         MethodDefinition(place, of: FzReceiver.self, implementation: TypedImplementation { _, _, arguments in "\(arguments.0)@\(arguments.1)" }),
         MethodDefinition(scale, of: FzReceiver.self, implementation: TypedImplementation { _, _, value in value * 2 }),
         MethodDefinition(flag, of: FzReceiver.self, implementation: TypedImplementation { _, _, value in !value })]
    }

    /// What a send of `selector` with `arguments` answers, where the fixture knows it.
    static func expectedResult(_ selector: AnySelector, _ arguments: Any, exchanged: Bool) -> Any? {
        switch (selector, arguments) {
        case (step.untyped, let value as Int): exchanged ? value &* 2 : value &+ 1
        case (leap.untyped, let value as Int): exchanged ? value &+ 1 : value &* 2
        case (name.untyped, _ as ()): "receiver"
        case (place.untyped, let arguments as (String, Int)): "\(arguments.0)@\(arguments.1)"
        case (flag.untyped, let value as Bool): !value
        default: nil
        }
    }

    /// Exchanges the implementations of `step:` and `leap:`; twice puts them back.
    static func exchangeSteps() {
        let cls = RuntimeClass.of(FzReceiver.self)
        guard let first = class_getInstanceMethod(cls, step.untyped), let second = class_getInstanceMethod(cls, leap.untyped) else {
            expectInvariant(false, "step: or leap: is missing")
            return
        }
        do {
            try method_exchangeImplementations(first, second)
        } catch {
            expectInvariant(false, "step: and leap: could not be exchanged: \(error)")
        }
    }
}

/// Resolves names starting `dyn` by adding a method answering the name, and forwards names
/// starting `fw` to a plain receiver.
final class FzForwarding: FzReceiver, @unchecked Sendable {
    override class func resolveInstanceMethod(_ selector: AnySelector) -> Bool {
        guard selector.name.hasPrefix("dyn") else { return false }
        let answer = TypedImplementation<(), String> { _, selector, _ in selector.name }
        return (try? class_addMethod(RuntimeClass.of(FzForwarding.self), selector, answer, "() -> String")) ?? false
    }

    override func forwardingTarget(for selector: AnySelector) -> RuntimeObject? {
        selector.name.hasPrefix("fw") ? FzReceiver() : nil
    }
}

/// Selector names: the fixture's, names a careless caller sends, and short arbitrary ones. The
/// runtime registers every name for good (as `sel_registerName`), so the names an input can make
/// are bounded — a few thousand — and a long run's memory stays flat.
enum FzNames {
    static let known = ["step:", "leap:", "name", "place:at:", "scale:", "flag:", "dynName", "dyn:", "fwName", "fw",
                        "class", "isEqual:", "hash", "", ":", "::", "step", "step::", "name:", "place:", "place:at",
                        "resolveInstanceMethod:", "forwardingTargetForSelector:", "doesNotRecognizeSelector:",
                        "observeValueForKeyPath:ofObject:change:context:", "é:", "\u{0}", "🦆:"]

    static func selector(from input: inout FuzzInput) -> AnySelector {
        switch input.choice(3) {
        case 0: return AnySelector(input.pick(known))
        case 1: return AnySelector(input.pick(known) + String(UnicodeScalar(input.byte() % 128)))
        default: return AnySelector(String(decoding: [input.byte(), input.byte()].prefix(input.choice(3)), as: UTF8.self))
        }
    }
}

/// Arguments of the fixture's types, of others, and tuples of the wrong arity.
enum FzArguments {
    static func value(from input: inout FuzzInput) -> Any {
        switch input.choice(10) {
        case 0: return ()
        case 1: return input.int()
        case 2: return input.string()
        case 3: return Double(input.int())
        case 4: return input.choice(2) == 1
        case 5: return (input.string(), input.int())
        case 6: return (input.int(), input.string())
        case 7: return Optional<Int>.none as Any
        case 8: return [input.int()]
        default: return FzReceiver()
        }
    }
}
