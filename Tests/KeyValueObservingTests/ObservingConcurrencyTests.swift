import DynamicRuntime
import Foundation
import KeyValueObserving
import Synchronization
import Testing

/// Counts notifications from any thread.
final class KvCountingObserver: RuntimeObject, @unchecked Sendable {
    let count = Atomic<Int>(0)
    static let observe = KeyValueObserverMethods.observeValue.override(in: KvCountingObserver.self) { observer, _ in
        _ = observer.count.add(1, ordering: .relaxed)
    }
    override class var runtimeMembers: [any RuntimeMember] { [observe] }
}

/// A person whose properties may be set from several threads: its storage is behind a lock.
final class KvSharedCounter: RuntimeObject, @unchecked Sendable {
    private let lock = NSLock()
    private var stored = 0
    static let value = DeclaredProperty("value", of: KvSharedCounter.self,
                                        get: { counter in counter.lock.withLock { counter.stored } },
                                        set: { counter, value in counter.lock.withLock { counter.stored = value } })
    override class var runtimeMembers: [any RuntimeMember] { [value] }
}

private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread.detachNewThread {
            body(index)
            group.leave()
        }
    }
    group.wait()
}

/// Item 8: registration, removal and delivery from any thread.
@Suite struct ObservingConcurrencyTests {
    @Test func nThreadsMakingMChangesDeliverExactlyNTimesMNotifications() throws {
        let threads = 4, changes = 2_000
        let counter = KvSharedCounter(), observer = KvCountingObserver()
        counter.addObserver(observer, forKeyPath: "value", options: [.old, .new])
        onThreads(threads) { thread in
            for change in 0..<changes { KvSharedCounter.value.set(counter, thread * changes + change) }
        }
        #expect(observer.count.load(ordering: .relaxed) == threads * changes)
        counter.removeObserver(observer, forKeyPath: "value")
    }

    @Test func registrationsAndRemovalsRaceChangesSafely() throws {
        let counter = KvSharedCounter(), steady = KvCountingObserver()
        counter.addObserver(steady, forKeyPath: "value")
        let changes = 2_000
        onThreads(3) { thread in
            if thread == 0 {
                for change in 0..<changes { KvSharedCounter.value.set(counter, change) }
            } else {
                let transient = KvCountingObserver()
                for _ in 0..<500 {
                    counter.addObserver(transient, forKeyPath: "value", options: .new)
                    counter.removeObserver(transient, forKeyPath: "value")
                }
            }
        }
        #expect(steady.count.load(ordering: .relaxed) == changes)
        counter.removeObserver(steady, forKeyPath: "value")
        #expect(object_getClass(counter) == RuntimeClass.of(KvSharedCounter.self))
    }
}
