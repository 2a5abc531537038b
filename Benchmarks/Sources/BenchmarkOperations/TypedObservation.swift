import DynamicRuntime
import KeyValueObserving

// The typed-observation row, the Swift side of `Sources/ObservationPeer`: the same name, one
// `Int` property set per operation, a closure counting the notifications. Observation's
// `withObservationTracking` forgets its registration after one change, so the peer registers
// again before every set; an ``ObservationToken`` lasts until invalidated, so here one
// observation (by key path, new values asked for: what the peer's re-registration reads) is
// made once and each operation is a set and its typed notification. Each side's row is what
// one change costs its users. N/100 iterations, checked on every timed run like the KVO rows.

extension ObservedItem: KeyPathObservable {}

extension KeyPathObservable where Self: ObservedItem {
    public static var observableKeyPaths: [ObservableKeyPath] {
        [.property(\Self.value, ObservedItem.value), .property(\Self.child, ObservedItem.child)]
    }
}

/// An item observed through the typed API, with the token that keeps the observation alive.
final class TypedObservationFixture: @unchecked Sendable {
    /// Counts in a class of its own: a global would add a `swift_once` check per notification,
    /// and the handler must not retain the fixture that retains its token.
    /// Unchecked, as the Observation peer's global counter is not checked either.
    final class Counter: @unchecked Sendable {
        @exclusivity(unchecked) var notifications = 0
    }

    let item = ObservedItem()
    let counter = Counter()
    let token: ObservationToken

    init() throws {
        let counter = counter
        token = try item.observe(\.value, options: [.new]) { _, change in
            if change.newValue != nil { counter.notifications &+= 1 }
        }
    }
}

extension Fixtures {
    /// The typed-observation row, N/100 iterations, checked on every timed run.
    static func typedObservationOperations() throws -> [Operation] {
        let fixture = try TypedObservationFixture()
        return [Operation(name: "typed observe set+notify (Swift Observation)", iterationDivisor: 100,
                          run: { loopTypedSetNotify(fixture, $0) }, expectedResult: { $0 })]
    }
}

/// Sets `value` through its entry point (the peer's `model.value = i`); returns the typed
/// notifications that carried a new value, one per set.
@inline(never)
func loopTypedSetNotify(_ fixture: TypedObservationFixture, _ iterations: Int) -> Int {
    let before = fixture.counter.notifications
    let item = fixture.item
    for i in 0..<iterations { item.value = i }
    return fixture.counter.notifications &- before
}
