import DynamicRuntime
import Foundation
import KeyValueObserving
import Testing

/// Item 4: ordered to-many changes: kinds insertion, removal, replacement, with indexes; indexes
/// only for ordered to-many changes.
@Suite struct ToManyTests {
    private func observed(_ songs: [String]) throws -> (KvPlaylist, KvObserver) {
        let playlist = KvPlaylist(), observer = KvObserver()
        playlist.songs = songs
        playlist.addObserver(observer, forKeyPath: "songs", options: [.old, .new])
        return (playlist, observer)
    }

    @Test func theProxyInsertsWithKindInsertionAndTheIndex() throws {
        let (playlist, observer) = try observed(["a", "c"])
        try playlist.mutableArrayValue(forKey: "songs").insert("b", at: 1)
        #expect(playlist.songs == ["a", "b", "c"])
        let change = try #require(observer.changes.first)
        #expect(observer.changes.count == 1, "the setter's own notification nests inside")
        #expect(change.kind == .insertion && change.indexes == IndexSet([1]))
        #expect(change.newValue as? [String] == ["b"])
        #expect(!change.containsOldValue)
    }

    @Test func theProxyRemovesAndReplacesWithTheirKinds() throws {
        let (playlist, observer) = try observed(["a", "b", "c"])
        let proxy = playlist.mutableArrayValue(forKey: "songs")
        try proxy.remove(at: 0)
        try proxy.replace(at: 1, with: "z")
        try proxy.append("d")
        #expect(playlist.songs == ["b", "z", "d"])
        #expect(observer.changes.map(\.kind) == [.removal, .replacement, .insertion])
        #expect(observer.changes.map(\.indexes) == [IndexSet([0]), IndexSet([1]), IndexSet([2])])
        #expect(observer.changes[0].oldValue as? [String] == ["a"] && !observer.changes[0].containsNewValue)
        #expect(observer.changes[1].oldValue as? [String] == ["c"] && observer.changes[1].newValue as? [String] == ["z"])
    }

    @Test func manualToManyAnnouncementsCarryKindAndIndexes() throws {
        let (playlist, observer) = try observed(["a", "b", "c"])
        playlist.willChange(.removal, valuesAt: [0, 2], forKey: "songs")
        playlist.songs = ["b"]
        playlist.didChange(.removal, valuesAt: [0, 2], forKey: "songs")
        let change = try #require(observer.changes.first)
        #expect(observer.changes.count == 1)
        #expect(change.kind == .removal && change.indexes == IndexSet([0, 2]))
        #expect(change.oldValue as? [String] == ["a", "c"])
    }

    @Test func aPlainSetIsASettingWithoutIndexes() throws {
        let (playlist, observer) = try observed(["a"])
        playlist.songs = ["x", "y"]
        #expect(observer.changes.first?.kind == .setting)
        #expect(observer.changes.first?.indexes == nil)
        #expect(observer.changes.first?.newValue as? [String] == ["x", "y"])
    }

    @Test func outOfRangeOrMistypedProxyChangesThrowAndNotifyNothing() throws {
        let (playlist, observer) = try observed(["a"])
        let proxy = playlist.mutableArrayValue(forKey: "songs")
        let range = try #require(throws: KeyValueObservingError.self) { try proxy.remove(at: 5) }
        #expect(range.kind == .indexOutOfRange && range.keyPath == "songs")
        let type = try #require(throws: KeyValueObservingError.self) { try proxy.append(42) }
        #expect(type.kind == .valueTypeMismatch)
        #expect(playlist.songs == ["a"])
        #expect(observer.changes.isEmpty)
    }

    // MARK: Batches (issue 13 item 6): one notification carrying every index

