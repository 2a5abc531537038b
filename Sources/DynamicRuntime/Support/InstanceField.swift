/// A stored field of an object, found by its byte offset from reflection (`_forEachField`), for
/// the runtime methods of a ``Dynamic`` property, which the runtime makes before any instance
/// exists and so cannot reach through a key path.
///
/// The one unsafe step: the object's address plus the offset, bound to `Field`. Its contract is
/// that `offset` is where a field of type `Field` lies in every instance of `owner`, and that the
/// object passed is one (checked in debug builds); the caller must not overlap two accesses.
@usableFromInline
struct InstanceField<Field> {
    let offset: Int
    let owner: AnyObject.Type

    init(offset: Int, owner: AnyObject.Type) {
        assert(offset > 0 && offset % MemoryLayout<Field>.alignment == 0, "a field offset of \(owner) out of alignment")
        self.offset = offset
        self.owner = owner
    }

    /// Runs `body` with the field of `object`.
    @inline(__always)
    func withField<Result>(of object: AnyObject, _ body: (inout Field) -> Result) -> Result {
        assert(_isSubclass(type(of: object), owner), "\(type(of: object)) is not a \(owner): the field is not there")
        let base = Unmanaged.passUnretained(object).toOpaque()
        return withExtendedLifetime(object) {
            body(&(base + offset).assumingMemoryBound(to: Field.self).pointee)
        }
    }
}

/// Whether `type` is `owner` or a subclass of it.
private func _isSubclass(_ type: AnyObject.Type, _ owner: AnyObject.Type) -> Bool {
    var current: AnyClass? = type
    while let cls = current {
        if ObjectIdentifier(cls) == ObjectIdentifier(owner) { return true }
        current = _getSuperclass(cls)
    }
    return false
}
