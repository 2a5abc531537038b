import CReadSections
import Foundation
import Synchronization
import SwizzleKitSupport

/// Groups layer changes and sets how their implicit animations run (`CATransaction`): their
/// duration, timing function, whether they run at all, and a block to run once they have all
/// completed. Transactions nest per thread, an inner one taking what it does not set from the
/// outer; outside any, changes join the thread's implicit transaction, which the application's
/// run-loop turn commits (or ``flush()``).
public final class CATransaction {
    private init() {}

    /// Starts a transaction on this thread (`begin`).
    public static func begin() {
        Stack.onThisThread.push(Entry())
    }

    /// Ends the transaction begun last on this thread (`commit`): its completion block runs once
    /// the animations added after it was set complete, at once when there are none. A commit
    /// without a begin commits the implicit transaction.
    public static func commit() {
        guard let stack = Stack.openOnThisThread, let entry = stack.pop() else { return }
        entry.group?.commit()
        guard stack.entries.isEmpty else { return }
        swizzlekit_count_thread_commit()
    }

    /// Commits the implicit transaction of this thread (`flush`): the run-loop turn's end, after
    /// which every layer made on this thread so far is committed (see ``CALayer/action(forKey:)``).
    public static func flush() {
        if open.load(ordering: .relaxed) > 0 {
            while Stack.openOnThisThread != nil { commit() }
        }
        swizzlekit_count_thread_commit()
    }

    /// How many transactions this thread has committed: a layer made on it before its latest
    /// commit is in the render tree, and its changes can animate implicitly. Per thread, as
    /// transactions are, so what other threads commit meanwhile changes nothing here.
    package static var commitCount: UInt { swizzlekit_thread_commit_count() }

    /// The duration of implicit animations, 0.25 s unless set (`animationDuration`).
    public static func animationDuration() -> TimeInterval {
        setting(\.duration) ?? 0.25
    }

    /// Sets the duration of the implicit animations of this transaction; a value that is not
    /// finite and positive means the default again.
    public static func setAnimationDuration(_ duration: TimeInterval) {
        innermost.duration = duration.isFinite && duration > 0 ? duration : nil
    }

    /// The timing function of implicit animations; nil is the default curve (`animationTimingFunction`).
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        setting(\.timingFunction)
    }

    /// Sets the timing function of the implicit animations of this transaction.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        innermost.timingFunction = function
    }

    /// Whether the changes of this transaction run no actions, so they do not animate (`disableActions`).
    public static func disableActions() -> Bool {
        guard open.load(ordering: .relaxed) > 0 else { return false }
        return setting(\.disablesActions) ?? false
    }

    /// Sets whether the changes of this transaction run no actions.
    public static func setDisableActions(_ flag: Bool) {
        innermost.disablesActions = flag
    }

    /// The completion block of this transaction, if set (`completionBlock`).
    public static func completionBlock() -> (() -> Void)? {
        Stack.openOnThisThread?.entries.last?.completion
    }

    /// Sets the block that runs once the animations added to this transaction from now on have
    /// completed (or at its commit, when there are none); nil removes it.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        let entry = innermost
        entry.completion = block
        entry.group = block.map { block in AnimationGroup { _ in block() } }
    }

    /// The group animations added now join, to tell a completion block when they end.
    package static var completionGroup: AnimationGroup? {
        guard open.load(ordering: .relaxed) > 0 else { return nil }
        return Stack.openOnThisThread?.entries.reversed().lazy.compactMap(\.group).first
    }

    /// The innermost transaction of this thread, the implicit one begun if there is none.
    private static var innermost: Entry {
        let stack = Stack.onThisThread
        if stack.entries.isEmpty { stack.push(Entry()) }
        return stack.entries[stack.entries.count - 1]
    }

    /// A setting of the innermost transaction that sets it, else the default (nil).
    private static func setting<Value>(_ field: KeyPath<Entry, Value?>) -> Value? {
        guard open.load(ordering: .relaxed) > 0, let stack = Stack.openOnThisThread else { return nil }
        return stack.entries.reversed().lazy.compactMap { $0[keyPath: field] }.first
    }

    /// How many threads have a transaction open: zero keeps every layer change from looking up
    /// this thread's (one relaxed load on the common path).
    private static let open = Atomic<Int>(0)

    /// One transaction: what it sets, nil where it takes the outer one's.
    private final class Entry {
        var duration: TimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disablesActions: Bool?
        var completion: (() -> Void)?
        var group: AnimationGroup?
    }

    /// This thread's transactions, outermost first.
    private final class Stack {
        private(set) var entries: [Entry] = []

        private static let perThread = PerThread { Stack() }

        /// This thread's stack.
        static var onThisThread: Stack { perThread.current }

        /// This thread's stack if a transaction is open on it.
        static var openOnThisThread: Stack? {
            guard let stack = perThread.existing, !stack.entries.isEmpty else { return nil }
            return stack
        }

        /// Opens `entry` innermost; the thread counts as open from its first.
        func push(_ entry: Entry) {
            if entries.isEmpty { open.add(1, ordering: .relaxed) }
            entries.append(entry)
        }

        /// Closes the innermost transaction; the thread no longer counts once none is left.
        func pop() -> Entry? {
            guard let entry = entries.popLast() else { return nil }
            if entries.isEmpty { open.subtract(1, ordering: .relaxed) }
            return entry
        }
    }
}
