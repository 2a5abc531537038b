import DynamicRuntime
import KeyValueObserving
import Testing

/// Item 5: observation by isa-swizzling, composing with the runtime in every order.
@Suite struct IsaSwizzlingTests {
    @Test func firstObservationSwapsInAHiddenNotifyingClassAndTheLastRemovalRestores() throws {
        let person = KvPerson(), other = KvPerson(), observer = KvObserver()
        let own = RuntimeClass.of(KvPerson.self)
        person.addObserver(observer, forKeyPath: "name")
        let notifying = object_getClass(person)
        #expect(notifying != own && notifying.superclass == own)
        #expect(person.reportedClass == own, "-class hides the notifying class")
        other.addObserver(observer, forKeyPath: "age")
        #expect(object_getClass(other) == notifying, "one notifying class per class, reused")
        person.addObserver(observer, forKeyPath: "age")
        person.removeObserver(observer, forKeyPath: "name")
        #expect(object_getClass(person) == notifying, "still observed for age")
        person.removeObserver(observer, forKeyPath: "age")
        #expect(object_getClass(person) == own)
        other.removeObserver(observer, forKeyPath: "age")
    }

    @Test func aSwizzleOfTheOriginalSetterWhileObservedStillNotifies() throws {
        let person = KvPerson(), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "age", options: [.new])
        let method = try #require(class_getInstanceMethod(RuntimeClass.of(KvPerson.self), KvPerson.age.setter!.selector.untyped))
        let original = method_getImplementation(method)
        var swizzleRan = false
        try method_setImplementation(method, TypedImplementation<Int, Void> { receiver, cmd, value in
            swizzleRan = true
            original.typed(Int.self, Void.self)!.body(receiver, cmd, value * 2)
        })
        person.age = 21
        try method_setImplementation(method, original)
        #expect(swizzleRan)
        #expect(person.age == 42)
        #expect(observer.changes.last?.newValue as? Int == 42)
        person.removeObserver(observer, forKeyPath: "age")
    }

    @Test(arguments: [false, true])
    func hookedAndObservedInEitherOrderBothWorkAndEitherCanGoFirst(hookFirst: Bool) throws {
        let person = KvPerson(), observer = KvObserver()
        var hooked: [String] = []
        var token: HookToken?
        func hook() throws { token = try person.hook(KvPerson.name.setter!.selector, before: { _, value in hooked.append(value) }) }
        func observe() throws { person.addObserver(observer, forKeyPath: "name", options: [.new]) }
        if hookFirst { try hook(); try observe() } else { try observe(); try hook() }

        person.name = "both"
        #expect(hooked == ["both"])
        #expect(observer.changes.count == 1)
        #expect(person.reportedClass == RuntimeClass.of(KvPerson.self))

        // Take away the one installed first, then check the other still works.
        if hookFirst {
            try token?.revert()
            person.name = "observed only"
            #expect(hooked == ["both"])
            #expect(observer.changes.count == 2)
            person.removeObserver(observer, forKeyPath: "name")
        } else {
            person.removeObserver(observer, forKeyPath: "name")
            person.name = "hooked only"
            #expect(hooked == ["both", "hooked only"])
            #expect(observer.changes.count == 1)
            try token?.revert()
        }
        person.name = "neither"
        #expect(person.name == "neither")
    }
}

/// Found by fuzzing: a key path observed through a cycle. Setting `person.friend = person`
/// again removes the registration on the intermediate (the same object) while the change is
/// delivered; moving its forwarder afterwards registered one that nothing removed, so the object
/// stayed on its notifying class after the last removal.
@Suite struct KeyPathCycleTests {
    @Test(arguments: ["friend.name", "friend.friend.name", "friend.friend.friend.name", "friend.friend.friend.summary"])
    func anObjectObservedThroughACycleEndsOnItsClass(path: String) throws {
        let person = KvPerson(name: "p"), observer = KvObserver()
        person.addObserver(observer, forKeyPath: path, options: [.new, .initial])
        person.friend = person
        person.friend = person
        person.removeObserver(observer, forKeyPath: path)
        #expect(object_getClass(person) === RuntimeClass.of(KvPerson.self), "\(path): on \(object_getClass(person).name)")
        let notified = observer.received.count
        person.name = "after"
        #expect(observer.received.count == notified, "nothing is told after the removal")
        person.friend = nil
    }
}

