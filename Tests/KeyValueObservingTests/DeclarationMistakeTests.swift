import Testing
import DynamicRuntime
@testable import KeyValueObserving

/// An observer whose observer method is declared with optional arguments, as UIKit code writes
/// `observeValue(forKeyPath:of:change:context:)`: another signature than key-value observing's.
final class KvMistypedObserver: RuntimeObject {
    static let observe = DeclaredMethod("observeValueForKeyPath:ofObject:change:context:", of: KvMistypedObserver.self) {
        (_, _: (String?, RuntimeObject?, KeyValueChange?, UnsafeMutableRawPointer?)) in
    }
    override class var runtimeMembers: [any RuntimeMember] { [observe] }
}

@Suite struct DeclarationMistakeTests {
    @Test func addObserverReportsAnObserverWhoseObserverMethodIsMistyped() throws {
        let person = KvPerson()
        let error = try reportedError { person.addObserver(KvMistypedObserver(), forKeyPath: "name", options: [.new]) }
        #expect(error.kind == .runtime && error.keyPath == "name")
        let underlying = try #require(error.underlying)
        #expect(underlying.kind == .signatureMismatch && underlying.className == "KvMistypedObserver")
        #expect(underlying.selector == "observeValueForKeyPath:ofObject:change:context:")
        #expect(underlying.expectedSignature == KeyValueObserverMethods.observeValue.selector.signature)
        #expect(underlying.actualSignature == Signature((String?, RuntimeObject?, KeyValueChange?, UnsafeMutableRawPointer?).self, Void.self))
        // Nothing was registered: the person is not observed.
        #expect(try reportedError { person.removeObserver(KvMistypedObserver(), forKeyPath: "name") }.kind == .observerNotRegistered)
        #expect(person.dispatchClass === RuntimeClass.of(KvPerson.self))
    }

    @Test func anUndefinedKeyTheUndefinedKeyMethodServesCanBeObservedWithManualNotification() throws {
        let key = "mood\(UInt32.random(in: 0 ... .max))"
        let lenient = KvLenient()
        let observer = KvObserver()
        lenient.addObserver(observer, forKeyPath: key, options: [.old, .new])
        lenient.willChangeValue(forKey: key)
        lenient.setValue("happy", forKey: key)
        lenient.didChangeValue(forKey: key)
        #expect(observer.received.count == 1)
        let change = try #require(observer.changes.first)
        #expect(change.oldValue as? String == "default for \(key)")
        #expect(change.newValue as? String == "happy")
        lenient.removeObserver(observer, forKeyPath: key)
        lenient.willChangeValue(forKey: key)
        lenient.didChangeValue(forKey: key)
        #expect(observer.received.count == 1, "removed")
        let again = try reportedError { lenient.removeObserver(observer, forKeyPath: key) }
        #expect(again.kind == .observerNotRegistered && again.keyPath == key)
    }

    @Test func anUndefinedKeyNothingServesIsReportedAsUndefinedKey() throws {
        let error = try reportedError { KvPerson().addObserver(KvObserver(), forKeyPath: "shoeSize", options: [.new]) }
        #expect(error.kind == .undefinedKey && error.className == "KvPerson" && error.keyPath == "shoeSize")
    }
}

/// Every class key-value observing ships admits all its declared members.
@Suite struct ShippedObservingClassValidationTests {
    @Test func theForwardersAndTheHandlerObserverValidate() throws {
        for type in [KeyPathForwarder.self, DependencyForwarder.self, HandlerObserver.self] as [RuntimeObject.Type] {
            try RuntimeClass.of(type).validate()
        }
    }
}

/// Registration remembers the observer classes whose observer method passed its check: what
/// makes that sound is that such a class cannot be given a mistyped one afterwards.
@Suite struct ObserverMethodCheckTests {
    final class LaterMistyped: RuntimeObject {}

    @Test func anObserverClassThatPassedCannotBeGivenAMistypedObserverMethodLater() throws {
        let person = KvPerson(), observer = LaterMistyped()
        person.addObserver(observer, forKeyPath: "name")
        person.removeObserver(observer, forKeyPath: "name")
        let mistyped = TypedImplementation<(String?, RuntimeObject?, KeyValueChange?, UnsafeMutableRawPointer?), Void> { _, _, _ in }
        let error = try #require(throws: RuntimeError.self) {
            try RuntimeClass.of(LaterMistyped.self).addMethod(KeyValueObserverMethods.observeValue.selector.untyped, implementation: mistyped)
        }
        #expect(error.kind == .signatureMismatch)
        person.addObserver(observer, forKeyPath: "name")
        person.removeObserver(observer, forKeyPath: "name")
    }
}
