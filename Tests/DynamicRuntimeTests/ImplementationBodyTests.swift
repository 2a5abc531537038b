import Synchronization
import SwizzleKitTesting
import Testing
@testable import DynamicRuntime

// Bodies are stored as written, their receiver's type erased (`ImplementationBody`): a declared
// member's and a block's without `_cmd`, the others with it. These pin what each shape receives.

private final class BodyWidget: RuntimeObject {
    static let echo = DeclaredMethod("bodyEcho:", of: BodyWidget.self) { (widget: BodyWidget, x: Int) in widget.tag &* 100 &+ x }
    static let spare = DeclaredMethod("bodySpare:", of: BodyWidget.self) { (_, x: Int) in -x }
    override class var runtimeMembers: [any RuntimeMember] { [echo, spare] }

    let tag: Int
    init(tag: Int) { self.tag = tag }

    func echo(_ x: Int) -> Int { BodyWidget.echo.send(to: self, x) }
}

private final class OtherWidget: RuntimeObject {}

// Serialized: `selectorBody` changes BodyWidget's methods, which `declaredBody` sends.
@Suite("Implementation bodies, stored as written", .serialized)
struct ImplementationBodyTests {
    @Test("a declared member's body gets its own receiver, typed, and the arguments; its public body drops the selector")
    func declaredBody() {
        let widget = BodyWidget(tag: 7)
        #expect(widget.echo(5) == 705)
        let base = BodyWidget.echo.baseImplementation
        #expect(base.bodyWithoutSelector != nil)
        #expect(base.body(widget, AnySelector("anything:"), 3) == 703)
        #expect(base.receiverType == BodyWidget.self)
    }

    @Test("a body typed for its receiver that takes _cmd gets the selector it was sent as, after an exchange too")
    func selectorBody() throws {
        let cls = RuntimeClass.of(BodyWidget.self)
        let seen = Mutex<[String]>([])
        let implementation = TypedImplementation<Int, Int>(for: BodyWidget.self) { widget, cmd, x in
            seen.withLock { $0.append(cmd.name) }
            return widget.tag &+ x
        }
        #expect(implementation.bodyWithoutSelector == nil)
        let echo = try #require(class_getInstanceMethod(cls, BodyWidget.echo.selector.untyped))
        let spare = try #require(class_getInstanceMethod(cls, BodyWidget.spare.selector.untyped))
        let previous = try method_setImplementation(echo, implementation)
        defer { _ = try? method_setImplementation(echo, previous) }
        let widget = BodyWidget(tag: 40)
        #expect(widget.echo(2) == 42)
        try method_exchangeImplementations(echo, spare)
        defer { try? method_exchangeImplementations(echo, spare) }
        #expect(try widget.send(BodyWidget.spare.selector, 3) == 43)
        #expect(widget.echo(4) == -4)
        #expect(seen.withLock { $0 } == ["bodyEcho:", "bodySpare:"])
    }

    @Test("a block's implementation runs without _cmd, for any receiver")
    func blockBody() {
        let implementation = imp_implementationWithBlock { (receiver: AnyObject, x: Int) in x &* 2 }
        let typed = implementation.typed(Int.self, Int.self)
        #expect(typed?.bodyWithoutSelector != nil)
        #expect(typed?.call(OtherWidget(), AnySelector("twice:"), 21) == 42)
        #expect(typed?.body(BodyWidget(tag: 0), AnySelector("twice:"), 4) == 8)
    }

    #if DEBUG
    @Test("debug builds report a call with a receiver not of the implementation's class, naming the selector and both classes")
    func wrongReceiverReported() {
        // The body reads nothing of its receiver, so the misuse the check reports stays harmless here.
        let base = BodyWidget.spare.baseImplementation
        let issues = runtimeIssues { #expect(base.call(OtherWidget(), BodyWidget.spare.selector.untyped, 9) == -9) }
        #expect(issues.map(\.message) == ["bodySpare:: an implementation for receivers of BodyWidget called with a receiver of OtherWidget"])
    }
    #endif
}