    @Test func aBatchInsertionSendsOneInsertionWithEveryIndex() throws {
        let (playlist, observer) = try observed(["a", "b", "c"])
        try playlist.mutableArrayValue(forKey: "songs").insert(["x", "y", "z"], at: [0, 2, 5])
        // x at 0 → x a b c; y at 2 → x a y b c; z at 5 → x a y b c z.
        #expect(playlist.songs == ["x", "a", "y", "b", "c", "z"])
        let change = try #require(observer.changes.first)
        #expect(observer.changes.count == 1)
        #expect(change.kind == .insertion && change.indexes == IndexSet([0, 2, 5]))
        #expect(change.newValue as? [String] == ["x", "y", "z"] && !change.containsOldValue)
    }

    @Test func aBatchRemovalSendsOneRemovalWithEveryIndexAndTheOldElements() throws {
        let (playlist, observer) = try observed(["a", "b", "c", "d", "e"])
        try playlist.mutableArrayValue(forKey: "songs").removeObjects(at: [1, 3, 4])
        #expect(playlist.songs == ["a", "c"])
        let change = try #require(observer.changes.first)
        #expect(observer.changes.count == 1)
        #expect(change.kind == .removal && change.indexes == IndexSet([1, 3, 4]))
        #expect(change.oldValue as? [String] == ["b", "d", "e"] && !change.containsNewValue)
    }

    @Test func aBatchReplacementSendsOneReplacementWithOldAndNewElements() throws {
        let (playlist, observer) = try observed(["a", "b", "c", "d"])
        try playlist.mutableArrayValue(forKey: "songs").replaceObjects(at: [0, 2], with: ["A", "C"])
        #expect(playlist.songs == ["A", "b", "C", "d"])
        let change = try #require(observer.changes.first)
        #expect(observer.changes.count == 1)
        #expect(change.kind == .replacement && change.indexes == IndexSet([0, 2]))
        #expect(change.oldValue as? [String] == ["a", "c"] && change.newValue as? [String] == ["A", "C"])
    }

    @Test func aBatchWithPriorSendsOnePriorNotificationWithTheIndexes() throws {
        let playlist = KvPlaylist(), observer = KvObserver()
        playlist.songs = ["a", "b", "c"]
        playlist.addObserver(observer, forKeyPath: "songs", options: [.old, .prior])
        try playlist.mutableArrayValue(forKey: "songs").removeObjects(at: [0, 2])
        #expect(observer.changes.map(\.isPrior) == [true, false])
        #expect(observer.changes.map(\.indexes) == [IndexSet([0, 2]), IndexSet([0, 2])])
        #expect(observer.changes[0].oldValue as? [String] == ["a", "c"])
    }

    @Test func badBatchesThrowNamingTheKeyAndChangeNothing() throws {
        let (playlist, observer) = try observed(["a", "b"])
        let proxy = playlist.mutableArrayValue(forKey: "songs")
        let counts = try #require(throws: KeyValueObservingError.self) { try proxy.insert(["x"], at: [0, 1]) }
        #expect(counts.kind == .invalidArgument && counts.keyPath == "songs" && counts.className == "KvPlaylist")
        let replaceCounts = try #require(throws: KeyValueObservingError.self) { try proxy.replaceObjects(at: [0], with: ["x", "y"]) }
        #expect(replaceCounts.kind == .invalidArgument)
        // Two elements make the array 4 long at most: index 4 is beyond it.
        let insertRange = try #require(throws: KeyValueObservingError.self) { try proxy.insert(["x", "y"], at: [0, 4]) }
        #expect(insertRange.kind == .indexOutOfRange && insertRange.keyPath == "songs")
        let removeRange = try #require(throws: KeyValueObservingError.self) { try proxy.removeObjects(at: [1, 2]) }
        #expect(removeRange.kind == .indexOutOfRange)
        let replaceRange = try #require(throws: KeyValueObservingError.self) { try proxy.replaceObjects(at: [2], with: ["x"]) }
        #expect(replaceRange.kind == .indexOutOfRange)
        let type = try #require(throws: KeyValueObservingError.self) { try proxy.insert(["x", 42], at: [0, 1]) }
        #expect(type.kind == .valueTypeMismatch)
        #expect(playlist.songs == ["a", "b"])
        #expect(observer.changes.isEmpty)
    }
}
