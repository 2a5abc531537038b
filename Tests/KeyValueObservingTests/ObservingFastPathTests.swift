import DynamicRuntime
import Foundation
import KeyValueObserving
import Testing

/// A setter that announces its own change too, as code written for manual notification does: an
/// automatic notification wraps it, so the announcement nests inside the notifying setter's.
final class KvSelfAnnouncing: RuntimeObject {
    private var storedScore = 0
    static let score = DeclaredProperty("score", of: KvSelfAnnouncing.self, get: { $0.storedScore }, set: {
        $0.willChangeValue(forKey: "score")
        $0.storedScore = $1
        $0.didChangeValue(forKey: "score")
    })
    override class var runtimeMembers: [any RuntimeMember] { [score] }

    var score: Int {
        get { KvSelfAnnouncing.score.get(self) }
        set { KvSelfAnnouncing.score.set(self, newValue) }
    }
}

/// A property of a type the notifying setters are not specialised for, wider than an `Any`'s
/// inline buffer.
struct KvWide: Equatable, Sendable {
    var a = 0, b = 0, c = 0, d = 0
}

final class KvShape: RuntimeObject {
    private var storedWide = KvWide()
    static let wide = DeclaredProperty("wide", of: KvShape.self, get: { $0.storedWide }, set: { $0.storedWide = $1 })
    override class var runtimeMembers: [any RuntimeMember] { [wide] }

    var wide: KvWide {
        get { KvShape.wide.get(self) }
        set { KvShape.wide.set(self, newValue) }
    }
}

/// A property typed `Any`, which may hold an optional.
final class KvBag: RuntimeObject {
    private var storedPayload: Any = 0
    static let payload = DeclaredProperty("payload", of: KvBag.self, get: { $0.storedPayload }, set: { $0.storedPayload = $1 })
    override class var runtimeMembers: [any RuntimeMember] { [payload] }
}

/// Item 9: the notifying setter's fast path keeps the semantics of `willChange` / `didChange`.
@Suite struct ObservingFastPathTests {
    @Test func aSetterAnnouncingItsOwnChangeNotifiesOnce() throws {
        let object = KvSelfAnnouncing()
        let observer = KvObserver()
        object.addObserver(observer, forKeyPath: "score", options: [.old, .new])
        object.score = 5
        #expect(observer.changes.count == 1, "the nested announcement is not a second change")
        #expect(observer.changes.first?.oldValue as? Int == 0)
        #expect(observer.changes.first?.newValue as? Int == 5)
        object.removeObserver(observer, forKeyPath: "score")
    }

    @Test func aSetInsideAManualPairNotifiesAtTheOuterPairOnly() throws {
        let person = KvPerson()
        let observer = KvObserver()
        person.addObserver(observer, forKeyPath: "age", options: [.old, .new])
        person.age = 1
        person.willChangeValue(forKey: "age")
        person.age = 2
        person.age = 3
        #expect(observer.changes.count == 1, "sets nested in a pair are announced by the pair")
        person.didChangeValue(forKey: "age")
        #expect(observer.changes.count == 2)
        #expect(observer.changes.last?.oldValue as? Int == 1)
        #expect(observer.changes.last?.newValue as? Int == 3)
        person.age = 4
        #expect(observer.changes.count == 3, "the pair is over: sets notify again")
        person.removeObserver(observer, forKeyPath: "age")
    }

