import DynamicRuntime
import Foundation
import Testing

/// A thread-safe list of what happened, in order.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []

    func append(_ event: String) { lock.withLock { events.append(event) } }
    var all: [String] { lock.withLock { events } }
}

/// Classes of this suite's own, so class-wide hooks meet no other test's objects.
class Mortal: RuntimeObject {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init()
    }
    deinit { log.append("deinit body") }
}

final class MortalChild: Mortal {}
final class Bystander: RuntimeObject {}

/// Logs its own release: an associated value whose release order a test checks.
final class Witness: RuntimeObject {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init()
    }
    deinit { log.append("associated value released") }
}

/// Deallocation hooks (issue 13, item 7): per object and per class, after the deinit body and
/// the associated values, revertible.
@Suite("Deallocation hooks", .serialized) struct DeallocationHookTests {
    static let witnessKey = AssociationKey(AnySelector("deallocationHookTestsWitness"))

    @Test("an object's hook runs once, after its deinit body and the release of its associated values, told who went away")
    func perObject() throws {
        let log = EventLog()
        var object: Mortal? = Mortal(log: log)
        let id = ObjectIdentifier(object!)
        try objc_setAssociatedObject(object!, Self.witnessKey, Witness(log: log), OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        let token = object!.hookDeallocation { gone in
            log.append("hook: \(gone.reportedClass.name) \(gone.id == id)")
        }
        #expect(token.isActive)
        object = nil
        #expect(log.all == ["deinit body", "associated value released", "hook: Mortal true"])
        #expect(!token.isActive, "spent with its object")
        token.revert()
    }

    @Test("a class's hook runs for its instances and its subclasses', not for others; reverting stops it")
    func perClass() {
        let log = EventLog()
        let token = Mortal.hookDeallocation { gone in log.append("gone: \(gone.reportedClass.name)") }
        _ = Mortal(log: log)
        _ = MortalChild(log: log)
        _ = Bystander()
        #expect(log.all == ["deinit body", "gone: Mortal", "deinit body", "gone: MortalChild"])
        token.revert()
        #expect(!token.isActive)
        _ = Mortal(log: log)
        #expect(log.all.count == 5, "only the deinit body: the hook is gone")
    }

    @Test("a hook reverted before its object dies never runs; the object's own run before its class's")
    func revertAndOrder() {
        let log = EventLog()
        var object: Mortal? = Mortal(log: log)
        object!.hookDeallocation { _ in log.append("object hook") }.revert()
        object!.hookDeallocation { _ in log.append("second object hook") }
        let classToken = Mortal.hookDeallocation { _ in log.append("class hook") }
        defer { classToken.revert() }
        object = nil
        #expect(log.all == ["deinit body", "second object hook", "class hook"])
    }

    @Test("an object with a per-object method hook (a runtime-made class) still reports its own class")
    func hiddenClasses() throws {
        let log = EventLog()
        var object: Mortal? = Mortal(log: log)
        _ = try object!.hook(RuntimeObject.classMethod.selector, after: { _, _, _ in })
        object!.hookDeallocation { gone in log.append(gone.reportedClass.name) }
        object = nil
        #expect(log.all.last == "Mortal")
    }

    @Test("objects dying on several threads each run the class's hook once")
    func concurrentDeaths() async {
        let log = EventLog()
        let token = MortalChild.hookDeallocation { _ in log.append("gone") }
        defer { token.revert() }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { for _ in 0..<250 { _ = MortalChild(log: EventLog()) } }
            }
        }
        #expect(log.all.count == 1_000)
    }
}
