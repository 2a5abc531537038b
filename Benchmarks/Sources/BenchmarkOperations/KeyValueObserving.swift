import DynamicRuntime
import KeyValueObserving

// The key-value observing and key-value coding rows, the Swift side of `peers/kvo_peer.m`: the
// same names, the same object shapes (an item with an `Int` value and a to-one child, a counting
// observer) and the same options (new and old). Like the peer, these loops run N/100 times
// (``Operation/iterationDivisor``), and every row checks its result on every timed run: the set
// rows return the notifications they caused, which must be one per set per observer.

/// The observed object: `value` and `child`, declared properties whose accessors are dynamic
/// members (the peer's `@property int value` and `@property Item *child`), so observing one swaps
/// in the notifying subclass whose setter notifies.
open class ObservedItem: RuntimeObject {
    private var storedValue = 0
    private var storedChild: ObservedItem?

    public static let value = DeclaredProperty("value", of: ObservedItem.self,
                                               get: { $0.storedValue }, set: { $0.storedValue = $1 })
    public static let child = DeclaredProperty("child", of: ObservedItem.self,
                                               get: { $0.storedChild }, set: { $0.storedChild = $1 })
    override open class var runtimeMembers: [any RuntimeMember] { [value, child] }

    /// The entry point of `value` / `setValue:`.
    open var value: Int {
        get { ObservedItem.value.get(self) }
        set { ObservedItem.value.set(self, newValue) }
    }

    /// The entry point of `child` / `setChild:`.
    open var child: ObservedItem? {
        get { ObservedItem.child.get(self) }
        set { ObservedItem.child.set(self, newValue) }
    }
}

/// An observer that counts its notifications (the peer's `Counter`), overriding
/// `observeValueForKeyPath:ofObject:change:context:` the way the seeds do. Its own counter, not a
/// global: a Swift global would add a `swift_once` check to every notification. Unchecked, as
/// the peer's C counter is: a class property's run-time exclusivity check is the benchmark's own
/// cost (76 instructions a notification), not the runtime's.
public final class CountingObserver: RuntimeObject {
    @exclusivity(unchecked) public var notifications = 0

    public static let observe = KeyValueObserverMethods.observeValue.override(in: CountingObserver.self) { observer, _ in
        observer.notifications &+= 1
    }
    override public class var runtimeMembers: [any RuntimeMember] { [observe] }
}

/// An item with `count` observers of `value` (options new and old), for `set+notify N observers`.
final class SetNotifyFixture: @unchecked Sendable {
    let item = ObservedItem()
    let observers: [CountingObserver]

    init(observers count: Int) throws {
        observers = (0..<count).map { _ in CountingObserver() }
        for observer in observers {
            item.addObserver(observer, forKeyPath: "value", options: [.new, .old])
        }
    }

    var notifications: Int { observers.reduce(0) { $0 &+ $1.notifications } }
}

/// A parent observed along `child.value`, for `key-path chain set`: only the last key changes.
final class ChainFixture: @unchecked Sendable {
    let parent = ObservedItem()
    let observer = CountingObserver()

    init() throws {
        parent.child = ObservedItem()
        parent.addObserver(observer, forKeyPath: "child.value", options: [.new, .old])
    }
}

/// An unobserved item and an observer to add and remove, for `add+remove observation`.
final class AddRemoveFixture: @unchecked Sendable {
    let item = ObservedItem()
    let observer = CountingObserver()

    /// Checks, as the peer does before timing, that one pair really registers (a set notifies
    /// once) and really unregisters (a later set does not).
    init() throws {
        item.addObserver(observer, forKeyPath: "value", options: [.new, .old])
        item.value = 1
        item.removeObserver(observer, forKeyPath: "value")
        item.value = 2
        guard observer.notifications == 1 else {
            throw FixtureError(description: "add+remove observation: add, set, remove, set notified \(observer.notifications) times, expected once")
        }
    }
}

