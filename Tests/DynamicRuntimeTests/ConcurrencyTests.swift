import Foundation
import Synchronization
import Testing
import SwizzleKitTesting
@testable import DynamicRuntime

/// Runs `body(0)` … `body(count - 1)` each on its own thread (not a pool sized to the cores)
/// and waits for all of them.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
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

/// Runs each body on its own thread and waits for all of them.
func runOnThreads(_ bodies: [@Sendable () -> Void]) {
    runOnThreads(bodies.count) { bodies[$0]() }
}

/// Lets a test hand runtime objects, which are not `Sendable`, to its threads.
struct Shared<Value>: @unchecked Sendable {
    let value: Value
}

/// A counter threads can bump.
final class AtomicCounter: Sendable {
    private let atomic = Atomic<Int>(0)
    func increment() { atomic.add(1, ordering: .relaxed) }
    var value: Int { atomic.load(ordering: .acquiring) }
    func store(_ value: Int) { atomic.store(value, ordering: .releasing) }
}

/// One slot per thread, each written by its own thread only, read after the threads joined.
/// Raw memory, so writes to distinct slots are not accesses to one shared Swift variable.
final class PerThread<Value>: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<Value>
    init(_ count: Int, _ initial: Value) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: initial)
    }
    deinit {
        slots.deinitialize()
        slots.deallocate()
    }
}

final class CcCounter: RuntimeObject {
    static let value = DeclaredMethod("value:", of: CcCounter.self) { (_, _: Int) in 1 }
    static let alternative = DeclaredMethod("alternativeValue:", of: CcCounter.self) { (_, _: Int) in 3 }
    override class var runtimeMembers: [any RuntimeMember] { [value, alternative] }
}

@Suite struct ConcurrencyTests {
    /// Four threads send a million times each while another installs and reverts ten thousand
    /// hooks and exchanges implementations (a tenth of each under a sanitizer). Results: 1
    /// (original), 3 (exchanged in), and 101 or 103 when the hook wrapped either; every hook call
    /// is one result of 101 or 103.
    @Test func sendsRacingHooksAndExchangesSeeOldOrNewImplementations() throws {
        let senders = 4, sendsPerThread = Sanitizer.scaled(1_000_000), hookRounds = Sanitizer.scaled(10_000)
        let tallies = PerThread<[Int: Int]>(senders, [:])
        let hookCalls = AtomicCounter()
        let object = Shared(value: CcCounter())
        let cls = RuntimeClass.of(CcCounter.self)
        let value = try #require(cls.instanceMethod(for: CcCounter.value.selector.untyped))
        let alternative = try #require(cls.instanceMethod(for: CcCounter.alternative.selector.untyped))
        let failures = AtomicCounter()

        let sending: [@Sendable () -> Void] = (0..<senders).map { thread in {
            var tally: [Int: Int] = [:]
            for i in 0..<sendsPerThread {
                tally[CcCounter.value.send(to: object.value, i), default: 0] += 1
            }
            tallies.slots[thread] = tally
        } }
        let mutating: @Sendable () -> Void = {
            for round in 0..<hookRounds {
                do {
                    let token = try CcCounter.hook(CcCounter.value.selector, instead: { _, x, original in
                        hookCalls.increment()
                        return original(x) + 100
                    })
                    try token.revert()
                    // After the revert: an exchange over a live hook would make its revert refuse.
                    if round % 10 == 0 { try method_exchangeImplementations(value, alternative) }
                } catch {
                    failures.increment()
                }
            }
        }
        runOnThreads(sending + [mutating])

        #expect(failures.value == 0)
        var total: [Int: Int] = [:]
        for thread in 0..<senders { total.merge(tallies.slots[thread], uniquingKeysWith: +) }
        #expect(Set(total.keys).isSubset(of: [1, 3, 101, 103]), "\(total)")
        #expect(total.values.reduce(0, +) == senders * sendsPerThread)
        #expect((total[101] ?? 0) + (total[103] ?? 0) == hookCalls.value)
        // An exchange every tenth round, an even number of them: back where it started.
        #expect(CcCounter.value.send(to: object.value, 0) == 1)
    }

    /// Many threads make the mirror of a class and fill caches for the first time at once.
    @Test func firstUseFromManyThreadsMakesOneMirrorAndConsistentCaches() throws {
        final class CcFresh: RuntimeObject {
            static let echo = DeclaredMethod("echo:", of: CcFresh.self) { (_, x: Int) in x }
            override class var runtimeMembers: [any RuntimeMember] { [echo] }
        }
        let threads = 8
        let mirrors = PerThread<ObjectIdentifier?>(threads, nil)
        let wrong = AtomicCounter()
        runOnThreads((0..<threads).map { thread in {
            let object = CcFresh()
            for i in 0..<10_000 where CcFresh.echo.send(to: object, i) != i {
                wrong.increment()
            }
            mirrors.slots[thread] = ObjectIdentifier(object_getClass(object))
        } })
        #expect(wrong.value == 0)
        #expect(Set(mirrors.slots).count == 1)
    }

    /// Threads add methods to a class while others send every selector added so far; a send
    /// after an add (on any thread, ordered by an atomic) always finds it.
    @Test func concurrentAddsAreSeenByLaterSends() throws {
        final class CcGrowing: RuntimeObject {}
        let selectors = (0..<200).map { Selector<Int, Int>("cc_grow\($0):") }
        let published = AtomicCounter()
        let misses = AtomicCounter()
        let object = Shared(value: CcGrowing())
        let adder: @Sendable () -> Void = {
            for (index, selector) in selectors.enumerated() {
                _ = try? RuntimeClass.of(CcGrowing.self).addMethod(
                    selector.untyped, implementation: TypedImplementation<Int, Int> { _, _, _ in index })
                published.store(index + 1)
            }
        }
        let reader: @Sendable () -> Void = {
            while true {
                let count = published.value
                for index in 0..<count where (try? object.value.send(selectors[index], 0)) != index {
                    misses.increment()
                }
                if count == selectors.count { break }
            }
        }
        runOnThreads([adder, reader, reader])
        #expect(misses.value == 0)
    }
}
