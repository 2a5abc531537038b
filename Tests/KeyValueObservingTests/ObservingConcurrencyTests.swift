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

    /// Observers are not retained: one freed on another thread while changes deliver is either
    /// kept alive by the delivery that reached it first, or skipped — never messaged once its
    /// deinit has begun (ThreadSanitizer and AddressSanitizer check the rest).
    @Test func observersFreedUnremovedWhileChangesDeliverAreSkippedSafely() throws {
        let counter = KvSharedCounter()
        changesHeardByASteadyObserver(of: counter) {
            for _ in 0..<300 {
                // Registered, then freed without removal.
                counter.addObserver(KvCountingObserver(), forKeyPath: "value")
            }
        }
        // The next change drops the dead registrations, the last of them with the notifying class.
        KvSharedCounter.value.set(counter, -1)
        #expect(object_getClass(counter) == RuntimeClass.of(KvSharedCounter.self))
    }

    @Test func registrationsAndRemovalsRaceChangesSafely() throws {
        let counter = KvSharedCounter()
        changesHeardByASteadyObserver(of: counter) {
            let transient = KvCountingObserver()
            for _ in 0..<500 {
                counter.addObserver(transient, forKeyPath: "value", options: .new)
                counter.removeObserver(transient, forKeyPath: "value")
            }
        }
        #expect(object_getClass(counter) == RuntimeClass.of(KvSharedCounter.self))
    }

    /// Makes 2,000 changes of `counter` on one thread while `race` runs on two others, and
    /// expects an observer registered throughout to hear every one; removes it after.
    private func changesHeardByASteadyObserver(of counter: KvSharedCounter, racing race: @escaping @Sendable () -> Void) {
        let steady = KvCountingObserver(), changes = 2_000
        counter.addObserver(steady, forKeyPath: "value")
        onThreads(3) { thread in
            if thread == 0 {
                for change in 0..<changes { KvSharedCounter.value.set(counter, change) }
            } else {
                race()
            }
        }
        #expect(steady.count.load(ordering: .relaxed) == changes)
        counter.removeObserver(steady, forKeyPath: "value")
    }
}

/// A node of a chain whose `next` getter can run a probe, to act at a chosen point of a key
/// path's registration.
final class KvProbedNode: RuntimeObject, @unchecked Sendable {
    private var storedNext: KvProbedNode?
    private var storedName = ""
    /// Run once, by the next read of `next`.
    var probe: (() -> Void)?
    static let next = DeclaredProperty("next", of: KvProbedNode.self,
                                       get: { node in
                                           let probe = node.probe
                                           node.probe = nil
                                           probe?()
                                           return node.storedNext
                                       },
                                       set: { $0.storedNext = $1 })
    static let name = DeclaredProperty("name", of: KvProbedNode.self, get: { $0.storedName }, set: { $0.storedName = $1 })
    override class var runtimeMembers: [any RuntimeMember] { [next, name] }
}

@Suite struct KeyPathForwarderRaceTests {
    /// Issue 25: a key path's forwarder moving to a new intermediate while another thread removes
    /// the registration. The removal lands between the move's check and its registration — the
    /// intermediate's `next` is read while the forwarder registers there — and must still take
    /// the new registration away: it waits for the move, which the test lets finish after
    /// 200 ms. Before the fix it finished at once, detached nothing, and the new intermediate
    /// kept a registration nothing removed.
    @Test func aRemovalDuringAMoveTakesTheNewRegistrationAway() {
        let root = KvProbedNode(), first = KvProbedNode(), second = KvProbedNode(), end = KvProbedNode()
        first.setValue(end, forKey: "next")
        second.setValue(end, forKey: "next")
        root.setValue(first, forKey: "next")
        let observer = KvCountingObserver()
        root.addObserver(observer, forKeyPath: "next.next.name", options: [.new])
        let removed = DispatchSemaphore(value: 0)
        let unsafeRoot = root, unsafeObserver = observer
        var removalWaited = false
        second.probe = {
            Thread.detachNewThread {
                unsafeRoot.removeObserver(unsafeObserver, forKeyPath: "next.next.name")
                removed.signal()
            }
            // The removal cannot finish while the move holds the forwarder.
            removalWaited = removed.wait(timeout: .now() + .milliseconds(200)) == .timedOut
        }
        root.setValue(second, forKey: "next")
        if removalWaited { removed.wait() }
        #expect(removalWaited, "the removal waited for the move")
        for node in [root, first, second, end] {
            #expect(object_getClass(node) === RuntimeClass.of(KvProbedNode.self), "left on \(object_getClass(node).name)")
        }
        let told = observer.count.load(ordering: .relaxed)
        end.setValue("after", forKey: "name")
        #expect(observer.count.load(ordering: .relaxed) == told, "nothing is told after the removal")
    }
}
