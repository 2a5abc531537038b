import DynamicRuntime
import KeyValueObserving
import Testing

/// Item 7: the Swift-first API over declared properties.
@Suite struct TypedObservationTests {
    @Test func observeDeliversTypedOldAndNewValues() throws {
        let person = KvPerson(name: "Ada")
        var seen: [(String?, String?)] = []
        let token = try person.observe(KvPerson.name, options: [.old, .new]) { person, change in
            seen.append((change.oldValue, change.newValue))
        }
        person.name = "Grace"
        #expect(seen.count == 1)
        #expect(seen.first?.0 == "Ada" && seen.first?.1 == "Grace")
        token.invalidate()
    }

    @Test func anOptionalPropertysNilIsAPresentValue() throws {
        let person = KvPerson()
        var changes: [ObservedChange<String?>] = []
        let token = try person.observe(KvPerson.nickname, options: [.old, .new]) { _, change in changes.append(change) }
        person.nickname = "Countess"
        let change = try #require(changes.first)
        #expect(change.oldValue == .some(nil), "the old value was nil, and it was asked for")
        #expect(change.newValue == .some("Countess"))
        token.invalidate()
    }

    @Test func invalidateIsIdempotentAndReleaseInvalidates() throws {
        let person = KvPerson()
        var count = 0
        var token: ObservationToken? = try person.observe(KvPerson.age) { _, _ in count += 1 }
        person.age = 1
        token?.invalidate()
        token?.invalidate()
        person.age = 2
        #expect(count == 1)
        #expect(object_getClass(person) == RuntimeClass.of(KvPerson.self), "the last observation is gone")

        token = try person.observe(KvPerson.age) { _, _ in count += 1 }
        person.age = 3
        token = nil
        person.age = 4
        #expect(count == 2, "releasing the token ends the observation")
    }

    @Test func observingAPropertyOfAnotherClassThrows() throws {
        let error = try #require(throws: KeyValueObservingError.self) {
            _ = try KvPerson().observe(KvDerived.fullName) { _, _ in }
        }
        #expect(error.kind == .valueTypeMismatch)
    }

    @Test func valuesStreamsTheCurrentValueThenEachChange() async throws {
        let person = KvPerson(name: "Ada")
        let stream = try person.values(of: KvPerson.name)
        person.name = "Grace"
        person.name = "Hopper"
        var received: [String] = []
        for await name in stream {
            received.append(name)
            if received.count == 3 { break }
        }
        #expect(received == ["Ada", "Grace", "Hopper"])
    }
}
