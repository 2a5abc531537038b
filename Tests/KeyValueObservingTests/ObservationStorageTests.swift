import DynamicRuntime
import KeyValueObserving
import Testing

/// Issue 13 item 4: observation info is kept apart from associated objects, as Apple's is.
@Suite struct ObservationStorageTests {
    private static let tagKey = AssociationKey(KvObserver.self as AnyObject)

    @Test func removingAssociatedObjectsLeavesObservationsWorkingAndRemovable() throws {
        let person = KvPerson(), observer = KvObserver()
        try person.setAssociatedValue("tag", forKey: Self.tagKey, policy: .retain)
        person.addObserver(observer, forKeyPath: "name", options: [.new])
        objc_removeAssociatedObjects(person)
        #expect(person.associatedValue(forKey: Self.tagKey) == nil, "the associations did go")
        person.name = "still observed"
        #expect(observer.changes.map { $0.newValue as? String } == ["still observed"])
        person.removeObserver(observer, forKeyPath: "name")
        #expect(object_getClass(person) == RuntimeClass.of(KvPerson.self), "the last removal restores the class")
        person.name = "silent"
        #expect(observer.changes.count == 1)
    }

    @Test func anObservedObjectListsNoAssociationOfItsOwn() throws {
        let person = KvPerson(), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "name")
        #expect(person.associations.isEmpty)
        #expect(person.observationInfo.count == 1)
        person.removeObserver(observer, forKeyPath: "name")
    }

    @Test func keyPathObservationsSurviveRemovingAssociations() throws {
        let person = KvPerson(), friend = KvPerson(), observer = KvObserver()
        person.friend = friend
        person.addObserver(observer, forKeyPath: "friend.name", options: [.new])
        objc_removeAssociatedObjects(person)
        objc_removeAssociatedObjects(friend)
        friend.name = "Charles"
        #expect(observer.changes.map { $0.newValue as? String } == ["Charles"])
        person.removeObserver(observer, forKeyPath: "friend.name")
        #expect(friend.observationInfo.isEmpty, "removal reaches the intermediate object")
    }

    @Test func observationInfoGoesAwayWithTheObject() throws {
        let friend = KvPerson(), observer = KvObserver()
        do {
            let person = KvPerson()
            person.friend = friend
            person.addObserver(observer, forKeyPath: "friend.name")
            objc_removeAssociatedObjects(person)
        }
        // The key path's forwarder on `friend` was held only by the dead object's registrations:
        // freed with them, its registration is dropped at the next change.
        #expect(friend.observationInfo.count == 1)
        friend.name = "Babbage"
        #expect(friend.observationInfo.isEmpty)
        #expect(observer.changes.isEmpty)
    }

    @Test func aKeyWhoseLastObserverWentNotifiesNobodyUntilObservedAgain() throws {
        let person = KvPerson(), observer = KvObserver(), other = KvObserver()
        person.addObserver(observer, forKeyPath: "name", options: [.new])
        person.addObserver(other, forKeyPath: "age", options: [.new])
        person.removeObserver(observer, forKeyPath: "name")
        #expect(person.observationInfo.map(\.keyPath) == ["age"])
        person.name = "unobserved"
        person.willChangeValue(forKey: "name")
        person.didChangeValue(forKey: "name")
        #expect(observer.changes.isEmpty)
        person.removeObserver(other, forKeyPath: "age")
        #expect(person.observationInfo.isEmpty)
        #expect(object_getClass(person) == RuntimeClass.of(KvPerson.self), "the last removal of any key restores the class")
        person.addObserver(observer, forKeyPath: "name", options: [.new])
        person.name = "observed again"
        #expect(observer.changes.map { $0.newValue as? String } == ["observed again"])
        person.removeObserver(observer, forKeyPath: "name")
    }
}
