import DynamicRuntime
import Foundation
import KeyValueObserving
import Testing

/// An observer written as UIKit code writes one: a Swift override of `observeValue`.
private class PortedObserver: RuntimeObject {
    struct Heard {
        let keyPath: String?
        let object: Any?
        let change: [NSKeyValueChangeKey: Any]
        let context: UnsafeMutableRawPointer?
    }
    var heard: [Heard] = []

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        heard.append(Heard(keyPath: keyPath, object: object, change: change ?? [:], context: context))
    }
}

/// A subclass that also declares the runtime observer method and passes each change up.
private final class DeclaringObserver: PortedObserver {
    var declaredCalls = 0
    static let observe = KeyValueObserverMethods.observeValue.override(in: DeclaringObserver.self) { observer, arguments, superMethod in
        observer.declaredCalls += 1
        superMethod(arguments)
    }
    override class var runtimeMembers: [any RuntimeMember] { [observe] }
}

@Suite("override func observeValue(forKeyPath:of:change:context:)")
struct ObserveValueOverrideTests {
    @Test("a key-path observation arrives with Apple's change dictionary: kind, old and new")
    func keyPathWithOldAndNew() throws {
        let person = KvPerson(name: "Ada"), friend = KvPerson(name: "Grace"), observer = PortedObserver()
        person.friend = friend
        person.addObserver(observer, forKeyPath: "friend.name", options: [.old, .new], context: KvContext.first)
        friend.name = "Hopper"
        let heard = try #require(observer.heard.first)
        #expect(observer.heard.count == 1)
        #expect(heard.keyPath == "friend.name")
        #expect((heard.object as? KvPerson) === person)
        #expect(heard.context == KvContext.first)
        #expect(heard.change[.kindKey] as? UInt == 1)
        #expect(heard.change[.oldKey] as? String == "Grace")
        #expect(heard.change[.newKey] as? String == "Hopper")
        #expect(heard.change[.indexesKey] == nil && heard.change[.notificationIsPriorKey] == nil)
        person.removeObserver(observer, forKeyPath: "friend.name", context: KvContext.first)
        friend.name = "unheard"
        #expect(observer.heard.count == 1)
    }

    @Test("a to-many change carries its kind and indexes")
    func toMany() throws {
        let playlist = KvPlaylist(), observer = PortedObserver()
        playlist.songs = ["a", "c"]
        playlist.addObserver(observer, forKeyPath: "songs", options: [.old, .new])
        try playlist.mutableArrayValue(forKey: "songs").insert("b", at: 1)
        try playlist.mutableArrayValue(forKey: "songs").remove(at: 0)
        #expect(observer.heard.map { $0.change[.kindKey] as? UInt } == [2, 3])
        #expect(observer.heard.map { $0.change[.indexesKey] as? IndexSet } == [IndexSet([1]), IndexSet([0])])
        #expect(observer.heard[0].change[.newKey] as? [String] == ["b"])
        #expect(observer.heard[1].change[.oldKey] as? [String] == ["a"])
        playlist.removeObserver(observer, forKeyPath: "songs")
    }

    @Test("a prior notification says so, and a nil value is NSNull")
    func priorAndNil() throws {
        let person = KvPerson(), observer = PortedObserver()
        person.addObserver(observer, forKeyPath: "nickname", options: [.old, .new, .prior])
        person.nickname = "Amazing"
        #expect(observer.heard.count == 2)
        #expect(observer.heard[0].change[.notificationIsPriorKey] as? Bool == true)
        #expect(observer.heard[0].change[.oldKey] is NSNull)
        #expect(observer.heard[1].change[.notificationIsPriorKey] == nil)
        #expect(observer.heard[1].change[.newKey] as? String == "Amazing")
        person.removeObserver(observer, forKeyPath: "nickname")
    }

    @Test("a hook on the runtime method sees the notification, and a declared method's super send reaches the override")
    func composesWithHooksAndDeclarations() throws {
        let person = KvPerson(), observer = DeclaringObserver()
        var hooked = 0
        let token = try observer.hook(KeyValueObserverMethods.observeValue.selector, before: { _, _ in hooked += 1 })
        person.addObserver(observer, forKeyPath: "name", options: [.new])
        person.name = "Ada"
        #expect(hooked == 1 && observer.declaredCalls == 1)
        #expect(observer.heard.map { $0.change[.newKey] as? String } == ["Ada"])
        try token.revert()
        person.removeObserver(observer, forKeyPath: "name")
    }

    #if !canImport(Darwin)
    @Test("Foundation's name for the options is accepted")
    func foundationOptionsName() {
        let person = KvPerson(), observer = PortedObserver()
        let options: NSKeyValueObservingOptions = [.new]
        person.addObserver(observer, forKeyPath: "name", options: options, context: nil)
        person.name = "Ada"
        #expect(observer.heard.map { $0.change[.newKey] as? String } == ["Ada"])
        person.removeObserver(observer, forKeyPath: "name")
    }
    #endif
}

