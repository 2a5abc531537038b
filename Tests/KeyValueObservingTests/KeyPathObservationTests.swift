import DynamicRuntime
import KeyValueObserving
import Testing

/// Item 7: the Swift key-path spelling, `observe(\.name)` and `values(of: \.name)`.
@Suite struct KeyPathObservationTests {
    @Test func observeByKeyPathDeliversTypedOldAndNewValues() throws {
        let person = KvPerson(name: "Ada")
        var seen: [(KvPerson, String?, String?)] = []
        let token = try person.observe(\.name, options: [.new, .old]) { person, change in
            seen.append((person, change.oldValue, change.newValue))
        }
        person.name = "Grace"
        #expect(seen.count == 1)
        #expect(seen.first?.0 === person)
        #expect(seen.first?.1 == "Ada" && seen.first?.2 == "Grace")
        token.invalidate()
    }

    @Test func anOptionalPropertysNilIsAPresentValue() throws {
        let person = KvPerson()
        var changes: [ObservedChange<String?>] = []
        let token = try person.observe(\.nickname, options: [.old, .new]) { _, change in changes.append(change) }
        person.nickname = "Countess"
        let change = try #require(changes.first)
        #expect(change.oldValue == .some(nil))
        #expect(change.newValue == .some("Countess"))
        token.invalidate()
    }

    @Test func theTokenHasTheDeclaredPropertyFormsSemantics() throws {
        let person = KvPerson()
        var count = 0
        var token: ObservationToken? = try person.observe(\.age) { _, _ in count += 1 }
        #expect(object_getClass(person) != RuntimeClass.of(KvPerson.self), "observing swaps in the notifying subclass")
        person.age = 1
        token?.invalidate()
        token?.invalidate()
        person.age = 2
        #expect(count == 1)
        #expect(object_getClass(person) == RuntimeClass.of(KvPerson.self), "the last observation is gone")

        token = try person.observe(\.age) { _, _ in count += 1 }
        person.age = 3
        token = nil
        person.age = 4
        #expect(count == 2, "releasing the token ends the observation")
    }

    @Test func aSubclassObservesTheKeyPathsItsSuperclassDeclares() throws {
        #expect(\KvDerived.name as AnyKeyPath != \KvPerson.name as AnyKeyPath, "the root type is part of a key path")
        let derived = KvDerived(name: "Ada")
        var names: [String?] = []
        var receivers: [KvDerived] = []
        let token = try derived.observe(\.name, options: [.new]) { derived, change in
            receivers.append(derived)
            names.append(change.newValue)
        }
        let viaSuperclass = try (derived as KvPerson).observe(\.name, options: [.new]) { _, change in names.append(change.newValue) }
        let lenient = KvLenient()
        let viaFinal = try lenient.observe(\KvLenient.name, options: [.new]) { _, change in names.append(change.newValue) }
        derived.name = "Grace"
        lenient.name = "Hopper"
        #expect(names == ["Grace", "Grace", "Hopper"])
        #expect(receivers.count == 1 && receivers.first === derived)
        for token in [token, viaSuperclass, viaFinal] { token.invalidate() }
    }

    @Test func aSubclassAddsKeyPathsThroughAnOverriddenTable() throws {
        let square = KpSquare()
        var seen: [String] = []
        let color = try square.observe(\.color, options: [.new]) { _, change in seen.append("color \(change.newValue ?? "")") }
        let side = try square.observe(\.side, options: [.old, .new]) { _, change in
            seen.append("side \(change.oldValue ?? 0)→\(change.newValue ?? 0)")
        }
        square.color = "red"
        square.side = 2
        #expect(seen == ["color red", "side 1→2"])
        let shape = KpShape()
        let plain = try shape.observe(\.color, options: [.new]) { _, change in seen.append("shape \(change.newValue ?? "")") }
        shape.color = "blue"
        #expect(seen.last == "shape blue")
        for token in [color, side, plain] { token.invalidate() }
    }

    @Test func anUndeclaredKeyPathThrowsNamingClassAndKeyPath() throws {
        let person = KvPerson()
        let error = try #require(throws: KeyValueObservingError.self) {
            _ = try person.observe(\.identifier) { _, _ in }
        }
        #expect(error.kind == .undefinedKey)
        #expect(error.className == "KvPerson" && error.keyPath == "\(\KvPerson.identifier)")
        #expect(object_getClass(person) == RuntimeClass.of(KvPerson.self), "nothing was registered")

        let derived = KvDerived()
        let ownProperty = try #require(throws: KeyValueObservingError.self) {
            _ = try derived.observe(\.fullName) { _, _ in }
        }
        #expect(ownProperty.kind == .undefinedKey, "KvDerived inherits KvPerson's table and adds nothing")
    }

    @Test func aKeyPathThroughAChainIsRefused() throws {
        let person = KvPerson()
        person.friend = KvPerson(name: "Ada")
        let error = try #require(throws: KeyValueObservingError.self) {
            _ = try person.observe(\.friend?.name) { _, _ in }
        }
        #expect(error.kind == .undefinedKey)
        #expect(object_getClass(person) == RuntimeClass.of(KvPerson.self))
    }

    @Test func aTableRootedAtTheClassInsteadOfSelfFailsForSubclassesWithAHint() throws {
        let base = KpMisrooted()
        var values: [Int?] = []
        let token = try base.observe(\.value, options: [.new]) { _, change in values.append(change.newValue) }
        base.value = 5
        #expect(values == [5], "the class itself is observed: its own root is Self")
        token.invalidate()

        let error = try #require(throws: KeyValueObservingError.self) {
            _ = try KpMisrootedChild().observe(\.value) { _, _ in }
        }
        #expect(error.kind == .undefinedKey)
        #expect(error.className == "KpMisrootedChild" && error.message.contains("root them at Self"))
    }

    @Test func aKeyPathMappedToAnotherClassesPropertyThrows() throws {
        let error = try #require(throws: KeyValueObservingError.self) {
            _ = try KpMisrooted().observe(\.label) { _, _ in }
        }
        #expect(error.kind == .valueTypeMismatch)
    }

    @Test func valuesByKeyPathStreamTheCurrentValueThenEachChange() async throws {
        let person = KvPerson(name: "Ada")
        let stream = try person.values(of: \.name)
        person.name = "Grace"
        person.name = "Hopper"
        var received: [String] = []
        for await name in stream {
            received.append(name)
            if received.count == 3 { break }
        }
        #expect(received == ["Ada", "Grace", "Hopper"])
    }

    @Test func valuesOfAnUndeclaredKeyPathThrows() throws {
        let error = try #require(throws: KeyValueObservingError.self) {
            _ = try KvPerson().values(of: \.identifier)
        }
        #expect(error.kind == .undefinedKey)
    }
}
