import DynamicRuntime
import Foundation
import Testing

private final class Counter: @unchecked Sendable {
    var events: [String] = []
}

private class Badge: RuntimeObject {
    let log = Counter()
    @Dynamic var title: String = "" {
        willSet { log.events.append("willSet \(title)→\(newValue)") }
        didSet { log.events.append("didSet \(oldValue)→\(title)") }
    }
    @Dynamic var count: Int = 0
    @Dynamic var isOn: Bool = false
}

private class FancyBadge: Badge {
    @Dynamic var subtitle: String? = nil
}

@Suite("@Dynamic: a dynamic property in one line")
struct DynamicPropertyTests {
    @Test("the accessors and property exist before any instance does")
    func reflectedBeforeInstances() throws {
        // A class of this test's own: tests run in parallel, and others make Badges.
        final class Unmade: RuntimeObject { @Dynamic var size: Double = 0 }
        let unmade = RuntimeClass.of(Unmade.self)
        #expect(unmade.instanceMethod(for: AnySelector("size")) != nil && unmade.instanceMethod(for: AnySelector("setSize:")) != nil)
        #expect(class_copyPropertyList(unmade).map(\.name) == ["size"])
        let cls = RuntimeClass.of(Badge.self)
        #expect(cls.instanceMethod(for: AnySelector("title")) != nil)
        #expect(cls.instanceMethod(for: AnySelector("setTitle:")) != nil)
        #expect(cls.instanceMethod(for: AnySelector("isOn")) != nil)
        #expect(cls.instanceMethod(for: AnySelector("setIsOn:")) != nil)
        let names = class_copyPropertyList(cls).map(\.name)
        #expect(Set(names) == ["title", "count", "isOn"])
        // The subclass lists only its own.
        #expect(class_copyPropertyList(RuntimeClass.of(FancyBadge.self)).map(\.name) == ["subtitle"])
        try cls.validate()
        try RuntimeClass.of(FancyBadge.self).validate()
    }

    @Test("Swift gets and sets go through the getter and setter, and observers run once")
    func swiftAccess() {
        let badge = Badge()
        #expect(badge.title == "")
        badge.title = "new"
        #expect(badge.title == "new")
        #expect(badge.log.events == ["willSet →new", "didSet →new"])
        badge.count += 2
        #expect(badge.count == 2)
        let fancy = FancyBadge()
        fancy.subtitle = "s"
        fancy.title = "t"
        #expect(fancy.subtitle == "s" && fancy.title == "t")
    }

    @Test("a class hook installed before any instance exists sees Swift sets and gets")
    func hookedBeforeInstances() throws {
        class Hooked: RuntimeObject { @Dynamic var name: String = "" }
        var seen: [String] = []
        let token = try Hooked.hook(Selector<String, Void>("setName:"), before: { _, value in seen.append(value) })
        let getter = try Hooked.hook(Selector<(), String>("name"), instead: { _, _, original in original(()).uppercased() })
        let object = Hooked()
        object.name = "ada"
        #expect(seen == ["ada"])
        #expect(object.name == "ADA")
        try token.revert()
        try getter.revert()
        object.name = "bob"
        #expect(seen == ["ada"])
        #expect(object.name == "bob")
    }

    @Test("a send of the setter runs the Swift setter's observers, once")
    func sendRunsObservers() throws {
        let badge = Badge()
        badge.title = "a"            // Swift learns the setter
        badge.log.events = []
        try badge.send(Selector<String, Void>("setTitle:"), "b")
        #expect(badge.title == "b")
        #expect(badge.log.events == ["willSet a→b", "didSet a→b"])
        #expect(try badge.send(Selector<(), String>("title"), ()) == "b")
    }

