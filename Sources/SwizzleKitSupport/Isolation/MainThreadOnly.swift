/// State that only main-actor code touches, reachable from nonisolated code — a layer's
/// compositing, the runtime's bodies — that runs there: what a `@MainActor` global would be if
/// that code could name the actor. Debug builds report an access from another thread as a
/// runtime issue, as the Main Thread Checker reports a UIKit call off the main thread.
@usableFromInline
package final class MainThreadOnly<Value>: @unchecked Sendable {
    /// Touched on the main thread only (checked in debug builds), so it needs no lock.
    @usableFromInline @exclusivity(unchecked) var stored: Value
    /// What the state is, for the runtime issue.
    @usableFromInline let name: StaticString

    /// `value`, named `name` in a report of an access off the main thread.
    package init(_ value: Value, name: StaticString) {
        stored = value
        self.name = name
    }

    /// The value; debug builds report an access off the main actor.
    @inlinable
    package var value: Value {
        _read {
            check()
            yield stored
        }
        _modify {
            check()
            yield &stored
        }
    }

    @inlinable @inline(__always)
    func check() {
        #if DEBUG
        if !MainActorBody.isOnMainActor {
            RuntimeIssues.report(RuntimeIssue("\(name): main-thread-only state touched off the main thread"))
        }
        #endif
    }
}
