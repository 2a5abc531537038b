import DynamicRuntime
import KeyValueObserving
import Testing

/// Item 4: registration and removal.
@Suite struct RegistrationTests {
    @Test func observersAreNotRetained() throws {
        let person = KvPerson()
        weak var weakObserver: KvObserver?
        do {
            let observer = KvObserver()
            weakObserver = observer
            person.addObserver(observer, forKeyPath: "name")
        }
        #expect(weakObserver == nil)
        person.name = "after the observer died"  // dropped, never called
    }

    @Test func theSameRegistrationTwiceIsToldTwice() throws {
        let person = KvPerson(), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "name", context: KvContext.first)
        person.addObserver(observer, forKeyPath: "name", context: KvContext.first)
        person.name = "twice"
        #expect(observer.changes.count == 2)
    }

    @Test func removalByContextRemovesOneRegistration() throws {
        let person = KvPerson(), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "name", context: KvContext.first)
        person.addObserver(observer, forKeyPath: "name", context: KvContext.first)
        person.addObserver(observer, forKeyPath: "name", context: KvContext.second)
        person.removeObserver(observer, forKeyPath: "name", context: KvContext.first)
        person.name = "x"
        #expect(observer.received.map(\.context) == [KvContext.first, KvContext.second])
    }

    @Test func removalWithoutContextRemovesTheMostRecentMatch() throws {
        let person = KvPerson(), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "name", context: KvContext.first)
        person.addObserver(observer, forKeyPath: "name", context: KvContext.second)
        person.removeObserver(observer, forKeyPath: "name")
        person.name = "x"
        #expect(observer.received.map(\.context) == [KvContext.first])
    }

    @Test func removingWhatIsNotRegisteredIsReportedNamingObserverKeyPathAndObject() throws {
        let person = KvPerson(), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "name", context: KvContext.first)
        for attempt in [{ person.removeObserver(observer, forKeyPath: "age") },
                        { person.removeObserver(observer, forKeyPath: "name", context: KvContext.second) },
                        { KvPerson().removeObserver(observer, forKeyPath: "name") }] {
            let error = try reportedError(attempt)
            #expect(error.kind == .observerNotRegistered)
            #expect(error.className == "KvPerson" && ["age", "name"].contains(error.keyPath) && error.message.contains("KvObserver"))
        }
        person.name = "still registered"
        #expect(observer.changes.count == 1)
    }

    @Test func observingAnUndefinedKeyIsReported() throws {
        let error = try reportedError { KvPerson().addObserver(KvObserver(), forKeyPath: "shoeSize") }
        #expect(error.kind == .undefinedKey)
    }

    @Test func settingTheSameValueAgainStillNotifiesWithOldEqualToNew() throws {
        let person = KvPerson(name: "Ada"), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "name", options: [.old, .new])
        person.name = "Ada"
        #expect(observer.changes.count == 1)
        #expect(observer.changes.first?.oldValue as? String == "Ada")
        #expect(observer.changes.first?.newValue as? String == "Ada")
    }

    @Test func anObserverRemovedDuringDeliveryIsNotCalledAfterwards() throws {
        let person = KvPerson(), first = KvObserver(), second = KvObserver()
        first.onNotify = { _ in person.removeObserver(second, forKeyPath: "name") }
        person.addObserver(first, forKeyPath: "name")
        person.addObserver(second, forKeyPath: "name")
        person.name = "x"
        #expect(first.changes.count == 1)
        #expect(second.changes.isEmpty)
    }

    @Test func anObserverAddedDuringDeliveryHearsTheNextChange() throws {
        let person = KvPerson(), first = KvObserver(), late = KvObserver()
        // Unowned: `first` keeps the closure, which must not keep `first` (a cycle LeakSanitizer reports).
        first.onNotify = { [unowned first, unowned late] _ in
            if late.received.isEmpty, first.received.count == 1 { person.addObserver(late, forKeyPath: "name") }
        }
        person.addObserver(first, forKeyPath: "name")
        person.name = "x"
        #expect(late.changes.isEmpty)
        person.name = "y"
        #expect(late.changes.count == 1)
    }
}
