/// The storage of a ``Dynamic`` property in an object, found by its byte offset from reflection
/// (`_forEachField`): the runtime makes the property's methods before any instance exists, so it
/// cannot reach the storage through a key path, and a key path's projection would cost more than
/// the send.
///
/// The one unsafe step: the object's address plus an offset, bound to the value's type or to the
/// set state. Its contract is that `offset` is where a `Dynamic<Value>` lies in every instance of
/// `owner`, and that the object passed is one (checked in debug builds). The offsets of the
/// wrapper's two fields are worked out once, so the methods, which run unspecialised, ask for no
/// generic metadata.
@usableFromInline
struct InstanceField<Value> {
    @usableFromInline let valueOffset: Int
    @usableFromInline let stateOffset: Int
    @usableFromInline let owner: AnyObject.Type

    init(offset: Int, owner: AnyObject.Type) {
        assert(offset > 0 && offset % MemoryLayout<Dynamic<Value>>.alignment == 0, "a field offset of \(owner) out of alignment")
        valueOffset = offset + MemoryLayout<Dynamic<Value>>.offset(of: \Dynamic<Value>.value)!
        stateOffset = offset + MemoryLayout<Dynamic<Value>>.offset(of: \Dynamic<Value>.setState)!
        self.owner = owner
    }

    /// The address of `object`'s field at `offset`. `object` must stay alive while it is used.
    @inlinable @inline(__always)
    func address<Field>(of object: AnyObject, at offset: Int, as _: Field.Type) -> UnsafeMutablePointer<Field> {
        assert(_isSubclass(type(of: object), owner), "\(type(of: object)) is not a \(owner): the field is not there")
        return (Unmanaged.passUnretained(object).toOpaque() + offset).assumingMemoryBound(to: Field.self)
    }

    /// The stored value of `object`.
    @inlinable @inline(__always)
    func value(of object: AnyObject) -> Value {
        address(of: object, at: valueOffset, as: Value.self).pointee
    }

    /// Stores `value` in `object`.
    @inlinable @inline(__always)
    func setValue(_ value: Value, of object: AnyObject) {
        address(of: object, at: valueOffset, as: Value.self).pointee = value
    }

    /// Which leg of a set is running on `object`.
    @inlinable @inline(__always)
    func state(of object: AnyObject) -> DynamicSetState {
        address(of: object, at: stateOffset, as: DynamicSetState.self).pointee
    }

    /// Records which leg of a set is running on `object`.
    @inlinable @inline(__always)
    func setState(_ state: DynamicSetState, of object: AnyObject) {
        address(of: object, at: stateOffset, as: DynamicSetState.self).pointee = state
    }
}

/// Whether `type` is `owner` or a subclass of it.
@usableFromInline
func _isSubclass(_ type: AnyObject.Type, _ owner: AnyObject.Type) -> Bool {
    var current: AnyClass? = type
    while let cls = current {
        if ObjectIdentifier(cls) == ObjectIdentifier(owner) { return true }
        current = _getSuperclass(cls)
    }
    return false
}
