import CReadSections
import Foundation
import Synchronization
import SwizzleKitTesting
import Testing
@testable import DynamicRuntime

/// A class of its own, so these tests' changes and sends touch no other test's methods.
final class RcTarget: RuntimeObject {}

/// Something a hook or implementation captures, to watch it go.
private final class Capture: Sendable {}

/// A fresh selector implemented on `RcTarget` as `x + 1`.
private func freshSelector(_ tag: String) throws -> Selector<Int, Int> {
    let selector = Selector<Int, Int>("rc_\(tag):")
    try RuntimeClass.of(RcTarget.self).addMethod(selector.untyped, implementation: TypedImplementation<Int, Int> { _, _, x in x + 1 })
    return selector
}

/// Collects until `released` holds, for up to two seconds: other tests' sends run alongside
/// and an attempt fails while one of them sits in a long section.
private func reclaim(until released: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(2)
    repeat {
        Reclamation.collect()
        if released() { return true }
        usleep(1_000)
    } while Date() < deadline
    return false
}

@Suite struct ReclamationTests {
    @Test func aRevertedClassHooksBodyAndCapturesAreReleasedOnceReclaimed() throws {
        let selector = try freshSelector("revert")
        weak var watched: Capture?
        var token: HookToken?
        do {
            let capture = Capture()
            watched = capture
            token = try RcTarget.hook(selector, instead: { _, x, original in withExtendedLifetime(capture) { original(x) * 2 } })
        }
        #expect(try RcTarget().send(selector, 1) == 4)
        try token?.revert()
        token = nil
        #expect(try RcTarget().send(selector, 1) == 2)
        #expect(reclaim { watched == nil }, "the reverted hook's capture is still alive")
    }

    /// Prompt release: nothing is collected or changed after the revert, yet the capture goes,
    /// about 50 ms later on a quiet machine (other tests' changes may take it sooner).
    @Test func aRevertedHooksCapturesGoPromptlyWithNoLaterChange() throws {
        let selector = try freshSelector("prompt")
        weak var watched: Capture?
        var token: HookToken?
        do {
            let capture = Capture()
            watched = capture
            token = try RcTarget.hook(selector, before: { _, _ in withExtendedLifetime(capture) {} })
        }
        try token?.revert()
        token = nil
        let start = Date()
        while watched != nil, Date().timeIntervalSince(start) < 5 { usleep(1_000) }
        #expect(watched == nil, "the reverted hook's capture is still alive 5 s after, with no change to make it go")
    }

    @Test func aReplacedImplementationIsReleasedOnceReclaimed() throws {
        let selector = try freshSelector("replace")
        let method = try #require(class_getInstanceMethod(RuntimeClass.of(RcTarget.self), selector.untyped))
        weak var watched: Capture?
        do {
            let capture = Capture()
            watched = capture
            let original = try method_setImplementation(method, TypedImplementation<Int, Int> { _, _, x in
                withExtendedLifetime(capture) { x + 10 }
            })
            #expect(try RcTarget().send(selector, 1) == 11)
            try method_setImplementation(method, original)
        }
        #expect(try RcTarget().send(selector, 1) == 2)
        #expect(reclaim { watched == nil }, "the replaced implementation's capture is still alive")
    }

    @Test func nothingIsReleasedWhileAThreadIsStillRunningIt() throws {
        let selector = try freshSelector("inflight")
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        weak var watched: Capture?
        var token: HookToken?
        do {
            let capture = Capture()
            watched = capture
            token = try RcTarget.hook(selector, instead: { _, x, original in
                entered.signal()
                proceed.wait()
                return withExtendedLifetime(capture) { original(x) * 3 }
            })
        }
        let result = Mutex<Int?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let value = try? RcTarget().send(selector, 1)
            result.withLock { $0 = value }
            done.signal()
        }
        entered.wait()
        try token?.revert()
        token = nil
        // The sender is inside the reverted hook's body: no attempt may release it.
        #expect(!Reclamation.collect())
        #expect(watched != nil)
        proceed.signal()
        done.wait()
        #expect(result.withLock { $0 } == 6, "the in-flight call finished the hook it started")
        #expect(reclaim { watched == nil })
    }

    @Test func aChangeMadeInsideASendIsNotReclaimedUntilTheSendReturns() throws {
        let selector = try freshSelector("inside")
        weak var watched: Capture?
        let token = Mutex<HookToken?>(nil)
        do {
            let capture = Capture()
            watched = capture
            token.withLock { $0 = try? RcTarget.hook(selector, before: { _, _ in withExtendedLifetime(capture) {} }) }
        }
        let revertInside = Selector<Int, Bool>("rc_revertInside:")
        try RuntimeClass.of(RcTarget.self).addMethod(revertInside.untyped, implementation: TypedImplementation<Int, Bool> { _, _, _ in
            try? token.withLock { try $0?.revert(); $0 = nil }
            // The calling thread is itself reading: it may still hold what it retired.
            return !Reclamation.collect() && watched != nil
        })
        #expect(try RcTarget().send(revertInside, 0), "reclaimed while the changing send was still running")
        #expect(reclaim { watched == nil })
    }

    @Test func aThreadRegistersOnItsFirstSendAndUnregistersWhenItExits() throws {
        let selector = try freshSelector("threads")
        // The thread's word, and whether it was registered before the thread's first send.
        let seen = Mutex<(word: UInt, registeredBefore: Bool)?>(nil)
        let sent = DispatchSemaphore(value: 0)
        let exit = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let address = swizzlekit_reader_word_address()
            let registeredBefore = Readers.isRegistered(address)
            _ = try? RcTarget().send(selector, 1)
            seen.withLock { $0 = (UInt(bitPattern: address), registeredBefore) }
            sent.signal()
            exit.wait()
        }
        sent.wait()
        let (bits, registeredBefore) = try #require(seen.withLock { $0 })
        #expect(!registeredBefore, "registered before its first send")
        let address = try #require(UnsafeMutablePointer<UInt64>(bitPattern: bits))
        #expect(Readers.isRegistered(address))
        exit.signal()
        // Its word goes with the thread: the reclaimer must not read it any more.
        #expect(reclaim { !Readers.isRegistered(address) })
    }
}

/// Lock assertions: a function that requires the runtime lock reports a call made without it.
@Suite struct LockAssertionTests {
    @Test func aLockedFunctionCalledWithoutTheLockIsReported() {
        let issues = runtimeIssues { RuntimeClass.propertiesChangedLocked() }
        #expect(issues.count == 1 && issues.first?.message.contains("propertiesChangedLocked") == true)
        let none = runtimeIssues { Runtime.lock.withLock { RuntimeClass.propertiesChangedLocked() } }
        #expect(none.isEmpty)
    }

    @Test func aSpinLockKnowsItsHolder() async {
        let lock = SpinLock()
        #expect(runtimeIssues { lock.assertHeld("needsTheLock()") }.first?.message.contains("needsTheLock()") == true)
        #expect(runtimeIssues { lock.withLock { lock.assertHeld() } }.isEmpty)
        // Held by another thread is not held by this one.
        let taken = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            _ = lock.tryLock()
            taken.signal()
            done.wait()
            lock.unlock()
        }
        taken.wait()
        #expect(runtimeIssues { lock.assertHeld() }.count == 1)
        done.signal()
        // Dropping a lock the thread does not hold is reported too.
        lock.withLock {}
        #expect(runtimeIssues { lock.unlock() }.first?.message.contains("SpinLock.unlock()") == true)
    }
}
