import Testing
import DynamicRuntime

// The README's example, verbatim apart from the test around it.

class Greeter: RuntimeObject {
    // A dynamic member: a selector plus the implementation the class ships.
    static let greet = DeclaredMethod("greet:", of: Greeter.self) { (_, name: String) in "Hello, \(name)" }
    override class var runtimeMethods: [MethodDefinition] { [greet.definition] }

    // The entry point is one message send, so swizzles, hooks and subclasses all apply.
    func greet(_ name: String) -> String { Greeter.greet.send(to: self, name) }
}

@Suite struct ReadmeExampleTests {
    @Test func theReadmeExampleDoesWhatTheReadmeSays() throws {
        let token = try Greeter.hook(Greeter.greet.selector, instead: { greeter, name, original in
            original(name.uppercased()) + "!"
        })
        #expect(Greeter().greet("ada") == "Hello, ADA!")
        try token.revert()
        #expect(Greeter().greet("ada") == "Hello, ada")
    }
}
