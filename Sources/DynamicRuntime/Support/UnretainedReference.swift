import CReadSections

/// A reference that does not keep its object alive and never hands out a dying one: what
/// key-value observing holds its observers by. Apple's observers are held unretained, and a
/// freed observer left registered crashes the next notification; a weak reference would be
/// safe, but gives its object a side table, which sends every retain and release of the object
/// anywhere down the runtime's slow path.
///
/// The reference keeps the object's memory with an unowned reference, and ``load()`` retains
/// the object only while its deinit has not begun (`swift_tryRetain`), else answers nil: what a
/// weak reference would answer.
package struct UnretainedReference<Object: AnyObject>: @unchecked Sendable {
    /// Keeps the object's memory while this reference lives. Never read: reading an unowned
    /// reference to an object in its deinit traps.
    private unowned(safe) let memory: Object
    /// The object's address, valid while `memory` keeps it.
    private let address: UnsafeRawPointer

    /// A reference to `object`.
    package init(_ object: Object) {
        memory = object
        address = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    }

    /// The object, retained by the caller, unless its deinit has begun.
    @inline(__always)
    package func load() -> Object? {
        guard swizzlekit_try_retain(address) else { return nil }
        return Unmanaged<Object>.fromOpaque(address).takeRetainedValue()
    }
}