    @Test("a Swift override with observers runs them on every route, after the overridden property's")
    func overriddenInSwift() throws {
        class Base: RuntimeObject {
            let log = Counter()
            @Dynamic var title: String = "" {
                willSet { log.events.append("base willSet \(newValue)") }
                didSet { log.events.append("base didSet \(title)") }
            }
        }
        class Derived: Base {
            override var title: String {
                didSet { log.events.append("derived didSet \(oldValue)→\(title)") }
            }
        }
        let object = Derived()
        object.title = "a"
        #expect(object.log.events == ["base willSet a", "base didSet a", "derived didSet →a"])
        object.log.events = []
        try object.send(Selector<String, Void>("setTitle:"), "b")
        #expect(object.log.events == ["base willSet b", "base didSet b", "derived didSet a→b"])
        // A hook on the base class's setter wraps the override's call of `super`.
        var seen: [String] = []
        let token = try Base.hook(Selector<String, Void>("setTitle:"), before: { _, value in seen.append(value) })
        object.log.events = []
        object.title = "d"
        try token.revert()
        #expect(seen == ["d"])
        #expect(object.log.events == ["base willSet d", "base didSet d", "derived didSet b→d"])
        try RuntimeClass.of(Derived.self).validate()
    }

    @Test("a Swift get teaches the setter too: a send after only a get runs the observers")
    func learnedFromAGet() throws {
        class Learner: RuntimeObject {
            let log = Counter()
            @Dynamic var mood: String = "calm" { didSet { log.events.append("didSet \(oldValue)→\(mood)") } }
            @Dynamic var untouched: Int = 0 { didSet { log.events.append("untouched didSet") } }
        }
        let object = Learner()
        #expect(object.mood == "calm")
        try object.send(Selector<String, Void>("setMood:"), "glad")
        #expect(object.log.events == ["didSet calm→glad"])
        #expect(object.mood == "glad")
        // A property no Swift code has touched: its class keeps sending, and a send stores.
        try object.send(Selector<Int, Void>("setUntouched:"), 3)
        #expect(try object.send(Selector<(), Int>("untouched"), ()) == 3)
        #expect(object.mood == "glad")
        // Once it is read from Swift, its observers run on every route too.
        #expect(object.untouched == 3)
        try object.send(Selector<Int, Void>("setUntouched:"), 4)
        #expect(object.log.events == ["didSet calm→glad", "untouched didSet"])
        #expect(object.untouched == 4)
    }

    @Test("an instead hook that skips the setter leaves the value and the next set intact")
    func insteadSkippingOriginal() throws {
        class Skipped: RuntimeObject { @Dynamic var value: Int = 0 }
        let object = Skipped()
        let token = try object.hook(Selector<Int, Void>("setValue:"), instead: { _, _, _ in })
        object.value = 5
        #expect(object.value == 0)
        try token.revert()
        object.value = 6
        #expect(object.value == 6)
    }
}

/// Classes whose `@Dynamic` properties are first used from several threads at once.
private final class RacedA: RuntimeObject { @Dynamic var value: Int = 0 }
private final class RacedB: RuntimeObject { @Dynamic var value: Int = 0; @Dynamic var name: String = "" }
private final class RacedC: RuntimeObject { @Dynamic var flag: Bool = false }
private final class RacedHooked: RuntimeObject { @Dynamic var value: Int = 0 }

@Suite("@Dynamic from several threads")
struct DynamicPropertyConcurrencyTests {
    @Test("first uses racing on several classes find their records, and every object keeps its own values")
    func racingFirstUses() {
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0 ..< 200 {
                let a = RacedA(), b = RacedB(), c = RacedC()
                a.value = worker * 1_000 + round
                b.value = round
                b.name = "w\(worker)"
                c.flag = round % 2 == 0
                if a.value != worker * 1_000 + round || b.value != round || b.name != "w\(worker)" || c.flag != (round % 2 == 0) {
                    Issue.record("worker \(worker) round \(round) read another value")
                }
            }
        }
    }

    @Test("gets and sets in place on several threads while a hook on the accessors comes and goes")
    func accessesRacingHooks() {
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            if worker == 0 {
                // Each hook passes the value through: whichever route an access takes, it reads
                // what its own thread wrote.
                for _ in 0 ..< 100 {
                    do {
                        let getter = try RacedHooked.hook(Selector<(), Int>("value"), instead: { _, _, original in original(()) })
                        let setter = try RacedHooked.hook(Selector<Int, Void>("setValue:"), instead: { _, value, original in original(value) })
                        try getter.revert()
                        try setter.revert()
                    } catch {
                        Issue.record(error)
                    }
                }
                return
            }
            let object = RacedHooked()
            for round in 0 ..< 2_000 {
                object.value = worker * 10_000 + round
                if object.value != worker * 10_000 + round { Issue.record("worker \(worker) round \(round) read another value") }
            }
        }
    }
}
