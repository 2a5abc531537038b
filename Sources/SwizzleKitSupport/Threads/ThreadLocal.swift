#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value per thread, set for the length of a call: the context a pass hands the code it runs
/// on its own thread (a composite's overlays, the recorder of its off-screen passes), as
/// `UIGraphicsGetCurrentContext()` is per thread. Another thread, rendering at the same time,
/// sees its own value or `defaultValue`. ``PerThread`` keeps a thread's own object instead.
@usableFromInline
package final class ThreadLocal<Value>: @unchecked Sendable {
    /// The thread's innermost value, in a box the setting call keeps alive.
    @usableFromInline final class Box {
        @usableFromInline let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// A constant: a `var` read from another module would cost each read an exclusivity check.
    @usableFromInline let key: pthread_key_t
    @usableFromInline let defaultValue: Value

    /// A value that reads `defaultValue` on every thread until set. The key lasts as long as the
    /// process: make one per purpose, as a `static let`.
    package init(_ defaultValue: Value) {
        self.defaultValue = defaultValue
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        self.key = key
    }

    /// The calling thread's value.
    @inlinable
    package var value: Value {
        guard let box = pthread_getspecific(key) else { return defaultValue }
        return Unmanaged<Box>.fromOpaque(box).takeUnretainedValue().value
    }

    /// Runs `body` with the calling thread's value set to `value`, then restores the value before.
    package func withValue<Result>(_ value: Value, _ body: () throws -> Result) rethrows -> Result {
        let box = Box(value)
        let outer = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(box).toOpaque())
        defer {
            pthread_setspecific(key, outer)
            withExtendedLifetime(box) {}
        }
        return try body()
    }
}
