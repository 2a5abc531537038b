import DynamicRuntime
import KeyValueObserving
import Testing

/// Item 4: dependent keys through `keyPathsForValuesAffectingValueForKey:` and its per-key variant.
@Suite struct DependentKeyTests {
    @Test func aDerivedKeyNotifiesWithRightOldAndNewValues() throws {
        let person = KvDerived(name: "Ada"), observer = KvObserver()
        try person.addObserver(observer, forKeyPath: "fullName", options: [.old, .new])
        person.nickname = "Countess"
        person.name = "Augusta"
        #expect(observer.received.map(\.keyPath) == ["fullName", "fullName"])
        #expect(observer.changes.map { $0.oldValue as? String } == ["Ada (-)", "Ada (Countess)"])
        #expect(observer.changes.map { $0.newValue as? String } == ["Ada (Countess)", "Augusta (Countess)"])
    }

    @Test func dependenciesAreFollowedTransitively() throws {
        let person = KvDerived(name: "Ada"), observer = KvObserver()
        try person.addObserver(observer, forKeyPath: "badge", options: [.new])
        person.name = "Grace"
        #expect(observer.changes.map { $0.newValue as? String } == ["[Grace (-)]"])
    }

    @Test func dependenciesFollowSubPaths() throws {
        let person = KvDerived(), friend = KvPerson(name: "Charles"), observer = KvObserver()
        person.friend = friend
        try person.addObserver(observer, forKeyPath: "friendName", options: [.old, .new])
        friend.name = "Babbage"
        person.friend = KvPerson(name: "Mary")
        #expect(observer.changes.map { $0.newValue as? String } == ["Babbage", "Mary"])
        #expect(observer.changes.first?.oldValue as? String == "Charles")
    }

    @Test func aCycleOfDependenciesTerminates() throws {
        let person = KvDerived(), observer = KvObserver()
        try person.addObserver(observer, forKeyPath: "ping")
        person.willChangeValue(forKey: "pong")
        person.didChangeValue(forKey: "pong")
        #expect(observer.changes.count == 1)
        try person.removeObserver(observer, forKeyPath: "ping")
        #expect(object_getClass(person) == RuntimeClass.of(KvDerived.self), "removing the last observer unwinds the dependencies")
    }

    @Test func removingTheDerivedObservationStopsItsNotifications() throws {
        let person = KvDerived(), observer = KvObserver()
        try person.addObserver(observer, forKeyPath: "fullName")
        try person.removeObserver(observer, forKeyPath: "fullName")
        person.name = "silent"
        #expect(observer.changes.isEmpty)
        #expect(object_getClass(person) == RuntimeClass.of(KvDerived.self))
    }
}