    @Test func aPairOnAnotherThreadDoesNotSilenceThisThreadsSets() throws {
        let counter = KvSharedCounter(), observer = KvCountingObserver()
        counter.addObserver(observer, forKeyPath: "value", options: [.new])
        let opened = DispatchSemaphore(value: 0), close = DispatchSemaphore(value: 0), closed = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            counter.willChangeValue(forKey: "value")
            opened.signal()
            close.wait()
            counter.didChangeValue(forKey: "value")
            closed.signal()
        }
        opened.wait()
        KvSharedCounter.value.set(counter, 7)
        #expect(observer.count.load(ordering: .relaxed) == 1, "pending changes are per thread")
        close.signal()
        closed.wait()
        #expect(observer.count.load(ordering: .relaxed) == 2)
        counter.removeObserver(observer, forKeyPath: "value")
    }

    @Test func observersOfOneKeyEachGetWhatTheyAskedFor() throws {
        let person = KvPerson(name: "Ada")
        let both = KvObserver(), oldOnly = KvObserver(), newOnly = KvObserver(), neither = KvObserver(), prior = KvObserver()
        person.addObserver(both, forKeyPath: "name", options: [.old, .new])
        person.addObserver(oldOnly, forKeyPath: "name", options: .old)
        person.addObserver(newOnly, forKeyPath: "name", options: .new)
        person.addObserver(neither, forKeyPath: "name")
        person.addObserver(prior, forKeyPath: "name", options: [.prior, .new])
        person.name = "Grace"

        #expect(both.changes.map { [$0.oldValue as? String, $0.newValue as? String] } == [["Ada", "Grace"]])
        #expect(oldOnly.changes.map { [$0.containsOldValue, $0.containsNewValue] } == [[true, false]])
        #expect(oldOnly.changes.first?.oldValue as? String == "Ada")
        #expect(newOnly.changes.map { [$0.containsOldValue, $0.containsNewValue] } == [[false, true]])
        #expect(newOnly.changes.first?.newValue as? String == "Grace")
        #expect(neither.changes.map { [$0.containsOldValue, $0.containsNewValue] } == [[false, false]])
        #expect(prior.changes.map(\.isPrior) == [true, false])
        #expect(prior.changes.first?.containsOldValue == false, "prior without old carries no value")
        #expect(prior.changes.first?.containsNewValue == false, "a prior notification never carries new")
        #expect(prior.changes.last?.newValue as? String == "Grace")
        for observer in [both, oldOnly, newOnly, neither, prior] { person.removeObserver(observer, forKeyPath: "name") }
    }

    @Test func aNilOptionalIsDeliveredAsNilNotAsABoxedOptional() throws {
        let person = KvPerson()
        let observer = KvObserver()
        person.addObserver(observer, forKeyPath: "nickname", options: [.old, .new])
        person.nickname = "Countess"
        person.nickname = nil
        let first = try #require(observer.changes.first), last = try #require(observer.changes.last)
        #expect(first.containsOldValue && first.oldValue == nil)
        #expect(first.newValue as? String == "Countess", "the value, not an Optional<String> in an Any")
        #expect(last.containsNewValue && last.newValue == nil)
        person.removeObserver(observer, forKeyPath: "nickname")
    }

    @Test func anAnyHoldingANilReadsAndNotifiesAsNil() throws {
        let bag = KvBag()
        let observer = KvObserver()
        bag.addObserver(observer, forKeyPath: "payload", options: [.old, .new])
        KvBag.payload.set(bag, Optional<Int>.none as Any)
        #expect(bag.value(forKey: "payload") == nil, "a nil inside an Any reads as nil")
        #expect(observer.changes.first?.oldValue as? Int == 0)
        #expect(observer.changes.first.map { $0.containsNewValue && $0.newValue == nil } == true)
        bag.setValue(Optional<String>.some("x") as Any, forKey: "payload")
        #expect(bag.value(forKey: "payload") as? String == "x", "an optional inside an Any reads unwrapped")
        #expect(observer.changes.last?.newValue as? String == "x")
        bag.removeObserver(observer, forKeyPath: "payload")
    }

    @Test func aKeyPathThroughTheSetKeyAndADirectObservationBothNotify() throws {
        let person = KvPerson(), ada = KvPerson(name: "Ada"), grace = KvPerson(name: "Grace")
        person.friend = ada
        let direct = KvObserver(), path = KvObserver()
        person.addObserver(direct, forKeyPath: "friend", options: [.old, .new])
        person.addObserver(path, forKeyPath: "friend.name", options: [.old, .new])
        person.friend = grace
        #expect(direct.changes.count == 1)
        #expect(direct.changes.first?.newValue as? KvPerson === grace)
        #expect(path.changes.map { [$0.oldValue as? String, $0.newValue as? String] } == [["Ada", "Grace"]])
        ada.name = "Lovelace"
        #expect(path.changes.count == 1, "the path's forwarder moved off the old friend")
        grace.name = "Hopper"
        #expect(path.changes.last?.newValue as? String == "Hopper")
        person.removeObserver(direct, forKeyPath: "friend")
        person.removeObserver(path, forKeyPath: "friend.name")
    }

    /// A setting's change is made once for the observers asking for the same values, and its
    /// storage is refilled by the thread's next setting only when no observer kept it: a kept
    /// change still says what it said.
    @Test func changesKeptByAnObserverAreNotRewrittenByLaterSettings() throws {
        let person = KvPerson(), keeper = KvObserver(), counter = KvCountingObserver(), newOnly = KvObserver()
        person.addObserver(counter, forKeyPath: "nickname", options: [.old, .new])
        person.addObserver(keeper, forKeyPath: "nickname", options: [.old, .new])
        person.addObserver(newOnly, forKeyPath: "nickname", options: .new)
        for nickname in ["a", nil, "c"] as [String?] { person.nickname = nickname }
        #expect(keeper.changes.map { $0.oldValue as? String } == [nil, "a", nil])
        #expect(keeper.changes.map { $0.newValue as? String } == ["a", nil, "c"])
        #expect(keeper.changes.allSatisfy { $0.containsOldValue && $0.containsNewValue })
        #expect(newOnly.changes.map { $0.newValue as? String } == ["a", nil, "c"])
        #expect(newOnly.changes.allSatisfy { !$0.containsOldValue && $0.oldValue == nil })
        #expect(counter.count.load(ordering: .relaxed) == 3)
        for observer in [counter, keeper, newOnly] as [RuntimeObject] { person.removeObserver(observer, forKeyPath: "nickname") }
        // With nobody keeping the changes, settings refill one storage; values still arrive right.
        let reader = KvObserver()
        var read: [[String?]] = []
        reader.onNotify = { [unowned reader] notification in
            read.append([notification.change.oldValue as? String, notification.change.newValue as? String])
            reader.received.removeAll()
        }
        person.addObserver(reader, forKeyPath: "nickname", options: [.old, .new])
        for nickname in ["d", "e", nil, "f"] as [String?] { person.nickname = nickname }
        #expect(read == [["c", "d"], ["d", "e"], ["e", nil], [nil, "f"]])
        person.removeObserver(reader, forKeyPath: "nickname")
    }

    @Test func anObserverThatDiedIsDroppedNotMessaged() throws {
        let person = KvPerson()
        var observer: KvObserver? = KvObserver()
        person.addObserver(observer!, forKeyPath: "age", options: .new)
        weak let gone = observer
        observer = nil
        #expect(gone == nil)
        person.age = 1
        person.age = 2
        #expect(object_getClass(person) == RuntimeClass.of(KvPerson.self), "its registration was the last: the class is restored")
    }

    @Test func typedObservationsGetTypedValuesOfAnyShape() throws {
        let shape = KvShape(), person = KvPerson()
        var wides: [ObservedChange<KvWide>] = [], ages: [ObservedChange<Int>] = []
        let wideToken = try shape.observe(KvShape.wide, options: [.old, .new, .prior]) { _, change in wides.append(change) }
        let ageToken = try person.observe(KvPerson.age, options: .new) { _, change in ages.append(change) }
        shape.wide = KvWide(a: 1, b: 2, c: 3, d: 4)
        person.age = 9

        #expect(wides.map(\.isPrior) == [true, false])
        #expect(wides.first?.oldValue == KvWide() && wides.first?.newValue == nil)
        #expect(wides.last?.oldValue == KvWide() && wides.last?.newValue == KvWide(a: 1, b: 2, c: 3, d: 4))
        #expect(ages.count == 1 && ages.first?.oldValue == nil && ages.first?.newValue == 9)
        wideToken.invalidate()
        ageToken.invalidate()
    }

    @Test func typedAndUntypedObserversOfOneKeySeeTheSameChange() throws {
        let person = KvPerson()
        let observer = KvObserver()
        var typed: [ObservedChange<Int>] = []
        person.addObserver(observer, forKeyPath: "age", options: [.old, .new])
        let token = try person.observe(KvPerson.age, options: [.old, .new]) { _, change in typed.append(change) }
        person.age = 3
        #expect(typed.map { [$0.oldValue, $0.newValue] } == [[0, 3]])
        #expect(observer.changes.map { [$0.oldValue as? Int, $0.newValue as? Int] } == [[0, 3]])
        token.invalidate()
        person.removeObserver(observer, forKeyPath: "age")
    }

    @Test func repeatedAddAndRemoveKeepsNotifyingAndRestoresTheClass() throws {
        let derived = KvDerived(), observer = KvObserver()
        for round in 1...3 {
            derived.addObserver(observer, forKeyPath: "fullName", options: .new)
            derived.name = "Ada \(round)"
            #expect(observer.changes.count == round, "the cached dependencies still apply on round \(round)")
            derived.removeObserver(observer, forKeyPath: "fullName")
            #expect(object_getClass(derived) == RuntimeClass.of(KvDerived.self))
        }
        #expect(observer.changes.last?.newValue as? String == "Ada 3 (-)")
    }
}
