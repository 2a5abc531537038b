/// Selectors for Swift methods named by reference: what `#selector` and `@objc` do together on
/// Apple's platforms, where Swift on Linux has neither.
///
/// ```swift
/// final class CloseButton: UIButton {
///     func listen() {
///         // UIKit:  addTarget(self, action: #selector(handleTap(_:)), for: .touchUpInside)
///         addTarget(self, action: AnySelector("handleTap:", Self.handleTap), for: .touchUpInside)
///     }
///
///     func handleTap(_ sender: UIButton) {}
/// }
/// ```
///
/// The name is the Objective-C selector's, so hooks, `respondsTo` and removal find the action by
/// it; the reference is its implementation. The first use adds the method to the runtime class of
/// the reference's type, as `class_addMethod` would, unless that class already responds to the
/// name: a Swift override of the method runs either way, since the reference dispatches through
/// the Swift class. Nothing needs declaring or listing. The colons of the name say how many
/// arguments the action takes, as they do for every action (none; the sender; the sender and the
/// event).
///
/// Misuse — a name whose colons disagree with the method, or a name the class already has with
/// another signature — is reported as a runtime issue naming the class and selector, and the
/// class is left as it was.
extension AnySelector {
    /// The selector `name` for `method`, which takes no argument (`tapped`).
    public init<Target: RuntimeObject>(_ name: String, _ method: @escaping (Target) -> () -> Void) {
        self = Self.registering(name, for: Target.self, arguments: 0,
                                TypedImplementation<(), Void>(for: Target.self) { target, _, _ in method(target)() })
    }

    /// The selector `name` for `method`, which takes the sender (`tapped:`).
    public init<Target: RuntimeObject, Sender>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Void) {
        self = Self.registering(name, for: Target.self, arguments: 1,
                                TypedImplementation<Sender, Void>(for: Target.self) { target, _, sender in method(target)(sender) })
    }

    /// The selector `name` for `method`, which takes the sender and the event (`tapped:forEvent:`).
    public init<Target: RuntimeObject, Sender, Event>(_ name: String, _ method: @escaping (Target) -> (Sender, Event) -> Void) {
        self = Self.registering(name, for: Target.self, arguments: 2,
                                TypedImplementation<(Sender, Event), Void>(for: Target.self) { target, _, arguments in
                                    method(target)(arguments.0, arguments.1)
                                })
    }

    /// The selector `name`, with `implementation` added to `type`'s class if it does not respond
    /// to it yet.
    private static func registering(_ name: String, for type: RuntimeObject.Type, arguments: Int,
                                    _ implementation: Implementation) -> AnySelector {
        let selector = AnySelector(name)
        let cls = RuntimeClass.of(type)
        let colons = name.count(where: { $0 == ":" })
        guard colons == arguments else {
            RuntimeIssues.report(RuntimeError(.signatureMismatch, className: cls.name, selector: name,
                                              "\(methodName(className: cls.name, selector: name, isClassMethod: false)): the selector has \(colons) argument(s) and the method \(arguments): the action is not added"))
            return selector
        }
        if let existing = cls.instanceMethod(for: selector) {
            if existing.signature != implementation.signature {
                RuntimeIssues.report(RuntimeError(.signatureMismatch, className: cls.name, selector: name,
                                                  expectedSignature: existing.signature, actualSignature: implementation.signature,
                                                  "\(existing): the class has this selector with signature \(existing.signature), the method reference is \(implementation.signature)"))
            }
            return selector
        }
        do {
            _ = try cls.addMethod(selector, implementation: implementation)
        } catch {
            RuntimeIssues.report(error)
        }
        return selector
    }
}
