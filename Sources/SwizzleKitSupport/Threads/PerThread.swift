#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An object per thread, made on the thread's first use and released when the thread exits: a
/// thread's own state that outlives a call (its key-value observing changes in flight, its
/// transactions, its image contexts), needing no lock because no other thread sees it.
///
/// ``ThreadLocal`` is the other per-thread form: a value set for the length of one call.
@usableFromInline
package final class PerThread<Object: AnyObject>: @unchecked Sendable {
    /// A constant: a `var` read from another module would cost each read an exclusivity check.
    @usableFromInline let key: pthread_key_t
    @usableFromInline let make: @Sendable () -> Object

    /// Objects made by `make`, one per thread that asks. The key lasts as long as the process:
    /// make one per purpose, as a `static let`.
    package init(_ make: @escaping @Sendable () -> Object) {
        self.make = make
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            // Swift imports the destructor's argument as optional on some platforms only.
            guard let pointer = pointer as UnsafeMutableRawPointer? else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        self.key = key
    }

    /// Runs `body` with the calling thread's object, made now if the thread has none; the thread
    /// keeps it alive, so it is lent without a retain.
    @inlinable @inline(__always)
    package func withCurrent<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        let pointer = pthread_getspecific(key) ?? makeForThread()
        return try Unmanaged<Object>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }

    /// The calling thread's object, made now if the thread has none.
    @inlinable
    package var current: Object {
        withCurrent { $0 }
    }

    /// The calling thread's object, or nil if the thread has not made one.
    @inlinable
    package var existing: Object? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
    }

    @usableFromInline @inline(never)
    func makeForThread() -> UnsafeMutableRawPointer {
        let pointer = Unmanaged.passRetained(make()).toOpaque()
        pthread_setspecific(key, pointer)
        return pointer
    }
}
