import DynamicRuntime
import KeyValueObserving
import Testing

/// Issue 13 item 6: key-value coding's collection operators in `value(forKeyPath:)`.
@Suite struct CollectionOperatorTests {
    /// Ada 36 (nickname Countess, friend Charles 40), Grace 85 (no nickname), Linus 36
    /// (nickname Linux, no friend).
    private func team() -> KvTeam {
        let ada = KvPerson(name: "Ada"), grace = KvPerson(name: "Grace"), linus = KvPerson(name: "Linus")
        ada.age = 36
        ada.nickname = "Countess"
        ada.friend = KvPerson(name: "Charles")
        ada.friend?.age = 40
        grace.age = 85
        grace.friend = KvPerson(name: "Hopper")  // age 0
        linus.age = 36
        linus.nickname = "Linux"
        let team = KvTeam()
        team.members = [ada, grace, linus]
        return team
    }

    @Test func countCountsTheElements() throws {
        let team = team()
        #expect(team.value(forKeyPath: "members.@count") as? Int == 3)
        team.tags = ["x", "y"]
        #expect(team.value(forKeyPath: "tags.@count") as? Int == 2, "sets are collections too")
        #expect(KvTeam().value(forKeyPath: "members.@count") as? Int == 0)
    }

    @Test func sumAndAverageConvertToDoublesCountingNilAsZero() throws {
        let team = team()
        #expect(team.value(forKeyPath: "members.@sum.age") as? Double == 157)  // 36 + 85 + 36
        #expect(team.value(forKeyPath: "members.@avg.age") as? Double == 157.0 / 3)
        // Friends' ages: 40, 0, nil (Linus has no friend) → sum 40, average 40 / 3.
        #expect(team.value(forKeyPath: "members.@sum.friend.age") as? Double == 40)
        #expect(team.value(forKeyPath: "members.@avg.friend.age") as? Double == 40.0 / 3)
        team.scores = [1.5, 2.5, 5]
        #expect(team.value(forKeyPath: "scores.@sum.self") as? Double == 9)
        #expect(team.value(forKeyPath: "scores.@avg.self") as? Double == 3)
    }

    @Test func maxAndMinCompareAndSkipNil() throws {
        let team = team()
        #expect(team.value(forKeyPath: "members.@max.age") as? Int == 85)
        #expect(team.value(forKeyPath: "members.@min.age") as? Int == 36)
        #expect(team.value(forKeyPath: "members.@max.name") as? String == "Linus")
        #expect(team.value(forKeyPath: "members.@min.name") as? String == "Ada")
        #expect(team.value(forKeyPath: "members.@min.nickname") as? String == "Countess", "Grace's nil is skipped")
        #expect(team.value(forKeyPath: "members.@max.friend.age") as? Int == 40)
    }

    @Test func unionsCollectTheValuesLeavingNilOut() throws {
        let team = team()
        #expect(team.value(forKeyPath: "members.@unionOfObjects.age") as? [Int] == [36, 85, 36])
        #expect(team.value(forKeyPath: "members.@distinctUnionOfObjects.age") as? [Int] == [36, 85])
        #expect(team.value(forKeyPath: "members.@unionOfObjects.nickname") as? [String] == ["Countess", "Linux"])
        #expect(team.value(forKeyPath: "members.@unionOfObjects.friend.name") as? [String] == ["Charles", "Hopper"])
        let friends = try #require(team.value(forKeyPath: "members.@distinctUnionOfObjects.friend") as? [KvPerson])
        #expect(friends.map(\.name) == ["Charles", "Hopper"], "objects are told apart by identity")
    }

