import SwizzleKitTesting
import Testing
@testable import DynamicRuntime

/// The contract of the one type through which the runtime reads objects without a lock, and of
/// the one way it borrows an object: who holds the retain after each operation, and what debug
/// builds report.
@Suite struct AtomicReferenceTests {
    private final class Referent {}

    /// An object whose deinit borrows itself through an unretained reference, as a reader of a
    /// referent freed early would.
    private final class SelfBorrowing {
        deinit {
            let reference = AtomicReference<SelfBorrowing, Unretained>()
            reference.store(self)
            reference.withBorrowed { _ in }
        }
    }

    @Test func aRetainingReferenceKeepsItsObjectUntilItIsDestroyed() {
        weak var watched: Referent?
        do {
            let reference = AtomicReference<Referent, Retaining>(Referent())
            watched = reference.load()
            #expect(watched != nil)
            #expect(reference.borrowed()?.takeUnretainedValue() === watched)
            _ = consume reference
        }
        #expect(watched == nil)
    }

    @Test func anExchangeHandsTheOldObjectToTheCaller() {
        weak var first: Referent?
        weak var second: Referent?
        let reference = AtomicReference<Referent, Retaining>(Referent())
        first = reference.load()
        do {
            let replacement = Referent()
            second = replacement
            let old = reference.exchange(replacement)
            #expect(old === first && first != nil)
        }
        // The caller's `old` is gone: nothing else held the first object.
        #expect(first == nil)
        #expect(reference.load() === second && second != nil)
        #expect(reference.exchange(nil) === second)
        #expect(second == nil)
        #expect(reference.borrowed() == nil)
    }

    @Test func aFailedCompareExchangeKeepsNoRetainOfWhatItOffered() {
        weak var offered: Referent?
        let reference = AtomicReference<Referent, Retaining>(Referent())
        let kept = reference.load()
        do {
            let candidate = Referent()
            offered = candidate
            let (exchanged, original) = reference.compareExchange(expected: nil, desired: candidate)
            #expect(!exchanged)
            #expect(original?.takeUnretainedValue() === kept)
        }
        #expect(offered == nil)
        // Against the right expectation it stores, and keeps the new object.
        let empty = AtomicReference<Referent, Retaining>()
        do {
            let candidate = Referent()
            offered = candidate
            #expect(empty.compareExchange(expected: nil, desired: candidate).exchanged)
        }
        #expect(offered != nil && empty.load() === offered)
    }

    @Test func anUnretainedReferenceKeepsNothingAlive() {
        weak var watched: Referent?
        let reference = AtomicReference<Referent, Unretained>()
        do {
            let object = Referent()
            watched = object
            reference.store(object)
            #expect(reference.borrowed()?.takeUnretainedValue() === object)
            reference.store(nil)
        }
        #expect(watched == nil)
        #expect(reference.borrowed() == nil)
    }

    @Test(.enabled(if: _isDebugAssertConfiguration()))
    func debugBuildsReportAWordThatIsNoObjectsAddress() {
        let reference = AtomicReference<Referent, Unretained>()
        reference.bits.store(0x1003, ordering: .relaxed)
        let issues = runtimeIssues { _ = reference.borrowed() }
        #expect(issues.count == 1 && issues.first?.message.contains("0x1003 is not an object's address") == true)
        reference.bits.store(0, ordering: .relaxed)
    }

    @Test(.enabled(if: _isDebugAssertConfiguration()))
    func debugBuildsReportBorrowingAnObjectInItsDeinit() {
        let issues = runtimeIssues { _ = SelfBorrowing() }
        #expect(issues.count == 1 && issues.first?.message.contains("which is in its deinit") == true)
        // A live object is no issue.
        let live = AtomicReference<Referent, Retaining>(Referent())
        #expect(runtimeIssues { live.withBorrowed { _ in } }.isEmpty)
    }
}
