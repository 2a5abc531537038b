import Foundation
import Synchronization
import SwizzleKitSupport

/// The `UIView.animate` calls whose animations block is running on this thread, innermost
/// last: a layer property changed meanwhile is animated by the innermost.
package final class AnimationTransaction {
    package let duration: TimeInterval
    package let delay: TimeInterval
    package let curve: AnimationCurve
    package let group: AnimationGroup
    /// False for `performWithoutAnimation`: changes inside it are not animated.
    package let animates: Bool

    package init(duration: TimeInterval, delay: TimeInterval, curve: AnimationCurve, group: AnimationGroup, animates: Bool) {
        func clamped(_ time: TimeInterval) -> TimeInterval { time.isFinite ? max(time, 0) : 0 }
        (self.duration, self.delay, self.curve, self.group) = (clamped(duration), clamped(delay), curve, group)
        self.animates = animates
    }

    /// How many animation blocks run on any thread: zero keeps every layer setter from looking
    /// up this thread's transactions (one relaxed load on the common path).
    private static let active = Atomic<Int>(0)

    private static let stacks = PerThread { Stack() }

    /// The innermost transaction of this thread, if an animations block is running on it.
    package static var current: AnimationTransaction? {
        guard active.load(ordering: .relaxed) > 0,
              let transaction = stacks.existing?.transactions.last,
              transaction.animates else { return nil }
        return transaction
    }

    /// Runs `body` with `transaction` innermost on this thread.
    package static func run(_ transaction: AnimationTransaction, _ body: () -> Void) {
        let stack = stacks.current
        stack.transactions.append(transaction)
        active.add(1, ordering: .relaxed)
        body()
        active.subtract(1, ordering: .relaxed)
        stack.transactions.removeLast()
    }

    private final class Stack {
        var transactions: [AnimationTransaction] = []
    }
}
