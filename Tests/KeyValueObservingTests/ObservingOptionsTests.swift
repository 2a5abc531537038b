import DynamicRuntime
import KeyValueObserving
import Testing

/// Item 4: options new, old, initial, prior; none still notifies with only the kind.
@Suite struct ObservingOptionsTests {
    @Test func newAndOldCarryTheValuesAroundASet() throws {
        let person = KvPerson(name: "Ada"), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "name", options: [.new, .old])
        person.name = "Grace"
        let change = try #require(observer.changes.first)
        #expect(observer.changes.count == 1)
        #expect(change.kind == .setting)
        #expect(change.oldValue as? String == "Ada")
        #expect(change.newValue as? String == "Grace")
        #expect(!change.isPrior)
        #expect(observer.received.first?.keyPath == "name")
        #expect(observer.received.first?.object === person)
    }

    @Test func noOptionsStillNotifiesWithOnlyTheKind() throws {
        let person = KvPerson(), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "age")
        person.age = 3
        let change = try #require(observer.changes.first)
        #expect(change.kind == .setting)
        #expect(!change.containsOldValue && !change.containsNewValue)
        #expect(change[.oldKey] == nil && change[.newKey] == nil)
        #expect(change[.kindKey] as? Int == 1)
    }

    @Test func initialNotifiesOnceBeforeAddObserverReturnsWithNewAndNeverOld() throws {
        let person = KvPerson(name: "Ada"), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "name", options: [.initial, .new, .old])
        #expect(observer.changes.count == 1)
        let change = try #require(observer.changes.first)
        #expect(change.newValue as? String == "Ada")
        #expect(!change.containsOldValue)
    }

    @Test func initialWithoutNewCarriesNoValue() throws {
        let person = KvPerson(name: "Ada"), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "name", options: [.initial])
        #expect(observer.changes.count == 1)
        #expect(observer.changes.first?.containsNewValue == false)
    }

    @Test func priorSendsAnExtraNotificationBeforeWithOldAndNeverNew() throws {
        let person = KvPerson(name: "Ada"), observer = KvObserver()
        var nameSeenAtPrior: String?
        observer.onNotify = { if $0.change.isPrior { nameSeenAtPrior = person.name } }
        person.addObserver(observer, forKeyPath: "name", options: [.prior, .old, .new])
        person.name = "Grace"
        #expect(observer.changes.count == 2)
        let prior = observer.changes[0], after = observer.changes[1]
        #expect(prior.isPrior && prior[.notificationIsPriorKey] as? Bool == true)
        #expect(prior.oldValue as? String == "Ada" && !prior.containsNewValue)
        #expect(nameSeenAtPrior == "Ada", "the prior notification comes before the change")
        #expect(!after.isPrior && after.oldValue as? String == "Ada" && after.newValue as? String == "Grace")
    }

    @Test func aNilOldOrNewValueIsDeliveredAsNilNotLeftOut() throws {
        let person = KvPerson(), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "nickname", options: [.new, .old])
        person.nickname = "Countess"
        person.nickname = nil
        let set = observer.changes[0], cleared = observer.changes[1]
        #expect(set.containsOldValue && set.oldValue == nil)
        #expect(set[.oldKey] != nil, "present, as Apple's NSNull")
        #expect(cleared.containsNewValue && cleared.newValue == nil)
        #expect(cleared.oldValue as? String == "Countess")
    }
}