/// Issue 24 item 3: whatever the order of hooks and observations, an object ends on the class it
/// would be on without hooks — the notifying class while observed, its own class after — as
/// SwiftHook's four orderings and Aspects' deregistration test expect.
@Suite struct HookAndObservationOrderTests {
    @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
    func theObjectEndsOnTheClassItWouldHaveWithoutHooks(hookFirst: Bool, revertFirst: Bool) throws {
        let person = KvPerson(), observer = KvObserver()
        let own = RuntimeClass.of(KvPerson.self)
        var token: HookToken?
        func hook() throws { token = try person.hook(KvPerson.name.setter!.selector, before: { _, _ in }) }
        func observe() { person.addObserver(observer, forKeyPath: "name", options: [.new]) }
        if hookFirst { try hook(); observe() } else { observe(); try hook() }
        let hookClass = object_getClass(person)
        #expect(hookClass.isHiddenFromClassQuery && hookClass.name.contains("SwizzleKitHooks"))
        let notifying = try #require(hookClass.superclass)
        #expect(notifying !== own && notifying.isHiddenFromClassQuery && notifying.superclass === own)

        if revertFirst {
            try token?.revert()
            #expect(object_getClass(person) === notifying, "observed, unhooked: on the notifying class")
            #expect(objc_getClass(hookClass.name) == nil)
            person.name = "observed"
            #expect(observer.changes.count == 1)
            person.removeObserver(observer, forKeyPath: "name")
        } else {
            person.removeObserver(observer, forKeyPath: "name")
            #expect(object_getClass(person) === hookClass && hookClass.superclass === own, "hooked, unobserved")
            try token?.revert()
        }
        #expect(object_getClass(person) === own)
        person.name = "neither"
        #expect(person.name == "neither" && observer.changes.count == (revertFirst ? 1 : 0))
    }
}

/// Item 4: automatic notification switched off, and manual will/did pairs.
@Suite struct ManualNotificationTests {
    @Test func automaticNotificationSwitchedOffSilencesPlainSets() throws {
        let person = KvManual(), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "age")
        person.age = 1
        #expect(observer.changes.isEmpty)
        person.name = "other keys still notify"
        person.addObserver(observer, forKeyPath: "name")
        person.name = "yes"
        #expect(observer.changes.count == 1)
    }

    @Test func manualWillAndDidChangeNotify() throws {
        let person = KvManual(), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "age", options: [.old, .new])
        person.willChangeValue(forKey: "age")
        person.age = 5
        person.didChangeValue(forKey: "age")
        #expect(observer.changes.count == 1)
        #expect(observer.changes.first?.oldValue as? Int == 0)
        #expect(observer.changes.first?.newValue as? Int == 5)
    }

    @Test func nestedPairsNotifyOnceAtTheOutermostPair() throws {
        let person = KvPerson(), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "name", options: [.old, .new, .prior])
        person.willChangeValue(forKey: "name")
        person.name = "inner"  // the notifying setter's pair nests inside
        #expect(observer.changes.filter { !$0.isPrior }.isEmpty)
        person.didChangeValue(forKey: "name")
        #expect(observer.changes.count == 2, "one prior, one after")
        #expect(observer.changes.last?.oldValue as? String == "")
        #expect(observer.changes.last?.newValue as? String == "inner")
    }

    @Test func aDidChangeWithoutAWillChangeDoesNothing() throws {
        let person = KvPerson(), observer = KvObserver()
        person.addObserver(observer, forKeyPath: "name")
        person.didChangeValue(forKey: "name")
        #expect(observer.changes.isEmpty)
    }
}

