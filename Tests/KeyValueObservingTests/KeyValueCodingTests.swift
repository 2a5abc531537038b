import DynamicRuntime
import KeyValueObserving
import Testing

@Suite struct KeyValueCodingTests {
    @Test func valueForKeyReadsThroughTheGetter() throws {
        let person = KvPerson(name: "Ada", identifier: 7)
        person.age = 36
        #expect(person.value(forKey: "name") as? String == "Ada")
        #expect(person.value(forKey: "age") as? Int == 36)
        #expect(person.value(forKey: "identifier") as? Int == 7)
    }

    @Test func setValueForKeyWritesThroughTheSetter() throws {
        let person = KvPerson()
        person.setValue("Grace", forKey: "name")
        person.setValue(85, forKey: "age")
        #expect(person.name == "Grace")
        #expect(person.age == 85)
    }

    @Test func setValueGoesThroughAHookedSetter() throws {
        let person = KvPerson()
        var seen: [String] = []
        let token = try person.hook(KvPerson.name.setter!.selector, before: { _, value in seen.append(value) })
        person.setValue("Linus", forKey: "name")
        #expect(seen == ["Linus"])
        try token.revert()
    }

    @Test func nilPassesInAndOutOfOptionalProperties() throws {
        let person = KvPerson()
        #expect(person.value(forKey: "nickname") == nil)
        person.setValue("Countess", forKey: "nickname")
        #expect(person.value(forKey: "nickname") as? String == "Countess")
        person.setValue(nil, forKey: "nickname")
        #expect(person.nickname == nil)
        #expect(person.value(forKey: "nickname") == nil)
    }

    @Test func aValueOfTheWrongTypeOrNilForANonOptionalThrowsAndChangesNothing() throws {
        let person = KvPerson(name: "Ada")
        for value in ["not a number" as Any?, nil] {
            let error = try reportedError { person.setValue(value, forKey: "age") }
            #expect(error.kind == .valueTypeMismatch)
            #expect(error.className == "KvPerson" && error.keyPath == "age")
        }
        #expect(person.age == 0)
    }

    @Test func anUndefinedKeyThrowsNamingClassAndKey() throws {
        let person = KvPerson()
        let get = try reportedError { _ = person.value(forKey: "shoeSize") }
        #expect(get.kind == .undefinedKey)
        #expect(get.className == "KvPerson" && get.keyPath == "shoeSize")
        let set = try reportedError { person.setValue(42, forKey: "shoeSize") }
        #expect(set.kind == .undefinedKey)
        let readOnly = try reportedError { person.setValue(1, forKey: "identifier") }
        #expect(readOnly.kind == .undefinedKey, "a read-only property has no setter to go through")
    }

    @Test func undefinedKeyMethodsAreOverridable() throws {
        let lenient = KvLenient()
        #expect(lenient.value(forKey: "shoeSize") as? String == "default for shoeSize")
        lenient.setValue(44, forKey: "shoeSize")
        #expect(lenient.value(forKey: "shoeSize") as? Int == 44)
        #expect(lenient.value(forKey: "name") as? String == "", "defined keys are unaffected")
    }

    @Test func keyPathsFollowToOneRelations() throws {
        let ada = KvPerson(name: "Ada"), charles = KvPerson(name: "Charles")
        ada.friend = charles
        #expect(ada.value(forKeyPath: "friend.name") as? String == "Charles")
        ada.setValue("Babbage", forKeyPath: "friend.name")
        #expect(charles.name == "Babbage")
        #expect(ada.value(forKeyPath: "friend.friend.name") == nil, "a nil along the path gives nil")
        ada.setValue("nobody", forKeyPath: "friend.friend.name")
        let error = try reportedError { _ = ada.value(forKeyPath: "name.count") }
        #expect(error.kind == .undefinedKey)
    }
}
