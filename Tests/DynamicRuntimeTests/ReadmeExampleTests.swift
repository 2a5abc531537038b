import Testing
import DynamicRuntime

// The README's example, verbatim apart from the test around it.

class Greeter: RuntimeObject {
    // A dynamic member: a selector plus the implementation the class ships.
    static let greet = DeclaredMethod("greet:", of: Greeter.self) { (_, name: String) in "Hello, \(name)" }
    // Every member the class declares, listed once (a property's entry brings both accessors).
    override class var runtimeMembers: [any RuntimeMember] { [greet] }

    // The entry point is one message send, so swizzles, hooks and subclasses all apply.
    func greet(_ name: String) -> String { Greeter.greet.send(to: self, name) }
}

class LoudGreeter: Greeter {
    // An override names its base: the selector and argument types are never spelled again.
    static let loudGreet = Greeter.greet.override(in: LoudGreeter.self) { _, name, superMethod in
        superMethod(name).uppercased()
    }
    override class var runtimeMembers: [any RuntimeMember] { [loudGreet] }
}

@Suite struct ReadmeExampleTests {
    @Test func theReadmeExampleDoesWhatTheReadmeSays() throws {
        let token = try Greeter.hook(Greeter.greet.selector, instead: { greeter, name, original in
            original(name.uppercased()) + "!"
        })
        #expect(Greeter().greet("ada") == "Hello, ADA!")
        #expect(LoudGreeter().greet("ada") == "HELLO, ADA!")
        try token.revert()
        #expect(Greeter().greet("ada") == "Hello, ada")
        #expect(LoudGreeter().greet("ada") == "HELLO, ADA")
        try RuntimeClass.of(LoudGreeter.self).validate()
    }
}
