import DynamicRuntime

extension MainQueue {
    /// A `Sendable` handle to an object of an application (a view, a controller) that a
    /// background thread may keep, and through which it enqueues work on that object on the
    /// application's main queue. The handle never gives the object out: it is only opened at the
    /// application's run-loop turn, where the object lives.
    ///
    /// Make one with ``UIApplication/mainQueueReference(to:)`` where the object is in hand, send
    /// it with the background work, and hand the result back:
    ///
    /// ```swift
    /// let avatarOnMain = application.mainQueueReference(to: avatar)
    /// operations.addOperation {
    ///     let image = renderAvatar()
    ///     avatarOnMain.async { avatar in avatar.setImage(image, for: .normal) }
    /// }
    /// ```
    ///
    /// The handle holds the object weakly, as a `[weak self]` callback does: it never keeps a
    /// view alive for work that may come too late, and the object is never released on the
    /// background thread.
    public struct Reference<Object: AnyObject> {
        /// The queue of the application the object belongs to.
        public let queue: MainQueue
        /// Loaded only by the job the handle enqueues, at the turn; never on another thread.
        private weak var object: Object?

        init(_ object: Object, on queue: MainQueue) {
            self.object = object
            self.queue = queue
        }

        /// Enqueues `job` on the application's main queue; at the turn it is called with the
        /// object. Callable from any thread.
        ///
        /// Returns `false`, and drops `job`, when the application is already gone. When the
        /// object is gone by the time the job's turn comes, the job is dropped without running:
        /// the view it meant to update no longer exists.
        @discardableResult
        public func async(_ job: @escaping @Sendable @MainActor (Object) -> Void) -> Bool {
            queue.async {
                // The turn runs on the main actor, as the application does.
                MainActorBody.run("MainQueue.Reference job") {
                    guard let object = self.object else { return }
                    job(object)
                }
            }
        }
    }
}

// Sound although `Object` is not `Sendable`: the handle is only ever opened by the job it
// enqueues, and that job runs at a turn of the application the object belongs to.
// `UIApplication.mainQueueReference(to:)` is called on the main actor with the object in hand, and
// turns run on the main actor. Other threads only copy the weak reference; they never load it, so
// they never touch the object, retain it, or release its last reference.
extension MainQueue.Reference: @unchecked Sendable {}

extension UIApplication {
    /// A `Sendable` handle to `object` through which any thread can enqueue work on it, run at
    /// this application's run-loop turn (see ``MainQueue/Reference``).
    ///
    /// Made on the main actor, where the object is used; the handle never gives it out to
    /// another thread.
    public func mainQueueReference<Object: AnyObject>(to object: Object) -> MainQueue.Reference<Object> {
        MainQueue.Reference(object, on: mainQueue)
    }
}
