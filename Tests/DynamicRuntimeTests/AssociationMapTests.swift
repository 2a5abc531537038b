import Testing
@testable import DynamicRuntime

/// A value that counts its releases.
private final class MapValue {
    let id: Int
    let released: AtomicCounter
    init(_ id: Int, released: AtomicCounter) {
        self.id = id
        self.released = released
    }
    deinit { released.increment() }
}

/// The id of the value `map` holds strongly for `key`, nil if it has no slot for it.
private func id(of key: UInt, in map: AssociationMap) -> Int? {
    map.slot(for: key).map { ($0.pointee.strong as? MapValue)?.id ?? -1 }
}

/// Stores a new value for `key`, made if needed.
private func store(_ id: Int, for key: UInt, in map: inout AssociationMap, released: AtomicCounter) {
    map.slot(making: key).pointee.strong = MapValue(id, released: released)
}

/// Every key `map` lists.
private func listedKeys(of map: AssociationMap) -> Set<UInt> {
    var keys: Set<UInt> = []
    map.forEach { key, _ in keys.insert(key) }
    return keys
}

@Suite struct AssociationMapTests {
    /// Aligned, address-like keys (not 0, which marks an empty position).
    private static let candidates = (1...4096).map { UInt($0) &* 16 }

    /// Candidate keys whose home position in an 8-position map is `position`.
    private static func keys(homedAt position: Int, count: Int) -> [UInt] {
        var probe = AssociationMap()
        let scratch = AtomicCounter()
        for key in candidates.suffix(4) { store(0, for: key, in: &probe, released: scratch) }
        precondition(probe.capacity == 8)
        defer { probe.takeAll().dispose() }
        return Array(candidates.dropLast(4).filter { probe.home(of: $0) == position }.prefix(count))
    }

    /// Five keys homed at the last position fill it and wrap to the first four; removing from
    /// the chain shifts the entries after the hole back, so every key stays reachable — and a
    /// key homed after the hole moves back only as far as its home allows.
    @Test func probesWrapAroundAndRemovalShiftsEntriesBack() {
        let released = AtomicCounter()
        var map = AssociationMap()
        let chain = Self.keys(homedAt: 7, count: 5)
        let homedAtZero = Self.keys(homedAt: 0, count: 1)[0]
        let homedAtFive = Self.keys(homedAt: 5, count: 1)[0]
        for (index, key) in chain.enumerated() { store(index, for: key, in: &map, released: released) }
        #expect(map.capacity == 8, "the chain is laid out in 8 positions: 7, 0, 1, 2, 3")
        store(50, for: homedAtFive, in: &map, released: released)
        #expect(chain.map { id(of: $0, in: map) } == [0, 1, 2, 3, 4])

        // Removing the head shifts the four after it back across the end.
        #expect((map.remove(chain[0])?.strong as? MapValue)?.id == 0)
        #expect(id(of: chain[0], in: map) == nil)
        #expect(chain.dropFirst().map { id(of: $0, in: map) } == [1, 2, 3, 4])
        #expect(id(of: homedAtFive, in: map) == 50, "an entry at its home never moves")

        // A key homed at 0 lands after the chain, then moves back no further than its home.
        store(60, for: homedAtZero, in: &map, released: released)
        #expect(map.remove(chain[2]) != nil)
        #expect(map.remove(chain[1]) != nil)
        #expect([chain[3], chain[4], homedAtZero, homedAtFive].map { id(of: $0, in: map) } == [3, 4, 60, 50])
        #expect(map.count == 4)
        #expect(listedKeys(of: map) == [chain[3], chain[4], homedAtZero, homedAtFive])
        #expect(released.value == 3)
        map.takeAll().dispose()
        #expect(released.value == 7)
    }

    /// Interleaved stores, overwrites and removals over 40 keys, checked against a dictionary
    /// after every step: growth moves every slot, and removals in any order keep the others.
    @Test func agreesWithADictionaryThroughGrowthAndRemovals() {
        let released = AtomicCounter()
        var map = AssociationMap()
        var model: [UInt: Int] = [:]
        let keys = Array(Self.candidates.prefix(40))
        var stores = 0
        for step in 0..<1200 {
            // A fixed scramble of the keys; removals in stretches, so the map fills and empties.
            let key = keys[(step &* 37 &+ step / 40) % keys.count]
            if (step / 100) % 3 == 2 && step % 4 != 0 {
                let removed = map.remove(key)
                #expect((removed?.strong as? MapValue)?.id == model.removeValue(forKey: key), "step \(step)")
            } else {
                store(step, for: key, in: &map, released: released)
                model[key] = step
                stores += 1
            }
            #expect(map.count == model.count, "step \(step)")
            for probe in keys where id(of: probe, in: map) != model[probe] {
                Issue.record("step \(step): key \(probe) reads \(String(describing: id(of: probe, in: map))), expected \(String(describing: model[probe]))")
            }
        }
        #expect(listedKeys(of: map) == Set(model.keys))
        #expect(released.value == stores - model.count, "every value replaced or removed was released once, none moved by growth")
        let emptied = map.takeAll()
        #expect(map.count == 0 && map.capacity == 0 && map.slot(for: keys[0]) == nil)
        emptied.dispose()
        #expect(released.value == stores)
    }
}
