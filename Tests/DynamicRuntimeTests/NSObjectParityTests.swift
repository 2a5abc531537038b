import DynamicRuntime
import SwizzleKitTesting
import Testing

/// What code written against `NSObject` expects of every object: `override init()`,
/// `responds(to:)`, `description`, optional requirements sent by name, and `object_setClass`
/// with a Swift class.
@Suite struct NSObjectParityTests {
    /// A model written as iOS writes one: `override init()` over the root's designated `init()`.
    final class Account: RuntimeObject {
        var balance: Int
        override init() {
            balance = 10
            super.init()
        }
        static let deposit = DeclaredMethod("deposit:", of: Account.self) { (account, amount: Int) -> Int in
            account.balance += amount
            return account.balance
        }
        override class var runtimeMembers: [any RuntimeMember] { [deposit] }
        override var description: String { "Account(\(balance))" }
    }

    /// A class of the same shape that does not implement the requirement.
    final class Bystander: RuntimeObject {}

    @Test("override init() runs the subclass's body over the root's designated initializer")
    func overrideInit() {
        #expect(Account().balance == 10)
        #expect(RuntimeObject().reportedClass.name == "RuntimeObject")
    }

    @Test("responds(to:) answers by the dispatch class's methods, inherited ones included")
    func respondsToSelector() {
        let account = Account()
        #expect(account.responds(to: AnySelector("deposit:")))
        #expect(account.responds(to: AnySelector("isEqual:")))
        #expect(!account.responds(to: AnySelector("withdraw:")))
        #expect(!Bystander().responds(to: AnySelector("deposit:")))
    }

    @Test("description is <Class: 0x…> unless overridden, and string interpolation uses it")
    func description() {
        let plain = Bystander()
        #expect(plain.description.hasPrefix("<Bystander: 0x"))
        #expect(plain.description.hasSuffix(">"))
        #expect("\(Account())" == "Account(10)")
    }

    @Test("an optional requirement is sent to an implementer, and yields nil from others with no issue")
    func optionalRequirements() {
        let deposit = OptionalRequirement<Int, Int>("deposit:")
        let account = Account()
        #expect(deposit.send(to: account, 5) == 15)
        #expect(account.balance == 15)
        let issues = runtimeIssues {
            #expect(deposit.send(to: Bystander(), 5) == nil)
            #expect(deposit.send(to: nil, 5) == nil)
            #expect(deposit.send(to: NotInTheRuntime(), 5) == nil)
        }
        #expect(issues.isEmpty)
    }

    @Test("an implementer whose method has another signature is a runtime issue, and yields nil")
    func optionalRequirementWithAnotherSignature() {
        let account = Account()
        let issues = runtimeIssues {
            #expect(OptionalRequirement<String, Int>("deposit:").send(to: account, "5") == nil)
        }
        #expect(issues.count == 1)
        #expect(issues.first?.message.contains("deposit:") == true)
        #expect(account.balance == 10)
    }

    @Test("object_setClass with a Swift subclass throws, naming the forms that work, and changes nothing")
    func setClassToASwiftSubclass() throws {
        class Base: RuntimeObject {}
        final class Derived: Base {}
        let object = Base()
        #expect(throws: RuntimeError.self) { try object_setClass(object, Derived.self) }
        do {
            try object_setClass(object, Derived.self)
        } catch {
            #expect(error.description.contains("make the object as"))
            #expect(error.description.contains("objc_allocateClassPair"))
        }
        #expect(object_getClass(object) === RuntimeClass.of(Base.self))
        // An ancestor's class, by Swift type, is taken.
        let derived = Derived()
        try object_setClass(derived, Base.self)
        #expect(object_getClass(derived) === RuntimeClass.of(Base.self))
    }
}

/// A class outside the runtime, as a plain Swift class implementing a protocol is.
private final class NotInTheRuntime {}