    /// A set's elements are taken in the set's own order, so reading a union twice gives the same
    /// array (found by FuzzKeyPaths: converting the set to `Set<AnyHashable>` made a new set, whose
    /// order changed from read to read).
    @Test func aSetsUnionKeepsTheSetsOrderFromReadToRead() throws {
        let team = KvTeam()
        team.tags = Set((0..<16).map { "tag\($0)" })
        let order = Array(team.tags)
        for _ in 0..<20 {
            #expect(team.value(forKeyPath: "tags.@unionOfObjects.self") as? [String] == order)
            #expect(team.value(forKeyPath: "tags.@distinctUnionOfObjects.self") as? [String] == order)
        }
    }

    @Test func emptyCollectionsGiveZeroSumsAndNoExtremes() throws {
        let empty = KvTeam()
        #expect(empty.value(forKeyPath: "members.@sum.age") as? Double == 0)
        #expect(empty.value(forKeyPath: "members.@avg.age") as? Double == 0)
        #expect(empty.value(forKeyPath: "members.@max.age") == nil)
        #expect(empty.value(forKeyPath: "members.@min.age") == nil)
        #expect(empty.value(forKeyPath: "members.@unionOfObjects.age") as? [Any] != nil)
        #expect((empty.value(forKeyPath: "members.@distinctUnionOfObjects.age") as? [Any])?.isEmpty == true)
    }

    @Test func nestedKeyPathsOnTheLeftAndRight() throws {
        let outer = KvTeam()
        outer.sub = team()
        #expect(outer.value(forKeyPath: "sub.members.@count") as? Int == 3)
        #expect(outer.value(forKeyPath: "sub.members.@max.friend.age") as? Int == 40)
        #expect(KvTeam().value(forKeyPath: "sub.members.@count") == nil, "a nil along the left path gives nil")
        let outermost = KvTeam()
        outermost.sub = outer
        #expect(outermost.value(forKeyPath: "sub.sub.members.@sum.age") as? Double == 157)
    }

    @Test(arguments: [
        "@", "@count", "@bogus", "members.@", "members.@bogus.age", "members.@sum", "members.@avg",
        "members.@max", "members.@min", "members.@unionOfObjects", "members.@distinctUnionOfObjects",
        "members.@count.age", "members.@count.", "name.@count" as String,
    ])
    func aMalformedOperatorPathThrowsNamingIt(keyPath: String) throws {
        let team = team()
        let target: RuntimeObject = keyPath.hasPrefix("name") ? KvPerson(name: "Ada") : team
        let error = try reportedError { _ = target.value(forKeyPath: keyPath) }
        #expect(error.kind == .invalidCollectionOperator)
        #expect(error.keyPath == keyPath)
        #expect(error.className == "\(type(of: target))")
        #expect(error.message.contains(keyPath))
    }

    @Test func valuesThatCannotBeCombinedThrow() throws {
        let team = team()
        let sum = try reportedError { _ = team.value(forKeyPath: "members.@sum.name") }
        #expect(sum.kind == .valueTypeMismatch && sum.keyPath == "members.@sum.name")
        team.scores = [1]
        let noKeys = try reportedError { _ = team.value(forKeyPath: "scores.@sum.age") }
        #expect(noKeys.kind == .undefinedKey && noKeys.keyPath == "scores.@sum.age")
    }

    @Test func operatorPathsCannotBeSetButCanBeObserved() throws {
        let team = team(), observer = KvObserver()
        let set = try reportedError { team.setValue(1, forKeyPath: "members.@count") }
        #expect(set.kind == .invalidCollectionOperator && set.keyPath == "members.@count")
        let bad = try reportedError { team.addObserver(observer, forKeyPath: "members.@sum", options: [.new]) }
        #expect(bad.kind == .invalidCollectionOperator && team.observationInfo.isEmpty)
        team.addObserver(observer, forKeyPath: "members.@count", options: [.old, .new])
        team.members += [KvPerson(name: "Mary")]
        #expect(observer.changes.map { $0.oldValue as? Int } == [3])
        #expect(observer.changes.map { $0.newValue as? Int } == [4])
        team.removeObserver(observer, forKeyPath: "members.@count")
    }
}