extension Fixtures {
    /// The peer's `kvo_peer.m` rows, N/100 iterations each, each checked on every timed run.
    static func keyValueObservingOperations() throws -> [Operation] {
        var operations: [Operation] = []
        for count in [1, 10, 100] {
            let fixture = try SetNotifyFixture(observers: count)
            operations.append(Operation(name: "set+notify \(count) observer\(count == 1 ? "" : "s")", iterationDivisor: 100,
                                        run: { loopSetNotify(fixture, $0) }, expectedResult: { $0 * count }))
        }

        let chain = try ChainFixture()
        operations.append(Operation(name: "key-path chain set", iterationDivisor: 100,
                                    run: { loopChainSet(chain, $0) }, expectedResult: { $0 }))

        let addRemove = try AddRemoveFixture()
        operations.append(Operation(name: "add+remove observation", iterationDivisor: 100,
                                    run: { loopAddRemove(addRemove, $0) }, expectedResult: { _ in 0 }))

        // Key-value coding on an unobserved item: checked by the values read and written.
        let coded = ObservedItem()
        coded.value = 7
        operations.append(Operation(name: "KVC get", iterationDivisor: 100,
                                    run: { loopKVCGet(coded, $0) }, expectedResult: { 7 * $0 }))
        let written = ObservedItem()
        operations.append(Operation(name: "KVC set", iterationDivisor: 100,
                                    run: { loopKVCSet(written, $0) }, expectedResult: { $0 - 1 }))
        return operations
    }
}

// MARK: - The loops

/// Sets `value` through its entry point (the peer's `o.value = i`); returns the notifications
/// the sets caused, summed over the observers: `iterations × observers` when every set notified.
@inline(never)
func loopSetNotify(_ fixture: SetNotifyFixture, _ iterations: Int) -> Int {
    let before = fixture.notifications
    let item = fixture.item
    for i in 0..<iterations { item.value = i }
    return fixture.notifications &- before
}

/// Sets `child.value` (the peer's `o.child.value = i`: a getter send, then the setter);
/// returns the notifications, one per set.
@inline(never)
func loopChainSet(_ fixture: ChainFixture, _ iterations: Int) -> Int {
    let before = fixture.observer.notifications
    let parent = fixture.parent
    for i in 0..<iterations { parent.child!.value = i }
    return fixture.observer.notifications &- before
}

/// Adds and removes one observation (the object has no other, so each pair swaps the notifying
/// subclass in and out). After the loop one set checks that nothing is left registered, as the
/// peer does after timing: returns the notifications it caused, 0. (One unobserved set among
/// N/100 pairs.)
@inline(never)
func loopAddRemove(_ fixture: AddRemoveFixture, _ iterations: Int) -> Int {
    let item = fixture.item
    let observer = fixture.observer
    for _ in 0..<iterations {
        item.addObserver(observer, forKeyPath: "value", options: [.new, .old])
        item.removeObserver(observer, forKeyPath: "value")
    }
    let before = observer.notifications
    item.value = -1
    return observer.notifications &- before
}

/// Reads `value` by key (the peer's `[[o valueForKey:@"value"] intValue]`): `value(forKey:)`
/// answers `Any?`, which the loop casts back to `Int`. Returns the sum, 7 per read.
@inline(never)
func loopKVCGet(_ item: ObservedItem, _ iterations: Int) -> Int {
    var sum = 0
    for _ in 0..<iterations {
        if let value = item.value(forKey: "value") as? Int { sum &+= value }
    }
    return sum
}

/// Writes `value` by key (the peer's `setValue:[NSNumber numberWithInt:i] forKey:@"value"`; an
/// `Int` in an `Any` needs no box). Returns the value left, `iterations - 1`.
@inline(never)
func loopKVCSet(_ item: ObservedItem, _ iterations: Int) -> Int {
    for i in 0..<iterations { item.setValue(i, forKey: "value") }
    return item.value
}
