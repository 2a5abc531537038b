import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The thread holding a lock, recorded in debug builds so that functions requiring the lock can
/// check it (objc4's lock debugging); nothing in release builds, where every member is empty.
@usableFromInline
struct LockOwner: ~Copyable, Sendable {
    #if DEBUG
    /// The holder's thread number, 0 for none. Atomic: threads that do not hold the lock read it.
    @usableFromInline let thread = Atomic<UInt>(0)

    /// The calling thread, as a number.
    @inlinable
    static var currentThread: UInt {
        #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
        #else
        UInt(pthread_self())
        #endif
    }
    #endif

    @usableFromInline init() {}

    /// Whether the calling thread holds the lock; true in release builds, which do not record.
    @inlinable
    var isCurrentThread: Bool {
        #if DEBUG
        thread.load(ordering: .relaxed) == LockOwner.currentThread
        #else
        true
        #endif
    }

    /// Records the calling thread as the holder; call just after taking the lock.
    @inlinable @inline(__always)
    func took() {
        #if DEBUG
        thread.store(LockOwner.currentThread, ordering: .relaxed)
        #endif
    }

    /// Records that no thread holds the lock; call just before dropping it.
    @inlinable @inline(__always)
    func dropping() {
        #if DEBUG
        thread.store(0, ordering: .relaxed)
        #endif
    }
}
