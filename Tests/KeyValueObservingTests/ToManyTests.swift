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
        try playlist.addObserver(observer, forKeyPath: "songs", options: [.old, .new])
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
}
