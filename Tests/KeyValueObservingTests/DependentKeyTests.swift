import DynamicRuntime
import KeyValueObserving
import Testing

/// Item 4: dependent keys through `keyPathsForValuesAffectingValueForKey:` and its per-key variant.
@Suite struct DependentKeyTests {
    @Test func aDerivedKeyNotifiesWithRightOldAndNewValues() throws {
        let person = KvDerived(name: "Ada"), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "fullName", options: [.old, .new])
        person.nickname = "Countess"
        person.name = "Augusta"
        #expect(observer.received.map(\.keyPath) == ["fullName", "fullName"])
        #expect(observer.changes.map { $0.oldValue as? String } == ["Ada (-)", "Ada (Countess)"])
        #expect(observer.changes.map { $0.newValue as? String } == ["Ada (Countess)", "Augusta (Countess)"])
    }

    @Test func dependenciesAreFollowedTransitively() throws {
        let person = KvDerived(name: "Ada"), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "badge", options: [.new])
        person.name = "Grace"
        #expect(observer.changes.map { $0.newValue as? String } == ["[Grace (-)]"])
    }

    @Test func dependenciesFollowSubPaths() throws {
        let person = KvDerived(), friend = KvPerson(name: "Charles"), observer = KvObserver()
        person.friend = friend
        person.addObserver(observer, forKeyPath: "friendName", options: [.old, .new])
        friend.name = "Babbage"
        person.friend = KvPerson(name: "Mary")
        #expect(observer.changes.map { $0.newValue as? String } == ["Babbage", "Mary"])
        #expect(observer.changes.first?.oldValue as? String == "Charles")
    }

    @Test func aCycleOfDependenciesTerminates() throws {
        let person = KvDerived(), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "ping")
        person.willChangeValue(forKey: "pong")
        person.didChangeValue(forKey: "pong")
        #expect(observer.changes.count == 1)
        person.removeObserver(observer, forKeyPath: "ping")
        #expect(object_getClass(person) == RuntimeClass.of(KvDerived.self), "removing the last observer unwinds the dependencies")
    }

    @Test func removingTheDerivedObservationStopsItsNotifications() throws {
        let person = KvDerived(), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "fullName")
        person.removeObserver(observer, forKeyPath: "fullName")
        person.name = "silent"
        #expect(observer.changes.isEmpty)
        #expect(object_getClass(person) == RuntimeClass.of(KvDerived.self))
    }

    /// GNUstep's CyclicDependency case: two keys that depend on each other, both observed; two
    /// sets, four notifications, in either registration order.
    @Test(arguments: [["left", "right"], ["right", "left"]])
    func twoKeysDependingOnEachOtherBothObservedNotifyEachObserverOncePerSet(order: [String]) throws {
        let cycle = KvCycle(), left = KvObserver(), right = KvObserver()
        let observers = ["left": left, "right": right]
        for key in order { cycle.addObserver(observers[key]!, forKeyPath: key, options: [.old, .new]) }
        cycle.left = 1
        #expect(left.changes.map { $0.newValue as? Int } == [1])
        #expect(right.changes.map { $0.newValue as? Int } == [0], "right depends on left: told once, with its own value")
        cycle.right = 2
        #expect(left.changes.map { $0.newValue as? Int } == [1, 1])
        #expect(right.changes.map { $0.oldValue as? Int } == [0, 0])
        #expect(right.changes.map { $0.newValue as? Int } == [0, 2])
        #expect(left.received.map(\.keyPath) == ["left", "left"] && right.received.map(\.keyPath) == ["right", "right"])
        for key in order { cycle.removeObserver(observers[key]!, forKeyPath: key) }
        #expect(object_getClass(cycle) == RuntimeClass.of(KvCycle.self), "removing both unwinds the dependencies")
        #expect(cycle.observationInfo.isEmpty)
    }

    /// The same through `willChangeValue` / `didChangeValue`, and with prior notifications: each
    /// observer is told once before and once after.
    @Test(arguments: [["left", "right"], ["right", "left"]])
    func aCycleAnnouncedByHandNotifiesEachObserverOnce(order: [String]) throws {
        let cycle = KvCycle(), left = KvObserver(), right = KvObserver()
        let observers = ["left": left, "right": right]
        for key in order { cycle.addObserver(observers[key]!, forKeyPath: key, options: [.prior]) }
        cycle.willChangeValue(forKey: "left")
        cycle.didChangeValue(forKey: "left")
        cycle.willChangeValue(forKey: "right")
        cycle.didChangeValue(forKey: "right")
        #expect(left.changes.map(\.isPrior) == [true, false, true, false])
        #expect(right.changes.map(\.isPrior) == [true, false, true, false])
        cycle.left = 3
        #expect(left.changes.count == 6 && right.changes.count == 6, "and the notifying setter still works afterwards")
    }

    @Test func removingOneOfTwoCyclicObserversKeepsTheOtherNotified() throws {
        let cycle = KvCycle(), left = KvObserver(), right = KvObserver()
        cycle.addObserver(left, forKeyPath: "left")
        cycle.addObserver(right, forKeyPath: "right")
        cycle.removeObserver(left, forKeyPath: "left")
        cycle.left = 1
        cycle.right = 2
        #expect(left.changes.isEmpty)
        #expect(right.changes.count == 2, "right is told of its own set and of left's")
        cycle.removeObserver(right, forKeyPath: "right")
        #expect(object_getClass(cycle) == RuntimeClass.of(KvCycle.self))
    }
}
