@testable import SwizzleKitSupport
import Foundation
import SwizzleKitTesting
import Testing

@Suite("Guarded state: Locked, ThreadLocal, PerThread, MainThreadOnly")
struct GuardedStateTests {
    @Test("a Locked value is read and written under its lock, and touching it without the lock is reported")
    func locked() {
        let counts = Locked([String: Int]())
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0 ..< 1_000 { counts.withLock { $0["n", default: 0] += 1 } }
        }
        #expect(counts.withLock { $0["n"] } == 4_000)
        // Code that holds the lock reads the value directly.
        #expect(counts.lock.withLock { counts.value["n"] } == 4_000)
        let issues = runtimeIssues { _ = counts.value["n"] }
        #if DEBUG
        #expect(issues.map(\.message) == ["Locked.value: called without holding the lock it requires"])
        #else
        #expect(issues.isEmpty)
        #endif
    }

    @Test("values sharing one lock, and a spin lock's")
    func sharedAndSpinLocks() {
        let shared = RuntimeLock()
        let first = Locked(1, guardedBy: shared), second = Locked(2, guardedBy: shared)
        let sum = shared.withLock { first.value + second.value }
        #expect(sum == 3)
        let spun = Locked([Int](), guardedBy: SpinLock())
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for index in 0 ..< 500 { spun.withLock { $0.append(worker * 1_000 + index) } }
        }
        #expect(spun.withLock { Set($0).count } == 2_000)
        #expect(runtimeIssues { _ = spun.withLock { $0.count } }.isEmpty)
    }

    @Test("a thread-local value is set for a call on its own thread, restored after, unseen by others")
    func threadLocal() {
        let depth = ThreadLocal(0)
        #expect(depth.value == 0)
        let seenElsewhere = Locked([Int]())
        depth.withValue(1) {
            #expect(depth.value == 1)
            depth.withValue(2) { #expect(depth.value == 2) }
            #expect(depth.value == 1)
            let done = DispatchSemaphore(value: 0)
            Thread {
                seenElsewhere.withLock { $0.append(depth.value) }
                depth.withValue(7) { seenElsewhere.withLock { $0.append(depth.value) } }
                done.signal()
            }.start()
            done.wait()
            #expect(depth.value == 1)
        }
        #expect(depth.value == 0)
        #expect(seenElsewhere.withLock { $0 } == [0, 7])
    }

    @Test("a per-thread object is made on the thread's first use, kept for it, and released when the thread exits")
    func perThread() {
        final class Counter: @unchecked Sendable {
            var count = 0
            let onDeinit: @Sendable () -> Void
            init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
            deinit { onDeinit() }
        }
        let made = Locked(0), released = Locked(0)
        let counters = PerThread { () -> Counter in
            made.withLock { $0 += 1 }
            return Counter { released.withLock { $0 += 1 } }
        }
        let done = DispatchSemaphore(value: 0)
        let seen = Locked([Int]())
        Thread {
            seen.withLock { $0.append(counters.existing == nil ? 0 : 1) }
            counters.withCurrent { $0.count += 1 }
            counters.current.count += 1
            seen.withLock { $0.append(counters.existing?.count ?? -1) }
            done.signal()
        }.start()
        done.wait()
        #expect(seen.withLock { $0 } == [0, 2])
        // This thread's object is its own: the other thread's count is not here.
        #expect(counters.current.count == 0)
        #expect(made.withLock { $0 } == 2)
        // The other thread has exited, or is exiting: its object goes with it.
        let deadline = Date().addingTimeInterval(5)
        while released.withLock({ $0 }) < 1, Date() < deadline { usleep(1_000) }
        #expect(released.withLock { $0 } == 1)
    }

    @Test("main-thread-only state touched off the main thread is reported, and still works")
    func mainThreadOnly() async {
        let state = MainThreadOnly(0, name: "GuardedStateTests.state")
        let issues = await Task.detached {
            runtimeIssues { state.value += 1 }
        }.value
        #expect(await MainActor.run { state.value } == 1)
        #if DEBUG
        #expect(issues.map(\.message) == ["GuardedStateTests.state: main-thread-only state touched off the main thread"])
        #else
        #expect(issues.isEmpty)
        #endif
        let onMain = await MainActor.run { runtimeIssues { state.value += 1 } }
        #expect(onMain.isEmpty)
    }
}