/// Item 4: key-path chains.
@Suite struct KeyPathChainTests {
    @Test func aChangeAtTheEndOfThePathNotifiesWithTheWholePathsValues() throws {
        let ada = KvPerson(name: "Ada"), charles = KvPerson(name: "Charles"), observer = KvObserver()
        ada.friend = charles
        ada.addObserver(observer, forKeyPath: "friend.name", options: [.old, .new])
        charles.name = "Babbage"
        #expect(observer.received.count == 1)
        #expect(observer.received.first?.keyPath == "friend.name")
        #expect(observer.received.first?.object === ada)
        #expect(observer.changes.first?.oldValue as? String == "Charles")
        #expect(observer.changes.first?.newValue as? String == "Babbage")
    }

    @Test func replacingTheIntermediateNotifiesOnceAndMovesTheObservation() throws {
        let ada = KvPerson(name: "Ada"), charles = KvPerson(name: "Charles"), mary = KvPerson(name: "Mary")
        let observer = KvObserver()
        ada.friend = charles
        ada.addObserver(observer, forKeyPath: "friend.name", options: [.old, .new])
        ada.friend = mary
        #expect(observer.changes.count == 1)
        #expect(observer.changes.first?.oldValue as? String == "Charles")
        #expect(observer.changes.first?.newValue as? String == "Mary")
        charles.name = "detached"
        #expect(observer.changes.count == 1, "the detached object no longer notifies")
        mary.name = "Somerville"
        #expect(observer.changes.count == 2)
        #expect(observer.changes.last?.newValue as? String == "Somerville")
        ada.removeObserver(observer, forKeyPath: "friend.name")
        mary.name = "after removal"
        #expect(observer.changes.count == 2)
        #expect(object_getClass(mary) == RuntimeClass.of(KvPerson.self), "removal unregisters the forwarder too")
    }

    @Test func aNilIntermediateGivesNilAndIsWatchedOnceSet() throws {
        let ada = KvPerson(), observer = KvObserver()
        ada.addObserver(observer, forKeyPath: "friend.name", options: [.old, .new])
        let grace = KvPerson(name: "Grace")
        ada.friend = grace
        #expect(observer.changes.first?.containsOldValue == true && observer.changes.first?.oldValue == nil)
        #expect(observer.changes.first?.newValue as? String == "Grace")
        grace.name = "Hopper"
        #expect(observer.changes.count == 2)
    }
}

/// Item 6: lifetime.
@Suite struct ObservationLifetimeTests {
    @Test func anObservedObjectThatDiesWithObserversRegisteredCleansUp() throws {
        let observer = KvObserver()
        weak var weakPerson: KvPerson?
        do {
            let person = KvPerson()
            weakPerson = person
            person.addObserver(observer, forKeyPath: "name")
            person.addObserver(observer, forKeyPath: "friend.name")
            person.friend = KvPerson()
            #expect(observer.received.count == 1)
            observer.received = []  // the recorded notification holds the person
        }
        #expect(weakPerson == nil, "no cycle keeps it alive")
    }

    final class SelfObserver: KvPerson {
        var removedInDeinit = false
        nonisolated(unsafe) static var deinitRemovals = 0
        override init(name: String = "", identifier: Int = 0) {
            super.init(name: name, identifier: identifier)
            addObserver(self, forKeyPath: "name")
        }
        deinit {
            removeObserver(self, forKeyPath: "name")
            Self.deinitRemovals += 1
        }
    }

    @Test func anObjectThatObservesItselfAndRemovesItselfInDeinitWorks() throws {
        let before = SelfObserver.deinitRemovals
        do { _ = SelfObserver(name: "me") }
        #expect(SelfObserver.deinitRemovals == before + 1)
    }
}
